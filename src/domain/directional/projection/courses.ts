/**
 * The projection primitives: from the last survey, a straight course, a course to a given inclination
 * and azimuth, or an arc at a given DLS and toolface, each ending at a course length, an MD, a TVD or
 * a vertical section. Real-time methods and trajectory modes are combinations of these.
 */
import { tangent, toRad } from '../angles';
import { arcEndStation, magneticToGravityToolfaceDeg } from '../arc';
import { pointOnCourse } from '../interpolate';
import { doglegRad, ratioFactor } from '../minimum-curvature';
import { continuePath } from '../path';
import type { PathState, Station, TrajectoryPoint } from '../types';
import { verticalSectionM, type HorizontalPosition } from '../vertical-section';
import { ProjectionError, projection, type Projection } from './projection';

function positiveLength(lengthM: number, what: string): number {
  if (!(lengthM > 0) || !Number.isFinite(lengthM))
    throw new ProjectionError(`${what}: the course length would be ${lengthM.toFixed(2)} m; it must be positive`);
  return lengthM;
}

/** Hold the current inclination and azimuth for lengthM. */
export function straightFor(start: PathState, lengthM: number): Projection {
  const L = positiveLength(lengthM, 'straight line');
  return projection(continuePath(start, [{ mdM: start.mdM + L, incDeg: start.incDeg, aziDeg: start.aziDeg }]));
}

export const straightToMd = (start: PathState, mdM: number): Projection => straightFor(start, mdM - start.mdM);

/** Hold until TVD reaches tvdM. */
export function straightToTvd(start: PathState, tvdM: number): Projection {
  const c = Math.cos(toRad(start.incDeg));
  if (Math.abs(c) < 1e-12) throw new ProjectionError(`a horizontal hole never reaches TVD ${tvdM} m`);
  return straightFor(start, (tvdM - start.tvdM) / c);
}

/** Hold until the vertical section along vsAziDeg reaches vsM. */
export function straightToVs(start: PathState, vsM: number, vsAziDeg: number, origin?: HorizontalPosition): Projection {
  const t = tangent(start.incDeg, start.aziDeg);
  const rate = t[0] * Math.cos(toRad(vsAziDeg)) + t[1] * Math.sin(toRad(vsAziDeg));
  if (Math.abs(rate) < 1e-12) throw new ProjectionError(`the hole is perpendicular to the ${vsAziDeg}° section: VS never changes`);
  return straightFor(start, (vsM - verticalSectionM(start, vsAziDeg, origin)) / rate);
}

/** One minimum-curvature course of lengthM ending at inc/azi (CL/INC/AZM). */
export function incAziFor(start: PathState, lengthM: number, incDeg: number, aziDeg: number): Projection {
  const L = positiveLength(lengthM, 'CL/INC/AZM');
  const end: Station = { mdM: start.mdM + L, incDeg, aziDeg };
  return projection(continuePath(start, [end]), withCurvature(start, end));
}

export const incAziToMd = (start: PathState, mdM: number, incDeg: number, aziDeg: number): Projection => incAziFor(start, mdM - start.mdM, incDeg, aziDeg);

/**
 * Course ending at inc/azi whose TVD gain is tvdM − start: closed form, because the ratio factor depends
 * only on the two directions: ΔTVD = L/2 · RF · (cos I1 + cos I2).
 */
export function incAziToTvd(start: PathState, tvdM: number, incDeg: number, aziDeg: number): Projection {
  const end = { mdM: start.mdM, incDeg, aziDeg };
  const rf = ratioFactor(doglegRad(start, end));
  const sumCos = Math.cos(toRad(start.incDeg)) + Math.cos(toRad(incDeg));
  if (Math.abs(sumCos) < 1e-12) throw new ProjectionError(`a course from ${start.incDeg}° to ${incDeg}° gains no TVD`);
  return incAziFor(start, (2 * (tvdM - start.tvdM)) / (rf * sumCos), incDeg, aziDeg);
}

/** Arc of lengthM at dlsDegPer30m bending toward gravity toolface gtfDeg (CL/DLS/TF). */
export function dlsTfFor(start: PathState, lengthM: number, dlsDegPer30m: number, gtfDeg: number): Projection {
  const L = positiveLength(lengthM, 'CL/DLS/TF');
  return projection(continuePath(start, arcCourses(start, L, dlsDegPer30m, gtfDeg)), { dlsDegPer30m, gtfDeg });
}

