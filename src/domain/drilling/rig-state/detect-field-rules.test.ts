/**
 * The rules real rigs need (issue 12), each on a hand-written stretch of data: offshore and tared
 * hook load, pumps from standpipe pressure alone, a connection set a stand off bottom after reaming
 * up, pumping on bottom without making hole, sparse sampling, and no silent defaults.
 */
import { describe, expect, it } from 'vitest';
import { Activity } from '../activities';
import type { DetectionSeries } from '../channels';
import { estimateBlockWeight } from './block-weight';
import { detectRigStates } from './detect';
import { noteText } from './notes';

interface Seg {
  s: number;
  bit: [number, number];
  hook: number;
  flow?: number;
  spp?: number;
  rpm?: number;
  hole?: number;
}

/** Segments sampled every `dtS` seconds; hole depth follows the deepest bit unless given. */
function build(segs: Seg[], dtS = 1, o: { noFlow?: boolean } = {}): DetectionSeries & { mids: number[] } {
  const t: number[] = [];
  const ch = {
    bitDepthM: [] as number[],
    holeDepthM: [] as number[],
    hookloadT: [] as number[],
    flowInLpm: [] as number[],
    rpm: [] as number[],
    sppMPa: [] as number[],
  };
  const mids: number[] = [];
  let hole = 0;
  for (const g of segs) {
    if (g.hole !== undefined) hole = g.hole;
    const k0 = t.length;
    for (let x = 0; x < g.s; x += dtS) {
      const b = g.bit[0] + ((g.bit[1] - g.bit[0]) * (x + dtS)) / g.s;
      hole = Math.max(hole, b);
      t.push(1_700_000_000_000 + t.length * dtS * 1000);
      ch.bitDepthM.push(b);
      ch.holeDepthM.push(hole);
      ch.hookloadT.push(g.hook);
      ch.flowInLpm.push(o.noFlow ? NaN : (g.flow ?? 0));
      ch.rpm.push(g.rpm ?? 0);
      ch.sppMPa.push(g.spp ?? 0.2);
    }
    mids.push((k0 + t.length) >> 1);
  }
  return { t, channels: ch, mids };
}

const at = (r: { activity: Uint8Array }, mids: number[]) => mids.map((i) => r.activity[i]);

/** Drilling a stand, reaming it up 30 m, slips, and back down: the connection of many offshore crews. */
function drillingStand(block: number, string: number, o: { spp?: boolean } = {}): Seg[] {
  const pump = o.spp ? { spp: 18 } : { flow: 2500, spp: 18 };
  return [
    { s: 1800, bit: [2000, 2028], hole: 2000, hook: block + string - 10, rpm: 120, ...pump },
    { s: 120, bit: [2028, 1998], hook: block + string + 3, rpm: 60, ...pump }, // ream the stand up
    { s: 30, bit: [1998, 1998], hook: block + string },
    { s: 240, bit: [1998, 1998], hook: block + 1 }, // in slips 30 m off bottom
    { s: 60, bit: [1998, 1998], hook: block + string, rpm: 60, ...pump },
    { s: 90, bit: [1998, 2028], hook: block + string, rpm: 60, ...pump }, // wash down
    { s: 1800, bit: [2028, 2056], hook: block + string - 10, rpm: 120, ...pump },
  ];
}

