import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { useMessages } from '../../../lib/i18n/language-context';
import { CHART_COLORS } from '../chart-colors';
import { describeSeries, formatCount, inhabitantAgeSeries, integerTicks, type InhabitantAgeGroup } from '../chart-series';
import { dashboardMessages } from '../messages';
import { ChartCard, StyledChartFrame } from './chart-card';
import { useChartStyles } from './chart-styles';
import { useCompactChart } from './use-compact-chart';

/** Geometry in SVG user units: a wide card, and a compact one for narrow frames (useCompactChart). */
const WIDTH = { wide: 800, compact: 400 } as const;
const ROW_HEIGHT = 26;
const PADDING = { top: 12, right: 56, bottom: 40, left: 64 };

export interface AgeGroupsChartProps {
  title: string;
  ageGroups: readonly InhabitantAgeGroup[];
}

/**
 * The registry's inhabitants by PSA age group: horizontal bars, youngest on top as population tables read, so the
 * seventeen groups keep readable labels on a phone too; the counts at the bar ends, every group in the description.
 */
export function AgeGroupsChart({ title, ageGroups }: AgeGroupsChartProps) {
  const t = useMessages(dashboardMessages);
  const styles = useChartStyles();
  const { frameRef, compact } = useCompactChart<HTMLDivElement>();
  const series = inhabitantAgeSeries(ageGroups);
  // Victory draws the first category at the bottom of a horizontal chart: reverse, so the youngest is on top.
  const rows = [...series].reverse().map((datum, index) => ({ ...datum, x: index + 1 }));
  const ticks = integerTicks(Math.max(0, ...series.map((datum) => datum.value)), compact ? 5 : 10);
  return (
    <ChartCard title={title}>
      <StyledChartFrame ref={frameRef}>
        <VictoryChart
          horizontal
          width={compact ? WIDTH.compact : WIDTH.wide}
          height={PADDING.top + PADDING.bottom + rows.length * ROW_HEIGHT}
          padding={PADDING}
          domain={{ x: [0.5, rows.length + 0.5], y: [0, ticks[ticks.length - 1]] }}
          containerComponent={<VictoryContainer title={title} desc={describeSeries(t, series, t('inhabitants.ageGroupsDescribe'))} />}
        >
          <VictoryAxis tickValues={rows.map((row) => row.x)} tickFormat={rows.map((row) => row.label)} style={styles.categoryAxis} />
          <VictoryAxis dependentAxis tickValues={ticks} tickFormat={(tick: number) => formatCount(tick)} style={styles.countAxis} />
          <VictoryBar
            name="Inhabitants"
            barWidth={ROW_HEIGHT * 0.6}
            data={rows.map((row) => ({ x: row.x, y: row.value }))}
            labels={({ datum }) => formatCount(datum.y)}
            style={{ data: { fill: CHART_COLORS.inhabitants }, labels: styles.barLabel }}
          />
        </VictoryChart>
      </StyledChartFrame>
    </ChartCard>
  );
}
