/**
 * Wellbore Schematic (widget.wellbore-schematic; also beside the casing panes): the casing strings
 * drawn against MD, both sides of the well's axis: pipe walls at ±OD/2 (dashed while planned),
 * shoes, lead and tail cement between the pipe and the hole or the casing above, and the hole walls
 * down to the drilled depth, and the BHA in the hole (else the next planned run) hanging from the
 * drilled depth, each component as wide as its OD. Geometry from src/domain/equipment/schematic.ts.
 */
import { useMemo } from 'react';
import { useBhaRuns, useCasingProgram, type BhaAssemblyDto, type CasingStringDto } from '../../api/equipment';
import { toCasingString } from '../../domain/equipment/equipment-schemas';
import { bhaBands, schematicOf, schematicRun, type Band } from '../../domain/equipment/schematic';
import { Chart, useChartTheme, withAlpha, type ChartTrace } from '../../features/charts';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { equipmentUnits, inches, type EquipmentUnits } from './equipment-units';

const CEMENT: Record<string, { name: string; alpha: number }> = {
  lead: { name: 'Lead cement', alpha: 0.35 },
  tail: { name: 'Tail cement', alpha: 0.7 },
  unknown: { name: 'Cement', alpha: 0.5 },
};

/** Both sides' rectangles of a set of bands, as one null-separated polygon list. */
function polygons(bands: readonly Band[], depth: (m: number) => number) {
  const x: (number | null)[] = [];
  const y: (number | null)[] = [];
  for (const b of bands) {
    for (const side of [1, -1]) {
      x.push(side * b.inner, side * b.outer, side * b.outer, side * b.inner, side * b.inner, null);
      y.push(depth(b.topM), depth(b.topM), depth(b.bottomM), depth(b.bottomM), depth(b.topM), null);
    }
  }
  return { x, y };
}

const bhaName = (r: BhaAssemblyDto) => `BHA run ${r.run_no}${r.status === 'in_hole' ? ' (in hole)' : r.status === 'planned' ? ' (planned)' : ' (pulled)'}`;

export function schematicTraces(
  strings: readonly CasingStringDto[],
  drilledM: number | null,
  u: EquipmentUnits,
  t: ReturnType<typeof useChartTheme>,
  bha: BhaAssemblyDto | null = null,
): ChartTrace[] {
  const s = schematicOf(
    strings.map((x) => ({ ...toCasingString(x), name: x.name, status: x.status })),
    drilledM,
  );
  const d = (m: number) => u.depth.convert(m);
  const out: ChartTrace[] = [];
  const cementColor = t.muted;
  for (const kind of ['lead', 'tail', 'unknown']) {
    const bands = s.cement.filter((c) => c.kind === kind);
    if (!bands.length) continue;
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: CEMENT[kind].name,
      ...polygons(bands, d),
      fill: 'toself',
      fillcolor: withAlpha(cementColor, CEMENT[kind].alpha),
      line: { width: 0, color: cementColor },
      hoverinfo: 'name',
    } as ChartTrace);
  }
  const hx: (number | null)[] = [];
  const hy: (number | null)[] = [];
  for (const h of s.holes) {
    for (const side of [1, -1]) {
      hx.push(side * h.outer, side * h.outer, null);
      hy.push(d(h.topM), d(h.bottomM), null);
    }
  }
  if (hx.length)
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: 'Hole wall',
      x: hx,
      y: hy,
      line: { color: '#8d6e63', width: 1.5, dash: 'dot' },
      hoverinfo: 'name',
    } as ChartTrace);
  for (const planned of [false, true]) {
    const ws = s.walls.filter((w) => w.planned === planned);
    if (!ws.length) continue;
    const x: (number | null)[] = [];
    const y: (number | null)[] = [];
    const text: (string | null)[] = [];
    for (const w of ws) {
      for (const side of [1, -1]) {
        x.push(side * w.radiusIn, side * w.radiusIn, null);
        y.push(d(w.topM), d(w.shoeM), null);
        text.push(w.name, w.name, null);
      }
    }
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: planned ? 'Casing (planned)' : 'Casing (set)',
      x,
      y,
      text,
      line: { color: t.semantic.actual, width: planned ? 2 : 3, dash: planned ? 'dash' : 'solid' },
      hovertemplate: `%{text}<br>%{y:,.1f} ${u.depth.symbol}<extra></extra>`,
    } as ChartTrace);
  }
  const shoes = strings.map((x) => ({ r: x.od_in / 2, m: x.shoe_m, name: `${x.name} shoe (${inches(x.od_in)} ${x.weight_lb_ft} lb/ft ${x.grade})` }));
  out.push({
    type: 'scatter',
    mode: 'markers',
    name: 'Shoe',
    x: shoes.flatMap((q) => [q.r, -q.r]),
    y: shoes.flatMap((q) => [d(q.m), d(q.m)]),
    text: shoes.flatMap((q) => [q.name, q.name]),
    marker: { symbol: shoes.flatMap(() => ['triangle-left', 'triangle-right']), size: 10, color: t.semantic.actual },
    hovertemplate: `%{text}<br>%{y:,.1f} ${u.depth.symbol}<extra></extra>`,
  } as ChartTrace);
  if (bha && drilledM !== null && bha.components.length) {
    const bands = bhaBands(
      bha.components.map((c) => ({ label: c.description || c.type, odIn: c.od_in, lengthM: c.length_m })),
      drilledM,
    );
    // polygons() draws each band as two closed rectangles of five points and a gap.
    const labels = bands.flatMap((b) => [...Array<string>(5).fill(b.label), null, ...Array<string>(5).fill(b.label), null]);
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: bhaName(bha),
      ...polygons(bands, d),
      text: labels,
      fill: 'toself',
      fillcolor: withAlpha(t.semantic.projection, bha.status === 'in_hole' ? 0.8 : 0.35),
      line: { width: 1, color: t.semantic.projection, dash: bha.status === 'in_hole' ? 'solid' : 'dash' },
      hovertemplate: `${bhaName(bha)}<br>%{text}<extra></extra>`,
    } as ChartTrace);
  }
  if (drilledM !== null) {
    const r = Math.max(...strings.map((x) => x.hole_size_in / 2), 1);
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: 'Drilled depth',
      x: [-r, r],
      y: [d(drilledM), d(drilledM)],
      line: { color: t.semantic.stop, width: 1, dash: 'dash' },
      hovertemplate: `Drilled to %{y:,.1f} ${u.depth.symbol}<extra></extra>`,
    } as ChartTrace);
  }
  return out;
}

