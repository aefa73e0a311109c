import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { useMessages } from '../../../lib/i18n/language-context';
import { CHART_COLORS } from '../chart-colors';
import {
  describeSeries, formatCount, integerTicks, requestsPerTypeSeries, shortLabel, type RequestsPerType,
} from '../chart-series';
import { dashboardMessages } from '../messages';
import { StyledChartFrame, StyledChartNote } from './chart-card';
import { useChartStyles } from './chart-styles';
import { useCompactChart } from './use-compact-chart';

/** Geometry in SVG user units: a wide card, and a compact one for narrow frames (useCompactChart). */
const GEOMETRY = {
  wide: { width: 800, labelLength: 32 },
  compact: { width: 400, labelLength: 16 },
} as const;
const ROW_HEIGHT = 40;
/** Rough width of one axis character, to leave room for the longest type name on the left. */
const CHARACTER_WIDTH = 8;
const PADDING = { top: 16, right: 48, bottom: 40 };

export interface RequestsPerTypeChartProps {
  perDocumentType: readonly RequestsPerType[];
}

/**
 * Horizontal bars, most requested on top; the names are on the left axis, the counts at the bar ends.
 * Drawn inside the section's card, like the attendance chart.
 */
export function RequestsPerTypeChart({ perDocumentType }: RequestsPerTypeChartProps) {
  const t = useMessages(dashboardMessages);
  const styles = useChartStyles();
  const { frameRef, compact } = useCompactChart<HTMLDivElement>();
  const geometry = compact ? GEOMETRY.compact : GEOMETRY.wide;
  const series = requestsPerTypeSeries(perDocumentType);
  // Victory draws the first category at the bottom of a horizontal chart: reverse, so the largest is on top.
  const rows = [...series].reverse()
    .map((datum, index) => ({ ...datum, x: index + 1, tick: shortLabel(datum.label, geometry.labelLength) }));
  const ticks = integerTicks(Math.max(0, ...series.map((datum) => datum.value)));
  const longest = Math.max(0, ...rows.map((row) => row.tick.length));
  const padding = { ...PADDING, left: 16 + longest * CHARACTER_WIDTH };
  const height = PADDING.top + PADDING.bottom + rows.length * ROW_HEIGHT;

  if (rows.length === 0) return <StyledChartNote>{t('requests.empty')}</StyledChartNote>;
  return (
    <StyledChartFrame ref={frameRef}>
      <VictoryChart
        horizontal
        width={geometry.width}
        height={height}
        padding={padding}
        domain={{ x: [0.5, rows.length + 0.5], y: [0, ticks[ticks.length - 1]] }}
        containerComponent={<VictoryContainer title={t('documents.perType')} desc={describeSeries(t, series, t('requests.describe'))} />}
      >
        <VictoryAxis tickValues={rows.map((row) => row.x)} tickFormat={rows.map((row) => row.tick)} style={styles.categoryAxis} />
        <VictoryAxis dependentAxis tickValues={ticks} tickFormat={(tick: number) => formatCount(tick)} style={styles.countAxis} />
        <VictoryBar
          name="Requests"
          barWidth={ROW_HEIGHT * 0.6}
          data={rows.map((row) => ({ x: row.x, y: row.value }))}
          labels={({ datum }) => formatCount(datum.y)}
          style={{ data: { fill: CHART_COLORS.requests }, labels: styles.barLabel }}
        />
      </VictoryChart>
    </StyledChartFrame>
  );
}
