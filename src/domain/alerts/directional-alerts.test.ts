/**
 * Deviation from plan, hard line and target line change on synthetic trajectories whose answers are
 * known by construction (a vertical plan, a hole stepping out east; a square lease). Real data:
 * server/alerts/directional-alerts-refdata.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { minimumCurvature } from '../directional/minimum-curvature';
import type { TrajectoryPoint } from '../directional/types';
import { alertParamsProblem } from './alert-params';
import { DEVIATION_DEFAULTS, deviationVerdict } from './deviation-alert';
import { HARD_LINE_DEFAULTS, hardLineVerdict, isHardLine } from './hard-line-alert';
import { targetChangeFiring } from './target-change';

const T = 1_790_000_000;
const origin = { tvdM: 0, northM: 0, eastM: 0 };
/** A vertical plan to 2000 m. */
const plan = minimumCurvature(
  Array.from({ length: 21 }, (_, i) => ({ mdM: i * 100, incDeg: 0, aziDeg: 0 })),
  origin,
);
const point = (mdM: number, tvdM: number, northM: number, eastM: number, incDeg = 0, aziDeg = 0): TrajectoryPoint =>
  ({ mdM, incDeg, aziDeg, tvdM, northM, eastM }) as TrajectoryPoint;

describe('deviation from plan', () => {
  it('fires over the threshold with the miss distance to the closest point, clears back within it', () => {
    const v = deviationVerdict(plan, point(1000, 1000, 0, 20), DEVIATION_DEFAULTS, T);
    expect(v?.kind).toBe('fire');
    if (v?.kind !== 'fire') return;
    expect(v.firing.value).toBeCloseTo(20, 6);
    expect(v.firing.threshold).toBe(15);
    expect(v.firing.unit).toBe('m');
    expect(v.firing.depthM).toBe(1000);
    expect(v.firing.conditionKey).toBe('deviation');
    // the plan is vertical: 20 m east is all "right" or "left" of a vertical plan's high side (north), none of it ahead
    expect(Math.hypot(v.firing.extra!.highM, v.firing.extra!.rightM)).toBeCloseTo(20, 4);
    expect(v.firing.extra!.sameMdDistanceM).toBeCloseTo(20, 6);
    expect(v.firing.message).toContain('20 m from the plan at 1000 m MD');
    expect(deviationVerdict(plan, point(1030, 1030, 0, 10), DEVIATION_DEFAULTS, T)).toEqual({ kind: 'clear', conditionKey: 'deviation' });
  });

  it('measures to the closest point, not the same MD: a hole 50 m shallower in TVD but on the plan line is on plan', () => {
    const v = deviationVerdict(plan, point(1050, 1000, 0, 0), DEVIATION_DEFAULTS, T);
    expect(v).toEqual({ kind: 'clear', conditionKey: 'deviation' });
  });

  it('follows the threshold of the subscription and says nothing without a plan', () => {
    expect(deviationVerdict(plan, point(1000, 1000, 0, 20), { thresholdM: 25 }, T)?.kind).toBe('clear');
    expect(deviationVerdict([], point(1000, 1000, 0, 20), DEVIATION_DEFAULTS, T)).toBeNull();
  });
});

