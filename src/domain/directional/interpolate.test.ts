import { describe, expect, it } from 'vitest';
import { interpolateAllAtTvd, interpolateAtMd, interpolateAtTvd, resampleByMd } from './interpolate';
import { minimumCurvature } from './minimum-curvature';

// ISCWSA #1 first build: KOP 1200 m, 2°/30 m to 60° at azimuth 75° (true), i.e. a circle of radius
// R = 30 / (2° in rad) = 859.4367 m. Two stations bracket the whole arc, so every interior point must
// come from the arc, not from a chord.
const R = 30 / ((2 * Math.PI) / 180);
const build = minimumCurvature(
  [
    { mdM: 1200, incDeg: 0, aziDeg: 75 },
    { mdM: 2100, incDeg: 60, aziDeg: 75 },
  ],
  { tvdM: 1200, northM: 0, eastM: 0 },
);

function onArc(mdM: number) {
  const a = (mdM - 1200) / R;
  const h = R * (1 - Math.cos(a));
  return { incDeg: (a * 180) / Math.PI, tvdM: 1200 + R * Math.sin(a), northM: h * Math.cos((75 * Math.PI) / 180), eastM: h * Math.sin((75 * Math.PI) / 180) };
}

describe('interpolateAtMd', () => {
  it('puts points between stations on the minimum-curvature arc', () => {
    // published end of build: TVD 1944.294, N 111.2193, E 415.076 (expected_checkpoints.csv)
    expect(build[1].tvdM).toBeCloseTo(1944.294, 3);
    expect(build[1].northM).toBeCloseTo(111.2193, 3);
    expect(build[1].eastM).toBeCloseTo(415.076, 3);
    for (const md of [1200.5, 1350, 1500, 1777.7, 2099]) {
      const p = interpolateAtMd(build, md);
      const ref = onArc(md);
      expect(p.incDeg).toBeCloseTo(ref.incDeg, 9);
      expect(p.aziDeg).toBeCloseTo(75, 9);
      expect(p.tvdM).toBeCloseTo(ref.tvdM, 6);
      expect(p.northM).toBeCloseTo(ref.northM, 6);
      expect(p.eastM).toBeCloseTo(ref.eastM, 6);
      expect(p.dlsDegPer30m).toBeCloseTo(2, 9);
    }
    // a chord would put MD 1650 at TVD 1572.1; the arc is at 1629.72
    expect(interpolateAtMd(build, 1650).tvdM).toBeCloseTo(1200 + R * Math.sin(450 / R), 6);
  });

  it('returns stations themselves at station depths and refuses depths outside the survey', () => {
    expect(interpolateAtMd(build, 2100)).toBe(build[1]);
    expect(interpolateAtMd(build, 1200)).toBe(build[0]);
    expect(() => interpolateAtMd(build, 2100.01)).toThrow(RangeError);
    expect(() => interpolateAtMd(build, 1199)).toThrow(RangeError);
    expect(() => interpolateAtMd([], 0)).toThrow(RangeError);
  });

  it('interpolates a 3D turn (inclination and azimuth changing together) on the arc', () => {
    const t = minimumCurvature([
      { mdM: 0, incDeg: 30, aziDeg: 350 },
      { mdM: 100, incDeg: 50, aziDeg: 40 },
    ]);
    // split into two courses at the interpolated point: the positions must chain back to the same end
    const mid = interpolateAtMd(t, 37);
    const again = minimumCurvature([t[0], mid, t[1]]);
    expect(again[1].northM).toBeCloseTo(mid.northM, 9);
    expect(again[2].northM).toBeCloseTo(t[1].northM, 9);
    expect(again[2].eastM).toBeCloseTo(t[1].eastM, 9);
    expect(again[2].tvdM).toBeCloseTo(t[1].tvdM, 9);
    // both halves keep the course's dogleg severity
    expect(again[1].dlsDegPer30m).toBeCloseTo(t[1].dlsDegPer30m, 9);
    expect(again[2].dlsDegPer30m).toBeCloseTo(t[1].dlsDegPer30m, 9);
  });
});

describe('interpolateAtTvd', () => {
  it('finds the MD at a TVD on the build arc', () => {
    const p = interpolateAtTvd(build, 1944.294);
    expect(p?.mdM).toBeCloseTo(2100, 2);
    const q = interpolateAtTvd(build, 1500);
    expect(q?.mdM).toBeCloseTo(1200 + R * Math.asin(300 / R), 6);
    expect(interpolateAtTvd(build, 2000)).toBeUndefined();
  });

  it('finds both crossings where an arc passes through horizontal and comes back up', () => {
    // 80° → 100° in one course: the hole dips, turns horizontal, and climbs
    const t = minimumCurvature([
      { mdM: 0, incDeg: 80, aziDeg: 0 },
      { mdM: 200, incDeg: 100, aziDeg: 0 },
    ]);
    expect(t[1].tvdM).toBeCloseTo(0, 9); // symmetric arc ends at the start TVD
    const lowest = interpolateAtMd(t, 100).tvdM;
    const hits = interpolateAllAtTvd(t, lowest / 2);
    expect(hits).toHaveLength(2);
    expect(hits[0].mdM + hits[1].mdM).toBeCloseTo(200, 6); // symmetric about MD 100
    expect(hits[0].tvdM).toBeCloseTo(lowest / 2, 8);
  });
});

describe('resampleByMd', () => {
  it('keeps every station and adds points every step', () => {
    const r = resampleByMd(build, 100);
    expect(r.map((p) => p.mdM)).toEqual([1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100]);
    expect(r[3].tvdM).toBeCloseTo(onArc(1500).tvdM, 6);
  });
});
