import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { InhabitantsOverviewQuery } from '../api/dashboard.graphql';
import { sectorStats } from '../chart-series';
import { dashboardMessages } from '../messages';
import { StatsSection } from './dashboard-section';
import { AgeGroupsChart } from './lazy-charts';
import { StatCards } from './stat-cards';

/** The sectors' cards' heading, under the section's own (h2). */
const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * The Inhabitants section: the Registry of Barangay Inhabitants today (those living in the barangay, counted as the
 * quarterly population summary counts them), for staff who keep the registry. It asks for its figures itself, so a
 * dashboard without it asks nothing of the registry; a failed load is only logged, as the other sections'.
 */
export function InhabitantsSection() {
  const t = useMessages(dashboardMessages);
  const { data, loading, error } = useQuery(InhabitantsOverviewQuery, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) console.error('Failed to load the inhabitant statistics.', error);
  }, [error]);

  return (
    <StatsSection title={t('inhabitants.title')} stats={data?.inhabitantsOverview} loading={loading} loadingText={t('inhabitants.loading')}>
      {(inhabitants) => (
        <>
          <StatCards
            stats={[
              { label: t('inhabitants.living'), value: inhabitants.living },
              { label: t('inhabitants.households'), value: inhabitants.households },
              { label: t('series.male'), value: inhabitants.male },
              { label: t('series.female'), value: inhabitants.female },
              { label: t('inhabitants.withAccount'), value: inhabitants.withAccount },
            ]}
          />
          <AgeGroupsChart title={t('inhabitants.ageGroups')} ageGroups={inhabitants.ageGroups} />
          <StyledSubheading>{t('inhabitants.sectors')}</StyledSubheading>
          <StatCards stats={sectorStats(inhabitants.sectors)} />
        </>
      )}
    </StatsSection>
  );
}
