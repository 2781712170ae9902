import { describe, expect, it } from 'vitest';
import { cumulativeDoglegDeg, difference, planAtSurvey } from './analysis-series';

describe('survey analysis series', () => {
  it('adds up the dogleg of each course', () => {
    // 3°/30 m over 30 m is 3°, then 2°/30 m over 15 m is 1°
    expect(
      cumulativeDoglegDeg([
        { md: 0, dls: 0 },
        { md: 30, dls: 3 },
        { md: 45, dls: 2 },
      ]),
    ).toEqual([0, 3, 4]);
  });

  it('reads the plan at the survey MDs and takes the difference', () => {
    const plan = [
      { md: 0, tvd: 0 },
      { md: 100, tvd: 90 },
    ] as never[];
    const at = planAtSurvey(plan, [{ md: 50 }, { md: 150 }], 'tvd');
    expect(at).toEqual([45, null]);
    expect(difference([47, 10], at)).toEqual([2, null]);
  });
});

describe('robust range', () => {
  it('ignores a few wild values and keeps zero in view', async () => {
    const { robustRange } = await import('./analysis-series');
    const values = [...Array.from({ length: 98 }, (_, i) => (i % 7) / 10), -135, 400];
    const r = robustRange(values)!;
    expect(r[0]).toBeLessThanOrEqual(0);
    expect(r[1]).toBeLessThan(1);
    expect(robustRange([1, 2])).toBeUndefined();
  });
});