describe('hard line', () => {
  const lease = {
    id: 'L1',
    name: 'Unit 7 lease',
    kind: 'leaseline' as const,
    vertices: [
      { northM: 500, eastM: -500 },
      { northM: 500, eastM: 500 },
      { northM: -500, eastM: 500 },
      { northM: -500, eastM: -500 },
    ],
  };
  /** A horizontal course heading east at 2000 m TVD from east = a to east = b. */
  const eastCourse = (a: number, b: number) => [point(3000, 2000, 0, a, 90, 90), point(3000 + (b - a), 2000, 0, b, 90, 90)];

  it('stays quiet (clears) well inside, fires within the margin with the distance, fires as crossed outside', () => {
    expect(hardLineVerdict(lease, eastCourse(0, 100), HARD_LINE_DEFAULTS, T)).toEqual({ kind: 'clear', conditionKey: 'hardline:L1' });
    const near = hardLineVerdict(lease, eastCourse(400, 480), HARD_LINE_DEFAULTS, T);
    expect(near?.kind).toBe('fire');
    if (near?.kind === 'fire') {
      expect(near.firing.value).toBeCloseTo(20, 3);
      expect(near.firing.threshold).toBe(30);
      expect(near.firing.extra!.outside).toBe(0);
      expect(near.firing.message).toContain('20 m from Unit 7 lease');
    }
    const out = hardLineVerdict(lease, eastCourse(480, 530), HARD_LINE_DEFAULTS, T);
    expect(out?.kind).toBe('fire');
    if (out?.kind === 'fire') {
      expect(out.firing.value).toBeCloseTo(-30, 3);
      expect(out.firing.extra!.outside).toBe(1);
      expect(out.firing.depthM).toBe(3050);
      expect(out.firing.message).toContain('Hard line crossed: the hole is 30 m outside Unit 7 lease');
    }
  });

  it('judges lease lines only: a road is not a hard line', () => {
    expect(isHardLine(lease)).toBe(true);
    expect(isHardLine({ ...lease, kind: 'road' })).toBe(false);
  });
});

describe('target line change', () => {
  const before = { id: 't1', name: 'RH Landing', tvdM: 2450, northM: 100, eastM: 0 };
  it('says how far a moved target went, in TVD and horizontally, once per revision', () => {
    const f = targetChangeFiring({ op: 'updated', before, after: { ...before, tvdM: 2456, northM: 108 } }, 7, T)!;
    expect(f.value).toBeCloseTo(10, 6);
    expect(f.extra).toMatchObject({ tvdShiftM: 6, horizontalShiftM: 8, tvdM: 2456, revision: 7 });
    expect(f.conditionKey).toBe('target:t1:7');
    expect(f.message).toContain('TVD 2450 → 2456 m');
  });
  it('names an added or removed target with its centre', () => {
    expect(targetChangeFiring({ op: 'created', before: null, after: before }, 3, T)!.message).toContain('RH Landing added');
    expect(targetChangeFiring({ op: 'deleted', before, after: null }, 4, T)!.message).toContain('RH Landing removed');
  });
});

describe('params of the new types', () => {
  it('accepts the documented ones and names a wrong one', () => {
    expect(alertParamsProblem('deviation_from_plan', { thresholdM: 10 })).toBeNull();
    expect(alertParamsProblem('deviation_from_plan', { thresholdM: 0 })).toBe('thresholdM: must be above 0');
    expect(alertParamsProblem('hard_line', { marginM: 'x' })).toBe('marginM: must be a number');
    expect(alertParamsProblem('custom_rule', { channel: 'sppMPa', comparison: 'above', threshold: 25, minDurationS: 30 })).toBeNull();
    expect(alertParamsProblem('custom_rule', { channel: 'nope' })).toMatch(/^channel: must be one of bitDepthM/);
    expect(alertParamsProblem('custom_rule', { comparison: 'equal' })).toBe('comparison: must be one of above, below');
    // 25 is the default for standpipe pressure in MPa; ROP needs its own threshold
    expect(alertParamsProblem('custom_rule', { channel: 'ropMph', comparison: 'below' })).toBe('threshold: give a threshold for ropMph');
    expect(alertParamsProblem('custom_rule', { channel: 'ropMph', comparison: 'below', threshold: 5 })).toBeNull();
    expect(alertParamsProblem('file_drive', { x: 1 })).toBe('unknown parameter x for file_drive (it takes none)');
  });
});

describe('param labels', () => {
  it('every param of every type has a label and a unit for the form', async () => {
    const { ALERT_PARAM_DEFAULTS } = await import('./alert-params');
    const { ALERT_PARAM_LABELS } = await import('./alert-param-labels');
    const keys = [...Object.values(ALERT_PARAM_DEFAULTS).flatMap((d) => Object.keys(d ?? {})), 'fromMdM', 'toMdM'];
    expect(keys.filter((k) => !ALERT_PARAM_LABELS[k])).toEqual([]);
  });
});
