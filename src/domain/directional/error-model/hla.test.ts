import { describe, expect, it } from 'vitest';
import { hlaSigmas, horizontalEllipse, nevToHla } from './hla';

describe('HLA frame and horizontal ellipse', () => {
  it('a horizontal hole heading east has H up, L south, A east', () => {
    // variances 1 (N), 4 (E), 9 (V)
    const h = nevToHla({ nn: 1, ee: 4, vv: 9, ne: 0, nv: 0, ev: 0 }, 90, 90);
    expect(h.nn).toBeCloseTo(9, 12); // H is vertical
    expect(h.ee).toBeCloseTo(1, 12); // L is south
    expect(h.vv).toBeCloseTo(4, 12); // A is east
  });

  it('a vertical hole uses north for H and east for L whatever its azimuth says', () => {
    const s = hlaSigmas({ nn: 4, ee: 1, vv: 9, ne: 0, nv: 0, ev: 0 }, 0, 135);
    expect([s.sigmaHM, s.sigmaLM, s.sigmaAM]).toEqual([2, 1, 3]);
  });

  it('the horizontal ellipse of a 2 m × 1 m error turned to azimuth 30°', () => {
    const a = (30 * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    // R diag(4, 1) Rᵀ with the major axis along (cos 30°, sin 30°) in (N, E)
    const cov = { nn: 4 * c * c + s * s, ee: 4 * s * s + c * c, vv: 0, ne: 3 * c * s, nv: 0, ev: 0 };
    const e = horizontalEllipse(cov);
    expect(e.semiMajorM).toBeCloseTo(2, 12);
    expect(e.semiMinorM).toBeCloseTo(1, 12);
    expect(e.majorAziDeg).toBeCloseTo(30, 10);
  });
});
