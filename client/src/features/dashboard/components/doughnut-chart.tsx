import { VictoryContainer, VictoryLabel, VictoryPie } from 'victory';
import { useMessages } from '../../../lib/i18n/language-context';
import { describeSeries, formatCount, type ChartDatum } from '../chart-series';
import { dashboardMessages } from '../messages';
import { ChartCard, StyledChartFrame } from './chart-card';
import { ChartLegend } from './chart-legend';
import { useChartStyles } from './chart-styles';

// Geometry in SVG user units; the responsive SVG scales it to the card.
const SIZE = 300;
const RADIUS = 140;
const INNER_RADIUS = 78;

export interface DoughnutChartProps {
  title: string;
  series: readonly ChartDatum[];
  legendPosition: 'top' | 'bottom';
}

/** A doughnut with its counts written in the slices; its title and description name every number. */
export function DoughnutChart({ title, series, legendPosition }: DoughnutChartProps) {
  const t = useMessages(dashboardMessages);
  const styles = useChartStyles();
  const total = series.reduce((sum, datum) => sum + datum.value, 0);
  const legend = <ChartLegend chartTitle={title} items={series} />;
  return (
    <ChartCard title={title}>
      {legendPosition === 'top' && legend}
      <StyledChartFrame $narrow>
        <VictoryContainer width={SIZE} height={SIZE} title={title} desc={describeSeries(t, series)}>
          {total > 0 ? (
            <VictoryPie
              standalone={false}
              width={SIZE}
              height={SIZE}
              padding={0}
              radius={RADIUS}
              innerRadius={INNER_RADIUS}
              labelRadius={(RADIUS + INNER_RADIUS) / 2}
              data={series.map(({ label, value, color }) => ({ x: label, y: value, fill: color }))}
              labels={({ datum }) => (datum.y > 0 ? formatCount(datum.y) : '')}
              style={{
                data: { fill: ({ datum }) => datum.fill, stroke: styles.sliceStroke, strokeWidth: 2 },
                labels: styles.sliceLabel,
              }}
            />
          ) : (
            <VictoryLabel x={SIZE / 2} y={SIZE / 2} textAnchor="middle" verticalAnchor="middle" text={t('charts.noData')} style={styles.emptyLabel} />
          )}
        </VictoryContainer>
      </StyledChartFrame>
      {legendPosition === 'bottom' && legend}
    </ChartCard>
  );
}
