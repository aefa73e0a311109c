import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '../../../theme';
import { Loading } from '../../../ui';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * One column, two from the lg breakpoint (below it the side menu leaves too little room for two charts).
 */
export const StyledChartGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => mediaUp(theme.breakpoints.lg)} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** Two small sections side by side from the lg breakpoint (Employment and Voter Overview). */
export const StyledSectionPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => mediaUp(theme.breakpoints.lg)} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** A titled part of the dashboard (an h2 under the page's h1), named by its heading. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledSectionTitle id={headingId}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}

export interface StatsSectionProps<T> {
  title: string;
  /** The section's slice of the statistics; undefined while nothing has arrived yet, or after a failed load. */
  stats: T | undefined;
  loading: boolean;
  loadingText: string;
  /** The section's cards and charts, once its statistics are there. */
  children: (stats: T) => ReactNode;
}

/**
 * A section over its slice of the statistics: the loading text while loading; after a failed load (only
 * logged, docs/rules/dashboard.md#dashboard-screen) the heading and nothing else, rather than zeros that are
 * not true.
 */
export function StatsSection<T>({ title, stats, loading, loadingText, children }: StatsSectionProps<T>) {
  return (
    <DashboardSection title={title}>
      {stats ? children(stats) : loading && <Loading text={loadingText} />}
    </DashboardSection>
  );
}
