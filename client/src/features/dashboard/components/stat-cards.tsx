import styled, { css } from 'styled-components';
import { mediaUp } from '../../../theme';
import { accentCardStyles } from '../../../ui';
import { formatCount } from '../chart-series';

/** Two cards a row on phones; more from sm and lg, unless there are only two (a pair stays a pair). */
const StyledStatList = styled.dl<{ $pair: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;

  ${({ theme, $pair }) => !$pair && css`
    ${mediaUp(theme.breakpoints.sm)} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    ${mediaUp(theme.breakpoints.lg)} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  `}
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  ${accentCardStyles}
`;

const StyledStatLabel = styled.dt`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStatValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.2;
`;

export interface Stat {
  label: string;
  /** A count, or a figure already worded (e.g. a duration). */
  value: number | string;
}

/**
 * The overview figures as cards: a description list, so each number is read with its label. The label is
 * first in the markup (and read first) but drawn under the number.
 */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <StyledStatList $pair={stats.length <= 2}>
      {stats.map(({ label, value }) => (
        <StyledStat key={label}>
          <StyledStatLabel>{label}</StyledStatLabel>
          <StyledStatValue>{typeof value === 'number' ? formatCount(value) : value}</StyledStatValue>
        </StyledStat>
      ))}
    </StyledStatList>
  );
}
