import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { InhabitantsOverviewQuery } from '../api/dashboard.graphql';
import { sectorStats } from '../chart-series';
import { StatsSection } from './dashboard-section';
import { AgeGroupsChart } from './lazy-charts';
import { StatCards } from './stat-cards';

/** The sectors' cards' heading, under the section's own (h2). */
const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const INHABITANTS_TEXTS = {
  title: 'Inhabitants',
  loading: 'Loading inhabitant statistics...',
  ageGroupsChart: 'Inhabitants by Age Group',
  sectorsTitle: 'By Sector',
} as const;

/**
 * The Inhabitants section: the Registry of Barangay Inhabitants today (those living in the barangay, counted as the
 * quarterly population summary counts them), for staff who keep the registry. It asks for its figures itself, so a
 * dashboard without it asks nothing of the registry; a failed load is only logged, as the other sections'.
 */
export function InhabitantsSection() {
  const { data, loading, error } = useQuery(InhabitantsOverviewQuery, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) console.error('Failed to load the inhabitant statistics.', error);
  }, [error]);

  return (
    <StatsSection title={INHABITANTS_TEXTS.title} stats={data?.inhabitantsOverview} loading={loading} loadingText={INHABITANTS_TEXTS.loading}>
      {(inhabitants) => (
        <>
          <StatCards
            stats={[
              { label: 'Living Inhabitants', value: inhabitants.living },
              { label: 'Households', value: inhabitants.households },
              { label: 'Male', value: inhabitants.male },
              { label: 'Female', value: inhabitants.female },
              { label: 'With an Online Account', value: inhabitants.withAccount },
            ]}
          />
          <AgeGroupsChart title={INHABITANTS_TEXTS.ageGroupsChart} ageGroups={inhabitants.ageGroups} />
          <StyledSubheading>{INHABITANTS_TEXTS.sectorsTitle}</StyledSubheading>
          <StatCards stats={sectorStats(inhabitants.sectors)} />
        </>
      )}
    </StatsSection>
  );
}
