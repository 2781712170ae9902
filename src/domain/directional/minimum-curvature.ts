import { DEG as DEG_RAD, deltaAzimuthDeg, tangent, toDeg, toRad, wrap360 } from './angles';
import { VERTICAL_INC_DEG } from './arc';
import { ORIGIN_TIE_IN, type Station, type TieIn, type TrajectoryPoint } from './types';

const PER_30M = 30;

/** Dogleg angle between two hole directions, radians. Uses the numerically stable vector form. */
export function doglegRad(a: Station, b: Station): number {
  const t1 = tangent(a.incDeg, a.aziDeg);
  const t2 = tangent(b.incDeg, b.aziDeg);
  const dot = t1[0] * t2[0] + t1[1] * t2[1] + t1[2] * t2[2];
  const cross = Math.hypot(t1[1] * t2[2] - t1[2] * t2[1], t1[2] * t2[0] - t1[0] * t2[2], t1[0] * t2[1] - t1[1] * t2[0]);
  return Math.atan2(cross, dot);
}

/** Ratio factor RF = 2/β · tan(β/2), with its limit 1 for small β. */
export function ratioFactor(betaRad: number): number {
  if (Math.abs(betaRad) < 1e-7) return 1 + (betaRad * betaRad) / 12;
  return (2 / betaRad) * Math.tan(betaRad / 2);
}

/**
 * Toolface of the dogleg from a to b: the angle, measured at station a around the hole axis,
 * from the high side (gravity toolface) or from north (magnetic toolface) to the direction of the bend.
 * At a vertical station there is no high side: GTF is then referenced to north like MTF, the convention
 * of the vendor listings (welltrajconvert), instead of depending on the azimuth a vertical survey reports.
 */
export function toolfaceDeg(a: Station, b: Station): { gtfDeg: number; mtfDeg: number } {
  const beta = doglegRad(a, b);
  if (beta < 1e-9) return { gtfDeg: NaN, mtfDeg: NaN };
  if (a.incDeg < VERTICAL_INC_DEG) return { gtfDeg: wrap360(b.aziDeg), mtfDeg: wrap360(b.aziDeg) };
  const i1 = toRad(a.incDeg);
  const i2 = toRad(b.incDeg);
  const dA = toRad(deltaAzimuthDeg(a.aziDeg, b.aziDeg));
  // Standard closed form: tan(TF) = sin I2 sin ΔA / (sin I2 cos I1 cos ΔA − cos I2 sin I1)
  const y = Math.sin(i2) * Math.sin(dA);
  const x = Math.sin(i2) * Math.cos(i1) * Math.cos(dA) - Math.cos(i2) * Math.sin(i1);
  const gtf = wrap360(toDeg(Math.atan2(y, x)));
  // North-referenced toolface: the bend direction's azimuth as seen looking down a near-vertical hole.
  const mtf = wrap360(gtf + a.aziDeg);
  return { gtfDeg: gtf, mtfDeg: mtf };
}

/** Position step from a to b by minimum curvature, metres (N, E, V). */
export function minimumCurvatureStep(a: Station, b: Station): { dN: number; dE: number; dV: number; beta: number } {
  const dMd = b.mdM - a.mdM;
  const beta = doglegRad(a, b);
  const rf = ratioFactor(beta);
  const t1 = tangent(a.incDeg, a.aziDeg);
  const t2 = tangent(b.incDeg, b.aziDeg);
  const h = (dMd / 2) * rf;
  return { dN: h * (t1[0] + t2[0]), dE: h * (t1[1] + t2[1]), dV: h * (t1[2] + t2[2]), beta };
}

/**
 * Minimum-curvature trajectory of a survey: positions, DLS, build, turn and toolface per station.
 * The loop is written out (each station's trigonometry once, no intermediate objects) because surveys
 * are recomputed on every new station and 100,000-station wells are batch-processed; it computes
 * exactly what doglegRad, minimumCurvatureStep and toolfaceDeg do.
 * Points carry the station's MD, inclination and azimuth only, not other fields of the input objects.
 */
