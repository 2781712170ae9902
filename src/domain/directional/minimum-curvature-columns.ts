/**
 * Minimum curvature over columns: a survey as typed arrays (MD, inclination, azimuth) in, positions,
 * dogleg severity, build and turn as typed arrays out. For batch work over millions of stations
 * (re-processing a field's surveys, the benches): no object per station, each station's sine and cosine
 * computed once, the ratio factor from the chord between tangents without tan. The same numbers as `minimumCurvature`
 * (tested to 1e-9 m), without toolface.
 */
import { DEG, deltaAzimuthDeg } from './angles';
import { VERTICAL_INC_DEG } from './arc';
import { ORIGIN_TIE_IN, type TieIn } from './types';

const PER_30M = 30;

export interface SurveyColumns {
  readonly mdM: Float64Array;
  readonly incDeg: Float64Array;
  readonly aziDeg: Float64Array;
}

export interface TrajectoryColumns {
  readonly northM: Float64Array;
  readonly eastM: Float64Array;
  readonly tvdM: Float64Array;
  readonly dlsDegPer30m: Float64Array;
  readonly buildDegPer30m: Float64Array;
  readonly turnDegPer30m: Float64Array;
}

export function allocateTrajectoryColumns(count: number): TrajectoryColumns {
  return {
    northM: new Float64Array(count),
    eastM: new Float64Array(count),
    tvdM: new Float64Array(count),
    dlsDegPer30m: new Float64Array(count),
    buildDegPer30m: new Float64Array(count),
    turnDegPer30m: new Float64Array(count),
  };
}

/**
 * Below this change of an angle from one station to the next, radians (2.9°), its sine and cosine come
 * from the previous station's by the angle-addition formulas with series for the change (exact to
 * 1e-17), not from Math.sin and Math.cos: four transcendental calls were most of a station's time.
 */
const SMALL_STEP_RAD = 0.05;
/** Every this many stations the sines and cosines are taken afresh, so rounding cannot accumulate. */
const REANCHOR_EVERY = 64;
/** Below this half-chord (sin β/2, β ≈ 2.3°) β comes from the arcsine's series, exact to 1e-17. */
const SMALL_HALF_CHORD = 0.02;

// Series coefficients as multipliers: a division costs as much as a dozen multiplications, and this loop
// had twenty of them per station.
const S3 = -1 / 6;
const S5 = 1 / 120;
const S7 = -1 / 5040;
const C2 = -1 / 2;
const C4 = 1 / 24;
const C6 = -1 / 720;
const C8 = 1 / 40320;
const A3 = 1 / 6;
const A5 = 3 / 40;
const A7 = 15 / 336;
const A9 = 105 / 3456;
const RAD_TO_DEG = 1 / DEG;

/** sin(d) and cos(d) for |d| ≤ SMALL_STEP_RAD by their Taylor series (next terms below 1e-17). */
const sinSmall = (d: number, d2: number) => d * (1 + d2 * (S3 + d2 * (S5 + d2 * S7)));
const cosSmall = (d2: number) => 1 + d2 * (C2 + d2 * (C4 + d2 * (C6 + d2 * C8)));

