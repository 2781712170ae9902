/**
 * The 3D plan-vs-actual scene of a well, in the user's length unit: survey, plan and offsets as tubes
 * (offsets coloured by anti-collision risk), uncertainty ellipses normal to the hole along the survey,
 * targets at their depth, the slot, the closest approach to the riskiest offset and the MD cursor.
 */
import type { ApiStation, SurveyPoint } from '../../../api/directional';
import type { ChartTheme } from '../../../features/charts';
import { sceneBounds, type Ellipse3D, type Enu, type Marker3D, type Outline3D, type Scene3DData, type Tube3D } from '../../../features/three';
import { depthText } from '../shared/context';
import type { DisplayUnits } from '../shared/display-units';
import { valuesAtMd } from '../shared/md-cursor';
import type { TrajectoryData } from '../shared/use-trajectories';
import { offsetLabel, riskByWell, riskColor } from './risk-colors';
import { targetOutline } from './target-outline';
import { formatDecimals } from '../../../domain/format';

const RAD = Math.PI / 180;

/** High-side and right-side unit vectors across the hole (east, north, TVD-down), from inc and azi. */
export function hlaAxes(incDeg: number, aziDeg: number): { high: Enu; right: Enu } {
  const i = incDeg * RAD;
  const a = aziDeg * RAD;
  return {
    high: [Math.cos(i) * Math.sin(a), Math.cos(i) * Math.cos(a), -Math.sin(i)],
    right: [Math.cos(a), -Math.sin(a), 0],
  };
}

/**
 * The closest approach's label carries its depth: in perspective the corner depth scale reads a
 * point near the well hundreds of metres off (SF 0.92 at 1,209 m MD read as about 1,450 m TVD).
 */
export function closestLabel(o: { name: string; min_sf: number | null; min_sf_ref_md: number | null }, u: DisplayUnits): string {
  return `SF ${formatDecimals(o.min_sf, 2)} to ${o.name} at ${depthText(u, o.min_sf_ref_md, 0)} MD`;
}

export interface SceneOptions {
  /** Ellipses drawn at this many standard deviations (0: none). */
  sigma: number;
  /** One ellipse every this many survey stations (and at the last). */
  ellipseEvery: number;
}

export function buildWellScene(
  data: TrajectoryData,
  u: DisplayUnits,
  t: ChartTheme,
  cursorMdM: number | null,
  o: SceneOptions = { sigma: 2, ellipseEvery: 10 },
): Scene3DData {
  const L = (v: number) => u.length.show(v)!;
  const enu = (s: Pick<ApiStation, 'ew_from_ref' | 'ns_from_ref' | 'tvd'>): Enu => [L(s.ew_from_ref), L(s.ns_from_ref), L(s.tvd)];
  const tubes: Tube3D[] = [];
  const risk = riskByWell(data.risk);
  for (const w of data.offsets?.offsets ?? []) {
    if (!Array.isArray(w.trajectory) || w.trajectory.length < 2) continue;
    const r = risk.get(w.well_id);
    tubes.push({
      id: `offset-${w.well_id}`,
      name: w.name,
      label: offsetLabel(w.name, r),
      color: riskColor(t, r?.level),
      radius: 0,
      points: w.trajectory.map((p) => [L(p.ew), L(p.ns), L(p.tvd)] as Enu),
      opacity: r?.level === 'ok' || !r ? 0.55 : 0.9,
    });
  }
  if (data.plan && data.plan.stations.length > 1) {
    // labelled part-way along: its toe is where the targets' labels are
    tubes.push({
      id: 'plan',
      name: 'Plan',
      label: data.plan.plan?.name ?? 'Plan',
      labelAt: 0.8,
      color: t.semantic.plan,
      radius: 0,
      points: data.plan.stations.map(enu),
      md: data.plan.stations.map((s) => s.md),
      opacity: 0.5,
    });
  }
  const actual = data.actual.stations;
  if (actual.length > 1)
    tubes.push({ id: 'actual', name: 'Survey', label: 'Survey', color: t.semantic.actual, radius: 0, points: actual.map(enu), md: actual.map((s) => s.md) });

  const outlines: Outline3D[] = [];
  for (const tg of data.design?.targets ?? []) {
    const ol = targetOutline(tg);
    if (ol)
      outlines.push({
        id: `target-${tg.id}`,
        name: tg.name,
        color: tg.color ?? t.semantic.target,
        points: ol.e.map((e, k) => [L(e), L(ol.n[k]), L(tg.centre.tvd)] as Enu),
      });
  }

  const markers: Marker3D[] = [{ id: 'slot', position: [0, 0, 0], color: t.font, label: data.actual.settings.slot_name ?? 'Slot' }];
  const worst = data.risk?.offsets.find((x) => x.risk !== 'ok' && x.min_sf_ref_md !== null);
  if (worst) {
    const path = [...actual, ...(data.plan?.stations.filter((s) => s.md > (actual.at(-1)?.md ?? -1)) ?? [])];
    const at = valuesAtMd(path, worst.min_sf_ref_md, ['ew_from_ref', 'ns_from_ref', 'tvd']);
    if (at) markers.push({ id: 'closest', position: enu(at), color: riskColor(t, worst.risk), label: closestLabel(worst, u) });
  }
  const cur =
    valuesAtMd(actual, cursorMdM, ['ew_from_ref', 'ns_from_ref', 'tvd']) ??
    (data.plan ? valuesAtMd(data.plan.stations, cursorMdM, ['ew_from_ref', 'ns_from_ref', 'tvd']) : null);
  if (cur && cursorMdM !== null)
    markers.push({ id: 'cursor', position: enu(cur), color: t.semantic.cursor, label: `${formatDecimals(u.length.show(cursorMdM), 1)} ${u.length.symbol} MD` });

  // tubes thick enough to see at the scene's scale
  const bounds = sceneBounds({ tubes, outlines, markers });
  const r = bounds ? Math.max(L(1), bounds.size / 700) : L(2);
  for (const tube of tubes) tube.radius = tube.id === 'actual' ? r * 1.3 : r;

  const ellipses: Ellipse3D[] = [];
  if (o.sigma > 0) {
    (actual as SurveyPoint[]).forEach((s, k) => {
      if (!s.ellipse || (k % o.ellipseEvery !== 0 && k !== actual.length - 1) || s.md === 0) return;
      const { high, right } = hlaAxes(s.inc, s.az);
      const h = L(s.ellipse.sigma_h * o.sigma);
      const l = L(s.ellipse.sigma_l * o.sigma);
      ellipses.push({
        centre: enu(s),
        u: [high[0] * h, high[1] * h, high[2] * h],
        v: [right[0] * l, right[1] * l, right[2] * l],
        color: t.semantic.actual,
        opacity: 0.75,
      });
    });
  }
  return { tubes, ellipses, outlines, markers, unit: u.length.symbol };
}
