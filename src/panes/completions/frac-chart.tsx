/**
 * A frac pane's chart: compact in a short tile (the frame's useDense: unit-only axis titles, down to
 * 60 px tall), with `denseLayout` merged over its layout there (a legend beside the plot, fewer ticks).
 */
import type { Layout } from 'plotly.js-dist-min';
import { Chart, type ChartProps } from '../../features/charts';
import { useDense } from '../reports/report-frame';

export function FracChart({ denseLayout, ...props }: Omit<ChartProps, 'compact'> & { denseLayout?: Partial<Layout> }) {
  const dense = useDense();
  return <Chart {...props} compact={dense} layout={dense && denseLayout ? { ...props.layout, ...denseLayout } : props.layout} />;
}
