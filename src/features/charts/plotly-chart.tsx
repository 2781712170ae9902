/**
 * The only module that imports plotly. It is loaded lazily by chart.tsx, so plotly lands in its own
 * chunk (never the first one; bench/shell-bundle.ts checks). `react-plotly.js/factory` with the
 * minified dist keeps the full 97 MB plotly.js out of the build.
 */
import Plotly from 'plotly.js-dist-min';
import type { Config, Data, Layout, PlotlyHTMLElement } from 'plotly.js-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';
import { useEffect, useRef } from 'react';
import { panRange, zoomRange, type Range } from './chart-keys';
import type { ChartPoint } from './chart-types';

const Plot = createPlotlyComponent(Plotly);

/** What chart.tsx may do to the plot without importing plotly itself. */
export interface PlotHandle {
  zoom(factor: number): void;
  pan(axis: 'x' | 'y', fraction: number): void;
  reset(): void;
  png(fileName: string): Promise<void>;
}

export interface PlotlyChartProps {
  data: readonly Data[];
  layout: Partial<Layout>;
  onReady: (h: PlotHandle | null) => void;
  onHover?: (p: ChartPoint | null) => void;
  onClick?: (p: ChartPoint) => void;
}

/** Dotted-path updates ('xaxis.range'), which plotly's Layout type does not describe. */
const relayout = (gd: PlotlyHTMLElement, update: Record<string, unknown>) => Plotly.relayout(gd, update as Partial<Layout>);

const CONFIG: Partial<Config> = { displaylogo: false, displayModeBar: false, responsive: false, doubleClick: 'reset+autosize', showTips: false };

interface FullAxis {
  range: [number, number];
}
type FullLayout = { xaxis?: FullAxis; yaxis?: FullAxis; yaxis2?: FullAxis; polar?: { radialaxis: FullAxis } };
const fullLayoutOf = (gd: HTMLElement) => (gd as unknown as { _fullLayout?: FullLayout })._fullLayout;

function pointOf(e: { points?: readonly Record<string, unknown>[] } | undefined): ChartPoint | null {
  const p = e?.points?.[0];
  if (!p) return null;
  const data = p.data as { name?: string } | undefined;
  return {
    x: p.x,
    y: p.y,
    r: p.r,
    theta: p.theta,
    curveNumber: Number(p.curveNumber ?? 0),
    pointIndex: Number(p.pointIndex ?? p.pointNumber ?? 0),
    traceName: data?.name,
    customdata: p.customdata,
  };
}

/** Reset restores what the caller declared: a fixed range, a reversed axis, or autorange. */
function resetUpdate(layout: Partial<Layout>): Record<string, unknown> {
  const u: Record<string, unknown> = {};
  for (const name of ['xaxis', 'yaxis', 'yaxis2'] as const) {
    const a = layout[name] as { range?: unknown; autorange?: unknown } | undefined;
    if (!a) continue;
    if (a.range && a.autorange === false) u[`${name}.range`] = a.range;
    else u[`${name}.autorange`] = a.autorange ?? true;
  }
  if (layout.polar) u['polar.radialaxis.autorange'] = true;
  return u;
}

export default function PlotlyChart({ data, layout, onReady, onHover, onClick }: PlotlyChartProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const gdRef = useRef<PlotlyHTMLElement | null>(null);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  useEffect(() => {
    const handle: PlotHandle = {
      zoom(factor) {
        const gd = gdRef.current;
        const full = gd && fullLayoutOf(gd);
        if (!gd || !full) return;
        if (full.polar && !full.xaxis) {
          const r = full.polar.radialaxis.range;
          void relayout(gd, { 'polar.radialaxis.range': [r[0], r[0] + (r[1] - r[0]) * factor] });
          return;
        }
        const u: Record<string, unknown> = {};
        if (full.xaxis) u['xaxis.range'] = zoomRange(full.xaxis.range as Range, factor);
        if (full.yaxis) u['yaxis.range'] = zoomRange(full.yaxis.range as Range, factor);
        void relayout(gd, u);
      },
      pan(axis, fraction) {
        const gd = gdRef.current;
        const full = gd && fullLayoutOf(gd);
        const a = axis === 'x' ? full?.xaxis : full?.yaxis;
        if (!gd || !a) return;
        void relayout(gd, { [`${axis}axis.range`]: panRange(a.range as Range, fraction) });
      },
      reset() {
        if (gdRef.current) void relayout(gdRef.current, resetUpdate(layoutRef.current));
      },
      async png(fileName) {
        const gd = gdRef.current;
        if (!gd) return;
        const box = gd.getBoundingClientRect();
        await Plotly.downloadImage(gd, {
          format: 'png',
          filename: fileName,
          width: Math.max(640, Math.round(box.width)),
          height: Math.max(400, Math.round(box.height)),
          scale: 2,
        });
      },
    };
    onReady(handle);
    return () => onReady(null);
  }, [onReady]);

  // A tile resized by the workspace is not a window resize: watch the box itself.
  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (gdRef.current && el.offsetWidth > 0 && el.offsetHeight > 0) void Plotly.Plots.resize(gdRef.current);
      });
    });
    ro.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
    };
  }, []);

  return (
    <div ref={wrap} style={{ position: 'absolute', inset: 0 }}>
      <Plot
        data={data as unknown[]}
        layout={layout}
        config={CONFIG}
        style={{ width: '100%', height: '100%' }}
        onInitialized={(_, gd) => (gdRef.current = gd as PlotlyHTMLElement)}
        onUpdate={(_, gd) => (gdRef.current = gd as PlotlyHTMLElement)}
        onHover={onHover ? (e: unknown) => onHover(pointOf(e as { points?: Record<string, unknown>[] })) : undefined}
        onUnhover={onHover ? () => onHover(null) : undefined}
        onClick={
          onClick
            ? (e: unknown) => {
                const p = pointOf(e as { points?: Record<string, unknown>[] });
                if (p) onClick(p);
              }
            : undefined
        }
      />
    </div>
  );
}
