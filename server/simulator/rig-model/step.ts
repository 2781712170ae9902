/**
 * One second of the rig: play the current phase (actuators, kinematics, loads, pressures), write
 * the noisy channel values and the true activity into the output arrays at index i, then advance
 * the phase. Runs 2.6 M times for 30 days of history, so it allocates nothing in the common path.
 */
import { Activity } from '../../../src/domain/drilling/activities';
import type { ChannelId } from '../../../src/domain/drilling/channels';
import { closeTrip, onBottom, openTrip } from './bookkeeping';
import type { RigEvent } from './events';
import type { Formation } from './formation';
import type { RigModelState } from './model-state';
import { PhaseKind, PhaseTag } from './phases';
import { motorDiffPMPa, offBottomSppMPa, ropMph, surfaceTorqueKNm } from './physics';
import { planNext } from './planner';
import { normal } from './prng';
import { stringWeightT, type RigParams } from './rig-params';

export interface StepOutput {
  t: Float64Array;
  channels: Record<ChannelId, Float32Array>;
  truth: Uint8Array;
}

export interface DepthLogRows {
  depthM: number[];
  gammaGapi: number[];
  ropMph: number[];
}

export interface StepContext {
  formation: Formation;
  params: RigParams;
  events: RigEvent[];
  depthLog: DepthLogRows;
}

// Module-level copies of imports used per second: under CJS interop each imported name is a
// getter call, which showed up as ~10 % of generation time.
const DRILL = PhaseKind.DRILL;
const MOVE = PhaseKind.MOVE;
const HOLD = PhaseKind.HOLD;
const SLIPS = PhaseKind.SLIPS;
const motorDiffP = motorDiffPMPa;
const offBottomSpp = offBottomSppMPa;
const ropOf = ropMph;
const torqueOf = surfaceTorqueKNm;
const stringWeightOf = stringWeightT;
const gauss = normal;

/** Sensor drift: AR(1) updated every 10 s, time constant ~1 h, stationary σ 0.3 t / 0.3 MPa. */
const DRIFT_STEP_S = 10;
const DRIFT_DECAY = Math.exp(-DRIFT_STEP_S / 3600);
const HOOK_DRIFT_KICK_T = 0.3 * Math.sqrt(1 - DRIFT_DECAY * DRIFT_DECAY);
const SPP_DRIFT_KICK_MPA = 0.3 * Math.sqrt(1 - DRIFT_DECAY * DRIFT_DECAY);

/** Block acceleration limit, m/s². */
const BLOCK_ACCEL = 0.4;
const FLOW_UP_LPM_PER_S = 150;
const FLOW_DOWN_LPM_PER_S = 250;
const RPM_PER_S = 10;
const WOB_T_PER_S = 1.5;
/** Load cell first-order response per second (the hook load takes ~3 s to settle). */
const HOOKLOAD_RESPONSE = 0.6;

function approach(v: number, target: number, up: number, down: number): number {
  if (v < target) return v + up < target ? v + up : target;
  if (v > target) return v - down > target ? v - down : target;
  return v;
}

/** Moves the block one second towards target with an acceleration and speed limit; returns the displacement (+ up). */
function moveBlock(st: RigModelState, targetM: number, maxSpeedMps: number): number {
  const dist = targetM - st.blockPosM;
  const brake = Math.sqrt(2 * BLOCK_ACCEL * Math.abs(dist));
  const vCap = maxSpeedMps < brake ? maxSpeedMps : brake;
  const vWanted = dist > 0 ? vCap : -vCap;
  const v = approach(st.blockVelMps, vWanted, BLOCK_ACCEL, BLOCK_ACCEL);
  let d = v;
  if ((dist > 0 && d > dist) || (dist < 0 && d < dist)) d = dist;
  st.blockVelMps = v;
  st.blockPosM += d;
  return d;
}

