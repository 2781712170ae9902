/**
 * Everything the rig model needs to continue, as plain JSON: configuration, PRNG state, physical
 * state, the plan queue and bookkeeping for truth events. `JSON.parse(JSON.stringify(state))`
 * resumes the identical sequence (tests prove it), so a live simulator can pick up where history
 * generation ended.
 */
import { Activity } from '../../../src/domain/drilling/activities';
import { createRng, uniformIn, type Rng } from './prng';
import { phase, PhaseKind, type Phase } from './phases';
import { DEFAULT_RIG_PARAMS, stringWeightT, type RigParams } from './rig-params';

export interface RigModelOptions {
  seed: number;
  startTimeMs: number;
  /** Hole depth at the start; the model starts drilling on bottom there. */
  startDepthM: number;
  /** First section TD: on reaching it the model trips out and runs casing. */
  targetDepthM: number;
  /** Each further section adds this much, m (default 1500). */
  sectionLengthM?: number;
  /** No hole is made below this depth (default 6000); the rig then keeps tripping and circulating. */
  maxDepthM?: number;
  /**
   * A well that is never finished (a realtime demo well): whenever the hole comes within a few stands
   * of maxDepthM, the plan extends the lateral by this much, so the rig drills ahead at any hour
   * (default 0: the well ends at maxDepthM).
   */
  extendLateralByM?: number;
  /** Depth-log sampling step, m (default 0.2). */
  depthLogStepM?: number;
  /**
   * One wiper trip when the hole first reaches this depth, m, on top of the random ones (default 0:
   * none). A demo history schedules one by depth so its last hours show a trip whatever the fit does
   * to its timing.
   */
  wiperTripAtDepthM?: number;
  params?: Partial<RigParams>;
}

export type RigMode = 'drill' | 'tripOut' | 'outOfHole' | 'tripIn';
export type OutOfHoleKind = 'bhaChange' | 'casing';
export type DrillEndReason = 'none' | 'kellyDown' | 'footage' | 'sectionTd';

export interface RigModelState {
  version: 1;
  config: Required<Omit<RigModelOptions, 'params'>> & { params: RigParams };
  rng: Rng;
  /** Time of the next sample, epoch ms. */
  tMs: number;
  secondsGenerated: number;

  // Physical state (true values, before sensor noise).
  holeDepthM: number;
  bitDepthM: number;
  blockPosM: number;
  blockVelMps: number;
  inSlips: boolean;
  flowLpm: number;
  rpm: number;
  wobT: number;
  /** Hook load after the load cell's lag, t. */
  hookloadT: number;
  ropMph: number;
  /** Slow multiplicative ROP variation (log space, AR(1)). */
  ropLogNoise: number;

  /** Slow load-cell and pressure-transducer drift (AR(1), ~1 h), what re-zeroing corrects. */
  hookDriftT: number;
  sppDriftMPa: number;

  // Sensor references the driller sets when re-zeroing off bottom.
  hookRefT: number;
  sppRefMPa: number;

  // Driller set points for the current stand.
  wobSetT: number;
  rpmSet: number;
  flowSetLpm: number;
  kellyDownM: number;

  // Plan.
  mode: RigMode;
  phase: Phase;
  queue: Phase[];
  drillEndReason: DrillEndReason;
  sectionTdM: number;
  outOfHoleKind: OutOfHoleKind;
  outOfHoleRemainingS: number;
  outOfHoleTotalS: number;
  bitRunFootageM: number;
  bitLifeM: number;
  baseRopMph: number;
  nextBreakCirculationM: number;
  /** A wiper trip pulls the bit up to this depth and runs back in; 0 = trips go out of the hole. */
  tripOutToM: number;
  /** The wiper trip scheduled by config.wiperTripAtDepthM has started (a state saved before it existed lacks it: false). */
  scheduledWiperTripDone?: boolean;
  /** Stands still to wash down to bottom at the end of a trip in (0 = not drawn yet). */
  washStandsLeft: number;
  /** Stands still to pull with pumps on at the start of a trip out. */
  pumpOutStandsLeft: number;

  // Truth bookkeeping.
  standIndex: number;
  standOpen: boolean;
  standStartMs: number;
  standFromDepthM: number;
  standRotaryM: number;
  standSlideM: number;
  standRotaryS: number;
  standSlideS: number;
  standEndMs: number;
  slipsInMs: number;
  slipsOutMs: number;
  connectionPending: boolean;
  tripOpen: boolean;
  tripStartMs: number;
  tripFromDepthM: number;
  tripStands: number;
  tripSlipsS: number;
  depthLogNextM: number;

