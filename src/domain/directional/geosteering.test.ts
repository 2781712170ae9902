import { describe, expect, it } from 'vitest';
import { formationLayers, landingPoint, lateralWindow, projectToBit, sectionOf, targetZone, zoneDistances, type FormationLayer } from './geosteering';
import type { TrajectoryPoint } from './types';

const pt = (mdM: number, incDeg: number, aziDeg: number, tvdM: number, northM: number, eastM: number) =>
  ({ mdM, incDeg, aziDeg, tvdM, northM, eastM }) as TrajectoryPoint;

// The Bakken tops of the demo prognosis (server/seed/directional/demo-profiles.ts FIELD_TOPS.bakken).
const bakken: FormationLayer[] = [
  { name: 'Lodgepole', tvdM: 2930, color: null },
  { name: 'Upper Bakken Shale', tvdM: 3238, color: null },
  { name: 'Lower Bakken Shale', tvdM: 3262, color: null },
  { name: 'Middle Bakken', tvdM: 3244, color: null },
  { name: 'Three Forks', tvdM: 3274, color: null },
];

describe('targetZone', () => {
  it('is the formation the landing TVD is in, down to the next top (order of input does not matter)', () => {
    expect(targetZone(bakken, 3252)).toEqual({ name: 'Middle Bakken', topTvdM: 3244, baseTvdM: 3262, baseName: 'Lower Bakken Shale' });
    expect(targetZone(bakken, 3244)).toMatchObject({ name: 'Middle Bakken' });
    expect(targetZone(bakken, 3300)).toEqual({ name: 'Three Forks', topTvdM: 3274, baseTvdM: null, baseName: null });
    expect(targetZone(bakken, 2000)).toBeNull();
  });
});

describe('projectToBit', () => {
  const survey = [pt(2900, 80, 90, 3040, 0, 900), pt(3000, 88, 90, 3050, 0, 1000)];
  it('holds the last survey direction: ΔTVD = ΔMD cos I (30 m at 88°: 1.047 m, hand-checked)', () => {
    const b = projectToBit(survey, 3030)!;
    expect(b.projectedM).toBe(30);
    expect(b.tvdM).toBeCloseTo(3050 + 30 * 0.0348995, 5);
    // Due east: 30 · sin 88° = 29.9817 m east, nothing north.
    expect(b.eastM).toBeCloseTo(1000 + 29.98172, 4);
    expect(b.northM).toBeCloseTo(0, 9);
  });
  it('stays at the last survey when the bit is not below it; no survey, no bit', () => {
    expect(projectToBit(survey, 2950)).toMatchObject({ mdM: 3000, tvdM: 3050, projectedM: 0 });
    expect(projectToBit([], 3000)).toBeNull();
  });
});

describe('zoneDistances', () => {
  const zone = targetZone(bakken, 3252)!;
  it('TVD below the top and above the base, positive inside (hand-checked)', () => {
    expect(zoneDistances(3252, zone)).toEqual({ belowTopM: 8, aboveBaseM: 10, inZone: true });
    expect(zoneDistances(3240, zone)).toEqual({ belowTopM: -4, aboveBaseM: 22, inZone: false });
    expect(zoneDistances(3263.5, zone)).toEqual({ belowTopM: 19.5, aboveBaseM: -1.5, inZone: false });
  });
});

describe('landingPoint and sectionOf', () => {
  it('lands at the first point of 85° or more; the vertical section is the displacement along its azimuth', () => {
    const plan = [pt(0, 0, 0, 0, 0, 0), pt(2800, 60, 90, 2700, 0, 400), pt(3000, 86, 90, 2750, 0, 590), pt(4000, 90, 90, 2752, 0, 1590)];
    expect(landingPoint(plan)?.mdM).toBe(3000);
    // On azimuth 90° the section is the easting; on 0° the northing (0).
    expect(sectionOf(plan, 90).vs).toEqual([0, 400, 590, 1590]);
    expect(sectionOf(plan, 0).vs.map((v) => Math.abs(v))).toEqual([0, 0, 0, 0]);
    expect(landingPoint([])).toBeNull();
  });
});

describe('formationLayers and lateralWindow', () => {
  it('each layer reaches the next top; the deepest reaches the floor', () => {
    const l = formationLayers(bakken, 3300);
    expect(l.map((x) => [x.name, x.tvdM, x.baseTvdM])).toEqual([
      ['Lodgepole', 2930, 3238],
      ['Upper Bakken Shale', 3238, 3244],
      ['Middle Bakken', 3244, 3262],
      ['Lower Bakken Shale', 3262, 3274],
      ['Three Forks', 3274, 3300],
    ]);
  });
  it('frames the zone with its own thickness above and below (18 m zone: 3226–3280), widened for the path (hand-checked)', () => {
    const zone = { topTvdM: 3244, baseTvdM: 3262 };
    // x 1000–2000 with a 5 % margin each side; the path stays inside the frame.
    // The vertical hole (x 0) and the curve before the start (x 900 at 3100 m) do not stretch the frame.
    expect(lateralWindow({ x: [0, 900, 1500, 2000], tvd: [0, 3100, 3250, 3255] }, 1000, 2000, zone)).toEqual({ x: [950, 2050], tvd: [3226, 3280] });
    // A point at 3285 m TVD inside the x range pushes the base to 3290.
    expect(lateralWindow({ x: [1500], tvd: [3285] }, 1000, 2000, zone).tvd).toEqual([3226, 3290]);
    // Without a zone: the path's own extent, at least 15 m around.
    expect(lateralWindow({ x: [1000, 2000], tvd: [3000, 3010] }, 1000, 2000, null).tvd).toEqual([2985, 3025]);
    // A thick zone (Lodgepole, 308 m) gets 50 m, not its thickness, above and below.
    expect(lateralWindow({ x: [1500], tvd: [3216] }, 1000, 2000, { topTvdM: 2930, baseTvdM: 3238 }).tvd).toEqual([2880, 3288]);
  });
});
