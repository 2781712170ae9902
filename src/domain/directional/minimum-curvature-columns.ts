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
  let si1 = Math.sin(incDeg[0] * DEG);
  let x1 = si1 * Math.cos(aziDeg[0] * DEG);
  let y1 = si1 * Math.sin(aziDeg[0] * DEG);
  let z1 = Math.cos(incDeg[0] * DEG);
  for (let k = 1; k < count; k++) {
    const i2 = incDeg[k] * DEG;
    const a2 = aziDeg[k] * DEG;
    const si2 = Math.sin(i2);
    const x2 = si2 * Math.cos(a2);
    const y2 = si2 * Math.sin(a2);
    const z2 = Math.cos(i2);
    // β from the chord between unit tangents: stable for tiny and near-180° doglegs alike.
    const dx = x2 - x1,
      dy = y2 - y1,
      dz = z2 - z1;
    const chord2 = dx * dx + dy * dy + dz * dz;
    const hc = Math.min(1, Math.sqrt(chord2) / 2); // sin(β/2)
    const beta = 2 * Math.asin(hc);
    // RF = 2/β · tan(β/2), tan(β/2) = hc / √(1 − hc²); below 1e-4 rad the series 1 + β²/12 is exact to 1e-17.
    // An exact reversal (β = π) has no plane: no arc is defined, the position stays (never NaN).
    const cosHalf2 = 1 - hc * hc;
    const rf = beta < 1e-4 ? 1 + (beta * beta) / 12 : cosHalf2 > 0 ? (2 / beta) * (hc / Math.sqrt(cosHalf2)) : 0;
    const dMd = mdM[k] - mdM[k - 1];
    const h = (dMd / 2) * rf;
    n += h * (x1 + x2);
    e += h * (y1 + y2);
    v += h * (z1 + z2);
    northM[k] = n;
    eastM[k] = e;
    tvdM[k] = v;
    const scale = dMd > 0 ? PER_30M / dMd : 0;
    dlsDegPer30m[k] = (beta / DEG) * scale;
    const incPrev = incDeg[k - 1];
    const incNow = incDeg[k];
    buildDegPer30m[k] = (incNow - incPrev) * scale;
    if (incPrev < VERTICAL_INC_DEG || incNow < VERTICAL_INC_DEG) turnDegPer30m[k] = 0;
    else turnDegPer30m[k] = deltaAzimuthDeg(aziDeg[k - 1], aziDeg[k]) * scale;
    x1 = x2;
    y1 = y2;
    z1 = z2;
  }
  return o;
}
