/**
 * Anti-collision for one reference well: which wells are its offsets, each offset prepared in the
 * reference's frame (once per pair of revisions) and the engine's clearance rows per offset.
 */
import { clearance, clearanceRows, prepareWell, type ClearanceRow, type PreparedWell } from '../../src/domain/directional/anti-collision/clearance';
import { buildOffsetIndex, wellsWithin, type OffsetIndex } from '../../src/domain/directional/anti-collision/offset-index';
import { wellUncertainty } from '../../src/domain/directional/error-model/well-uncertainty';
import { RISK_THRESHOLDS, riskLevel, type RiskLevel } from '../../src/domain/directional/anti-collision/risk-levels';
import { detectKickOffMd } from '../../src/domain/directional/error-model/sidetrack';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import type { CurrentUser } from '../auth/current-user';
import { objectPermissions } from '../auth/object-access';
import type { Queryable } from '../db/db';
import { clearanceSetup, separationFor } from './clearance-setup';
import { frameTransform, positionInFrame, stationsInFrame, type FrameTransform } from './common-frame';
import { manyWellTrajectories } from './directional-cache';
import { settingsFromRow } from './survey-settings';
import type { WellTrajectories } from './well-trajectories';

export const DEFAULT_SEARCH_RADIUS_M = 10_000;

export interface OffsetWell {
  readonly well: WellTrajectories;
  readonly slotDistanceM: number;
  readonly transform: FrameTransform;
}

export interface OffsetSearch {
  readonly offsets: OffsetWell[];
  /** Wells in the radius with directional data the user may not see: the clearance shown leaves them out. */
  readonly hiddenCount: number;
}

