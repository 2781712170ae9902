import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import type { DetectionSeries } from '../channels';
import { estimateBlockWeightT } from './block-weight';
import { detectRigStates } from './detect';
import { autoTimeLog, timelineEvents } from './time-log';

/** A hand-written stretch of rig data: each segment holds for `s` seconds, the bit moving linearly. */
interface Segment {
  s: number;
  bit: [number, number];
  hole?: number;
  hook: number;
  flow?: number;
  rpm?: number;
}

const BLOCK_T = 20;

function build(segments: Segment[]): DetectionSeries {
  const t: number[] = [];
  const bit: number[] = [];
  const hole: number[] = [];
  const hook: number[] = [];
  const flow: number[] = [];
  const rpm: number[] = [];
  let holeM = 2000;
  for (const seg of segments) {
    if (seg.hole !== undefined) holeM = seg.hole;
    for (let k = 0; k < seg.s; k++) {
      t.push(1_700_000_000_000 + t.length * 1000);
      const b = seg.bit[0] + ((seg.bit[1] - seg.bit[0]) * (k + 1)) / seg.s;
      holeM = Math.max(holeM, b);
      bit.push(b);
      hole.push(holeM);
      hook.push(seg.hook);
      flow.push(seg.flow ?? 0);
      rpm.push(seg.rpm ?? 0);
    }
  }
  return {
    t,
    channels: { bitDepthM: bit, holeDepthM: hole, hookloadT: hook, flowInLpm: flow, rpm },
  };
}

/** Activity of each segment's middle second. */
function middles(segments: Segment[], activity: Uint8Array): number[] {
  const out: number[] = [];
  let s = 0;
  for (const seg of segments) {
    out.push(activity[s + (seg.s >> 1)]);
    s += seg.s;
  }
  return out;
}

describe('rig-state detection on hand-written data', () => {
  it('tells rotary from slide drilling, reaming, circulating and a connection near bottom', () => {
    const segs: Segment[] = [
      { s: 600, bit: [1990, 2000], hole: 1990, hook: 90, flow: 2500, rpm: 60 }, // drilling down 10 m in 10 min
      { s: 300, bit: [2000, 2004], hook: 90, flow: 2500, rpm: 0 }, // slide
      { s: 20, bit: [2004, 2002.5], hook: 102, flow: 2500, rpm: 60 }, // pick up with pumps: reaming
      { s: 60, bit: [2002.5, 2002.5], hook: 100, flow: 2500 }, // circulating
      { s: 8, bit: [2002.5, 2002.5], hook: 100 }, // idle before slips → part of the connection
      { s: 150, bit: [2002.5, 2002.5], hook: 21 }, // in slips 1.5 m off bottom
      { s: 60, bit: [2002.5, 2002.5], hook: 100, flow: 2500, rpm: 60 }, // pumps up off bottom
      { s: 25, bit: [2002.5, 2004], hook: 99, flow: 2500, rpm: 60 }, // wash down to bottom
      { s: 600, bit: [2004, 2010], hook: 90, flow: 2500, rpm: 60 },
    ];
    const r = detectRigStates(build(segs), { blockWeightT: BLOCK_T });
    expect(middles(segs, r.activity)).toEqual([
      Activity.ROTARY_DRILLING,
      Activity.SLIDE_DRILLING,
      Activity.REAMING,
      Activity.CIRCULATING,
      Activity.CONNECTION,
      Activity.CONNECTION,
      Activity.CIRCULATING,
      Activity.REAMING,
      Activity.ROTARY_DRILLING,
    ]);
  });

  it('labels in-slips far from bottom as the trip it belongs to, in either direction', () => {
    const out: Segment[] = [];
    for (let k = 0; k < 5; k++) {
      const top = 1500 - 27 * k;
      out.push({ s: 50, bit: [top, top - 27], hook: 85 }, { s: 3, bit: [top - 27, top - 27], hook: 80 }, { s: 90, bit: [top - 27, top - 27], hook: 20.5 });
    }
    const back: Segment[] = [];
    for (let k = 0; k < 5; k++) {
      const from = 1365 + 27 * k;
      back.push({ s: 70, bit: [from, from], hook: 21 }, { s: 40, bit: [from, from + 27], hook: 75 });
    }
    const segs = [...out, { s: 400, bit: [1365, 1365] as [number, number], hook: 21 }, ...back];
    const r = detectRigStates(build(segs), { blockWeightT: BLOCK_T });
    const got = middles(segs, r.activity);
    expect(got.slice(0, out.length).every((c) => c === Activity.TRIP_OUT)).toBe(true);
    // The turnaround's slips (the 400 s and the first 70 s, one in-slips run) go either way.
    expect(got.slice(out.length + 2).every((c) => c === Activity.TRIP_IN)).toBe(true);
  });

  it('calls a long still stop OTHER and a bit above the table OUT_OF_HOLE', () => {
    const segs: Segment[] = [
      { s: 120, bit: [1500, 1500], hook: 80, flow: 2000 },
      { s: 3600, bit: [1500, 1500], hook: 80 },
      { s: 120, bit: [1500, 1500], hook: 80, flow: 2000 },
      { s: 60, bit: [30, 0], hook: 24 },
      { s: 1800, bit: [0, 0], hook: 22 },
    ];
    const r = detectRigStates(build(segs), { blockWeightT: BLOCK_T });
    expect(middles(segs, r.activity)).toEqual([Activity.CIRCULATING, Activity.OTHER, Activity.CIRCULATING, Activity.TRIP_OUT, Activity.OUT_OF_HOLE]);
  });

  it('ignores one-second glitches: a hook-load spike to block weight and a flow dropout while drilling', () => {
    const series = build([{ s: 1200, bit: [1990, 2002], hole: 1990, hook: 90, flow: 2500, rpm: 60 }]);
    (series.channels.hookloadT as number[])[400] = 21;
    (series.channels.flowInLpm as number[])[800] = 0;
    const r = detectRigStates(series, { blockWeightT: BLOCK_T });
    expect(new Set(r.activity)).toEqual(new Set([Activity.ROTARY_DRILLING]));
  });

  it('estimates the block weight from the in-slips readings, ignoring dropouts', () => {
    const hook: number[] = [];
    for (let i = 0; i < 10_000; i++) hook.push(i % 10 === 0 ? 22 + 0.3 * Math.sin(i) : 95 + Math.sin(i));
    hook[5] = 0;
    hook[6] = 0.5;
    expect(estimateBlockWeightT(hook)).toBeCloseTo(22, 0);
    expect(estimateBlockWeightT(hook.map((v) => (v < 50 ? 95 : v)))).toBeNaN();
  });
});

