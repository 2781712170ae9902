/**
 * An offset well prepared for proximity queries: each course as its circular arc (closed-form frame) and
 * a two-level tree of bounding spheres, so a query touches the few courses that can be nearest instead of
 * all of them. Built once per offset, queried once per reference station.
 */
import { tangent } from '../angles';
import type { TrajectoryPoint } from '../types';

/** Below this dogleg a course is treated as a straight line (sagitta under 1e-13 of its length). */
const STRAIGHT_RAD = 1e-6;
const BLOCK = 16;

export interface Course {
  readonly index: number;
  readonly lengthM: number;
  /** Start position (N, E, V). */
  readonly pN: number;
  readonly pE: number;
  readonly pV: number;
  /** Unit tangent at the start. */
  readonly tN: number;
  readonly tE: number;
  readonly tV: number;
  /** Unit normal towards the end tangent, in the arc's plane (zero for a straight course). */
  readonly nN: number;
  readonly nE: number;
  readonly nV: number;
  readonly betaRad: number;
  /** Radius of curvature (Infinity when straight). */
  readonly radiusM: number;
  /** Bounding sphere: centre at the arc's middle, radius reaching both ends. */
  readonly cN: number;
  readonly cE: number;
  readonly cV: number;
  readonly rM: number;
}

export interface Block {
  readonly first: number;
  readonly last: number;
  readonly cN: number;
  readonly cE: number;
  readonly cV: number;
  readonly rM: number;
}

export interface OffsetIndex {
  readonly trajectory: readonly TrajectoryPoint[];
  readonly courses: readonly Course[];
  readonly blocks: readonly Block[];
  /** Sphere holding the whole well: the first, coarsest filter. */
  readonly bounds: { readonly cN: number; readonly cE: number; readonly cV: number; readonly rM: number };
}

function course(a: TrajectoryPoint, b: TrajectoryPoint, index: number): Course {
  const [tN, tE, tV] = tangent(a.incDeg, a.aziDeg);
  const t2 = tangent(b.incDeg, b.aziDeg);
  const lengthM = b.mdM - a.mdM;
  const beta = b.doglegRad ?? 0;
  let nN = 0;
  let nE = 0;
  let nV = 0;
  let radiusM = Infinity;
  let cN: number;
  let cE: number;
  let cV: number;
  if (beta > STRAIGHT_RAD) {
    // component of t2 normal to t1, normalised: the direction the arc bends
    const c = tN * t2[0] + tE * t2[1] + tV * t2[2];
    const s = Math.sin(beta);
    nN = (t2[0] - c * tN) / s;
    nE = (t2[1] - c * tE) / s;
    nV = (t2[2] - c * tV) / s;
    radiusM = lengthM / beta;
    const h = beta / 2;
    cN = a.northM + radiusM * (Math.sin(h) * tN + (1 - Math.cos(h)) * nN);
    cE = a.eastM + radiusM * (Math.sin(h) * tE + (1 - Math.cos(h)) * nE);
    cV = a.tvdM + radiusM * (Math.sin(h) * tV + (1 - Math.cos(h)) * nV);
  } else {
    cN = (a.northM + b.northM) / 2;
    cE = (a.eastM + b.eastM) / 2;
    cV = (a.tvdM + b.tvdM) / 2;
  }
  const rM = Math.max(Math.hypot(a.northM - cN, a.eastM - cE, a.tvdM - cV), Math.hypot(b.northM - cN, b.eastM - cE, b.tvdM - cV)) + 1e-9;
  return { index, lengthM, pN: a.northM, pE: a.eastM, pV: a.tvdM, tN, tE, tV, nN, nE, nV, betaRad: beta > STRAIGHT_RAD ? beta : 0, radiusM, cN, cE, cV, rM };
}

function enclose(items: readonly { cN: number; cE: number; cV: number; rM: number }[]) {
  let lo = [Infinity, Infinity, Infinity];
  let hi = [-Infinity, -Infinity, -Infinity];
  for (const s of items) {
    lo = [Math.min(lo[0], s.cN - s.rM), Math.min(lo[1], s.cE - s.rM), Math.min(lo[2], s.cV - s.rM)];
    hi = [Math.max(hi[0], s.cN + s.rM), Math.max(hi[1], s.cE + s.rM), Math.max(hi[2], s.cV + s.rM)];
  }
  const cN = (lo[0] + hi[0]) / 2;
  const cE = (lo[1] + hi[1]) / 2;
  const cV = (lo[2] + hi[2]) / 2;
  let rM = 0;
  for (const s of items) rM = Math.max(rM, Math.hypot(s.cN - cN, s.cE - cE, s.cV - cV) + s.rM);
  return { cN, cE, cV, rM };
}

export function buildOffsetIndex(trajectory: readonly TrajectoryPoint[]): OffsetIndex {
  const courses: Course[] = [];
  for (let k = 0; k + 1 < trajectory.length; k++) courses.push(course(trajectory[k], trajectory[k + 1], k));
  const blocks: Block[] = [];
  for (let first = 0; first < courses.length; first += BLOCK) {
    const last = Math.min(courses.length, first + BLOCK) - 1;
    blocks.push({ first, last, ...enclose(courses.slice(first, last + 1)) });
  }
  const p0 = trajectory[0];
  const bounds = blocks.length > 0 ? enclose(blocks) : { cN: p0.northM, cE: p0.eastM, cV: p0.tvdM, rM: 1e-9 };
  return { trajectory, courses, blocks, bounds };
}

/** Lower bound of the distance from a point to anything inside a sphere. */
export function sphereGapM(s: { cN: number; cE: number; cV: number; rM: number }, n: number, e: number, v: number): number {
  // sqrt of the sum, not Math.hypot: this runs for every sphere of every query
  const dn = n - s.cN;
  const de = e - s.cE;
  const dv = v - s.cV;
  return Math.sqrt(dn * dn + de * de + dv * dv) - s.rM;
}

type Sphere = { readonly cN: number; readonly cE: number; readonly cV: number; readonly rM: number };
const sphereGap = (x: Sphere, y: Sphere) => Math.hypot(x.cN - y.cN, x.cE - y.cE, x.cV - y.cV) - x.rM - y.rM;

/**
 * Whether two wells may come within radiusM of each other: block spheres first, then the course
 * spheres of block pairs that pass. Conservative: true can be a near miss, false is certain.
 */
export function wellsWithin(a: OffsetIndex, b: OffsetIndex, radiusM: number): boolean {
  if (a.courses.length === 0 || b.courses.length === 0) return sphereGap(a.bounds, b.bounds) <= radiusM;
  if (sphereGap(a.bounds, b.bounds) > radiusM) return false;
  for (const x of a.blocks) {
    if (sphereGap(x, b.bounds) > radiusM) continue;
    for (const y of b.blocks) {
      if (sphereGap(x, y) > radiusM) continue;
      for (let i = x.first; i <= x.last; i++) {
        for (let j = y.first; j <= y.last; j++) if (sphereGap(a.courses[i], b.courses[j]) <= radiusM) return true;
      }
    }
  }
  return false;
}
