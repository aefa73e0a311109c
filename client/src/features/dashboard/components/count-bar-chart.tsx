import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { useMessages } from '../../../lib/i18n/language-context';
import { describeSeries, formatCount, integerTicks, type ChartDatum } from '../chart-series';
import { dashboardMessages } from '../messages';
import { ChartCard, StyledChartFrame } from './chart-card';
import { useChartStyles } from './chart-styles';

const WIDTH = 400;
const HEIGHT = 280;
const PADDING = { top: 24, right: 16, bottom: 40, left: 72 };
const BAR_WIDTH = 64;

export interface CountBarChartProps {
  title: string;
  series: readonly ChartDatum[];
  /** What the bars count (docs/rules/dashboard.md#employment-overview: the Employment Status dataset is 'Residents'); read before the values. */
  datasetLabel?: string;
}

/**
 * Vertical bars, one colour each, no legend (the axis names them). The count axis starts at zero and has
 * whole-number ticks, in steps of 1 while they fit (integerTicks).
 */
export function CountBarChart({ title, series, datasetLabel }: CountBarChartProps) {
  const t = useMessages(dashboardMessages);
  const styles = useChartStyles();
  const ticks = integerTicks(Math.max(0, ...series.map((datum) => datum.value)));
  const desc = describeSeries(t, series, datasetLabel ? `${datasetLabel}.` : '');
  return (
    <ChartCard title={title}>
      <StyledChartFrame>
        <VictoryChart
          width={WIDTH}
          height={HEIGHT}
          padding={PADDING}
          domain={{ y: [0, ticks[ticks.length - 1]] }}
          domainPadding={{ x: BAR_WIDTH }}
          containerComponent={<VictoryContainer title={title} desc={desc} />}
        >
          <VictoryAxis style={styles.categoryAxis} />
          <VictoryAxis dependentAxis tickValues={ticks} tickFormat={(tick: number) => formatCount(tick)} style={styles.countAxis} />
          <VictoryBar
            name={datasetLabel}
            barWidth={BAR_WIDTH}
            data={series.map(({ label, value, color }) => ({ x: label, y: value, fill: color }))}
            labels={({ datum }) => formatCount(datum.y)}
            style={{ data: { fill: ({ datum }) => datum.fill }, labels: styles.barLabel }}
          />
        </VictoryChart>
      </StyledChartFrame>
    </ChartCard>
  );
}