/** Wells with a survey or a plan whose slot lies within radiusM of the reference's, nearest first. */
export async function findOffsets(db: Queryable, ref: WellTrajectories, user: CurrentUser, radiusM = DEFAULT_SEARCH_RADIUS_M): Promise<OffsetSearch> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select w.id as wid, w.latitude, w.longitude, s.*
       from wells w left join well_survey_settings s on s.well_id = w.id
      where w.id <> $1
        and (exists (select 1 from survey_stations x where x.well_id = w.id) or exists (select 1 from well_plans p where p.well_id = w.id))`,
    [ref.data.well.id],
  );
  const near: { id: string; distanceM: number }[] = [];
  for (const r of rows) {
    const s = settingsFromRow(r.well_id ? r : undefined, {
      latitude: r.latitude === null ? null : Number(r.latitude),
      longitude: r.longitude === null ? null : Number(r.longitude),
    });
    const t = frameTransform(ref.settings, s);
    if (!t) continue;
    const d = Math.hypot(t.origin.northM, t.origin.eastM);
    if (d <= radiusM) near.push({ id: r.wid as string, distanceM: d });
  }
  near.sort((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id));
  const allowed: { id: string; distanceM: number }[] = [];
  for (const c of near) {
    if (user.isAdmin) {
      allowed.push(c);
      continue;
    }
    const access = await objectPermissions(db, user, 'WELL', c.id);
    if (access.permissions.includes('VIEW_SURVEY') || access.permissions.includes('VIEW_PLAN')) allowed.push(c);
  }
  const wells = await manyWellTrajectories(
    db,
    allowed.map((c) => c.id),
  );
  const offsets: OffsetWell[] = [];
  wells.forEach((w, i) => {
    const transform = frameTransform(ref.settings, w.settings);
    if (transform) offsets.push({ well: w, slotDistanceM: allowed[i].distanceM, transform });
  });
  return { offsets, hiddenCount: near.length - allowed.length };
}

const frameKey = (ref: WellTrajectories, t: FrameTransform) =>
  `${ref.settings.northReference}:${ref.settings.northReference === 'grid' ? ref.settings.convergenceDeg : 0}:${t.origin.northM.toFixed(4)}:${t.origin.eastM.toFixed(4)}:${t.origin.tvdM.toFixed(4)}`;

/** The offset's composite trajectory (survey, then definitive plan) in the reference's frame. */
export function offsetTrajectory(ref: WellTrajectories, o: OffsetWell): TrajectoryPoint[] {
  return o.well.derived(`in-frame:${frameKey(ref, o.transform)}`, () => {
    const c = o.well.referenceStations(undefined);
    if (c.stations.length === 0) return [];
    return minimumCurvature(stationsInFrame(c.stations, o.transform), positionInFrame(c.start, o.transform));
  });
}

/** The offset's proximity index in the reference's frame (no uncertainty: cheap, for prefilters and the cylinder). */
export function offsetIndex(ref: WellTrajectories, o: OffsetWell): OffsetIndex | null {
  return o.well.derived(`index-in-frame:${frameKey(ref, o.transform)}`, () => {
    const t = offsetTrajectory(ref, o);
    return t.length === 0 ? null : buildOffsetIndex(t);
  });
}

/** The offset prepared for clearance in the reference's frame (uncertainty with the reference's north). */
export function preparedOffset(ref: WellTrajectories, o: OffsetWell): PreparedWell | null {
  return o.well.derived(`prepared-in-frame:${frameKey(ref, o.transform)}`, () => {
    const index = offsetIndex(ref, o);
    if (!index) return null;
    const setup = clearanceSetup(o.well.settings);
    const convergenceDeg = ref.settings.northReference === 'grid' ? ref.settings.convergenceDeg : 0;
    const t = index.trajectory;
    return { trajectory: t, index, uncertainty: wellUncertainty(t, setup.model, { ...setup.params, convergenceDeg }, setup.options) };
  });
}

/**
 * Which trajectory of the reference well is scanned: its survey then a plan ahead (the definitive one
 * unless planId), the survey alone, or a plan alone (a design not yet drilled).
 */
export type ReferenceChoice = { kind: 'composite'; planId?: string } | { kind: 'survey' } | { kind: 'plan'; planId: string };

const choiceKey = (c: ReferenceChoice) => (c.kind === 'survey' ? 'survey' : `${c.kind}:${c.planId ?? 'definitive'}`);

export function referenceTrajectory(ref: WellTrajectories, c: ReferenceChoice): TrajectoryPoint[] {
  if (c.kind === 'plan') return ref.surveyProgram(c.planId);
  return ref.reference(c.kind === 'survey' ? null : c.planId);
}

/** The reference prepared for clearance in its own frame. */
export function preparedReference(ref: WellTrajectories, c: ReferenceChoice): PreparedWell | null {
  return ref.derived(`prepared-reference:${choiceKey(c)}`, () => {
    const t = referenceTrajectory(ref, c);
    return t.length === 0 ? null : prepareWell(t, clearanceSetup(ref.settings));
  });
}

/** Clearance rows of the reference against one offset, cached until either well changes. */
export function offsetClearance(ref: WellTrajectories, o: OffsetWell, c: ReferenceChoice): ClearanceRow[] {
  return ref.derived(`clearance:${choiceKey(c)}:${o.well.data.well.id}:${o.well.revision}:${frameKey(ref, o.transform)}`, () => {
    const r = preparedReference(ref, c);
    const off = preparedOffset(ref, o);
    if (!r || !off) return [];
    const separation = separationFor(ref.settings, o.well.settings);
    // A sidetrack shares hole with its parent: the engine restarts both wells' uncertainty at the kick-off.
    if (detectKickOffMd(r.trajectory, off.trajectory) !== undefined || detectKickOffMd(off.trajectory, r.trajectory) !== undefined) {
      return clearance(r.trajectory, off.trajectory, { ref: clearanceSetup(ref.settings), offset: clearanceSetup(o.well.settings), separation }).rows;
    }
    return clearanceRows(r, off, separation);
  });
}

/** Whether the offset can come within radiusM of the reference at all (the engine's sphere tree; no uncertainty computed). */
export function withinScanRadius(ref: WellTrajectories, o: OffsetWell, c: ReferenceChoice, radiusM: number): boolean {
  const r = preparedReference(ref, c);
  const off = offsetIndex(ref, o);
  return !!r && !!off && wellsWithin(r.index, off, radiusM);
}

export interface RiskInterval {
  readonly level: RiskLevel;
  readonly fromMdM: number;
  readonly toMdM: number;
  readonly minSf: number;
}

export interface OffsetSummary {
  readonly minSf: number;
  readonly minSfRow: ClearanceRow | null;
  readonly minCcM: number;
  readonly minCcRow: ClearanceRow | null;
  readonly risk: RiskLevel;
  /** Reference MD intervals where the SF is below a threshold (stop, warning). */
  readonly intervals: RiskInterval[];
}

export function summarise(rows: readonly ClearanceRow[]): OffsetSummary {
  let minSfRow: ClearanceRow | null = null;
  let minCcRow: ClearanceRow | null = null;
  for (const r of rows) {
    if (!minSfRow || r.sf < minSfRow.sf) minSfRow = r;
    if (!minCcRow || r.ccDistanceM < minCcRow.ccDistanceM) minCcRow = r;
  }
  const intervals: RiskInterval[] = [];
  let open: { level: RiskLevel; fromMdM: number; toMdM: number; minSf: number } | null = null;
  for (const r of rows) {
    const level = riskLevel(r.sf);
    if (open && open.level === level) {
      open.toMdM = r.refMdM;
      open.minSf = Math.min(open.minSf, r.sf);
      continue;
    }
    if (open && open.level !== 'ok') intervals.push(open);
    open = { level, fromMdM: r.refMdM, toMdM: r.refMdM, minSf: r.sf };
  }
  if (open && open.level !== 'ok') intervals.push(open);
  const minSf = minSfRow?.sf ?? Infinity;
  return { minSf, minSfRow, minCcM: minCcRow?.ccDistanceM ?? Infinity, minCcRow, risk: riskLevel(minSf), intervals };
}

export { RISK_THRESHOLDS };
