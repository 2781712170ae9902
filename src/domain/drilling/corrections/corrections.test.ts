import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import { connectionAnalysis } from '../kpi/connections';
import type { Stand } from '../kpi/stand-types';
import type { Trip } from '../kpi/tripping';
import {
  activityCorrectionBody,
  applyActivityCorrections,
  applyEventCorrections,
  applyStandCorrections,
  standCorrectionBody,
  zoneBody,
  type LogRow,
} from './corrections';

const T0 = 1_700_000_000; // epoch s

/**
 * Three 28 m stands (DOMAIN: a stand is 2-3 joints, ~27-29 m) drilled from 3000 m, each ended by a
 * connection. Weight to weight 300 s and 420 s are ordinary (DOMAIN: 3-6 min good); the third
 * connection took 1500 s because the driller took a survey and circulated bottoms up with the bit off
 * bottom: detection timed it as a 25-minute connection.
 */
function stand(i: number, startS: number, drillS: number, offToSlipsS: number, slipsS: number, slipsToOnS: number): Stand {
  const endS = startS + drillS;
  return {
    index: i,
    startMs: startS * 1000,
    endMs: endS * 1000,
    fromDepthM: 3000 + (i - 1) * 28,
    toDepthM: 3000 + i * 28,
    drilledM: 28,
    rotaryM: 28,
    slideM: 0,
    rotaryS: drillS,
    slideS: 0,
    connection: {
      offBottomMs: endS * 1000,
      slipsInMs: (endS + offToSlipsS) * 1000,
      slipsOutMs: (endS + offToSlipsS + slipsS) * 1000,
      onBottomMs: (endS + offToSlipsS + slipsS + slipsToOnS) * 1000,
      slipsToSlipsS: slipsS,
      weightToWeightS: offToSlipsS + slipsS + slipsToOnS,
      holeDepthM: 3000 + i * 28,
    },
  };
}
const s1 = stand(1, T0, 1800, 60, 150, 90); // w2w 300
const s2 = stand(2, T0 + 2100, 1800, 120, 180, 120); // w2w 420
const s3 = stand(3, T0 + 4320, 1800, 1200, 180, 120); // w2w 1500
const stands = [s1, s2, s3];

describe('stand corrections change the connection KPIs', () => {
  it('detected: 3 connections, median weight to weight 420 s, mean 740 s, one BAD', () => {
    const a = connectionAnalysis(stands);
    expect(a.weightToWeight.count).toBe(3);
    expect(a.weightToWeight.median).toBe(420);
    expect(a.weightToWeight.mean).toBeCloseTo(740, 9); // (300 + 420 + 1500) / 3
    expect(a.ratingCounts).toEqual({ GOOD: 1, NEUTRAL: 1, BAD: 1 });
  });

  it('the survey stand marked "not a connection": 2 connections, median 360 s, mean 360 s, none BAD', () => {
    const a = connectionAnalysis(
      applyStandCorrections(stands, [
        { stand_start_s: T0 + 4320, action: 'not_connection', off_bottom_s: null, slips_in_s: null, slips_out_s: null, on_bottom_s: null },
      ]),
    );
    expect(a.weightToWeight.count).toBe(2);
    expect(a.weightToWeight.median).toBe(360); // (300 + 420) / 2
    expect(a.weightToWeight.mean).toBe(360);
    expect(a.ratingCounts).toEqual({ GOOD: 1, NEUTRAL: 1, BAD: 0 });
  });

  it('the survey stand re-timed: off bottom at the end of the survey makes weight to weight 420 s', () => {
    const end3 = T0 + 4320 + 1800;
    const c = {
      stand_start_s: T0 + 4320,
      action: 'retime' as const,
      off_bottom_s: end3 + 1080,
      slips_in_s: end3 + 1200,
      slips_out_s: end3 + 1380,
      on_bottom_s: null,
    };
    const [, , r3] = applyStandCorrections(stands, [c]);
    // off bottom end+1080, slips in end+1200, slips out end+1380, on bottom kept at end+1500.
    expect(r3.connection).toMatchObject({ slipsToSlipsS: 180, weightToWeightS: 420, holeDepthM: 3084 });
    const a = connectionAnalysis(applyStandCorrections(stands, [c]));
    expect(a.weightToWeight.mean).toBe(380); // (300 + 420 + 420) / 3
  });

  it('an excluded stand and a KPI-excluding zone take stands out; a tag-only zone does not', () => {
    expect(
      applyStandCorrections(stands, [{ stand_start_s: T0, action: 'exclude', off_bottom_s: null, slips_in_s: null, slips_out_s: null, on_bottom_s: null }]).map(
        (s) => s.index,
      ),
    ).toEqual([2, 3]);
    const zone = { from_s: null, to_s: null, from_m: 3050, to_m: 3100, exclude_from_kpis: true };
    expect(applyStandCorrections(stands, [], [zone]).map((s) => s.index)).toEqual([1]); // 3056 and 3084 m are in
    expect(applyStandCorrections(stands, [], [{ ...zone, exclude_from_kpis: false }]).length).toBe(3);
    // Time and depth together: only stand 2 ended in the first hour and a half after T0+2100, but it is shallower than 3060 m.
    expect(applyStandCorrections(stands, [], [{ from_s: T0 + 2100, to_s: T0 + 4320, from_m: 3060, to_m: 3100, exclude_from_kpis: true }]).length).toBe(3);
  });
});

