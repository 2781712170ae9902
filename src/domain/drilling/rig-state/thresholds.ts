/**
 * Rig-state thresholds, declared once. Detection, stand detection, the KPIs and the simulator's
 * labelling conventions all read these; a tuning change happens here and nowhere else.
 */
export interface RigStateThresholds {
  /** Hole depth − bit depth below this: the bit is on bottom, m (DOMAIN: ~0.5 m). */
  readonly onBottomM: number;
  /** Bit depth below this: out of hole, m. */
  readonly outOfHoleBitDepthM: number;
  /** Hook load below block weight + this margin (or the share below, if more): the string is in slips, t. */
  readonly slipsMarginT: number;
  /**
   * The slips margin as a share of the block weight: an offshore block of 65 t reads ±8 t as the
   * rig heaves and the crew handles the next stand, a land block of 20 t a few tonnes.
   */
  readonly slipsMarginShare: number;
  /** Standpipe pressure above this: pumping, MPa (a rig without flow-in paddle or with it broken). */
  readonly pumpingSppMPa: number;
  /** Total pump strokes above this: pumping, strokes/min. */
  readonly pumpingSpm: number;
  /** Weight on bit above this: the bit is drilling even if hole depth has not moved yet, t. */
  readonly drillingWobT: number;
  /** Hole depth gaining at least `holeAdvanceM` within ± this window: the hole advances, s. */
  readonly holeAdvanceWindowS: number;
  readonly holeAdvanceM: number;
  /** Flow in above this: pumping, L/min. */
  readonly pumpingLpm: number;
  /** Surface RPM above this: rotating. */
  readonly rotatingRpm: number;
  /**
   * Bit speed above this: the string is moving, m/s. Above any ROP (0.04 m/s = 144 m/h), so on
   * bottom it separates washing the last metre down from drilling.
   */
  readonly movingMps: number;
  /** Half-width of the centred difference that measures bit speed, s. */
  readonly velocityHalfWindowS: number;
  /**
   * In slips closer to bottom than this is a drilling connection; farther, a trip's slips, m. About a
   * stand: many crews ream the stand or pick up before setting slips.
   */
  readonly connectionMaxOffBottomM: number;
  /** Primitive flicker shorter than this is removed before activities are formed, s. */
  readonly blipS: number;
  /** Runs of an activity shorter than this are absorbed by a neighbour, s. */
  readonly minActivityS: number;
  /** A still string (off bottom, no pumps, no rotation, out of slips) shorter than this belongs to what follows; longer is OTHER, s. */
  readonly idleAbsorbS: number;
  /** WOB / diff-P readings are only meaningful this close to bottom, m. */
  readonly nearBottomM: number;
}

export const RIG_STATE_THRESHOLDS: RigStateThresholds = {
  onBottomM: 0.5,
  outOfHoleBitDepthM: 1,
  slipsMarginT: 5,
  slipsMarginShare: 0.15,
  pumpingLpm: 300,
  pumpingSppMPa: 1,
  pumpingSpm: 10,
  drillingWobT: 1,
  holeAdvanceWindowS: 60,
  holeAdvanceM: 0.05,
  rotatingRpm: 10,
  movingMps: 0.04,
  velocityHalfWindowS: 1,
  connectionMaxOffBottomM: 40,
  blipS: 5,
  minActivityS: 5,
  idleAbsorbS: 300,
  nearBottomM: 30,
};

/** Hook load under this is "in slips" for a rig whose block weighs `blockWeightT`, t. */
export function slipsBelowT(blockWeightT: number, th: RigStateThresholds): number {
  // A share of 0: the margin in tonnes alone (an override may even put the threshold under the block weight).
  return blockWeightT + (th.slipsMarginShare > 0 ? Math.max(th.slipsMarginT, th.slipsMarginShare * Math.abs(blockWeightT)) : th.slipsMarginT);
}

/** Per-well detection settings that override the estimates (the well configuration's). */
export interface DetectionOverrides {
  blockWeightT?: number;
  /** Hook load below this is in slips, t (default: block weight + margin). */
  slipsBelowT?: number;
  onBottomM?: number;
  connectionMaxOffBottomM?: number;
}

/** A tared rig's slips margin never exceeds this (a light string weighs more than the block by about this much), t. */
const TARED_MARGIN_MAX_T = 15;

/**
 * The thresholds one rig is judged by: the base ones, the well's overrides, and for a hook load
 * zeroed at the block weight (whose weight, which the margin is a share of, is then unknown) a
 * margin from how far the in-slips readings stray (`spreadT`). Detection and stand detection both
 * take their thresholds from here, so the two agree on what "in slips" is.
 */
export function rigThresholds(
  base: RigStateThresholds,
  rig: { blockWeightT: number; tared?: boolean; spreadT?: number },
  o: DetectionOverrides = {},
): RigStateThresholds {
  let th: RigStateThresholds = {
    ...base,
    ...(o.onBottomM !== undefined ? { onBottomM: o.onBottomM } : {}),
    ...(o.connectionMaxOffBottomM !== undefined ? { connectionMaxOffBottomM: o.connectionMaxOffBottomM } : {}),
  };
  if (rig.tared && rig.spreadT !== undefined && Number.isFinite(rig.spreadT)) {
    th = { ...th, slipsMarginT: Math.min(TARED_MARGIN_MAX_T, Math.max(th.slipsMarginT, 2 * rig.spreadT)) };
  }
  // An override of the threshold itself is expressed as block weight + margin, as everything reads it.
  if (o.slipsBelowT !== undefined) th = { ...th, slipsMarginT: o.slipsBelowT - rig.blockWeightT, slipsMarginShare: 0 };
  return th;
}