export function WellboreSchematic(p: {
  wellName: string;
  strings: readonly CasingStringDto[];
  drilledM: number | null;
  u: EquipmentUnits;
  bha?: BhaAssemblyDto | null;
  /** Depth axis on the BHA (and a little of the hole above it) instead of the whole well. */
  focusBha?: boolean;
}) {
  const t = useChartTheme();
  const data = useMemo(() => schematicTraces(p.strings, p.drilledM, p.u, t, p.bha ?? null), [p.strings, p.drilledM, p.u, t, p.bha]);
  const r = Math.max(...p.strings.map((x) => x.hole_size_in / 2), 1) * 1.15;
  const focus = p.focusBha && p.bha && p.drilledM !== null ? { bit: p.drilledM, length: Math.max(p.bha.total_length_m, 1) } : null;
  const yRange: [number, number] | undefined = focus
    ? [p.u.depth.convert(focus.bit - focus.length * 1.5), p.u.depth.convert(focus.bit + focus.length * 0.25)]
    : undefined;
  return (
    <Chart
      label={`Wellbore schematic of ${p.wellName}`}
      exportName={`${p.wellName} wellbore schematic`}
      data={data}
      x={{ title: 'Radius', unit: 'in', range: [-r, r] }}
      y={{ title: 'MD', unit: p.u.depth.symbol, reversed: true, range: yRange }}
      showLegend
    />
  );
}

export default function WellboreSchematicPane(props: PaneProps) {
  const { visible } = usePaneActivity();
  const swr = useCasingProgram(props.wellId, visible);
  const runs = useBhaRuns(props.wellId, visible);
  const bha = runs.data ? schematicRun(runs.data.assemblies) : null;
  const system = useUnitSystem();
  const u = useMemo(() => equipmentUnits(system), [system]);
  const set = swr.data?.strings.filter((s) => s.status === 'set').length ?? 0;
  return (
    <PaneFrame
      title="Wellbore Schematic"
      context={
        swr.data
          ? `${swr.data.well_name} · ${swr.data.strings.length} strings, ${set} set${swr.data.drilled_md_m !== null ? ` · drilled to ${u.depth.convert(swr.data.drilled_md_m).toFixed(0)} ${u.depth.symbol}` : ''}${bha ? ` · ${bhaName(bha)}, ${u.depth.convert(bha.total_length_m).toFixed(1)} ${u.depth.symbol}` : ''}`
          : undefined
      }
      state={swr.data ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="casing program"
        isEmpty={(d) => d.strings.length === 0}
        empty="No casing program for this well: add the strings in Casing."
        ready={(d) => (
          <div style={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
            <WellboreSchematic wellName={d.well_name} strings={d.strings} drilledM={d.drilled_md_m} u={u} bha={bha} />
          </div>
        )}
      />
    </PaneFrame>
  );
}
