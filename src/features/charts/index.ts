/** Public entry of the chart feature. Importing this never loads plotly; the first <Chart> does. */
export { Chart, preloadCharts } from './chart';
export { chartTheme, withAlpha, type ChartTheme } from './chart-theme';
export type { AxisSpec, ChartPoint, ChartTrace } from './chart-types';
export { useChartTheme } from './use-chart-theme';
