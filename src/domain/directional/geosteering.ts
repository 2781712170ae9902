/**
 * Geosteering geometry: where the bit is against the target zone. The target zone is the formation
 * the plan lands in, from its top to the next top below (the well's formation tops, flat: the
 * prognosis gives one TVD per top). The bit is placed by holding the last survey's inclination and
 * azimuth down to the bit (a straight line: minimum curvature with no dogleg, ΔTVD = ΔMD · cos I,
 * DOMAIN.md). Distances are TVD differences, positive when the bit is inside that boundary: below
 * the top, above the base.
 */
import { toRad } from './angles';
import type { TrajectoryPoint } from './types';
import { verticalSectionM } from './vertical-section';

export interface FormationLayer {
  readonly name: string;
  readonly tvdM: number;
  readonly color: string | null;
}

export interface TargetZone {
  /** The formation the plan lands in. */
  readonly name: string;
  readonly topTvdM: number;
  /** The next top below; null when the target is the deepest top given. */
  readonly baseTvdM: number | null;
  readonly baseName: string | null;
}

/** The formation holding `landingTvdM`: the deepest top at or above it, bounded by the next top below. */
export function targetZone(tops: readonly FormationLayer[], landingTvdM: number): TargetZone | null {
  const sorted = [...tops].filter((t) => Number.isFinite(t.tvdM)).sort((a, b) => a.tvdM - b.tvdM);
  let k = -1;
  for (let i = 0; i < sorted.length; i++) if (sorted[i].tvdM <= landingTvdM) k = i;
  if (k < 0) return null;
  const base = sorted[k + 1] ?? null;
  return { name: sorted[k].name, topTvdM: sorted[k].tvdM, baseTvdM: base?.tvdM ?? null, baseName: base?.name ?? null };
}

/** Where the plan lands: its first point at 85° or more, else its deepest point (TVD, MD). */
export function landingPoint(plan: readonly TrajectoryPoint[]): TrajectoryPoint | null {
  if (!plan.length) return null;
  return plan.find((p) => p.incDeg >= 85) ?? plan.reduce((a, b) => (b.tvdM > a.tvdM ? b : a));
}

export interface BitPosition {
  readonly mdM: number;
  readonly tvdM: number;
  readonly northM: number;
  readonly eastM: number;
  /** Projected past the last survey by this much, m (0: at a survey). */
  readonly projectedM: number;
}

/** The bit at `bitMdM`, straight ahead of the last survey at or above it (its own position when shallower). */
export function projectToBit(survey: readonly TrajectoryPoint[], bitMdM: number): BitPosition | null {
  const last = survey[survey.length - 1];
  if (!last) return null;
  const ahead = Math.max(0, bitMdM - last.mdM);
  const i = toRad(last.incDeg);
  const a = toRad(last.aziDeg);
  return {
    mdM: last.mdM + ahead,
    tvdM: last.tvdM + ahead * Math.cos(i),
    northM: last.northM + ahead * Math.sin(i) * Math.cos(a),
    eastM: last.eastM + ahead * Math.sin(i) * Math.sin(a),
    projectedM: ahead,
  };
}

export interface ZoneDistances {
  /** TVD below the zone's top, m (negative: above the top, out of zone). */
  readonly belowTopM: number;
  /** TVD above the zone's base, m (negative: below the base); null without a base. */
  readonly aboveBaseM: number | null;
  readonly inZone: boolean;
}

export function zoneDistances(bitTvdM: number, zone: TargetZone): ZoneDistances {
  const belowTopM = bitTvdM - zone.topTvdM;
  const aboveBaseM = zone.baseTvdM === null ? null : zone.baseTvdM - bitTvdM;
  return { belowTopM, aboveBaseM, inZone: belowTopM >= 0 && (aboveBaseM === null || aboveBaseM >= 0) };
}

/** MD, TVD and vertical section of each point, for the section view. */
export function sectionOf(
  t: readonly Pick<TrajectoryPoint, 'mdM' | 'tvdM' | 'northM' | 'eastM'>[],
  vsAziDeg: number,
): { md: number[]; tvd: number[]; vs: number[] } {
  return { md: t.map((p) => p.mdM), tvd: t.map((p) => p.tvdM), vs: t.map((p) => verticalSectionM(p, vsAziDeg)) };
}

/** Each top's layer: from its TVD down to the next top (the deepest down to `floorTvdM`). */
export function formationLayers<T extends FormationLayer>(tops: readonly T[], floorTvdM: number): (T & { baseTvdM: number })[] {
  const sorted = [...tops].sort((a, b) => a.tvdM - b.tvdM);
  return sorted.map((t, i) => ({ ...t, baseTvdM: Math.max(t.tvdM, sorted[i + 1]?.tvdM ?? floorTvdM) }));
}

/**
 * The window a lateral is steered in: along the section from a little before landing to past the
 * bit, and in TVD the target zone with a margin (zone thickness, at least 15 m) above and below,
 * widened to hold every point of the trajectory drawn in it.
 */
export function lateralWindow(
  path: { x: readonly number[]; tvd: readonly number[] },
  fromX: number,
  toX: number,
  zone: { topTvdM: number; baseTvdM: number | null } | null,
): { x: [number, number]; tvd: [number, number] } {
  const span = Math.max(1, toX - fromX);
  const x: [number, number] = [fromX - 0.05 * span, toX + 0.05 * span];
  // Only the path between the ends widens the frame: the vertical hole above landing sits at a
  // section near the landing's and would stretch it to the surface.
  const inside = path.tvd.filter((_, i) => path.x[i] >= fromX && path.x[i] <= toX);
  let top = zone ? zone.topTvdM : Math.min(...inside);
  let base = zone ? (zone.baseTvdM ?? zone.topTvdM + 30) : Math.max(...inside);
  if (!Number.isFinite(top) || !Number.isFinite(base)) return { x, tvd: [0, 100] };
  const margin = Math.min(50, Math.max(15, base - top));
  top = Math.min(top - margin, ...inside.map((v) => v - 5));
  base = Math.max(base + margin, ...inside.map((v) => v + 5));
  return { x, tvd: [top, base] };
}
