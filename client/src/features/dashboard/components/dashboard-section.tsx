import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '../../../theme';

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
