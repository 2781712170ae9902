/**
 * A phase is one thing the crew does with a clear physical signature (drill down, move the block,
 * hold still, sit in slips). The planner queues phases; the stepper plays them second by second.
 * Phases are plain JSON so a model's state serialises with its queue.
 *
 * Every phase carries its true activity code: the label the generator records for each second.
 * Short idle gaps between phases carry the label of what follows (the crew is preparing it), the
 * same convention the detector's smoothing applies.
 */

export const PhaseKind = {
  /** On bottom making hole; ends at kelly down, after `footageM` (a slide), or at section TD. */
  DRILL: 0,
  /** Out of slips, the block travels to `targetBlockM` (or to bottom when `toBottom`) and the bit with it. */
  MOVE: 1,
  /** Out of slips, block still, pumps/rotation ramp to the phase's targets. */
  HOLD: 2,
  /** In slips: the string hangs from the rotary table, the block handles pipe above it. */
  SLIPS: 3,
} as const;

/** Bookkeeping hooks the stepper runs at a phase's start or end. */
export const PhaseTag = {
  NONE: 0,
  CONNECTION_SLIPS: 1,
  TRIP_START: 2,
  TRIP_END: 3,
  TRIP_SLIPS: 4,
} as const;

export interface Phase {
  kind: number;
  activity: number;
  durationS: number;
  elapsedS: number;
  targetBlockM: number;
  speedMps: number;
  /** SLIPS: seconds before the block starts moving (breaking out, racking back). */
  delayS: number;
  flowLpm: number;
  rpm: number;
  /** SLIPS: extra load on the block (a stand, BHA components, casing), t. */
  loadT: number;
  /** SLIPS: the load hangs until `delayS` (trip out: the stand is racked back) instead of after the move. */
  loadFirst: boolean;
  slide: boolean;
  footageM: number;
  drilledM: number;
  toBottom: boolean;
  /** MOVE: when non-zero the target is the block's position at the phase's start plus this, m. */
  liftM: number;
  /** HOLD: second at which the driller re-zeroes (-1: no re-zero); mask 1 = WOB, 2 = diff-P. */
  zeroAtS: number;
  zeroMask: number;
  tag: number;
  /** Bit out of the hole: depths do not move whatever the block does. */
  outOfHole: boolean;
}

export function phase(kind: number, activity: number, fields: Partial<Phase> = {}): Phase {
  // Every phase object has the same shape: the stepper's property reads stay monomorphic.
  return {
    kind,
    activity,
    durationS: 0,
    elapsedS: 0,
    targetBlockM: 0,
    speedMps: 0,
    delayS: 0,
    flowLpm: 0,
    rpm: 0,
    loadT: 0,
    loadFirst: false,
    slide: false,
    footageM: 0,
    drilledM: 0,
    toBottom: false,
    liftM: 0,
    zeroAtS: -1,
    zeroMask: 0,
    tag: PhaseTag.NONE,
    outOfHole: false,
    ...fields,
  };
}
