/**
 * Geosteering (drilling.geosteering, completions.geosteering, widget Geosteering): the well's actual
 * trajectory in TVD against vertical section (or MD) over its formation tops drawn as layers, the
 * target zone the plan lands in, the plan as the target line, the bit projected from the last survey
 * to the hole depth with its TVD distance to the zone's top and base, and the gamma ray track on the
 * same horizontal axis. Keyboard: the tabs choose the axis and the frame (Tab, arrows); each chart
 * zooms with + and -, pans with the arrows and resets with 0; the formation table moves with the
 * arrows. Real data only: a well without a gamma channel says so where the track would be.
 */
import { Badge, Caption1, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useWellPermissions } from '../../../features/auth/use-well-permissions';
import { useGeosteering, type GeosteeringAnswer } from '../../../api/geosteering';
import { formationLayers, lateralWindow } from '../../../domain/directional/geosteering';
import { Chart, useChartTheme, withAlpha, type ChartTheme, type ChartTrace } from '../../../features/charts';
import { displayUnit, type DisplayUnit } from '../../../features/log-tracks/display-units';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { fmtNum } from '../../reports/report-units';
import { useUnitSystem } from '../../reports/use-unit-system';
import type { PaneProps } from '../../pane-types';
import { joinContext } from '../shared/context';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { InterpretationEditor } from './interpretation-editor';
import { useDirectionalPane } from '../shared/use-directional-pane';

type Axis = 'vs' | 'md';

