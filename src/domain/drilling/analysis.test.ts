import { describe, expect, it } from 'vitest';
import { createRigModel } from '../../../server/simulator/rig-model/rig-model';
import { ACTIVITIES } from './activities';
import { analyzeDrilling } from './analysis';
import { analyticsResponseData } from './analytics-response';

describe('analyzeDrilling over three simulated days', () => {
  const model = createRigModel({ seed: 8, startTimeMs: Date.UTC(2026, 5, 1), startDepthM: 2000, targetDepthM: 2300 });
  const chunk = model.nextChunk(3 * 86_400);
  const a = analyzeDrilling({ t: chunk.t, channels: chunk.channels }, { dayShiftS: 21_600 });

  it('gives a time log that covers every second exactly once', () => {
    expect(a.timeLog.reduce((s, r) => s + r.durationS, 0)).toBe(3 * 86_400);
    for (let k = 1; k < a.timeLog.length; k++) expect(a.timeLog[k].startMs).toBe(a.timeLog[k - 1].endMs);
    expect(a.activitiesByDay.totalS).toBe(3 * 86_400);
    expect(a.activityStats.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
  });

  it('agrees with itself: stand footage adds up to the drilled footage, ROP rows match stands', () => {
    const standM = a.stands.reduce((s, x) => s + x.drilledM, 0);
    expect(standM).toBeLessThanOrEqual(a.drilling.total.footageM + 1e-6);
    expect(standM).toBeGreaterThan(0.8 * a.drilling.total.footageM);
    expect(a.ropAndTime).toHaveLength(a.stands.length);
    expect(a.drillingByDay.reduce((s, d) => s + d.total.footageM, 0)).toBeCloseTo(a.drilling.total.footageM, 6);
    expect(a.zeroWob?.stats.count).toBeGreaterThan(0);
    expect(a.timeline.some((e) => e.kind === 'START_DRILLING')).toBe(true);
  });

  it('fills every spec 3.11 analytics key', () => {
    const d = analyticsResponseData(a);
    expect(Object.keys(d).sort()).toEqual(
      [
        'ActivitiesByDayHistogramData',
        'ActivitiesStatData',
        'ConnectionsDistributionData',
        'TrippingAnalysisChart',
        'TrippingConnectionsAnalysisChart',
        'TrippingStatTable',
        'tripping_distance_data',
        'tripping_speed_data',
        'tripping_time_data',
      ].sort(),
    );
    expect(d.ActivitiesByDayHistogramData).toHaveLength(a.activitiesByDay.days.length);
    const day = d.ActivitiesByDayHistogramData[1] as Record<string, number | string>;
    expect(ACTIVITIES.reduce((s, act) => s + (day[act.id] as number), 0)).toBe(86_400);
    expect(d.ConnectionsDistributionData.weightToWeight.reduce((s, c) => s + c, 0)).toBe(a.connections.rows.length);
    expect(JSON.parse(JSON.stringify(d))).toBeTruthy();
  });
});
