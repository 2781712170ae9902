/**
 * Fitting a demo well's history to its surveys without bending the rig's physics: the model keeps
 * its ROP and its day (on bottom 40–60 %); the history's start depth moves (deeper when the rig
 * cannot drill to the survey in the window, shallower when it gets there early) and, once at the
 * spud depth, its start time: the hole reaches the deepest survey station exactly at the history's
 * end (a well drilled faster than its calendar had the rig elsewhere before).
 *
 * The same pilot run gives the model's state at the end of the history, so the live simulator can
 * continue a realtime well at once while its history is still being written.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { SPUD_DEPTH_M, type HistoryPlan } from '../demo-history-plan';
import { createRigModel, shiftRigState, type RigModelState } from '../rig-model';

export interface FittedHistory {
  plan: HistoryPlan;
  /** The rig model's state at plan.toS: what the history ends with and live continues from. */
  endState: RigModelState;
  /**
   * For each of the depths asked for, the epoch second by which the history's hole has reached it (at most
   * one coarse pilot step late, never early); plan.fromS for depths drilled before the history; null for
   * depths it never reaches.
   */
  reachedAtS: (number | null)[];
}

/** Simulated seconds between yields to the event loop (~10 ms of work). */
const YIELD_EVERY_S = 7200;
/** Coarse pilot step, s; at 90 m/h at most this many metres are drilled in one. */
const COARSE_S = 600;
const COARSE_MAX_DRILLED_M = 16;

interface PilotRun {
  /** Seconds until the hole reached the target (null: not within the window). */
  reachedAfterS: number | null;
  /** The state when it did (or at the window's end). */
  state: RigModelState;
  /** Hole depth at the window's end. */
  holeEndM: number;
  /** Seconds into the window by which the hole had reached each depth asked for (null: never). */
  depthsAfterS: (number | null)[];
}

async function pilot(plan: HistoryPlan, targetM: number | null, depthsM: readonly number[], signal?: AbortSignal): Promise<PilotRun | null> {
  const m = createRigModel(plan.model);
  const windowS = plan.toS - plan.fromS;
  let elapsed = 0;
  let sinceYield = 0;
  let reached: { s: number; state: RigModelState } | null = null;
  // depths in increasing order, each marked when the hole first is at or below it
  const order = depthsM.map((_, i) => i).sort((a, b) => depthsM[a] - depthsM[b]);
  const depthsAfterS: (number | null)[] = depthsM.map(() => null);
  let nextDepth = 0;
  const markDepths = () => {
    while (nextDepth < order.length && depthsM[order[nextDepth]] <= m.status.holeDepthM) depthsAfterS[order[nextDepth++]] = elapsed;
  };
  markDepths();
  while (elapsed < windowS) {
    if (!reached && targetM !== null && m.status.holeDepthM >= targetM) reached = { s: elapsed, state: m.getState() };
    const near = !reached && targetM !== null && targetM - m.status.holeDepthM <= COARSE_MAX_DRILLED_M;
    const n = Math.min(near ? 1 : COARSE_S, windowS - elapsed);
    m.advance(n);
    elapsed += n;
    markDepths();
    sinceYield += n;
    if (sinceYield >= YIELD_EVERY_S) {
      sinceYield = 0;
      await yieldToLoop();
      if (signal?.aborted) return null;
    }
  }
  if (!reached && targetM !== null && m.status.holeDepthM >= targetM) reached = { s: elapsed, state: m.getState() };
  return { reachedAfterS: reached?.s ?? null, state: reached?.state ?? m.getState(), holeEndM: m.status.holeDepthM, depthsAfterS };
}

/**
 * Returns null when stopped by the signal. `minStartDepthM`: the shallowest the history may start (the spud
 * depth). `depthsM`: depths whose times the answer gives (reachedAtS), e.g. the survey stations.
 */
export async function fitHistory(
  plan: HistoryPlan,
  signal?: AbortSignal,
  minStartDepthM = SPUD_DEPTH_M,
  depthsM: readonly number[] = [],
): Promise<FittedHistory | null> {
  const target = plan.targetEndDepthM;
  let p = plan;
  // Once a start had to move deeper, the next that gets there is kept (time-shifted): no oscillating.
  let settle = false;
  for (let attempt = 0; ; attempt++) {
    const r = await pilot(p, target, depthsM, signal);
    if (!r) return null;
    const reachedAtS = (fromS: number) => r.depthsAfterS.map((s) => (s === null ? null : fromS + s));
    if (target === null) return { plan: p, endState: r.state, reachedAtS: reachedAtS(p.fromS) };
    const withStart = (startDepthM: number): HistoryPlan => ({
      ...p,
      model: { ...p.model, startDepthM, targetDepthM: Math.max(p.model.targetDepthM, startDepthM + 100) },
    });
    if (r.reachedAfterS !== null) {
      // Early: start shallower so the whole window is drilled, down to the spud depth.
      const shallower = Math.max(minStartDepthM, p.model.startDepthM - (r.holeEndM - target));
      if (!settle && attempt < 6 && p.toS - p.fromS - r.reachedAfterS > 600 && shallower < p.model.startDepthM - 1) {
        p = withStart(shallower);
        continue;
      }
      // What is left: started later by the seconds it did not need, the model reaches the target at toS.
      const fromS = p.toS - r.reachedAfterS;
      return {
        plan: { ...p, fromS, model: { ...p.model, startTimeMs: fromS * 1000 } },
        endState: shiftRigState(r.state, (fromS - p.fromS) * 1000),
        // the shifted run is the pilot's, later: the same seconds after its start, none past its end
        reachedAtS: r.depthsAfterS.map((s) => (s === null || s > r.reachedAfterS! ? null : fromS + s)),
      };
    }
    if (attempt >= 8) return { plan: p, endState: r.state, reachedAtS: reachedAtS(p.fromS) };
    // Too slow for the window: start deeper by what was missing (and a few metres, so it gets there).
    p = withStart(p.model.startDepthM + (target - r.holeEndM) + 3);
    settle = attempt > 0;
  }
}