/** Fills `out` (allocated when not given) and returns it. */
export function minimumCurvatureColumns(s: SurveyColumns, tieIn: TieIn = ORIGIN_TIE_IN, out?: TrajectoryColumns): TrajectoryColumns {
  const count = s.mdM.length;
  if (s.incDeg.length !== count || s.aziDeg.length !== count) throw new Error('survey columns differ in length');
  const o = out ?? allocateTrajectoryColumns(count);
  if (count === 0) return o;
  const { mdM, incDeg, aziDeg } = s;
  const { northM, eastM, tvdM, dlsDegPer30m, buildDegPer30m, turnDegPer30m } = o;
  let n = tieIn.northM;
  let e = tieIn.eastM;
  let v = tieIn.tvdM;
  northM[0] = n;
  eastM[0] = e;
  tvdM[0] = v;
  dlsDegPer30m[0] = buildDegPer30m[0] = turnDegPer30m[0] = 0;
  let i1 = incDeg[0] * DEG;
  let a1 = aziDeg[0] * DEG;
  let sinI1 = Math.sin(i1);
  let cosI1 = Math.cos(i1);
  let sinA1 = Math.sin(a1);
  let cosA1 = Math.cos(a1);
  let x1 = sinI1 * cosA1;
  let y1 = sinI1 * sinA1;
  let z1 = cosI1;
  let sinceAnchor = 0;
  for (let k = 1; k < count; k++) {
    const i2 = incDeg[k] * DEG;
    const a2 = aziDeg[k] * DEG;
    const di = i2 - i1;
    const da = a2 - a1;
    let sinI2: number, cosI2: number, sinA2: number, cosA2: number;
    if (++sinceAnchor < REANCHOR_EVERY && di < SMALL_STEP_RAD && di > -SMALL_STEP_RAD && da < SMALL_STEP_RAD && da > -SMALL_STEP_RAD) {
      const di2 = di * di;
      const sdi = sinSmall(di, di2);
      const cdi = cosSmall(di2);
      const da2 = da * da;
      const sda = sinSmall(da, da2);
      const cda = cosSmall(da2);
      sinI2 = sinI1 * cdi + cosI1 * sdi;
      cosI2 = cosI1 * cdi - sinI1 * sdi;
      sinA2 = sinA1 * cda + cosA1 * sda;
      cosA2 = cosA1 * cda - sinA1 * sda;
    } else {
      sinceAnchor = 0;
      sinI2 = Math.sin(i2);
      cosI2 = Math.cos(i2);
      sinA2 = Math.sin(a2);
      cosA2 = Math.cos(a2);
    }
    const x2 = sinI2 * cosA2;
    const y2 = sinI2 * sinA2;
    const z2 = cosI2;
    // β from the chord between unit tangents: stable for tiny and near-180° doglegs alike.
    const dx = x2 - x1,
      dy = y2 - y1,
      dz = z2 - z1;
    const chord2 = dx * dx + dy * dy + dz * dz;
    const hc = Math.min(1, Math.sqrt(chord2) * 0.5); // sin(β/2)
    let beta: number;
    if (hc < SMALL_HALF_CHORD) {
      const h2 = hc * hc;
      beta = 2 * hc * (1 + h2 * (A3 + h2 * (A5 + h2 * (A7 + h2 * A9))));
    } else beta = 2 * Math.asin(hc);
    // RF = 2/β · tan(β/2), tan(β/2) = hc / √(1 − hc²); below 1e-4 rad the series 1 + β²/12 is exact to 1e-17.
    // An exact reversal (β = π) has no plane: no arc is defined, the position stays (never NaN).
    const cosHalf2 = 1 - hc * hc;
    const rf = beta < 1e-4 ? 1 + beta * beta * (1 / 12) : cosHalf2 > 0 ? (2 * hc) / (beta * Math.sqrt(cosHalf2)) : 0;
    const dMd = mdM[k] - mdM[k - 1];
    const h = dMd * 0.5 * rf;
    n += h * (x1 + x2);
    e += h * (y1 + y2);
    v += h * (z1 + z2);
    northM[k] = n;
    eastM[k] = e;
    tvdM[k] = v;
    const scale = dMd > 0 ? PER_30M / dMd : 0;
    dlsDegPer30m[k] = beta * RAD_TO_DEG * scale;
    const incPrev = incDeg[k - 1];
    const incNow = incDeg[k];
    buildDegPer30m[k] = (incNow - incPrev) * scale;
    if (incPrev < VERTICAL_INC_DEG || incNow < VERTICAL_INC_DEG) turnDegPer30m[k] = 0;
    else {
      // deltaAzimuthDeg without its remainder (a slow call) when the change is within a turn either way
      let turn = aziDeg[k] - aziDeg[k - 1];
      if (turn > 180) turn -= 360;
      else if (turn <= -180) turn += 360;
      if (turn > 180 || turn <= -180) turn = deltaAzimuthDeg(aziDeg[k - 1], aziDeg[k]);
      turnDegPer30m[k] = turn * scale;
    }
    i1 = i2;
    a1 = a2;
    sinI1 = sinI2;
    cosI1 = cosI2;
    sinA1 = sinA2;
    cosA1 = cosA2;
    x1 = x2;
    y1 = y2;
    z1 = z2;
  }
  return o;
}
