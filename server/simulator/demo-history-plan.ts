/**
 * Which demo wells get 1 Hz history, over which seconds, from which rig model. Every drilling-stage
 * demo well with a spud date: the realtime wells up to now (the live simulator continues them), the
 * paused well up to the anchor, a completed well up to its release; each over its last
 * DEMO_HISTORY_DAYS. Where the directional seed surveyed the well, the history ends at the surveyed
 * depth (fit-history.ts starts it when the rig, at its own pace, gets there at the end), so logs and
 * surveys tell one story; a well that is not live never drills below its survey. Deterministic for
 * the same keys, anchor, days and surveys.
 */
import type { DemoWell } from '../seed/demo-org';
import type { RigModelOptions } from './rig-model';

export const DAY_S = 86_400;

/** A realtime well's lateral grows by this whenever its end comes near, m (rig-model extendLateralByM). */
export const LIVE_LATERAL_EXTENSION_M = 1000;

export interface HistoryPlan {
  key: string;
  wellId: string;
  name: string;
  realtime: boolean;
  /** Epoch second the well was spudded (its surveys before the history are spread from there). */
  spudS: number;
  /** Epoch seconds, [fromS, toS). */
  fromS: number;
  toS: number;
  model: RigModelOptions;
  /** Hole depth the history should end at (the deepest survey station); fit-history.ts places the history so it does. */
  targetEndDepthM: number | null;
  /**
   * A summary record (an archive well's): the same generation, detection and derived rows, but the
   * series kept only at SUMMARY_LEVEL (levels.ts) and coarser, what multi-well Days vs Depth and a month's
   * charts read; no 1 Hz seconds (a month of them per well would triple a fresh start's writes).
   */
  summary: boolean;
}

/** FNV-1a: a stable per-well seed from the well's demo key. */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A realtime well's history has a wiper trip this far above its deepest survey, m (two stands). */
export const WIPER_TRIP_BEFORE_END_M = 55;

/** Hole depth at spud: the conductor and surface hole are already in (and the model needs the BHA below the table). */
export const SPUD_DEPTH_M = 250;
/** Depth a well without a survey reached some days after spud: the model averages ~180 m a day. */
const depthAfterDaysM = (days: number, endDepthM: number) => Math.min(0.6 * endDepthM, SPUD_DEPTH_M + 180 * Math.max(0, days));

export function demoHistoryPlans(
  wells: readonly DemoWell[],
  wellIds: Record<string, string>,
  o: { anchorS: number; nowS: number; historyDays: number; seed: number; surveyedDepthM?: Record<string, number | null> },
): HistoryPlan[] {
  const historyS = Math.round(o.historyDays * DAY_S);
  const plans: HistoryPlan[] = [];
  for (const w of wells) {
    if (w.stage !== 'drilling' || w.spudDay === null || !wellIds[w.key]) continue;
    const spudS = o.anchorS + w.spudDay * DAY_S;
    if (w.archive) {
      if (w.releaseDay !== null && o.anchorS + w.releaseDay * DAY_S - spudS <= historyS) plans.push(archivePlan(w, wellIds[w.key], spudS, o));
      continue;
    }
    let fromS: number;
    let toS: number;
    if (w.realtime) {
      toS = o.nowS;
      fromS = Math.max(spudS, toS - historyS);
    } else if (w.releaseDay !== null) {
      toS = o.anchorS + w.releaseDay * DAY_S;
      fromS = Math.max(spudS, toS - historyS);
    } else {
      // Paused at the anchor: no live data since.
      toS = o.anchorS;
      fromS = Math.max(spudS, toS - historyS);
    }
    if (toS - fromS < 600) continue;
    const surveyed = o.surveyedDepthM?.[wellIds[w.key]] ?? null;
    const target = surveyed !== null && surveyed > SPUD_DEPTH_M + 100 ? surveyed : null;
    // Without a survey: the model's own pace. With one: where a steady pace from spud would have been.
    const startDepthM =
      target === null
        ? depthAfterDaysM((fromS - spudS) / DAY_S, w.endDepthM)
        : Math.round(SPUD_DEPTH_M + (target - SPUD_DEPTH_M) * ((fromS - spudS) / Math.max(1, toS - spudS)));
    const remainingM = Math.max(600, w.endDepthM - startDepthM);
    plans.push({
      key: w.key,
      wellId: wellIds[w.key],
      name: w.name,
      realtime: w.realtime,
      spudS,
      fromS,
      toS,
      model: {
        seed: (o.seed ^ hashKey(w.key)) >>> 0,
        startTimeMs: fromS * 1000,
        startDepthM,
        targetDepthM: startDepthM + Math.round(0.3 * remainingM),
        // A realtime well is in its last section: after the first casing point it drills ahead to TD.
        sectionLengthM: w.realtime ? 100_000 : Math.round(0.35 * remainingM),
        // The history of a well with surveys ends when the hole reaches the deepest station (fit-history.ts),
        // so a well that is not live never drills below its survey.
        maxDepthM: Math.max(w.endDepthM, startDepthM + 600, (target ?? 0) + 1000),
        // Live, the rig drills ahead at any hour: a bit that lasts the lateral, wiper trips of a few stands,
        // and a lateral extended before it ends (a week of uptime would otherwise reach TD, then only trip).
        ...(w.realtime ? { params: { bitLifeM: [100_000, 100_000] as const }, extendLateralByM: LIVE_LATERAL_EXTENSION_M } : {}),
        // A realtime well's last hours hold a wiper trip (a few hours before the deepest survey), so a
        // day of its history shows tripping as well as drilling.
        ...(w.realtime && target !== null ? { wiperTripAtDepthM: target - WIPER_TRIP_BEFORE_END_M } : {}),
      },
      targetEndDepthM: target === null || target <= startDepthM + 10 ? null : target,
      summary: false,
    });
  }
  return plans;
}

/** An archive well's two casing points, MD m: 30 % and 65 % of the hole to make below the spud depth. */
export function archiveCasingPointsM(w: Pick<DemoWell, 'endDepthM'>): [number, number] {
  const remainingM = w.endDepthM - SPUD_DEPTH_M;
  const surfaceM = SPUD_DEPTH_M + Math.round(0.3 * remainingM);
  return [surfaceM, surfaceM + Math.round(0.35 * remainingM)];
}

/**
 * An archive well's history: its whole drilling from the spud depth, three sections (casing at 30 %
 * and 65 % of the hole to make, then the lateral), fitted to reach TD at its rig release (the spud
 * follows where the rig drills faster than the calendar, as for the other wells).
 */
function archivePlan(w: DemoWell, wellId: string, spudS: number, o: { anchorS: number; seed: number }): HistoryPlan {
  const [surfaceM, intermediateM] = archiveCasingPointsM(w);
  return {
    key: w.key,
    wellId,
    name: w.name,
    realtime: false,
    spudS,
    fromS: spudS,
    toS: o.anchorS + w.releaseDay! * DAY_S,
    model: {
      seed: (o.seed ^ hashKey(w.key)) >>> 0,
      startTimeMs: spudS * 1000,
      startDepthM: SPUD_DEPTH_M,
      targetDepthM: surfaceM,
      sectionLengthM: intermediateM - surfaceM,
      // A little room below TD: the fit ends the history when the hole gets there.
      maxDepthM: w.endDepthM + 100,
    },
    targetEndDepthM: w.endDepthM,
    summary: true,
  };
}