export function minimumCurvature(stations: readonly Station[], tieIn: TieIn = ORIGIN_TIE_IN): TrajectoryPoint[] {
  const count = stations.length;
  const out: TrajectoryPoint[] = new Array(count);
  if (count === 0) return out;
  let n = tieIn.northM;
  let e = tieIn.eastM;
  let v = tieIn.tvdM;
  let p = stations[0];
  out[0] = {
    mdM: p.mdM,
    incDeg: p.incDeg,
    aziDeg: p.aziDeg,
    tvdM: v,
    northM: n,
    eastM: e,
    doglegRad: 0,
    dlsDegPer30m: 0,
    buildDegPer30m: 0,
    turnDegPer30m: 0,
    gtfDeg: NaN,
    mtfDeg: NaN,
  };
  let si1 = Math.sin(p.incDeg * DEG_RAD);
  let ci1 = Math.cos(p.incDeg * DEG_RAD);
  let sa1 = Math.sin(p.aziDeg * DEG_RAD);
  let ca1 = Math.cos(p.aziDeg * DEG_RAD);
  for (let k = 1; k < count; k++) {
    const s = stations[k];
    const si2 = Math.sin(s.incDeg * DEG_RAD);
    const ci2 = Math.cos(s.incDeg * DEG_RAD);
    const sa2 = Math.sin(s.aziDeg * DEG_RAD);
    const ca2 = Math.cos(s.aziDeg * DEG_RAD);
    // tangents t = (sin I cos A, sin I sin A, cos I)
    const x1 = si1 * ca1,
      y1 = si1 * sa1,
      z1 = ci1;
    const x2 = si2 * ca2,
      y2 = si2 * sa2,
      z2 = ci2;
    const dot = x1 * x2 + y1 * y2 + z1 * z2;
    const cx = y1 * z2 - z1 * y2,
      cy = z1 * x2 - x1 * z2,
      cz = x1 * y2 - y1 * x2;
    const beta = Math.atan2(Math.sqrt(cx * cx + cy * cy + cz * cz), dot);
    const rf = ratioFactor(beta);
    const dMd = s.mdM - p.mdM;
    const h = (dMd / 2) * rf;
    n += h * (x1 + x2);
    e += h * (y1 + y2);
    v += h * (z1 + z2);
    const scale = dMd > 0 ? PER_30M / dMd : 0;
    let gtf = NaN;
    let mtf = NaN;
    if (beta >= 1e-9) {
      if (p.incDeg < VERTICAL_INC_DEG) {
        gtf = mtf = wrap360(s.aziDeg);
      } else {
        // components of t2 along the high side (cos I1 cos A1, cos I1 sin A1, −sin I1) and right side (−sin A1, cos A1, 0) at station 1
        const hs = x2 * ci1 * ca1 + y2 * ci1 * sa1 - z2 * si1;
        const rs = -x2 * sa1 + y2 * ca1;
        gtf = wrap360(Math.atan2(rs, hs) / DEG_RAD);
        mtf = wrap360(gtf + p.aziDeg);
      }
    }
    out[k] = {
      mdM: s.mdM,
      incDeg: s.incDeg,
      aziDeg: s.aziDeg,
      tvdM: v,
      northM: n,
      eastM: e,
      doglegRad: beta,
      dlsDegPer30m: (beta / DEG_RAD) * scale,
      buildDegPer30m: (s.incDeg - p.incDeg) * scale,
      // a vertical station has no azimuth, so a course starting or ending vertical has no turn rate
      turnDegPer30m: p.incDeg < VERTICAL_INC_DEG || s.incDeg < VERTICAL_INC_DEG ? 0 : deltaAzimuthDeg(p.aziDeg, s.aziDeg) * scale,
      gtfDeg: gtf,
      mtfDeg: mtf,
    };
    p = s;
    si1 = si2;
    ci1 = ci2;
    sa1 = sa2;
    ca1 = ca2;
  }
  return out;
}
