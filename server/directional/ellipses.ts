/** Uncertainty at any point of a trajectory: 1-sd HLA half-axes and the plan-view ellipse (spec: ellipses). */
import type { ApiEllipse } from '../../src/api/directional/types';
import { hlaSigmas, horizontalEllipse } from '../../src/domain/directional/error-model/hla';
import type { Cov3 } from '../../src/domain/directional/error-model/types';
import type { WellUncertainty } from '../../src/domain/directional/error-model/well-uncertainty';
import type { TrajectoryPoint } from '../../src/domain/directional/types';

export type { ApiEllipse };

/** Index k of the course of `base` holding mdM (last index at or beyond the end). */
function courseOf(base: readonly TrajectoryPoint[], mdM: number): number {
  let lo = 0;
  let hi = base.length - 1;
  if (mdM >= base[hi].mdM) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (base[mid].mdM <= mdM) lo = mid;
    else hi = mid;
  }
  return lo;
}

export function covarianceAt(base: readonly TrajectoryPoint[], unc: WellUncertainty, p: TrajectoryPoint): Cov3 {
  const k = courseOf(base, p.mdM);
  if (Math.abs(base[k].mdM - p.mdM) < 1e-6 || k === base.length - 1) return unc.covariances[k];
  return unc.covarianceAfter(k, p);
}

export function ellipseOf(c: Cov3, p: TrajectoryPoint): ApiEllipse {
  const s = hlaSigmas(c, p.incDeg, p.aziDeg);
  const h = horizontalEllipse(c);
  return {
    sigma_h: s.sigmaHM,
    sigma_l: s.sigmaLM,
    sigma_a: s.sigmaAM,
    semi_major: h.semiMajorM,
    semi_minor: h.semiMinorM,
    major_azimuth: h.majorAziDeg,
    nev: { nn: c.nn, ee: c.ee, vv: c.vv, ne: c.ne, nv: c.nv, ev: c.ev },
  };
}

/** Ellipses at `points`, from the uncertainty computed along `base` (the stations as surveyed). */
export function ellipsesAlong(points: readonly TrajectoryPoint[], base: readonly TrajectoryPoint[], unc: WellUncertainty): ApiEllipse[] {
  if (base.length === 0) return [];
  return points.map((p) => ellipseOf(covarianceAt(base, unc, p), p));
}