export const dlsTfToMd = (start: PathState, mdM: number, dlsDegPer30m: number, gtfDeg: number): Projection =>
  dlsTfFor(start, mdM - start.mdM, dlsDegPer30m, gtfDeg);

/** Arc at DLS with a magnetic (north-referenced) toolface (CL/DLS/MTF). */
export function dlsMtfFor(start: PathState, lengthM: number, dlsDegPer30m: number, mtfDeg: number): Projection {
  return dlsTfFor(start, lengthM, dlsDegPer30m, magneticToGravityToolfaceDeg(mtfDeg, start.incDeg, start.aziDeg));
}

/** Arc at DLS/TF until TVD reaches tvdM (the first time). Searched along at most one full turn. */
export function dlsTfToTvd(start: PathState, tvdM: number, dlsDegPer30m: number, gtfDeg: number): Projection {
  const maxLengthM = dlsDegPer30m > 0 ? (360 / dlsDegPer30m) * 30 : 1e5;
  const along = (L: number) => continuePath(start, arcCourses(start, L, dlsDegPer30m, gtfDeg));
  const tvdAt = (L: number) => along(L).at(-1)!.tvdM;
  const sign = Math.sign(tvdM - start.tvdM);
  if (sign === 0) throw new ProjectionError(`already at TVD ${tvdM} m`);
  const stepM = Math.min(10, maxLengthM / 72);
  let lo = 0;
  let hi = 0;
  for (let L = stepM; L <= maxLengthM + 1e-9; L += stepM) {
    if ((tvdAt(L) - tvdM) * sign >= 0) {
      hi = L;
      lo = L - stepM;
      break;
    }
  }
  if (hi === 0) throw new ProjectionError(`an arc at ${dlsDegPer30m}°/30 m toolface ${gtfDeg}° never reaches TVD ${tvdM} m`);
  for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if ((tvdAt(mid) - tvdM) * sign >= 0) hi = mid;
    else lo = mid;
  }
  return projection(along((lo + hi) / 2), { dlsDegPer30m, gtfDeg });
}

/**
 * Curve at DLS to inc/azi, then hold, for lengthM in all (MAX_INC_AZM: build or turn to a limit and
 * stay there). If the curve needs more than lengthM, the projection ends part-way along it.
 */
export function curveToIncAziThenHold(start: PathState, lengthM: number, dlsDegPer30m: number, incDeg: number, aziDeg: number): Projection {
  const L = positiveLength(lengthM, 'curve then hold');
  const to = { mdM: start.mdM, incDeg, aziDeg };
  const beta = doglegRad(start, to);
  const curveM = dlsDegPer30m > 0 ? (beta * 180 * 30) / (Math.PI * dlsDegPer30m) : Infinity;
  if (beta < 1e-12) return straightFor(start, L);
  if (!Number.isFinite(curveM)) throw new ProjectionError('a positive DLS is needed to turn to the new inclination and azimuth');
  const full = continuePath(start, [{ ...to, mdM: start.mdM + curveM }]);
  if (curveM >= L) return projection([full[0], pointOnCourse(full[0], full[1], L)], { dlsDegPer30m });
  return projection(
    continuePath(start, [
      { ...to, mdM: start.mdM + curveM },
      { ...to, mdM: start.mdM + L },
    ]),
    { dlsDegPer30m },
  );
}

/** Arc stations of length L split into courses below 180° (one course cannot hold a longer arc). */
function arcCourses(start: Station, L: number, dlsDegPer30m: number, gtfDeg: number): Station[] {
  const doglegDeg = (dlsDegPer30m * L) / 30;
  const parts = Math.max(1, Math.ceil(doglegDeg / 90 - 1e-9));
  return Array.from({ length: parts }, (_, i) => arcEndStation(start, (L * (i + 1)) / parts, dlsDegPer30m, gtfDeg));
}

function withCurvature(start: Station, end: Station): { dlsDegPer30m: number; gtfDeg?: number } {
  const t = continuePath({ ...start, tvdM: 0, northM: 0, eastM: 0 }, [end]);
  const p: TrajectoryPoint = t[1];
  return Number.isFinite(p.gtfDeg) ? { dlsDegPer30m: p.dlsDegPer30m, gtfDeg: p.gtfDeg } : { dlsDegPer30m: p.dlsDegPer30m };
}
