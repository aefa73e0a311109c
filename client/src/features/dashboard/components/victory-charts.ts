/**
 * Every chart drawn with Victory, behind one dynamic import (lazy-charts.tsx): the dashboard's figures
 * render without waiting for the charting library.
 */
export { AgeGroupsChart } from './age-groups-chart';
export { AttendanceChart } from './attendance-chart';
export { CountBarChart } from './count-bar-chart';
export { DoughnutChart } from './doughnut-chart';
export { RequestsPerTypeChart } from './requests-per-type-chart';
