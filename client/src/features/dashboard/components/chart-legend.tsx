import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { dashboardMessages } from '../messages';

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const StyledLegendSwatch = styled.span<{ $color: string }>`
  flex: none;
  width: ${({ theme }) => theme.spacing.md};
  height: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
`;

export interface LegendItem {
  label: string;
  color: string;
}

/**
 * A chart's legend as HTML next to the SVG: it wraps on narrow screens and keeps its text size while the
 * chart scales down.
 */
export function ChartLegend({ chartTitle, items }: { chartTitle: string; items: readonly LegendItem[] }) {
  const t = useMessages(dashboardMessages);
  return (
    <StyledLegend aria-label={t('charts.legend', { chart: chartTitle })}>
      {items.map(({ label, color }) => (
        <StyledLegendItem key={label}>
          <StyledLegendSwatch $color={color} aria-hidden="true" />
          {label}
        </StyledLegendItem>
      ))}
    </StyledLegend>
  );
}
