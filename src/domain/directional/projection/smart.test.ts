import { describe, expect, it } from 'vitest';
import type { PathState } from '../types';
import { liveSmartAziToBit, liveToBit } from './live';
import { ProjectionError } from './projection';
import { smartProjection } from './smart';

const LAST_SURVEY: PathState = { mdM: 2000, incDeg: 30, aziDeg: 100, tvdM: 1800, northM: -100, eastM: 500 };

describe('smart projection (slide sheet)', () => {
  it('slides bend at the motor yield along the toolface; rotation follows the rotary tendency', () => {
    // 10 m slid at GTF 0 with a 6°/30 m motor: +2° of build; then 20 m rotated at +0.6°/30 m build, −0.3°/30 m walk
    const p = smartProjection(LAST_SURVEY, 2030, {
      slides: [{ fromMdM: 2000, toMdM: 2010, toolfaceDeg: 0, toolfaceType: 'GTF' }],
      motorYieldDegPer30m: 6,
      rotaryBuildDegPer30m: 0.6,
      rotaryWalkDegPer30m: -0.3,
    });
    expect(p.points.map((q) => q.mdM)).toEqual([2000, 2010, 2030]);
    expect(p.points[1].incDeg).toBeCloseTo(32, 9);
    expect(p.points[1].aziDeg).toBeCloseTo(100, 9);
    expect(p.end.incDeg).toBeCloseTo(32.4, 9);
    expect(p.end.aziDeg).toBeCloseTo(99.8, 9);
  });

  it('an MTF slide turns toward the given north-referenced direction', () => {
    // MTF 190 on azimuth 100 is GTF 90: a pure right turn at 6°/30 m for 15 m ≈ 3° dogleg
    const p = smartProjection(LAST_SURVEY, 2015, { slides: [{ fromMdM: 1990, toMdM: 2015, toolfaceDeg: 190, toolfaceType: 'MTF' }], motorYieldDegPer30m: 6 });
    expect(p.end.dlsDegPer30m).toBeCloseTo(6, 9);
    // a planar arc leaving at GTF 90: cos I = cos 3° · cos 30°, tan ΔA = sin 3° / (cos 3° · sin 30°)
    const r = Math.PI / 180;
    expect(p.end.incDeg).toBeCloseTo(Math.acos(Math.cos(3 * r) * Math.cos(30 * r)) / r, 9); // 30.1357°: it builds a little
    expect(p.end.aziDeg).toBeCloseTo(100 + Math.atan(Math.sin(3 * r) / (Math.cos(3 * r) * Math.sin(30 * r))) / r, 9); // +5.98°
  });

  it('live to bit: the live angles at the sensor, then straight to the bit', () => {
    const p = liveToBit(LAST_SURVEY, { sensorMdM: 2020, incDeg: 33, aziDeg: 101 }, 2035);
    expect(p.points.map((q) => q.mdM)).toEqual([2000, 2020, 2035]);
    expect(p.end.incDeg).toBe(33);
    expect(p.end.aziDeg).toBe(101);
    expect(p.end.dlsDegPer30m).toBeCloseTo(0, 12);
    expect(() => liveToBit(LAST_SURVEY, { sensorMdM: 1990, incDeg: 33, aziDeg: 101 }, 2035)).toThrow(ProjectionError);
  });

  it('live + smart azimuth: inclination from the live reading, azimuth from the slide sheet', () => {
    const smart = { slides: [{ fromMdM: 2000, toMdM: 2020, toolfaceDeg: 90, toolfaceType: 'GTF' as const }], motorYieldDegPer30m: 6 };
    const azi = smartProjection(LAST_SURVEY, 2020, smart).end.aziDeg;
    const p = liveSmartAziToBit(LAST_SURVEY, { sensorMdM: 2020, incDeg: 31, aziDeg: 140 /* interference */ }, 2035, smart);
    expect(p.end.incDeg).toBe(31);
    expect(p.end.aziDeg).toBeCloseTo(azi, 12);
    expect(azi).toBeGreaterThan(107);
  });
});
