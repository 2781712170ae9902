/**
 * The simulated rig against what drillers expect of an 8½" lateral on a land rig (DOMAIN.md,
 * issue 12): rotary ROP 20–60 m/h, the bit on bottom 40–60 % of a drilling day, no surface torque
 * without rotation, gamma only with the MWD in the hole, hook load at the block weight in slips,
 * standpipe pressure only with flow.
 */
import { describe, expect, it } from 'vitest';
import { Activity } from '../../../src/domain/drilling/activities';
import type { TripEvent } from './events';
import { createRigModel } from './rig-model';
import { DEFAULT_RIG_PARAMS } from './rig-params';

const DAY_S = 86_400;

function median(a: number[]): number {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
}

describe('rig model realism in the lateral', () => {
  // Drilling ahead: no casing point and no bit trip within the window.
  const model = createRigModel({ seed: 31, startTimeMs: Date.UTC(2026, 0, 1), startDepthM: 2500, targetDepthM: 9000, maxDepthM: 9000, sectionLengthM: 1e5 });
  const days = 4;
  const c = model.nextChunk(days * DAY_S);
  const ch = c.channels;

  it('drills rotary at 20–60 m/h (median) and slides slower', () => {
    const rotary: number[] = [];
    const slide: number[] = [];
    for (let i = 0; i < c.t.length; i++) {
      if (c.truth[i] === Activity.ROTARY_DRILLING) rotary.push(ch.ropMph[i]);
      if (c.truth[i] === Activity.SLIDE_DRILLING) slide.push(ch.ropMph[i]);
    }
    console.log(`rotary ROP median ${median(rotary).toFixed(1)} m/h, slide ${median(slide).toFixed(1)} m/h`);
    expect(median(rotary)).toBeGreaterThan(25);
    expect(median(rotary)).toBeLessThan(55);
    expect(median(slide)).toBeLessThan(median(rotary));
  });

  it('keeps the bit on bottom 40–60 % of each drilling day', () => {
    const shares: number[] = [];
    for (let d = 0; d < days; d++) {
      let on = 0;
      for (let i = d * DAY_S; i < (d + 1) * DAY_S; i++) if (c.truth[i] === Activity.ROTARY_DRILLING || c.truth[i] === Activity.SLIDE_DRILLING) on++;
      shares.push(on / DAY_S);
    }
    console.log(`on bottom per day: ${shares.map((s) => `${(s * 100).toFixed(0)} %`).join(', ')}`);
    const mean = shares.reduce((a, b) => a + b, 0) / days;
    expect(mean).toBeGreaterThan(0.4);
    expect(mean).toBeLessThan(0.6);
    for (const s of shares) expect(s).toBeGreaterThan(0.3);
  });

  it('reads no torque without rotation, sliding included', () => {
    let torqueWithoutRotation = 0;
    let slidingSeconds = 0;
    for (let i = 0; i < c.t.length; i++) {
      if (c.truth[i] === Activity.SLIDE_DRILLING) slidingSeconds++;
      if (ch.rpm[i] === 0 && ch.torqueKNm[i] !== 0) torqueWithoutRotation++;
    }
    expect(slidingSeconds).toBeGreaterThan(3600);
    expect(torqueWithoutRotation).toBe(0);
  });

  it('reads standpipe pressure only with flow, and 10–30 MPa at drilling flow', () => {
    let pressureWithoutFlow = 0;
    const drillingSpp: number[] = [];
    for (let i = 0; i < c.t.length; i++) {
      // A one-second flow-meter dropout (a glitch the noise pass adds) is not a stopped pump.
      const stopped = ch.flowInLpm[i] === 0 && ch.flowInLpm[i - 1] === 0 && ch.flowInLpm[i + 1] === 0;
      if (stopped && ch.sppMPa[i] !== 0) pressureWithoutFlow++;
      if (c.truth[i] === Activity.ROTARY_DRILLING) drillingSpp.push(ch.sppMPa[i]);
    }
    expect(pressureWithoutFlow).toBe(0);
    expect(median(drillingSpp)).toBeGreaterThan(10);
    expect(median(drillingSpp)).toBeLessThan(30);
  });

  it('hangs the block weight on the hook in slips', () => {
    const inSlips: number[] = [];
    for (let i = 0; i < c.t.length; i++) if (c.truth[i] === Activity.CONNECTION && ch.flowInLpm[i] === 0 && ch.blockPosM[i] > 5) inSlips.push(ch.hookloadT[i]);
    expect(Math.abs(median(inSlips) - DEFAULT_RIG_PARAMS.blockWeightT)).toBeLessThan(2);
  });

  it('reads gamma only with the MWD in the hole: a number there, null (NaN) out of it, never background noise', () => {
    // A well that reaches section TD: trip out, casing run out of hole, trip in.
    const m = createRigModel({ seed: 7, startTimeMs: Date.UTC(2026, 0, 1), startDepthM: 1500, targetDepthM: 1600 });
    const k = m.nextChunk(3 * DAY_S);
    let outOfHole = 0;
    let wrong = 0;
    for (let i = 0; i < k.t.length; i++) {
      const mwdBelowTable = k.channels.bitDepthM[i] > DEFAULT_RIG_PARAMS.gammaOffsetM;
      // The stored bit depth is float32: at the table itself either answer is right.
      if (Math.abs(k.channels.bitDepthM[i] - DEFAULT_RIG_PARAMS.gammaOffsetM) < 0.01) continue;
      const g = k.channels.gammaGapi[i];
      if (!mwdBelowTable) outOfHole++;
      if (mwdBelowTable ? !Number.isFinite(g) : !Number.isNaN(g)) wrong++;
      if (!Number.isFinite(k.channels.bitDepthM[i])) wrong++;
    }
    expect(outOfHole).toBeGreaterThan(3600);
    expect(wrong).toBe(0);
  });

  it('runs the pumps during part of a trip: the first stands pumped out of the lateral, the last stands washed down to bottom', () => {
    // A bit trip from the lateral (a short bit life), out and back in.
    const m = createRigModel({
      seed: 11,
      startTimeMs: Date.UTC(2026, 0, 1),
      startDepthM: 2400,
      targetDepthM: 9000,
      maxDepthM: 9000,
      sectionLengthM: 1e5,
      params: { bitLifeM: [150, 150] },
    });
    const k = m.nextChunk(3 * DAY_S);
    const trips = k.events.filter((e): e is TripEvent => e.type === 'trip' && e.fromDepthM > 1000 !== (e.direction === 'in'));
    const out = trips.find((e) => e.direction === 'out' && e.toDepthM === 0);
    const back = trips.find((e) => e.direction === 'in' && e.fromDepthM === 0);
    expect(out && back, 'a trip out of the hole and back').toBeTruthy();
    const ch = k.channels;
    const pumpedMovesM = (fromMs: number, toMs: number) => {
      let m = 0;
      for (let i = 1; i < k.t.length; i++)
        if (k.t[i] >= fromMs && k.t[i] < toMs && ch.flowInLpm[i] > 300 && ch.holeDepthM[i] - ch.bitDepthM[i] > 3)
          m += Math.abs(ch.bitDepthM[i] - ch.bitDepthM[i - 1]);
      return m;
    };
    const drillingAt = (i: number) => k.truth[i] === Activity.ROTARY_DRILLING || k.truth[i] === Activity.SLIDE_DRILLING;
    const indexOf = (ms: number) => Math.round((ms - k.t[0]) / 1000);
    let lastDrilled = indexOf(out!.startMs);
    while (lastDrilled > 0 && !drillingAt(lastDrilled)) lastDrilled--;
    let firstDrilled = indexOf(back!.endMs);
    while (firstDrilled < k.t.length - 1 && !drillingAt(firstDrilled)) firstDrilled++;
    // Pumping out: between leaving bottom and the first dry stand, stands came up with pumps on (a 1.5 m pick-up without).
    const outPumped = pumpedMovesM(k.t[lastDrilled], out!.startMs);
    // Washing down: between the end of the trip in and drilling, two or three stands went down with pumps on (one, before).
    const washed = pumpedMovesM(back!.endMs, k.t[firstDrilled]);
    console.log(`pumped out ${outPumped.toFixed(0)} m before the trip out, washed down ${washed.toFixed(0)} m after the trip in`);
    expect(washed).toBeGreaterThan(40);
    expect(outPumped).toBeGreaterThan(20);
  });

  it('keeps a never-finished well drilling ahead every day past its planned end (realtime demo wells)', () => {
    const plannedEndM = 2700;
    const m = createRigModel({
      seed: 41,
      startTimeMs: Date.UTC(2026, 0, 1),
      startDepthM: 2500,
      targetDepthM: plannedEndM,
      maxDepthM: plannedEndM,
      sectionLengthM: 1e5,
      extendLateralByM: 1000,
      params: { bitLifeM: [1e5, 1e5] },
    });
    const days = 8;
    const k = m.nextChunk(days * DAY_S);
    const perDay: string[] = [];
    for (let d = 0; d < days; d++) {
      let drilling = 0;
      let tripping = 0;
      for (let i = d * DAY_S; i < (d + 1) * DAY_S; i++) {
        const a = k.truth[i];
        if (a === Activity.ROTARY_DRILLING || a === Activity.SLIDE_DRILLING) drilling++;
        if (a === Activity.TRIP_IN || a === Activity.TRIP_OUT) tripping++;
      }
      perDay.push(`${((drilling / DAY_S) * 100).toFixed(0)} % drilling, ${(tripping / 3600).toFixed(1)} h tripping`);
      expect(drilling / DAY_S, `day ${d + 1} drilling share`).toBeGreaterThan(0.3);
      expect(tripping / 3600, `day ${d + 1} hours tripping`).toBeLessThan(4);
    }
    console.log(`never-finished well: ${perDay.join('; ')}; hole ${k.channels.holeDepthM[k.t.length - 1].toFixed(0)} m (planned end ${plannedEndM} m)`);
    expect(k.channels.holeDepthM[k.t.length - 1]).toBeGreaterThan(plannedEndM + 800);
  });
});