/** Both charts keep the same left margin (wider than either needs) so their horizontal axes line up. */
const ALIGNED_MARGIN = { l: 84, r: 8, t: 8, b: 8, pad: 0 };
const GAMMA_LAYOUT = { margin: ALIGNED_MARGIN };
type Frame = 'lateral' | 'well';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  strip: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `2px ${tokens.spacingHorizontalL}`,
    padding: `4px ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  figure: { display: 'flex', flexDirection: 'column', gap: '0px' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  value: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  section: { flex: '3 1 240px', display: 'flex', minHeight: '200px' },
  gamma: { flex: '1 1 120px', display: 'flex', minHeight: '110px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  noGamma: {
    flex: '0 0 auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  table: { flex: '0 0 150px', display: 'flex', minHeight: '110px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

interface TopRow {
  name: string;
  tvdM: number;
  lithology: string | null;
  /** Top TVD minus bit TVD: positive below the bit. */
  fromBitM: number | null;
  target: boolean;
}

function topColumns(d: DisplayUnit): ColumnDef<TopRow>[] {
  return [
    { id: 'name', header: 'Formation', value: (r) => r.name + (r.target ? ' (target)' : ''), width: 190, align: 'start', pinned: true },
    { id: 'tvd', header: 'Top TVD', unit: d.symbol, value: (r) => d.convert(r.tvdM), decimals: 1, width: 90 },
    {
      id: 'from_bit',
      header: 'From bit',
      unit: d.symbol,
      description: 'Top TVD minus bit TVD: positive below the bit, negative above it',
      value: (r) => (r.fromBitM === null ? null : d.convert(r.fromBitM)),
      decimals: 1,
      width: 90,
    },
    { id: 'lithology', header: 'Lithology', value: (r) => r.lithology, width: 180, align: 'start' },
  ];
}

function signed(v: number | null | undefined, d: DisplayUnit): string {
  if (v === null || v === undefined) return '-';
  const x = d.convert(v);
  return `${x > 0 ? '+' : ''}${fmtNum(x, 1)} ${d.symbol}`;
}

function sectionPlot(g: GeosteeringAnswer, axis: Axis, frame: Frame, d: DisplayUnit, t: ChartTheme) {
  const X = (p: { md: number[]; vs: number[] }) => (axis === 'vs' ? p.vs : p.md);
  const cv = (a: readonly number[]) => a.map((v) => d.convert(v));
  const traces: ChartTrace[] = [];
  const z = g.target_zone;
  const allX = [...X(g.survey), ...X(g.plan)];
  const bitX = g.bit ? (axis === 'vs' ? g.bit.vs_m : g.bit.md_m) : null;
  const interpreted = g.target_line.md.length > 1;
  // Picks are along MD; on the VS axis a pick off the well has no position and is left out.
  const along = (md: readonly number[], vs: readonly (number | null)[], ys: readonly (readonly number[])[]) => {
    const keep = md
      .map((m, i) => (axis === 'vs' ? vs[i] : m))
      .map((x, i) => [x, i] as const)
      .filter(([x]) => x !== null);
    return { x: cv(keep.map(([x]) => x!)), ys: ys.map((y) => cv(keep.map(([, i]) => y[i]))) };
  };
  if (interpreted) {
    const tl = g.target_line;
    const w = along(tl.md, tl.vs, [tl.tvd, tl.tvd.map((v, i) => v - tl.window_above_m[i]), tl.tvd.map((v, i) => v + tl.window_below_m[i])]);
    traces.push(
      {
        type: 'scatter',
        mode: 'lines',
        name: 'Target window (top)',
        x: w.x,
        y: w.ys[1],
        line: { color: t.semantic.target, width: 1 },
        showlegend: false,
        hovertemplate: `Window top: TVD %{y:.1f} ${d.symbol}<extra></extra>`,
      } as ChartTrace,
      {
        type: 'scatter',
        mode: 'lines',
        name: 'Target window',
        x: w.x,
        y: w.ys[2],
        fill: 'tonexty',
        fillcolor: withAlpha(t.semantic.target, 0.18),
        line: { color: t.semantic.target, width: 1 },
        hovertemplate: `Window bottom: TVD %{y:.1f} ${d.symbol}<extra></extra>`,
      } as ChartTrace,
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'Target line',
        x: w.x,
        y: w.ys[0],
        marker: { size: 5, color: t.semantic.target },
        line: { color: t.semantic.target, width: 2 },
        hovertemplate: `Target line: TVD %{y:.1f} ${d.symbol}<extra></extra>`,
      } as ChartTrace,
    );
  }
  if (g.interpretation.md.length) {
    const ip = g.interpretation;
    const a = along(ip.md, ip.vs, [ip.top_tvd, ip.bottom_tvd]);
    traces.push(
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'Interpreted top',
        x: a.x,
        y: a.ys[0],
        marker: { size: 5, symbol: 'triangle-down', color: t.font },
        line: { color: t.font, width: 1.2, dash: 'dashdot' },
        hovertemplate: `Interpreted top: TVD %{y:.1f} ${d.symbol}<extra></extra>`,
      } as ChartTrace,
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'Interpreted bottom',
        x: a.x,
        y: a.ys[1],
        marker: { size: 5, symbol: 'triangle-up', color: t.font },
        line: { color: t.font, width: 1.2, dash: 'dashdot' },
        hovertemplate: `Interpreted bottom: TVD %{y:.1f} ${d.symbol}<extra></extra>`,
      } as ChartTrace,
    );
  }
  if (g.plan.md.length) {
    traces.push({
      type: 'scatter',
      mode: 'lines',
      name: interpreted ? `Plan${g.plan.name ? ` (${g.plan.name})` : ''}` : g.plan.name ? `Target line (${g.plan.name})` : 'Target line (plan)',
      x: cv(X(g.plan)),
      y: cv(g.plan.tvd),
      line: { color: t.semantic.plan, dash: 'dash', width: 1.5 },
      hovertemplate: `Plan: TVD %{y:.1f} ${d.symbol}<extra></extra>`,
    } as ChartTrace);
  }
  if (g.survey.md.length) {
    traces.push({
      type: 'scatter',
      mode: 'lines+markers',
      name: 'Actual (survey)',
      x: cv(X(g.survey)),
      y: cv(g.survey.tvd),
      customdata: g.survey.md.map((m, i) => [d.convert(m), g.survey.inc[i]]),
      marker: { size: 4, color: t.semantic.actual },
      line: { color: t.semantic.actual, width: 2.5 },
      hovertemplate: `MD %{customdata[0]:.1f} ${d.symbol}, inc %{customdata[1]:.1f}°<br>TVD %{y:.1f} ${d.symbol}<extra>Survey</extra>`,
    } as ChartTrace);
  }
  if (g.bit && g.survey.md.length) {
    const last = g.survey.md.length - 1;
    const lastX = X(g.survey)[last];
    traces.push({
      type: 'scatter',
      mode: 'lines+markers',
      name: 'Bit (projected)',
      x: cv([lastX, bitX!]),
      y: cv([g.survey.tvd[last], g.bit.tvd_m]),
      line: { color: t.semantic.projection, dash: 'dot', width: 2 },
      marker: { size: [0, 11], symbol: 'diamond', color: t.semantic.projection },
      hovertemplate: `Bit: MD ${fmtNum(d.convert(g.bit.md_m), 1)} ${d.symbol}, TVD %{y:.1f} ${d.symbol}<extra></extra>`,
    } as ChartTrace);
  }
  const floor = Math.max(...g.survey.tvd, ...g.plan.tvd, ...g.tops.map((x) => x.tvd_m)) + 100;
  const layers = formationLayers(
    g.tops.map((x) => ({ name: x.name, tvdM: x.tvd_m, color: x.color })),
    floor,
  );
  const shapes = layers.map((l) => ({
    type: 'rect' as const,
    xref: 'paper' as const,
    yref: 'y' as const,
    x0: 0,
    x1: 1,
    y0: d.convert(l.tvdM),
    y1: d.convert(l.baseTvdM),
    fillcolor: withAlpha(l.color ?? t.semantic.offset, 0.22),
    line: { width: 0.5, color: withAlpha(l.color ?? t.semantic.offset, 0.7) },
    layer: 'below' as const,
  }));
  const annotations = layers.map((l) => ({
    xref: 'paper' as const,
    yref: 'y' as const,
    x: 0.005,
    y: d.convert(l.tvdM),
    xanchor: 'left' as const,
    yanchor: 'top' as const,
    text: l.name,
    showarrow: false,
    font: { size: 10, color: t.font },
  }));
  if (z) {
    const base = z.base_tvd_m ?? z.top_tvd_m;
    shapes.push({
      type: 'rect',
      xref: 'paper',
      yref: 'y',
      x0: 0,
      x1: 1,
      y0: d.convert(z.top_tvd_m),
      y1: d.convert(base),
      fillcolor: withAlpha(t.semantic.target, 0.12),
      line: { width: 2, color: t.semantic.target },
      layer: 'below',
    });
  }
  let range: { x: [number, number]; tvd: [number, number] } | null = null;
  if (frame === 'lateral' && g.survey.md.length) {
    // From where the hole is past 60° (well into the curve), else the plan's approach to the zone.
    const steep = g.survey.inc.findIndex((v) => v >= 60);
    const landingIdx = g.plan.tvd.findIndex((v) => z !== null && v >= z.top_tvd_m - 30);
    const fromX = steep >= 0 ? X(g.survey)[steep] : landingIdx >= 0 ? X(g.plan)[landingIdx] : Math.min(...allX);
    const toX = Math.max(bitX ?? -Infinity, ...X(g.survey));
    range = lateralWindow(
      { x: [...X(g.survey), ...X(g.plan)], tvd: [...g.survey.tvd, ...g.plan.tvd] },
      Math.min(fromX, toX - 50),
      toX,
      z ? { topTvdM: z.top_tvd_m, baseTvdM: z.base_tvd_m } : null,
    );
  }
  // The whole well: every point drawn, so the gamma track below spans the same stretch.
  const wholeX = [...allX, ...(bitX === null ? [] : [bitX])];
  const xSpan = wholeX.length ? ([Math.min(...wholeX), Math.max(...wholeX)] as [number, number]) : null;
  const pad = xSpan ? Math.max(10, 0.02 * (xSpan[1] - xSpan[0])) : 0;
  const xr = range ? range.x : xSpan ? ([xSpan[0] - pad, xSpan[1] + pad] as [number, number]) : null;
  return {
    traces,
    layout: { shapes, annotations, margin: ALIGNED_MARGIN },
    x: xr ? ([d.convert(xr[0]), d.convert(xr[1])] as [number, number]) : undefined,
    y: range ? ([d.convert(range.tvd[0]), d.convert(range.tvd[1])] as [number, number]) : undefined,
  };
}

function Readout({ g, d }: { g: GeosteeringAnswer; d: DisplayUnit }) {
  const s = useStyles();
  const b = g.bit;
  const z = g.target_zone;
  const fig = (label: string, value: string, title?: string) => (
    <div className={s.figure} title={title}>
      <span className={s.label}>{label}</span>
      <span className={s.value}>{value}</span>
    </div>
  );
  const m = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${fmtNum(d.convert(v), 1)} ${d.symbol}`);
  return (
    <div className={s.strip} data-geosteering-bit={b ? b.md_m : 'none'} aria-label="Bit against the target zone">
      {fig(
        'Bit MD',
        m(b?.md_m),
        b ? (b.md_from === 'rig_data' ? 'Hole depth from the rig data' : 'No deeper hole depth recorded: at the last survey') : undefined,
      )}
      {fig('Bit TVD', m(b?.tvd_m), b ? `Projected ${fmtNum(d.convert(b.projected_m), 1)} ${d.symbol} straight ahead of the last survey` : undefined)}
      {fig(
        'Target zone',
        z ? `${z.name}${z.base_name ? ` to ${z.base_name}` : ''}` : '-',
        z ? `The formation the plan lands in (landing TVD ${m(z.landing_tvd_m)})` : undefined,
      )}
      {fig('Below zone top', signed(b?.zone?.below_top_m, d), 'TVD of the bit below the top of the target zone (negative: above it)')}
      {fig('Above zone base', signed(b?.zone?.above_base_m, d), 'TVD of the bit above the base of the target zone (negative: below it)')}
      {fig('Below plan', signed(b?.below_plan_m, d), 'TVD of the bit below the plan at the same MD (negative: above it)')}
      {fig(
        'Below target line',
        b?.target_line ? `${signed(b.target_line.below_line_m, d)} ${b.target_line.in_window ? '(in window)' : '(out of window)'}` : '-',
        'TVD of the bit below the interpreted target line at its MD (negative: above it), and whether it is inside the target window',
      )}
      {b?.zone && (
        <Badge appearance="filled" color={b.zone.in_zone ? 'success' : 'danger'}>
          {b.zone.in_zone ? 'In zone' : 'Out of zone'}
        </Badge>
      )}
    </div>
  );
}

