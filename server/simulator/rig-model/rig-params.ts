/**
 * The rig and string the model simulates: a land rig with a top drive drilling an 8½" section with
 * a bent motor on 5" drill pipe (DOMAIN.md ranges). Weights are buoyed, in tonnes.
 */
export interface RigParams {
  /** Travelling equipment hanging from the line: what the hook load reads in slips. */
  readonly blockWeightT: number;
  readonly bhaLengthM: number;
  readonly bhaWeightTPerM: number;
  readonly drillPipeWeightTPerM: number;
  readonly standLengthM: readonly [number, number];
  /** Hook-load drag while moving pipe without rotation, as a share of string weight. */
  readonly slidingDragFraction: number;
  readonly rotatingDragFraction: number;
  /** Nominal ROP at 12 t WOB and 70 rpm in rock of drillability 1, m/h; drawn per bit run. */
  readonly baseRopMph: readonly [number, number];
  /** The driller's instantaneous ROP limit (hole cleaning in the lateral), m/h. */
  readonly maxRopMph: number;
  /** Slide ROP relative to rotary at the same WOB (the motor alone turns the bit). */
  readonly slideRopFactor: number;
  /** Footage a bit drills before it is pulled, m; drawn per bit run. */
  readonly bitLifeM: readonly [number, number];
  readonly flowLpm: readonly [number, number];
  readonly rotaryRpm: readonly [number, number];
  readonly wobT: readonly [number, number];
  /** Gamma sensor distance behind the bit, m. */
  readonly gammaOffsetM: number;
  /** Probability that a stand starts with a slide (directional work). */
  readonly slideStandProbability: number;
  /** Probability that the driller re-zeroes WOB and diff-P before going back to bottom. */
  readonly zeroProbability: number;
  /** Probability per connection of a non-productive stop (rig repair), and its median length, s. */
  readonly nptProbability: number;
  readonly nptMedianS: number;
  /** Probability that the stand is reamed up and down before its connection (hole cleaning in the lateral). */
  readonly reamStandProbability: number;
  /** Block speed reaming a stand, m/s (a stand takes 4–8 minutes each way). */
  readonly reamSpeedMps: readonly [number, number];
  /** Probability per connection of circulating bottoms up (20–50 min) instead of a few minutes. */
  readonly bottomsUpProbability: number;
  /** Probability per connection of a rig service (top drive, drawworks greasing): 20–45 min, string still, pumps off. */
  readonly rigServiceProbability: number;
  /** Probability per connection of a short wiper trip (a few stands out and back in). */
  readonly wiperTripProbability: number;
  /** Stands the trip in washes down to bottom with pumps on (drawn per trip in). */
  readonly washDownStands: readonly [number, number];
  /** Probability that a trip out of the lateral (bit below 1000 m) starts pumping the first stands out, and how many. */
  readonly pumpOutProbability: number;
  readonly pumpOutStands: readonly [number, number];
}

export const DEFAULT_RIG_PARAMS: RigParams = {
  blockWeightT: 20,
  bhaLengthM: 160,
  bhaWeightTPerM: 0.12,
  drillPipeWeightTPerM: 0.026,
  standLengthM: [27.0, 27.6],
  slidingDragFraction: 0.08,
  rotatingDragFraction: 0.03,
  // Rotary ROP in the 8½" lateral 20–60 m/h (Volve 8½" ≈ 46 m/h), sliding about half of it.
  baseRopMph: [45, 62],
  maxRopMph: 90,
  slideRopFactor: 0.6,
  // PDC bits in the lateral drill 1.5–3 km before they are pulled.
  bitLifeM: [1500, 3000],
  flowLpm: [2200, 2700],
  rotaryRpm: [60, 100],
  wobT: [8, 16],
  gammaOffsetM: 12,
  slideStandProbability: 0.4,
  zeroProbability: 0.85,
  nptProbability: 0.012,
  nptMedianS: 2.5 * 3600,
  reamStandProbability: 0.9,
  reamSpeedMps: [0.05, 0.09],
  bottomsUpProbability: 0.2,
  rigServiceProbability: 0.05,
  wiperTripProbability: 0.025,
  washDownStands: [2, 3],
  pumpOutProbability: 0.5,
  pumpOutStands: [1, 3],
};

/** Buoyed weight of the string hanging below the rotary table with the bit at this depth, t. */
export function stringWeightT(p: RigParams, bitDepthM: number): number {
  if (bitDepthM <= 0) return 0;
  if (bitDepthM <= p.bhaLengthM) return bitDepthM * p.bhaWeightTPerM;
  return p.bhaLengthM * p.bhaWeightTPerM + (bitDepthM - p.bhaLengthM) * p.drillPipeWeightTPerM;
}
