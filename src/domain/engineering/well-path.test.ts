/**
 * The sampled path agrees with the directional engine: at every survey station its TVD is the
 * minimum-curvature TVD (the same arcs; at a station between nodes, within the chord's sag), its
 * direction the station's, and between stations it lies
 * on the arc (a 90° build of radius R reaches TVD R from the kick-off, exactly).
 */
import { describe, expect, it } from 'vitest';
import { tangent } from '../directional/angles';
import { minimumCurvature } from '../directional/minimum-curvature';
import { ORIGIN_TIE_IN, type Station } from '../directional/types';
import { tvdAtMd, wellPath } from './well-path';

describe('well path sampling', () => {
  const stations: Station[] = [
    { mdM: 0, incDeg: 0, aziDeg: 0 },
    { mdM: 500, incDeg: 0, aziDeg: 0 },
    { mdM: 537.3, incDeg: 7.1, aziDeg: 42 },
    { mdM: 800, incDeg: 31.5, aziDeg: 55.2 },
    { mdM: 1234.56, incDeg: 62, aziDeg: 71 },
    { mdM: 2000, incDeg: 89.5, aziDeg: 90.3 },
  ];

  it('matches minimum curvature at every station, whatever the step', () => {
    const mc = minimumCurvature(stations, ORIGIN_TIE_IN);
    for (const step of [1, 7, 30]) {
      const p = wellPath(stations, step);
      expect(p.mdM[p.mdM.length - 1]).toBe(2000);
      for (const s of mc) {
        // Between nodes TVD is interpolated along the chord: millimetres at 1 m, decimetres at 30 m.
        expect(Math.abs(tvdAtMd(p, s.mdM) - s.tvdM)).toBeLessThan(step === 1 ? 1e-3 : 0.2);
        const i = p.mdM.indexOf(s.mdM);
        if (i >= 0) {
          const t = tangent(s.incDeg, s.aziDeg);
          for (let k = 0; k < 3; k++) expect(p.t[3 * i + k]).toBeCloseTo(t[k], 9);
        }
      }
    }
  });

  it('a 90° build of radius R gains exactly R of TVD', () => {
    const R = 30 / ((3 * Math.PI) / 180);
    const p = wellPath(
      [
        { mdM: 0, incDeg: 0, aziDeg: 0 },
        { mdM: 1000, incDeg: 0, aziDeg: 0 },
        { mdM: 1000 + (R * Math.PI) / 2, incDeg: 90, aziDeg: 0 },
      ],
      1,
    );
    expect(p.tvdM[p.tvdM.length - 1]).toBeCloseTo(1000 + R, 6);
  });

  it('a survey tied in below the surface is straight above its first station', () => {
    const p = wellPath(
      [
        { mdM: 100, incDeg: 10, aziDeg: 0 },
        { mdM: 200, incDeg: 10, aziDeg: 0 },
      ],
      10,
    );
    expect(p.mdM[0]).toBe(0);
    expect(p.tvdM[10]).toBeCloseTo(100 * Math.cos((10 * Math.PI) / 180), 9);
  });
});
