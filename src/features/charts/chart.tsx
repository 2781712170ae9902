/**
 * <Chart>: the plot every pane of the product uses. Plotly loads lazily on first use; the chart is
 * themed from the user's preference, titles its axes with units, draws the linked cursor, and is
 * operable from the keyboard once focused (+/- zoom, arrows pan, 0 resets). PNG and CSV export sit
 * in a small toolbar. See README.md for the API.
 */
import { Button, Spinner, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useChartTheme } from './use-chart-theme';
import { fileNameOf } from '../../domain/format/csv';
import { downloadCsv } from '../virtual-table/csv';
import { tracesToCsv } from './chart-csv';
import { chartKeyAction } from './chart-keys';
import { buildLayout } from './chart-layout';
import type { ChartProps } from './chart-types';
import type { PlotHandle } from './plotly-chart';

const loadPlotly = () => import('./plotly-chart');
const PlotlyChart = lazy(loadPlotly);

/** Starts loading Plotly before the first chart asks (the print view, whose charts all wait on it). */
export function preloadCharts(): void {
  void loadPlotly().catch(() => {});
}

const useStyles = makeStyles({
  root: {
    position: 'relative',
    flexGrow: 1,
    minHeight: '120px',
    minWidth: 0,
    outlineStyle: 'none',
    ':focus-visible': { boxShadow: `inset 0 0 0 2px ${tokens.colorStrokeFocus2}` },
  },
  compact: { minHeight: '60px' },
  plot: { position: 'absolute', inset: 0 },
  loading: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  toolbar: {
    position: 'absolute',
    bottom: '2px',
    right: '4px',
    zIndex: 2,
    display: 'flex',
    gap: '2px',
    opacity: 0.35,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFast,
    ':hover': { opacity: 1 },
    ':focus-within': { opacity: 1 },
  },
  tool: { minWidth: 'auto', paddingLeft: '6px', paddingRight: '6px', height: '22px', fontSize: tokens.fontSizeBase100 },
});

export const CHART_KEYS_HELP = 'Keys: + and - zoom, arrows pan, 0 resets';

export function Chart(props: ChartProps) {
  const s = useStyles();
  const t = useChartTheme();
  const {
    x,
    y,
    y2,
    equalAspect,
    cursor,
    showLegend,
    uiRevision,
    layout: extra,
    data,
    exportName,
    csv,
    onHover,
    onClick,
    label,
    className,
    toolbar = true,
    compact = false,
  } = props;
  const layout = useMemo(
    () => buildLayout({ x, y, y2, equalAspect, cursor, showLegend, uiRevision, layout: extra, compact }, t),
    [x, y, y2, equalAspect, cursor, showLegend, uiRevision, extra, compact, t],
  );
  const handle = useRef<PlotHandle | null>(null);
  const onReady = useCallback((h: PlotHandle | null) => (handle.current = h), []);

  const exportCsv = () => downloadCsv(exportName, csv ? csv() : tracesToCsv(data, x, y));
  const exportPng = () => void handle.current?.png(fileNameOf(exportName));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const a = chartKeyAction(e.key);
    const h = handle.current;
    if (!a || !h) return;
    e.preventDefault();
    if (a.kind === 'zoom') h.zoom(a.factor);
    else if (a.kind === 'pan') h.pan(a.axis, a.fraction);
    else h.reset();
  };

  return (
    <div
      className={mergeClasses(s.root, compact && s.compact, className)}
      tabIndex={0}
      role="figure"
      aria-label={`${label}. ${CHART_KEYS_HELP}`}
      data-chart={exportName}
      onKeyDown={onKeyDown}
    >
      {toolbar && (
        <div className={s.toolbar}>
          <Tooltip content="Reset zoom (0)" relationship="description">
            <Button size="small" appearance="subtle" className={s.tool} tabIndex={-1} onClick={() => handle.current?.reset()}>
              Reset
            </Button>
          </Tooltip>
          <Button size="small" appearance="subtle" className={s.tool} tabIndex={-1} onClick={exportPng} aria-label={`Export ${label} as PNG`}>
            PNG
          </Button>
          <Button size="small" appearance="subtle" className={s.tool} tabIndex={-1} onClick={exportCsv} aria-label={`Export ${label} as CSV`}>
            CSV
          </Button>
        </div>
      )}
      {/* Until plotly's chunk has loaded the chart shows nothing: the pane host reads this as loading. */}
      <Suspense
        fallback={
          <div className={s.loading} data-pane-loading>
            <Spinner size="small" label="Loading chart…" />
          </div>
        }
      >
        <PlotlyChart data={data} layout={layout} onReady={onReady} onHover={onHover} onClick={onClick} />
      </Suspense>
    </div>
  );
}
