/**
 * The pad's anti-collision in 3D: every program well in the project's frame (its survey, then its
 * definitive plan below the last survey) coloured by its worst pair, and each pair below the SF
 * thresholds drawn as a line between its two closest points (the reference well at its MD, the offset
 * at its MD) with a label naming the SF, the wells and the depth, so a clash is seen where it is.
 */
import type { PadAntiCollision, ProjectTrajectories, RiskLevel, TrajPoint } from '../../../api/planning';
import type { ChartTheme } from '../../../features/charts';
import { sceneBounds, type Enu, type Marker3D, type Outline3D, type Scene3DData, type Tube3D } from '../../../features/three';
import { formatDecimals } from '../../../domain/format';
import type { DisplayUnits } from '../shared/display-units';
import { valuesAtMd } from '../shared/md-cursor';
import { riskColor } from '../plots/risk-colors';

/** Survey, then the plan below the last surveyed MD. */
export function compositePath(w: { survey: readonly TrajPoint[]; plan_points: readonly TrajPoint[] }): TrajPoint[] {
  const lastMd = w.survey.at(-1)?.md ?? -Infinity;
  return [...w.survey, ...w.plan_points.filter((p) => p.md > lastMd)];
}

const rank: Record<RiskLevel, number> = { stop: 0, warning: 1, ok: 2 };

export function buildPadScene(traj: ProjectTrajectories, ac: PadAntiCollision, u: DisplayUnits, t: ChartTheme): Scene3DData {
  const L = (v: number) => u.length.show(v)!;
  const enu = (p: Pick<TrajPoint, 'ew' | 'ns' | 'tvd'>): Enu => [L(p.ew), L(p.ns), L(p.tvd)];
  const paths = new Map(traj.wells.map((w) => [w.well_id, compositePath(w)]));
  const worst = new Map<string, { risk: RiskLevel; sf: number | null }>();
  for (const f of ac.flagged)
    for (const id of [f.a_well_id, f.b_well_id]) {
      const w = worst.get(id);
      if (!w || rank[f.risk] < rank[w.risk] || (f.min_sf ?? Infinity) < (w.sf ?? Infinity)) worst.set(id, { risk: f.risk, sf: f.min_sf });
    }
  const tubes: Tube3D[] = [];
  const markers: Marker3D[] = [];
  for (const w of ac.wells) {
    const path = paths.get(w.well_id) ?? [];
    if (path.length < 2) continue;
    const r = worst.get(w.well_id);
    tubes.push({
      id: `pad-${w.well_id}`,
      name: w.name,
      label: r?.sf != null ? `${w.name} · SF ${formatDecimals(r.sf, 2)}` : w.name,
      color: riskColor(t, r?.risk),
      radius: 0,
      points: path.map(enu),
      md: path.map((p) => p.md),
      opacity: r ? 0.95 : 0.55,
    });
    markers.push({ id: `slot-${w.well_id}`, position: enu(path[0]), color: t.font, label: w.slot_name ?? undefined });
  }
  const outlines: Outline3D[] = [];
  for (const f of ac.flagged) {
    const offsetId = f.ref_well_id === f.a_well_id ? f.b_well_id : f.a_well_id;
    const a = valuesAtMd(paths.get(f.ref_well_id) ?? [], f.ref_md, ['ew', 'ns', 'tvd']);
    const b = valuesAtMd(paths.get(offsetId) ?? [], f.offset_md, ['ew', 'ns', 'tvd']);
    if (!a || !b) continue;
    const color = riskColor(t, f.risk);
    const md = f.ref_md === null ? '' : ` at ${formatDecimals(u.length.show(f.ref_md), 0)} ${u.length.symbol} MD`;
    outlines.push({ id: `pair-${f.a_well_id}-${f.b_well_id}`, name: `${f.a_name} / ${f.b_name}`, color, points: [enu(a), enu(b)] });
    markers.push({
      id: `pair-${f.a_well_id}-${f.b_well_id}`,
      position: enu(a),
      color,
      label: `SF ${formatDecimals(f.min_sf, 2)} ${f.ref_name} to ${f.ref_name === f.a_name ? f.b_name : f.a_name}${md}`,
    });
  }
  // tubes thick enough to see at the scene's scale (as the single-well scene does)
  const bounds = sceneBounds({ tubes, outlines, markers });
  const radius = bounds ? Math.max(L(1), bounds.size / 700) : L(2);
  for (const tube of tubes) tube.radius = radius;
  return { tubes, ellipses: [], outlines, markers, unit: u.length.symbol };
}
