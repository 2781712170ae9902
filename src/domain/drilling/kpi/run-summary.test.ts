import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import { clipSpan, runSummary, type BhaRunInput, type LogSpan } from './run-summary';

const R = Activity.ROTARY_DRILLING;
const S = Activity.SLIDE_DRILLING;
const span = (code: number, startS: number, endS: number, holeFromM: number, holeToM: number): LogSpan => ({ code, startS, endS, holeFromM, holeToM });

// Two runs of a hand-made day. Run 1 (500–1000 m) was drilled before the recorded data starts at 900 m;
// run 2 is in the hole, its record says 1050 m but the rig has drilled to 1060 m.
const runs: BhaRunInput[] = [
  { id: 'r2', runNo: 2, name: 'Lateral', bit: '8½" PDC', holeSizeIn: 8.5, status: 'in_hole', depthInM: 1000, depthOutM: 1050, reasonPulled: null },
  { id: 'r1', runNo: 1, name: 'Curve', bit: '8½" PDC', holeSizeIn: 8.5, status: 'pulled', depthInM: 500, depthOutM: 1000, reasonPulled: 'Landed the curve' },
  { id: 'r3', runNo: 3, name: 'Spare', bit: null, holeSizeIn: 8.5, status: 'planned', depthInM: null, depthOutM: null, reasonPulled: null },
];
const log: LogSpan[] = [
  span(R, 0, 3600, 900, 950), // 50 m in 1 h
  span(Activity.CONNECTION, 3600, 3900, 950, 950),
  span(S, 3900, 5700, 950, 960), // 10 m in 0.5 h
  span(R, 5700, 7500, 960, 1000), // 40 m in 0.5 h
  span(Activity.CIRCULATING, 7500, 9300, 1000, 1000), // bottoms up before the trip: run 1's
  span(Activity.TRIP_OUT, 9300, 20000, 1000, 1000),
  span(Activity.TRIP_IN, 20000, 30000, 1000, 1000),
  span(Activity.CIRCULATING, 30000, 30600, 1000, 1000), // before run 2's first drilling: nobody's
  span(R, 30600, 34200, 1000, 1060), // 60 m in 1 h
];
// A sample every 1800 s from 0 (midpoints 900, 2700, …, 33300 s): 0, 1 rotary run 1; 2 slide run 1;
// 3 rotary run 1; 4–16 off bottom; 17, 18 rotary run 2.
const off = (v: number) => Array<number>(13).fill(v);
const grid = {
  t0S: 0,
  stepS: 1800,
  values: {
    wob_t: [10, 12, 6, 14, ...off(0), 16, 18],
    rpm: [100, 120, 0, 110, ...off(0), 130, 150],
    flow_lpm: [2000, 2000, 1800, 2100, ...off(0), 2200, 2200],
  },
};

describe('runSummary', () => {
  const [r1, r2, r3] = runSummary({ runs, log, grid, unrecorded: ['diffp_mpa'] });

  it('books drilling to the run by depth, with hours, ROP and slide share (hand-checked)', () => {
    expect(r1.run_no).toBe(1);
    expect(r1.footage_m).toBe(500);
    // 90 m rotary in 1.5 h, 10 m slide in 0.5 h.
    expect(r1.rotary_m).toBeCloseTo(90, 9);
    expect(r1.rotary_s).toBeCloseTo(5400, 9);
    expect(r1.slide_m).toBeCloseTo(10, 9);
    expect(r1.slide_s).toBeCloseTo(1800, 9);
    expect(r1.rop_mph).toBeCloseTo(50, 9); // 100 m / 2 h
    expect(r1.rotary_rop_mph).toBeCloseTo(60, 9); // 90 / 1.5
    expect(r1.slide_rop_mph).toBeCloseTo(20, 9); // 10 / 0.5
    expect(r1.slide_pct).toBeCloseTo(10, 9);
    expect(r1.first_drilling_s).toBe(0);
    expect(r1.last_drilling_s).toBe(7500);
  });

  it('says a run is only partly covered by the rig data, and why', () => {
    expect(r1.coverage).toBe('partial');
    expect(r1.missing.find((m) => m.field === 'drilling')?.reason).toMatch(/100 of the run's 500 m/);
  });

  it('counts circulating from the first drilling to the trip out, not before the next run drills', () => {
    expect(r1.circulating_s).toBe(1800);
    expect(r2.circulating_s).toBe(0);
  });

  it('averages WOB and flow over rotary and slide samples, RPM over rotary only (hand-checked)', () => {
    expect(r1.wob_t).toBeCloseTo((10 + 12 + 14 + 6) / 4, 9); // 10.5
    expect(r1.rpm).toBeCloseTo((100 + 120 + 110) / 3, 9); // 110: the slide's 0 is not an RPM
    expect(r1.flow_lpm).toBeCloseTo((2000 + 2000 + 2100 + 1800) / 4, 9); // 1975
    expect(r2.wob_t).toBeCloseTo(17, 9);
    expect(r2.rpm).toBeCloseTo(140, 9);
  });

  it('names a channel the well never recorded instead of inventing a mean', () => {
    expect(r1.diffp_mpa).toBeNull();
    expect(r1.missing).toContainEqual({ field: 'diffp_mpa', reason: 'channel not recorded on this well' });
  });

  it('a run in the hole goes to the hole depth the rig has reached', () => {
    expect(r2.depth_out_m).toBe(1060);
    expect(r2.depth_out_from).toBe('hole_depth');
    expect(r2.footage_m).toBe(60);
    expect(r2.coverage).toBe('full');
    expect(r2.rop_mph).toBeCloseTo(60, 9);
    expect(r2.slide_rop_mph).toBeNull();
    expect(r2.missing.map((m) => m.field)).toEqual(expect.arrayContaining(['slide_rop_mph', 'reason_pulled']));
  });

  it('a planned run has no figures, each with its reason', () => {
    expect(r3.footage_m).toBeNull();
    expect(r3.rop_mph).toBeNull();
    expect(r3.coverage).toBe('none');
    expect(r3.missing[0]).toEqual({ field: 'depth_in_m', reason: 'planned run: not in the hole yet' });
  });

  it('without any rig data every run says so', () => {
    const [a] = runSummary({ runs: [runs[1]], log: [], grid: null });
    expect(a.drilling_s).toBeNull();
    expect(a.missing).toContainEqual({ field: 'drilling', reason: 'no rig data recorded on this well: no drilling detected' });
  });
});

describe('clipSpan', () => {
  it('splits a drilling interval at a depth in proportion to the depth (hand-checked)', () => {
    // 960 → 1010 m over 1800 s, clipped at 1000 m: 40 of 50 m, 4/5 of the time.
    expect(clipSpan(span(R, 5700, 7500, 960, 1010), 0, 1000)).toEqual({ footageM: 40, durationS: 1440, startS: 5700, endS: 7140 });
    const b = clipSpan(span(R, 5700, 7500, 960, 1010), 1000, 2000)!;
    expect(b.footageM).toBe(10);
    expect(b.durationS).toBeCloseTo(360, 9);
    expect([b.startS, b.endS]).toEqual([7140, 7500]);
    expect(clipSpan(span(R, 0, 60, 990, 990), 1000, 2000)).toBeNull();
    expect(clipSpan(span(R, 0, 60, 1000, 1000), 1000, 2000)).toEqual({ footageM: 0, durationS: 60, startS: 0, endS: 60 });
  });
});