export function stepSecond(st: RigModelState, ctx: StepContext, out: StepOutput, i: number): void {
  const P = ctx.params;
  const r = st.rng;
  const ph = st.phase;
  const sampleMs = st.tMs;

  st.flowLpm = approach(st.flowLpm, ph.flowLpm, FLOW_UP_LPM_PER_S, FLOW_DOWN_LPM_PER_S);
  st.rpm = approach(st.rpm, ph.rpm, RPM_PER_S, RPM_PER_S);

  let drilling = false;
  let ended = false;
  let drill = 1;
  let load = 0;
  switch (ph.kind) {
    case DRILL: {
      st.inSlips = false;
      st.blockVelMps = 0;
      st.wobT = approach(st.wobT, st.wobSetT, WOB_T_PER_S, WOB_T_PER_S);
      drill = ctx.formation.drillabilityAt(st.holeDepthM);
      // Slow ROP variation the driller does not control (bit balling, rock texture): AR(1) in log space.
      st.ropLogNoise = 0.995 * st.ropLogNoise + 0.014 * gauss(r);
      const free = ropOf(st.baseRopMph, drill, st.wobT, st.rpm, ph.slide, P.slideRopFactor, st.bitRunFootageM / st.bitLifeM) * Math.exp(st.ropLogNoise);
      const rop = free < P.maxRopMph ? free : P.maxRopMph;
      st.ropMph = rop;
      const dh = rop / 3600;
      st.holeDepthM += dh;
      st.bitDepthM = st.holeDepthM;
      st.blockPosM -= dh;
      ph.drilledM += dh;
      st.bitRunFootageM += dh;
      if (ph.slide) {
        st.standSlideM += dh;
        st.standSlideS++;
        st.totals.slideFootageM += dh;
        st.totals.slideS++;
      } else {
        st.standRotaryM += dh;
        st.standRotaryS++;
        st.totals.rotaryFootageM += dh;
        st.totals.rotaryS++;
      }
      drilling = true;
      if (st.blockPosM <= st.kellyDownM) {
        // Casing points are called at the end of a stand, so the trip out starts with a full stand.
        st.drillEndReason = st.holeDepthM >= st.sectionTdM ? 'sectionTd' : 'kellyDown';
        ended = true;
      } else if (ph.footageM > 0 && ph.drilledM >= ph.footageM) {
        st.drillEndReason = 'footage';
        ended = true;
      }
      break;
    }
    case MOVE: {
      st.inSlips = false;
      st.wobT = 0;
      const before = st.blockPosM;
      const d = moveBlock(st, ph.targetBlockM, ph.speedMps);
      if (!ph.outOfHole) {
        st.bitDepthM -= d;
        if (st.bitDepthM >= st.holeDepthM) {
          // Tagged bottom: the block stops where the bit met the hole.
          st.blockPosM = before - (st.holeDepthM - (st.bitDepthM + d));
          st.bitDepthM = st.holeDepthM;
          st.blockVelMps = 0;
          ended = true;
        } else if (st.bitDepthM < 0) {
          st.bitDepthM = 0;
        }
      }
      if (Math.abs(ph.targetBlockM - st.blockPosM) < 0.005) {
        st.blockPosM = ph.targetBlockM;
        st.blockVelMps = 0;
        ended = true;
      }
      break;
    }
    case HOLD: {
      st.inSlips = false;
      st.wobT = 0;
      st.blockVelMps = 0;
      ended = ph.elapsedS + 1 >= ph.durationS;
      break;
    }
    case SLIPS: {
      st.inSlips = true;
      st.wobT = 0;
      let arrived = Math.abs(ph.targetBlockM - st.blockPosM) < 0.005;
      if (ph.elapsedS >= ph.delayS && !arrived) {
        moveBlock(st, ph.targetBlockM, ph.speedMps);
        arrived = Math.abs(ph.targetBlockM - st.blockPosM) < 0.005;
        if (arrived) {
          st.blockPosM = ph.targetBlockM;
          st.blockVelMps = 0;
        }
      }
      load = ph.loadFirst ? (ph.elapsedS < ph.delayS ? ph.loadT : 0) : arrived && ph.elapsedS >= ph.delayS ? ph.loadT : 0;
      ended = arrived && ph.elapsedS + 1 >= ph.durationS;
      break;
    }
  }

  const bit = st.bitDepthM;
  const hole = st.holeDepthM;
  let hookTarget: number;
  if (st.inSlips) {
    hookTarget = P.blockWeightT + load;
  } else {
    const drag = st.rpm > 5 ? P.rotatingDragFraction : P.slidingDragFraction;
    const depthScale = bit < 1500 ? bit / 1500 : 1;
    const dir = st.blockVelMps > 0.02 ? 1 : st.blockVelMps < -0.02 ? -1 : 0;
    hookTarget = P.blockWeightT + stringWeightOf(P, bit) * (1 + dir * drag * depthScale) - st.wobT;
  }
  st.hookloadT += (hookTarget - st.hookloadT) * HOOKLOAD_RESPONSE;

  if (st.secondsGenerated % DRIFT_STEP_S === 0) {
    st.hookDriftT = DRIFT_DECAY * st.hookDriftT + HOOK_DRIFT_KICK_T * gauss(r);
    st.sppDriftMPa = DRIFT_DECAY * st.sppDriftMPa + SPP_DRIFT_KICK_MPA * gauss(r);
  }
  const hookRead = st.hookloadT + st.hookDriftT;

  const pumping = st.flowLpm > 0;
  const motor = drilling && pumping ? motorDiffP(st.wobT, drill) * Math.min(1, st.flowLpm / 2000) : 0;
  // What the transducer reads (before white noise): the true pressure plus its drift.
  const sppRead = pumping ? offBottomSpp(bit, st.flowLpm) + motor + st.sppDriftMPa : 0;

  if (ph.kind === HOLD && ph.elapsedS === ph.zeroAtS) {
    // The driller zeroes off bottom: the readings' references become the present true values.
    if (ph.zeroMask & 1) {
      ctx.events.push({ type: 'zero', timeMs: sampleMs, channel: 'wobT', offsetBefore: st.hookRefT - hookRead, holeDepthM: hole });
      st.hookRefT = hookRead;
      st.totals.zeroWob++;
    }
    if (ph.zeroMask & 2) {
      ctx.events.push({ type: 'zero', timeMs: sampleMs, channel: 'diffPMPa', offsetBefore: sppRead - st.sppRefMPa, holeDepthM: hole });
      st.sppRefMPa = sppRead;
      st.totals.zeroDiffP++;
    }
  }

  // True values; sensor noise is added per chunk (sensor-noise.ts).
  const c = out.channels;
  out.t[i] = sampleMs;
  out.truth[i] = ph.activity;
  c.bitDepthM[i] = bit;
  c.holeDepthM[i] = hole;
  c.blockPosM[i] = st.blockPosM;
  c.hookloadT[i] = hookRead;
  // The EDR computes WOB against the driller's zero only near bottom and out of slips; elsewhere it shows 0.
  if (!st.inSlips && bit > 0 && hole - bit < 30) {
    const w = st.hookRefT - hookRead;
    c.wobT[i] = w < -3 ? -3 : w > 40 ? 40 : w;
  } else {
    c.wobT[i] = 0;
  }
  if (st.rpm > 0.5) {
    c.rpm[i] = st.rpm;
    c.torqueKNm[i] = torqueOf(bit, st.rpm, st.wobT, drill);
  } else {
    // Not rotating (sliding included: the motor's reaction stays downhole with the string locked), no surface torque.
    c.rpm[i] = 0;
    c.torqueKNm[i] = 0;
  }
  c.sppMPa[i] = sppRead;
  c.flowInLpm[i] = st.flowLpm;
  c.ropMph[i] = drilling ? st.ropMph : 0;
  // The gamma sensor reads only once the MWD is below the rotary table; above it there is no reading.
  c.gammaGapi[i] = bit > P.gammaOffsetM ? ctx.formation.gammaAt(bit - P.gammaOffsetM) : NaN;
  if (st.flowLpm > 300) {
    const d = sppRead - st.sppRefMPa;
    // Exactly 0 means "not pumping" to the noise pass; a real reading of 0 is nudged off it.
    c.diffPMPa[i] = d < -1 ? -1 : d > 10 ? 10 : d === 0 ? 1e-6 : d;
  } else {
    c.diffPMPa[i] = 0;
  }

  if (drilling) {
    const step = st.config.depthLogStepM;
    while (hole >= st.depthLogNextM) {
      const d = st.depthLogNextM;
      ctx.depthLog.depthM.push(d);
      ctx.depthLog.gammaGapi.push(ctx.formation.gammaAt(d) + 3 * gauss(r));
      ctx.depthLog.ropMph.push(st.ropMph);
      st.depthLogNextM = Math.round(d / step + 1) * step;
    }
  }

  st.tMs = sampleMs + 1000;
  st.secondsGenerated++;
  ph.elapsedS++;
  if (ended || ph.elapsedS >= ph.durationS + 36_000) advancePhase(st, ctx);
}

