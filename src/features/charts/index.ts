/** Public entry of the chart feature. Importing this never loads plotly; the first <Chart> does. */
export { Chart, preloadCharts } from './chart';
export { chartTheme, withAlpha, type ChartTheme } from './chart-theme';
export { SIDE_LEGEND } from './chart-layout';
export type { AxisSpec, ChartPoint, ChartProps, ChartTrace } from './chart-types';
export { useChartTheme } from './use-chart-theme';
