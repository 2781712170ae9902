/**
 * Fitting a demo well's history to its surveys without bending the rig's physics: the model keeps
 * its ROP and its day (on bottom 40–60 %), and the history starts when it has to for the hole to
 * reach the deepest survey station exactly at the history's end (a well drilled faster than its
 * calendar simply had the rig elsewhere before). If the model cannot get there in the window, the
 * history starts deeper instead.
 *
 * The same pilot run gives the model's state at the end of the history, so the live simulator can
 * continue a realtime well at once while its history is still being written.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { HistoryPlan } from '../demo-history-plan';
import { createRigModel, shiftRigState, type RigModelState } from '../rig-model';

export interface FittedHistory {
  plan: HistoryPlan;
  /** The rig model's state at plan.toS: what the history ends with and live continues from. */
  endState: RigModelState;
}

/** Simulated seconds between yields to the event loop (~10 ms of work). */
const YIELD_EVERY_S = 7200;
/** Coarse pilot step, s; at 90 m/h at most this many metres are drilled in one. */
const COARSE_S = 600;
const COARSE_MAX_DRILLED_M = 16;

async function pilot(plan: HistoryPlan, targetM: number | null, signal?: AbortSignal): Promise<{ elapsedS: number; reached: boolean; state: RigModelState; holeM: number } | null> {
  const m = createRigModel(plan.model);
  const windowS = plan.toS - plan.fromS;
  let elapsed = 0;
  let sinceYield = 0;
  while (elapsed < windowS) {
    if (targetM !== null && m.status.holeDepthM >= targetM) return { elapsedS: elapsed, reached: true, state: m.getState(), holeM: m.status.holeDepthM };
    const near = targetM !== null && targetM - m.status.holeDepthM <= COARSE_MAX_DRILLED_M;
    const n = Math.min(near ? 1 : COARSE_S, windowS - elapsed);
    m.advance(n);
    elapsed += n;
    sinceYield += n;
    if (sinceYield >= YIELD_EVERY_S) {
      sinceYield = 0;
      await yieldToLoop();
      if (signal?.aborted) return null;
    }
  }
  const reached = targetM !== null && m.status.holeDepthM >= targetM;
  return { elapsedS: elapsed, reached, state: m.getState(), holeM: m.status.holeDepthM };
}

/** Returns null when stopped by the signal. */
export async function fitHistory(plan: HistoryPlan, signal?: AbortSignal): Promise<FittedHistory | null> {
  const target = plan.targetEndDepthM;
  let p = plan;
  for (let attempt = 0; ; attempt++) {
    const r = await pilot(p, target, signal);
    if (!r) return null;
    if (target === null) return { plan: p, endState: r.state };
    if (r.reached) {
      // Started later by the seconds it did not need, the model reaches the target at toS.
      const fromS = p.toS - r.elapsedS;
      const shiftMs = (fromS - p.fromS) * 1000;
      return { plan: { ...p, fromS, model: { ...p.model, startTimeMs: fromS * 1000 } }, endState: shiftRigState(r.state, shiftMs) };
    }
    if (attempt === 2) return { plan: p, endState: r.state };
    // Too slow for the window: start deeper by what was missing.
    const startDepthM = p.model.startDepthM + (target - r.holeM) + 1;
    p = { ...p, model: { ...p.model, startDepthM, targetDepthM: Math.max(p.model.targetDepthM, startDepthM + 100) } };
  }
}
