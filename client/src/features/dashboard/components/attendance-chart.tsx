import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryGroup, VictoryLabel } from 'victory';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { CHART_COLORS } from '../chart-colors';
import { attendanceSeries, describeAttendance, formatCount, integerTicks, type EventAttendance } from '../chart-series';
import { dashboardMessages } from '../messages';
import { StyledChartFrame, StyledChartNote } from './chart-card';
import { ChartLegend } from './chart-legend';
import { useChartStyles } from './chart-styles';
import { useCompactChart } from './use-compact-chart';

/**
 * Geometry in SVG user units: a wide card, and a compact one for narrow frames (useCompactChart). On a
 * phone two ticks sit too close for 'September 30, 2026' on one line, so there the year gets its own line
 * and the bottom padding room for it.
 */
const GEOMETRY = {
  wide: { width: 800, height: 340, barWidth: 40, bottom: 56, labels: { labelLength: 24, yearOnOwnLine: false } },
  compact: { width: 400, height: 320, barWidth: 24, bottom: 76, labels: { labelLength: 14, yearOnOwnLine: true } },
} as const;
const PADDING = { top: 24, right: 16, left: 64 };
const BAR_GAP = 4;
/** Line spacing of the tick labels: at Victory's default of 1 a name's descenders touch the date under it. */
const TICK_LINE_HEIGHT = 1.3;

/** Grouped bars, Expected beside Actual, one group per event (oldest on the left); drawn inside a card. */
export function AttendanceChart({ attendance }: { attendance: readonly EventAttendance[] }) {
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  const styles = useChartStyles();
  const { frameRef, compact } = useCompactChart<HTMLDivElement>();
  const geometry = compact ? GEOMETRY.compact : GEOMETRY.wide;
  const series = attendanceSeries(attendance, geometry.labels, locale);
  if (series.events.length === 0) return <StyledChartNote>{t('attendance.empty')}</StyledChartNote>;

  const title = t('attendance.title');
  const legend = [
    { label: t('series.expected'), color: CHART_COLORS.expected },
    { label: t('series.actual'), color: CHART_COLORS.actual },
  ];

  const ticks = integerTicks(series.max);
  const bar = (data: typeof series.expected, color: string, name: string) => (
    <VictoryBar
      name={name}
      data={data}
      barWidth={geometry.barWidth}
      labels={({ datum }) => formatCount(datum.y)}
      style={{ data: { fill: color }, labels: styles.barLabel }}
    />
  );
  return (
    <>
      <ChartLegend chartTitle={title} items={legend} />
      <StyledChartFrame ref={frameRef}>
        <VictoryChart
          width={geometry.width}
          height={geometry.height}
          padding={{ ...PADDING, bottom: geometry.bottom }}
          domain={{ x: [0.5, series.events.length + 0.5], y: [0, ticks[ticks.length - 1]] }}
          containerComponent={<VictoryContainer title={title} desc={describeAttendance(t, series)} />}
        >
          <VictoryAxis
            tickValues={series.events.map((event) => event.x)}
            tickFormat={series.events.map((event) => event.tickLabel)}
            style={styles.categoryAxis}
            tickLabelComponent={<VictoryLabel lineHeight={TICK_LINE_HEIGHT} />}
          />
          <VictoryAxis dependentAxis tickValues={ticks} tickFormat={(tick: number) => formatCount(tick)} style={styles.countAxis} />
          <VictoryGroup offset={geometry.barWidth + BAR_GAP}>
            {bar(series.expected, CHART_COLORS.expected, 'Expected')}
            {bar(series.actual, CHART_COLORS.actual, 'Actual')}
          </VictoryGroup>
        </VictoryChart>
      </StyledChartFrame>
    </>
  );
}
