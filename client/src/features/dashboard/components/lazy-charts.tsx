import { lazy, Suspense } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { dashboardMessages } from '../messages';
import type { EventAttendance } from '../chart-series';
import type { AgeGroupsChartProps } from './age-groups-chart';
import { ChartCard, StyledChartNote } from './chart-card';
import type { CountBarChartProps } from './count-bar-chart';
import type { DoughnutChartProps } from './doughnut-chart';
import type { RequestsPerTypeChartProps } from './requests-per-type-chart';

/**
 * The charts, loaded on demand in one chunk (victory-charts.ts) the first time one is drawn: the figures
 * show as soon as the statistics arrive, and until the charting library has loaded each chart's card shows
 * its title and a short note. Only types are imported from the chart modules, so nothing of Victory is
 * pulled into the page's own chunk.
 */
export const loadCharts = () => import('./victory-charts');

const LazyDoughnut = lazy(() => loadCharts().then((charts) => ({ default: charts.DoughnutChart })));
const LazyCountBar = lazy(() => loadCharts().then((charts) => ({ default: charts.CountBarChart })));
const LazyAttendance = lazy(() => loadCharts().then((charts) => ({ default: charts.AttendanceChart })));
const LazyAgeGroups = lazy(() => loadCharts().then((charts) => ({ default: charts.AgeGroupsChart })));
const LazyRequestsPerType = lazy(() => loadCharts().then((charts) => ({ default: charts.RequestsPerTypeChart })));

function ChartLoading() {
  const t = useMessages(dashboardMessages);
  return <StyledChartNote role="status">{t('loading.chart')}</StyledChartNote>;
}

function CardPlaceholder({ title }: { title: string }) {
  return <ChartCard title={title}><ChartLoading /></ChartCard>;
}

export function DoughnutChart(props: DoughnutChartProps) {
  return <Suspense fallback={<CardPlaceholder title={props.title} />}><LazyDoughnut {...props} /></Suspense>;
}

export function CountBarChart(props: CountBarChartProps) {
  return <Suspense fallback={<CardPlaceholder title={props.title} />}><LazyCountBar {...props} /></Suspense>;
}

export function AttendanceChart({ attendance }: { attendance: readonly EventAttendance[] }) {
  return <Suspense fallback={<ChartLoading />}><LazyAttendance attendance={attendance} /></Suspense>;
}

export function RequestsPerTypeChart(props: RequestsPerTypeChartProps) {
  return <Suspense fallback={<ChartLoading />}><LazyRequestsPerType {...props} /></Suspense>;
}

export function AgeGroupsChart(props: AgeGroupsChartProps) {
  return <Suspense fallback={<CardPlaceholder title={props.title} />}><LazyAgeGroups {...props} /></Suspense>;
}