describe('activity corrections over the time log', () => {
  // 10 min reaming 3000->3000 m hole, bit 2990->3000; then 20 min rotary drilling 3000->3010.
  const rows: LogRow[] = [
    { startS: T0, endS: T0 + 600, code: Activity.REAMING, holeFromM: 3000, holeToM: 3000, bitFromM: 2990, bitToM: 3000 },
    { startS: T0 + 600, endS: T0 + 1800, code: Activity.ROTARY_DRILLING, holeFromM: 3000, holeToM: 3010, bitFromM: 3000, bitToM: 3010 },
  ];

  it('cuts rows at the correction, relabels the covered part, interpolates depths and joins across rows', () => {
    const out = applyActivityCorrections(rows, [{ from_s: T0 + 300, to_s: T0 + 900, code: Activity.CIRCULATING }]);
    expect(out.map((r) => [r.startS - T0, r.endS - T0, r.code, r.corrected ?? false])).toEqual([
      [0, 300, Activity.REAMING, false],
      [300, 900, Activity.CIRCULATING, true],
      [900, 1800, Activity.ROTARY_DRILLING, false],
    ]);
    // Bit at 300 s of 600 of the reaming: 2995 m; hole at 300 s of 1200 of drilling: 3002.5 m.
    expect(out[1].bitFromM).toBe(2995);
    expect(out[1].holeToM).toBe(3002.5);
    expect(out[2].holeFromM).toBe(3002.5);
    // Seconds per code are conserved: 1800 in, 1800 out.
    expect(out.reduce((s, r) => s + r.endS - r.startS, 0)).toBe(1800);
  });

  it('never covers a gap: a correction past the data relabels only the data', () => {
    const out = applyActivityCorrections(rows, [{ from_s: T0 + 1500, to_s: T0 + 9000, code: Activity.OTHER }]);
    expect(out[out.length - 1]).toMatchObject({ startS: T0 + 1500, endS: T0 + 1800, code: Activity.OTHER });
  });
});

describe('event corrections and zones over trips', () => {
  const trip = (startS: number, direction: 'in' | 'out', fromDepthM: number): Trip =>
    ({ direction, startMs: startS * 1000, endMs: (startS + 3600) * 1000, fromDepthM, toDepthM: 0 }) as Trip;
  const trips = [trip(T0, 'out', 3000), trip(T0 + 7200, 'in', 0), trip(T0 + 20_000, 'out', 2000)];

  it('dismisses, re-labels and zones out trips', () => {
    const out = applyEventCorrections(
      trips,
      [
        { trip_start_s: T0, action: 'dismiss', direction: null },
        { trip_start_s: T0 + 7200, action: 'set_direction', direction: 'out' },
      ],
      [{ from_s: T0 + 19_000, to_s: T0 + 21_000, from_m: null, to_m: null, exclude_from_kpis: true }],
    );
    expect(out.map((t) => [t.startMs / 1000 - T0, t.direction])).toEqual([[7200, 'out']]);
  });
});

describe('bodies name the field at fault', () => {
  const path = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues[0].path.join('.');
  it('activity, stand and zone', () => {
    expect(path(activityCorrectionBody.safeParse({ from_s: T0, to_s: T0, code: 2 }))).toBe('to_s');
    expect(path(activityCorrectionBody.safeParse({ from_s: T0, to_s: T0 + 1, code: 99 }))).toBe('code');
    expect(path(standCorrectionBody.safeParse({ stand_start_s: T0, action: 'retime', slips_in_s: T0 + 10 }))).toBe('slips_out_s');
    expect(path(standCorrectionBody.safeParse({ stand_start_s: T0, action: 'exclude', slips_in_s: T0 + 10 }))).toBe('slips_in_s');
    expect(path(zoneBody.safeParse({ name: 'Casing 9 5/8"', kind: 'casing_run' }))).toBe('from_s');
    expect(path(zoneBody.safeParse({ name: 'x', kind: 'casing_run', from_m: 100, to_m: 50 }))).toBe('to_m');
    expect(zoneBody.safeParse({ name: 'x', kind: 'casing_run', from_m: 0, to_m: 50 }).success).toBe(true);
  });
});
