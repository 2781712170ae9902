/** Public entry of the chart feature. Importing this never loads plotly; the first <Chart> does. */
export { Chart, CHART_KEYS_HELP } from './chart';
export { axisTitle } from './chart-layout';
export { chartTheme, withAlpha, type ChartTheme } from './chart-theme';
export { tracesToCsv } from './chart-csv';
export type { AxisSpec, ChartLayout, ChartPoint, ChartProps, ChartTrace, CursorLine } from './chart-types';
export { useChartTheme } from './use-chart-theme';