describe('auto time log', () => {
  it('aggregates seconds into rows with durations and depths, and derives drilling/tripping start and stop', () => {
    const t = Array.from({ length: 10 }, (_, i) => 1_000_000 + i * 1000);
    const act = [0, 0, 0, 2, 2, 0, 0, 6, 6, 6];
    const hole = [100, 100.1, 100.2, 100.2, 100.2, 100.2, 100.3, 100.3, 100.3, 100.3];
    const bit = [100, 100.1, 100.2, 99, 99, 100.2, 100.3, 90, 80, 70];
    const rows = autoTimeLog(t, act, hole, bit);
    expect(rows.map((r) => [r.activity, r.durationS, r.holeFromM, r.holeToM, r.bitToM])).toEqual([
      ['ROTARY_DRILLING', 3, 100, 100.2, 100.2],
      ['CONNECTION', 2, 100.2, 100.2, 99],
      ['ROTARY_DRILLING', 2, 100.2, 100.3, 100.3],
      ['TRIP_OUT', 3, 100.3, 100.3, 70],
    ]);
    expect(timelineEvents(rows).map((e) => [e.kind, (e.timeMs - 1_000_000) / 1000])).toEqual([
      ['START_DRILLING', 0],
      ['STOP_DRILLING', 7],
      ['START_TRIPPING', 7],
      ['STOP_TRIPPING', 10],
    ]);
  });

  it('breaks a row at a gap in the data', () => {
    const rows = autoTimeLog([0, 1000, 2000, 500_000, 501_000], [0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]);
    expect(rows.map((r) => r.durationS)).toEqual([3, 2]);
  });
});

describe('detection on awkward input', () => {
  it('handles an empty window', () => {
    const r = detectRigStates({ t: [], channels: { bitDepthM: [], holeDepthM: [], hookloadT: [], flowInLpm: [], rpm: [] } });
    expect(r.activity.length).toBe(0);
    expect(autoTimeLog([], r.activity, [], [])).toEqual([]);
  });

  it('survives null readings (NaN) without inventing activity around them', () => {
    const segs: Segment[] = [{ s: 1200, bit: [1990, 2002], hole: 1990, hook: 90, flow: 2500, rpm: 60 }];
    const series = build(segs);
    for (let i = 500; i < 503; i++) {
      (series.channels.hookloadT as number[])[i] = NaN;
      (series.channels.bitDepthM as number[])[i] = NaN;
    }
    const r = detectRigStates(series, { blockWeightT: BLOCK_T });
    expect(r.activity.length).toBe(1200);
    expect(r.activity.filter((c) => c === Activity.ROTARY_DRILLING).length).toBeGreaterThan(1190);
  });
});