describe('detection rules for real rigs', () => {
  it('an offshore rig (block 65 t): the block weight estimated, the connection a stand off bottom found, pumps from standpipe pressure alone', () => {
    const d = build(drillingStand(65, 110, { spp: true }), 1, { noFlow: true });
    const r = detectRigStates(d);
    expect(r.parameters.blockWeightT.source).toBe('estimated');
    expect(r.blockWeightT).toBeGreaterThan(62);
    expect(r.blockWeightT).toBeLessThan(70);
    expect(at(r, d.mids)).toEqual([
      Activity.ROTARY_DRILLING,
      Activity.REAMING,
      Activity.CONNECTION,
      Activity.CONNECTION,
      Activity.CIRCULATING,
      Activity.REAMING,
      Activity.ROTARY_DRILLING,
    ]);
    // WOB is the only input the stretch lacks.
    expect(r.notes.map((n) => n.code)).toEqual(['no-wob']);
  });

  it('tared hook load (zero at block weight): in slips reads ~0 t and is still found', () => {
    const d = build(drillingStand(0, 110));
    const r = detectRigStates(d);
    expect(r.parameters.taredHookload).toBe(true);
    expect(r.notes.find((n) => n.code === 'hook-load-tared')).toMatchObject({ input: 'hookloadT', assumed: 'in slips read as hook load near 0 t' });
    expect(r.activity[d.mids[3]]).toBe(Activity.CONNECTION);
  });

  it('sparse sampling (every 5 s) gives the same activities', () => {
    const d = build(drillingStand(25, 80), 5);
    const r = detectRigStates(d);
    expect(r.parameters.sampleIntervalS).toBe(5);
    expect(r.notes.find((n) => n.code === 'sparse-sampling')?.assumed).toBe('pipe speed measured over ±5 s');
    expect(at(r, d.mids)).toEqual([
      Activity.ROTARY_DRILLING,
      Activity.REAMING,
      Activity.CONNECTION,
      Activity.CONNECTION,
      Activity.CIRCULATING,
      Activity.REAMING,
      Activity.ROTARY_DRILLING,
    ]);
  });

  it('a floater with uncompensated depth channels: bit depth and block position swinging ±1.5 m every 10 s give the same activities', () => {
    const d = build(drillingStand(65, 110, { spp: true }), 1, { noFlow: true });
    const swing = (i: number) => 1.5 * Math.sin((2 * Math.PI * i) / 10);
    // The compensator holds the string over the hole; the depth tracking follows the block it moves, except in slips.
    const onHook = (i: number) => d.channels.hookloadT[i] > 70;
    const channels = {
      ...d.channels,
      bitDepthM: Array.from(d.channels.bitDepthM, (b, i) => (onHook(i) ? b - swing(i) : b)),
      blockPosM: Array.from(d.t, (_, i) => 15 + swing(i)),
    };
    const expected = [
      Activity.ROTARY_DRILLING,
      Activity.REAMING,
      Activity.CONNECTION,
      Activity.CONNECTION,
      Activity.CIRCULATING,
      Activity.REAMING,
      Activity.ROTARY_DRILLING,
    ];
    const r = detectRigStates({ t: d.t, channels });
    expect(at(r, d.mids)).toEqual(expected);
    const heave = r.notes.find((n) => n.code === 'heave' && n.input === 'bitDepthM');
    expect(heave?.message).toMatch(/swings ±1\.\d m every (9|10|11)(\.\d)? s/);
    expect(r.notes.some((n) => n.code === 'heave' && n.input === 'blockPosM')).toBe(true);
    // Drilled seconds: as many as without the swing, within a minute.
    const drilled = (a: Uint8Array) => a.reduce((k, c) => k + (c === Activity.ROTARY_DRILLING ? 1 : 0), 0);
    expect(Math.abs(drilled(r.activity) - drilled(detectRigStates(d).activity))).toBeLessThan(60);
  });

  it('on-bottom tolerance from the data: a rig whose bit depth reads 0.8 m above hole depth while drilling still drills', () => {
    const d = build(drillingStand(25, 80));
    const channels = { ...d.channels, bitDepthM: Array.from(d.channels.bitDepthM, (b) => b - 0.8) };
    const r = detectRigStates({ t: d.t, channels });
    expect(r.parameters.onBottomM.source).toBe('estimated');
    expect(r.parameters.onBottomM.value).toBeCloseTo(1.0, 1);
    expect(r.activity[d.mids[0]]).toBe(Activity.ROTARY_DRILLING);
    expect(r.activity[d.mids[6]]).toBe(Activity.ROTARY_DRILLING);
    // The well's override wins over the estimate.
    const o = detectRigStates({ t: d.t, channels }, { overrides: { onBottomM: 0.5 } });
    expect(o.parameters.onBottomM).toEqual({ value: 0.5, source: 'override' });
    expect(o.activity[d.mids[0]]).not.toBe(Activity.ROTARY_DRILLING);
  });

  it('pumping and rotating on bottom without making hole is circulating, not drilling', () => {
    const d = build([
      { s: 1200, bit: [2000, 2000], hole: 2000, hook: 90, flow: 2500, rpm: 60 },
      { s: 200, bit: [2000, 2000], hook: 21 },
    ]);
    const r = detectRigStates(d, { blockWeightT: 20 });
    expect(r.activity[d.mids[0]]).toBe(Activity.CIRCULATING);
  });

  it('never a silent default: no slips in the data gives the assumed block weight and says so; an override is used and reported', () => {
    const d = build([{ s: 3600, bit: [2000, 2030], hole: 2000, hook: 95, flow: 2500, rpm: 120 }]);
    const r = detectRigStates(d);
    expect(r.parameters.blockWeightT.source).toBe('default');
    expect(r.notes.map(noteText).join()).toMatch(/block weight could not be estimated.*assumed 20 t/);
    expect(r.notes.find((n) => n.code === 'block-weight-default')?.input).toBe('blockWeightT');
    const o = detectRigStates(d, { overrides: { blockWeightT: 60, onBottomM: 1 } });
    expect(o.parameters.blockWeightT).toEqual({ value: 60, source: 'override' });
    expect(o.parameters.onBottomM).toEqual({ value: 1, source: 'override' });
    expect(o.notes.filter((n) => n.input === 'blockWeightT')).toEqual([]);
  });

  it('says which inputs are missing and what it assumed', () => {
    const d = build(drillingStand(25, 80));
    const channels = { ...d.channels, holeDepthM: Array.from(d.t, () => NaN), flowInLpm: Array.from(d.t, () => NaN), sppMPa: undefined };
    const r = detectRigStates({ t: d.t, channels });
    const said = r.notes.map(noteText);
    expect(said).toContain('no hole depth: hole depth taken as the deepest bit depth so far');
    expect(said).toContain('no flow in, standpipe pressure or pump strokes: pumps taken as off');
    expect(r.notes.find((n) => n.code === 'no-hole-depth')?.input).toBe('holeDepthM');
  });

  it('block weight from free block travel: block moving while the bit stays', () => {
    const n = 2000;
    const hook = Array.from({ length: n }, (_, i) => (i % 200 < 150 ? 67 + Math.sin(i) : 150));
    const bit = Array.from({ length: n }, (_, i) => 100 + Math.floor(i / 200) * 28);
    const block = Array.from({ length: n }, (_, i) => (i % 200 < 150 ? (i % 50) * 0.8 : 5));
    const e = estimateBlockWeight(hook, { bitDepthM: bit, blockPosM: block });
    expect(e.blockWeightT).toBeGreaterThan(66);
    expect(e.blockWeightT).toBeLessThan(68);
  });
});
