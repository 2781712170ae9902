/** Small algebra on symmetric 3×3 covariances (N, E, V), kept allocation-light for scans. */
import type { Vec3 } from '../arc';
import type { Cov3 } from './types';

/** Mutable accumulator: [nn, ee, vv, ne, nv, ev]. */
export type CovAcc = Float64Array;

export const newAcc = (): CovAcc => new Float64Array(6);

export function addOuter(acc: CovAcc, v: Vec3 | Float64Array, offset = 0): void {
  const x = v[offset];
  const y = v[offset + 1];
  const z = v[offset + 2];
  acc[0] += x * x;
  acc[1] += y * y;
  acc[2] += z * z;
  acc[3] += x * y;
  acc[4] += x * z;
  acc[5] += y * z;
}

export function accToCov(a: ArrayLike<number>, offset = 0): Cov3 {
  return { nn: a[offset], ee: a[offset + 1], vv: a[offset + 2], ne: a[offset + 3], nv: a[offset + 4], ev: a[offset + 5] };
}

/** uᵀ C u: the variance of the position along direction u (u need not be unit). */
export function quadraticForm(c: Cov3, u: Vec3): number {
  const [x, y, z] = u;
  return c.nn * x * x + c.ee * y * y + c.vv * z * z + 2 * (c.ne * x * y + c.nv * x * z + c.ev * y * z);
}

/** R C Rᵀ for a rotation whose rows are the new axes, expressed in N, E, V. */
export function rotateCov(c: Cov3, r0: Vec3, r1: Vec3, r2: Vec3): Cov3 {
  const m = [
    [c.nn, c.ne, c.nv],
    [c.ne, c.ee, c.ev],
    [c.nv, c.ev, c.vv],
  ];
  const mul = (a: Vec3, b: Vec3): number => {
    let s = 0;
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) s += a[i] * m[i][j] * b[j];
    return s;
  };
  return { nn: mul(r0, r0), ee: mul(r1, r1), vv: mul(r2, r2), ne: mul(r0, r1), nv: mul(r0, r2), ev: mul(r1, r2) };
}
