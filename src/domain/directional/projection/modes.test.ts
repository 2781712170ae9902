import { describe, expect, it } from 'vitest';
import { PROJECTION_METHODS, TRAJECTORY_MODES } from '../../constants/directional';
import { minimumCurvature } from '../minimum-curvature';
import { PROJECTION_INPUTS, ProjectionInputError, type ProjectionInputs } from './inputs';
import { PROJECTION_METHOD_TABLE, projectWithMethod } from './projection-methods';
import { TRAJECTORY_MODE_TABLE, projectTrajectoryMode } from './trajectory-modes';

const surveys = minimumCurvature([
  { mdM: 0, incDeg: 0, aziDeg: 0 },
  { mdM: 500, incDeg: 0, aziDeg: 0 },
  { mdM: 530, incDeg: 3, aziDeg: 40 },
  { mdM: 560, incDeg: 6, aziDeg: 41 },
  { mdM: 590, incDeg: 9, aziDeg: 42 },
  { mdM: 620, incDeg: 12, aziDeg: 42 },
]);
const last = surveys[surveys.length - 1];

// One request that satisfies every mode; each mode reads only the fields it declares.
const everything: ProjectionInputs = {
  courseLengthM: 60,
  mdM: 680,
  bitMdM: 650,
  tvdM: last.tvdM + 50,
  vsM: 120,
  vsAziDeg: 42,
  incDeg: 15,
  aziDeg: 45,
  dlsDegPer30m: 3,
  gtfDeg: 20,
  mtfDeg: 62,
  target: { tvdM: 1500, northM: 600, eastM: 550 },
  holdLengthM: 300,
  maxDlsDegPer30m: 4,
  slides: [
    { fromMdM: 600, toMdM: 610, toolfaceDeg: 0, toolfaceType: 'GTF' },
    { fromMdM: 625, toMdM: 635, toolfaceDeg: 10, toolfaceType: 'GTF' },
  ],
  motorYieldDegPer30m: 6,
  ropSlideMPerH: 10,
  ropRotateMPerH: 30,
  maxSlideFraction: 0.5,
  live: { sensorMdM: 636, incDeg: 13, aziDeg: 43 },
};

describe('trajectory mode table (spec 9.1)', () => {
  it('declares every mode of the option list once, in its order', () => {
    expect(TRAJECTORY_MODE_TABLE.map((m) => m.id)).toEqual([...TRAJECTORY_MODES]);
  });

  it('declares only known inputs', () => {
    for (const m of [...TRAJECTORY_MODE_TABLE, ...PROJECTION_METHOD_TABLE]) {
      for (const k of [...m.required, ...('optional' in m ? m.optional : [])]) expect(PROJECTION_INPUTS[k], `${m.id}.${k}`).toBeDefined();
      expect(m.label.length).toBeGreaterThan(0);
      expect(m.method.length).toBeGreaterThan(10);
    }
  });

  for (const m of TRAJECTORY_MODE_TABLE) {
    it(`${m.id} projects below the last survey with only its declared inputs`, () => {
      const only = Object.fromEntries([...m.required, ...('optional' in m ? m.optional : [])].map((k) => [k, everything[k]]));
      const p = projectTrajectoryMode(m.id, surveys, only);
      expect(p.points[0]).toBe(last);
      expect(p.end.mdM).toBeGreaterThan(last.mdM);
      expect(Number.isFinite(p.end.tvdM) && Number.isFinite(p.end.northM) && Number.isFinite(p.end.eastM)).toBe(true);
    });
  }

  it('names the missing inputs', () => {
    expect(() => projectTrajectoryMode('MANUAL_CL_DLS_TF', surveys, { courseLengthM: 30 })).toThrow(ProjectionInputError);
    expect(() => projectTrajectoryMode('MANUAL_CL_DLS_TF', surveys, { courseLengthM: 30 })).toThrow('Manual CL/DLS/TF needs dls, toolface (gtf)');
  });

  it('gives each mode the numbers it should: a few end points by hand', () => {
    expect(projectTrajectoryMode('STRAIGHT_LINE', surveys, { courseLengthM: 100 }).end.tvdM).toBeCloseTo(last.tvdM + 100 * Math.cos((12 * Math.PI) / 180), 9);
    expect(projectTrajectoryMode('MANUAL_MD_INC_AZM', surveys, { mdM: 650, incDeg: 15, aziDeg: 42 }).end.dlsDegPer30m).toBeCloseTo(3, 9);
    expect(projectTrajectoryMode('MANUAL_TVD_INC_AZM', surveys, { tvdM: last.tvdM + 50, incDeg: 12, aziDeg: 42 }).end.mdM).toBeCloseTo(
      620 + 50 / Math.cos((12 * Math.PI) / 180),
      9,
    );
    expect(projectTrajectoryMode('TARGET_RETURN', surveys, { target: everything.target, dlsDegPer30m: 3 }).end.northM).toBeCloseTo(600, 6);
  });
});

describe('projection method table (spec 9.2)', () => {
  it('declares every method of the option list once, with its label', () => {
    expect(PROJECTION_METHOD_TABLE.map((m) => [m.id, m.label])).toEqual(PROJECTION_METHODS.map((m) => [m.id, m.label]));
  });

  for (const m of PROJECTION_METHOD_TABLE) {
    it(`${m.id} projects below the last survey`, () => {
      const p = projectWithMethod(m.id, surveys, everything);
      expect(p.end.mdM).toBeGreaterThan(last.mdM);
    });
  }

  it('"to bit" methods end at the bit; trend and last DLS/TF continue the build', () => {
    for (const m of PROJECTION_METHOD_TABLE.filter((x) => x.id.endsWith('_TO_BIT') || x.id === 'LAST_DLS_TF' || x.id === 'TREND_DLS_TF')) {
      expect(projectWithMethod(m.id, surveys, everything).end.mdM, m.id).toBeCloseTo(650, 9);
    }
    const trend = projectWithMethod('TREND_DLS_TF', surveys, everything).end;
    expect(trend.incDeg).toBeGreaterThan(14.5); // ~3°/30 m of build for 30 m
    expect(trend.incDeg).toBeLessThan(15.5);
    expect(projectWithMethod('STRAIGHT_TO_VS', surveys, everything).end.mdM).toBeGreaterThan(620);
  });
});