  // Totals the KPI tests check against.
  totals: {
    rotaryFootageM: number;
    slideFootageM: number;
    rotaryS: number;
    slideS: number;
    connections: number;
    zeroWob: number;
    zeroDiffP: number;
  };
}

export function initialState(o: RigModelOptions): RigModelState {
  const params: RigParams = { ...DEFAULT_RIG_PARAMS, ...o.params };
  const config = {
    seed: o.seed,
    startTimeMs: o.startTimeMs,
    startDepthM: o.startDepthM,
    targetDepthM: o.targetDepthM,
    sectionLengthM: o.sectionLengthM ?? 1500,
    maxDepthM: o.maxDepthM ?? 6000,
    extendLateralByM: o.extendLateralByM ?? 0,
    depthLogStepM: o.depthLogStepM ?? 0.2,
    wiperTripAtDepthM: o.wiperTripAtDepthM ?? 0,
    params,
  };
  if (!(config.startDepthM > params.bhaLengthM)) throw new RangeError('startDepthM must be below the BHA length');
  if (!(config.targetDepthM > config.startDepthM)) throw new RangeError('targetDepthM must be deeper than startDepthM');
  const rng = createRng(o.seed);
  const wob = uniformIn(rng, params.wobT[0], params.wobT[1]);
  const rpm = uniformIn(rng, params.rotaryRpm[0], params.rotaryRpm[1]);
  const flow = uniformIn(rng, params.flowLpm[0], params.flowLpm[1]);
  const hookFree = params.blockWeightT + stringWeightT(params, config.startDepthM);
  const st: RigModelState = {
    version: 1,
    config,
    rng,
    tMs: o.startTimeMs,
    secondsGenerated: 0,
    holeDepthM: config.startDepthM,
    bitDepthM: config.startDepthM,
    // Start mid-stand so the first connection comes within the hour.
    blockPosM: uniformIn(rng, 8, 20),
    blockVelMps: 0,
    inSlips: false,
    flowLpm: flow,
    rpm,
    wobT: wob,
    hookloadT: hookFree - wob,
    ropMph: 0,
    ropLogNoise: 0,
    hookDriftT: 0,
    sppDriftMPa: 0,
    hookRefT: hookFree,
    sppRefMPa: 0,
    wobSetT: wob,
    rpmSet: rpm,
    flowSetLpm: flow,
    kellyDownM: uniformIn(rng, 0.5, 0.8),
    mode: 'drill',
    phase: phase(PhaseKind.DRILL, Activity.ROTARY_DRILLING, { rpm, flowLpm: flow, durationS: 1e9 }),
    queue: [],
    drillEndReason: 'none',
    sectionTdM: Math.min(config.targetDepthM, config.maxDepthM),
    outOfHoleKind: 'bhaChange',
    outOfHoleRemainingS: 0,
    outOfHoleTotalS: 0,
    bitRunFootageM: 0,
    bitLifeM: uniformIn(rng, params.bitLifeM[0], params.bitLifeM[1]),
    baseRopMph: uniformIn(rng, params.baseRopMph[0], params.baseRopMph[1]),
    nextBreakCirculationM: 1500,
    tripOutToM: 0,
    scheduledWiperTripDone: false,
    washStandsLeft: 0,
    pumpOutStandsLeft: 0,
    standIndex: 1,
    standOpen: true,
    standStartMs: o.startTimeMs,
    standFromDepthM: config.startDepthM,
    standRotaryM: 0,
    standSlideM: 0,
    standRotaryS: 0,
    standSlideS: 0,
    standEndMs: 0,
    slipsInMs: 0,
    slipsOutMs: 0,
    connectionPending: false,
    tripOpen: false,
    tripStartMs: 0,
    tripFromDepthM: 0,
    tripStands: 0,
    tripSlipsS: 0,
    depthLogNextM: Math.ceil(config.startDepthM / config.depthLogStepM) * config.depthLogStepM,
    totals: { rotaryFootageM: 0, slideFootageM: 0, rotaryS: 0, slideS: 0, connections: 0, zeroWob: 0, zeroDiffP: 0 },
  };
  return st;
}