export default function GeosteeringPane(props: PaneProps) {
  const s = useStyles();
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const system = useUnitSystem();
  const depth = useMemo(() => displayUnit('m', system), [system]);
  const [axis, setAxis] = useState<Axis>('vs');
  const [frame, setFrame] = useState<Frame>('lateral');
  const swr = useGeosteering(pane.wellId, pane.active);
  const perms = useWellPermissions(pane.active ? pane.wellId : null);
  const mayEdit = perms?.has('EDIT_SURVEY') === true;
  const g = swr.data?.data;
  const plot = useMemo(() => (g ? sectionPlot(g, axis, frame, depth, t) : null), [g, axis, frame, depth, t]);
  const topRows = useMemo<TopRow[]>(
    () =>
      (g?.tops ?? []).map((x) => ({
        name: x.name,
        tvdM: x.tvd_m,
        lithology: x.lithology,
        fromBitM: g?.bit ? x.tvd_m - g.bit.tvd_m : null,
        target: g?.target_zone?.name === x.name,
      })),
    [g],
  );
  const cols = useMemo(() => topColumns(depth), [depth]);
  const xTitle = axis === 'vs' ? `Vertical section (${fmtNum(g?.vs_azimuth_deg ?? null, 1)}°)` : 'MD';
  const gammaTrace = useMemo<ChartTrace[]>(() => {
    const out: ChartTrace[] = [];
    const xsOf = (p: { md: number[]; vs: (number | null)[] }) => (axis === 'vs' ? p.vs : p.md);
    if (g?.gamma) {
      const xs = xsOf(g.gamma);
      const keep = xs.map((v, i) => (v === null ? -1 : i)).filter((i) => i >= 0);
      out.push({
        type: 'scatter',
        mode: 'lines',
        name: `GR log (${g.gamma.source})`,
        x: keep.map((i) => depth.convert(xs[i]!)),
        y: keep.map((i) => g.gamma!.value[i]),
        customdata: keep.map((i) => depth.convert(g.gamma!.md[i])),
        line: { color: t.semantic.plan, width: 1.2 },
        hovertemplate: `GR %{y:.0f} ${g.gamma.unit} at MD %{customdata:.1f} ${depth.symbol}<extra></extra>`,
      } as ChartTrace);
    }
    if (g?.station_gamma) {
      const xs = xsOf(g.station_gamma);
      const keep = xs.map((v, i) => (v === null ? -1 : i)).filter((i) => i >= 0);
      out.push({
        type: 'scatter',
        mode: 'markers',
        name: 'Gamma at survey stations',
        x: keep.map((i) => depth.convert(xs[i]!)),
        y: keep.map((i) => g.station_gamma!.value[i]),
        customdata: keep.map((i) => depth.convert(g.station_gamma!.md[i])),
        marker: { color: t.semantic.warning, size: 5, symbol: 'circle-open' },
        hovertemplate: `Station gamma %{y:.0f} gAPI at MD %{customdata:.1f} ${depth.symbol}<extra></extra>`,
      } as ChartTrace);
    }
    return out;
  }, [g, axis, depth, t]);
  const wellName = pane.wellName;
  return (
    <PaneFrame
      title="Geosteering"
      context={joinContext(wellName, g?.target_zone ? `target ${g.target_zone.name}` : null, g ? `${g.survey.md.length} stations` : null)}
      tools={
        <>
          <TabList size="small" selectedValue={frame} onTabSelect={(_, v) => setFrame(v.value as Frame)} aria-label="Frame">
            <Tab value="lateral">Lateral</Tab>
            <Tab value="well">Whole well</Tab>
          </TabList>
          <TabList size="small" selectedValue={axis} onTabSelect={(_, v) => setAxis(v.value as Axis)} aria-label="Horizontal axis">
            <Tab value="vs">VS</Tab>
            <Tab value="md">MD</Tab>
          </TabList>
        </>
      }
      state={g === undefined ? 'loading' : 'ready'}
    >
      <DataState
        wellId={pane.wellId}
        swr={{ data: g, error: swr.error, mutate: swr.mutate }}
        what="geosteering view"
        isEmpty={(x) => x.survey.md.length === 0 && x.plan.md.length === 0}
        empty="This well has neither survey stations nor a definitive plan: nothing to steer against yet."
        ready={(x) => (
          <div className={s.body} data-geosteering={x.survey.md.length} data-gamma={x.gamma ? x.gamma.md.length : x.station_gamma ? 'stations' : 'none'}>
            <Readout g={x} d={depth} />
            {x.notes.map((n) => (
              <Caption1 key={n} className={s.note}>
                {n}
              </Caption1>
            ))}
            <div className={s.section}>
              <Chart
                label={`TVD against ${axis === 'vs' ? 'vertical section' : 'MD'} with formation tops and the target zone`}
                exportName={`${wellName ?? 'well'} geosteering`}
                data={plot!.traces}
                layout={plot!.layout}
                x={{ title: xTitle, unit: depth.symbol, ...(plot!.x ? { range: plot!.x } : {}) }}
                y={{ title: 'TVD', unit: depth.symbol, reversed: true, ...(plot!.y ? { range: plot!.y } : {}) }}
                uiRevision={`${pane.wellId}-${axis}-${frame}`}
                showLegend
              />
            </div>
            {x.gamma || x.station_gamma ? (
              <div className={s.gamma}>
                <Chart
                  label={`Gamma ray against ${axis === 'vs' ? 'vertical section' : 'MD'}`}
                  exportName={`${wellName ?? 'well'} gamma ray`}
                  data={gammaTrace}
                  x={{ title: xTitle, unit: depth.symbol, ...(plot!.x ? { range: plot!.x } : {}) }}
                  y={{ title: 'Gamma ray', unit: x.gamma?.unit ?? 'gAPI' }}
                  layout={GAMMA_LAYOUT}
                  showLegend
                  uiRevision={`${pane.wellId}-${axis}-${frame}`}
                />
              </div>
            ) : (
              <Caption1 className={s.noGamma} role="status" data-no-gamma>
                No gamma ray track: this well has no gamma channel (no GR depth log, no gamma on its survey stations).
              </Caption1>
            )}
            {pane.wellId && mayEdit ? <InterpretationEditor wellId={pane.wellId} g={x} onSaved={() => void swr.mutate()} /> : null}
            {mayEdit === false ? (
              <Caption1 className={s.note} role="status" data-interpretation-readonly>
                The interpretation and target line are read-only here: editing them needs EDIT_SURVEY on this well.
              </Caption1>
            ) : null}
            <div className={s.table}>
              <VirtualTable
                label="Formation tops against the bit"
                rows={topRows}
                columns={cols}
                rowKey={(r) => r.name}
                exportTitle={`${wellName ?? 'Well'} formation tops`}
              />
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
