/**
 * Where the well's hazards lie against the hole: each hazard at a depth is ahead of the bit (still
 * to drill, with the distance to it) or passed; the next one ahead is what the driller asks about.
 * Hazards without a depth stay in the list as "no depth". Pure, shared by the Hazards Summary pane.
 */
import { HAZARD_SEVERITIES } from './note-kinds';

export interface HazardLike {
  id: string;
  depth_m: number | null;
  severity: string | null;
}

export type HazardStatus = 'ahead' | 'passed' | 'no-depth' | 'unknown';

export interface HazardOutlookRow<H extends HazardLike> {
  hazard: H;
  status: HazardStatus;
  /** Metres from the hole depth to the hazard (positive ahead, negative passed); null without both depths. */
  distanceM: number | null;
}

export interface HazardOutlook<H extends HazardLike> {
  /** Shallowest first, hazards without a depth last. */
  rows: HazardOutlookRow<H>[];
  /** The shallowest hazard below the hole depth, or null (none ahead, or no hole depth known). */
  next: HazardOutlookRow<H> | null;
  /** Count per severity (unrated under 'unrated'). */
  bySeverity: Record<(typeof HAZARD_SEVERITIES)[number] | 'unrated', number>;
}

export function hazardOutlook<H extends HazardLike>(hazards: readonly H[], holeDepthM: number | null): HazardOutlook<H> {
  const known = holeDepthM !== null && Number.isFinite(holeDepthM);
  const rows = hazards
    .map((hazard): HazardOutlookRow<H> => {
      if (hazard.depth_m === null || !Number.isFinite(hazard.depth_m)) return { hazard, status: 'no-depth', distanceM: null };
      if (!known) return { hazard, status: 'unknown', distanceM: null };
      const distanceM = hazard.depth_m - holeDepthM;
      return { hazard, status: distanceM > 0 ? 'ahead' : 'passed', distanceM };
    })
    .sort((a, b) => (a.hazard.depth_m ?? Infinity) - (b.hazard.depth_m ?? Infinity));
  const bySeverity = { low: 0, medium: 0, high: 0, unrated: 0 };
  for (const h of hazards) {
    const s = HAZARD_SEVERITIES.find((x) => x === h.severity);
    bySeverity[s ?? 'unrated']++;
  }
  return { rows, next: rows.find((r) => r.status === 'ahead') ?? null, bySeverity };
}