/** Ends the current phase (its bookkeeping), then starts the next one, planning when the queue is empty. */
function advancePhase(st: RigModelState, ctx: StepContext): void {
  const ph = st.phase;
  if (ph.tag === PhaseTag.CONNECTION_SLIPS) {
    st.slipsOutMs = st.tMs;
    st.connectionPending = true;
  }
  if (st.tripOpen) {
    const slips = ph.tag === PhaseTag.TRIP_SLIPS || ph.tag === PhaseTag.TRIP_END || (ph.tag === PhaseTag.TRIP_START && ph.kind === PhaseKind.SLIPS);
    if (slips) st.tripSlipsS += ph.elapsedS;
    if (ph.kind === PhaseKind.MOVE && (ph.activity === Activity.TRIP_IN || ph.activity === Activity.TRIP_OUT)) st.tripStands++;
    if (ph.tag === PhaseTag.TRIP_END) closeTrip(st, ctx.events, 'in');
  }
  if (ph.kind === PhaseKind.DRILL) st.standEndMs = st.tMs;

  if (st.queue.length === 0) planNext(st, ctx.events);
  const next = st.queue.shift();
  if (!next) throw new Error(`rig model: nothing planned in mode ${st.mode}`);
  st.phase = next;
  if (next.kind === PhaseKind.MOVE) {
    if (next.toBottom) next.targetBlockM = st.blockPosM - (st.holeDepthM - st.bitDepthM);
    else if (next.liftM !== 0) next.targetBlockM = st.blockPosM + next.liftM;
  }
  if (next.tag === PhaseTag.CONNECTION_SLIPS) st.slipsInMs = st.tMs;
  if (next.tag === PhaseTag.TRIP_START) openTrip(st);
  if (next.kind === PhaseKind.DRILL) onBottom(st, ctx.events);
}
