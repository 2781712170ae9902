/**
 * The driller's decisions. When the phase queue runs dry the planner looks at the mode (drilling,
 * tripping out, out of hole, tripping in) and the rig's state and queues the next operation:
 * a connection and the next stand, one trip stand, one handling cycle out of hole.
 * Planning one operation at a time keeps the queue small and the state cheap to serialise.
 *
 * Each phase carries the activity the crew is doing in it: that is the truth detection is scored
 * against. It comes from the plan alone; nothing here reads the detector's thresholds.
 */
import { Activity } from '../../../src/domain/drilling/activities';
import { closeStand, closeTrip } from './bookkeeping';
import type { RigEvent } from './events';
import type { RigModelState } from './model-state';
import { phase, PhaseKind, PhaseTag, type Phase } from './phases';
import { chance, logNormal, normal, uniformIn } from './prng';

const { DRILL, MOVE, HOLD, SLIPS } = PhaseKind;
/** Highest the block goes with a stand hanging from it, m. */
const BLOCK_TOP_M = 29.8;
/** Pump ramp-down phase length for a flow rate: the pumps slow by 250 L/min each second (step.ts). */
function pumpsOffS(flowLpm: number): number {
  return Math.max(1, Math.ceil(flowLpm / 250));
}

export function planNext(st: RigModelState, events: RigEvent[]): void {
  extendLateral(st);
  switch (st.mode) {
    case 'drill':
      return planAfterDrill(st, events);
    case 'tripOut':
      return planTripOutStand(st, events);
    case 'outOfHole':
      return planOutOfHole(st);
    case 'tripIn':
      return planTripInStand(st);
  }
}

function push(st: RigModelState, p: Phase): void {
  st.queue.push(p);
}

function standLengthM(st: RigModelState): number {
  const [lo, hi] = st.config.params.standLengthM;
  return uniformIn(st.rng, lo, hi);
}

function canDrill(st: RigModelState): boolean {
  return st.holeDepthM < st.config.maxDepthM - 0.01;
}

/** The lateral is extended while this much of it is still to drill, m: the rig never comes near its end. */
const EXTEND_AHEAD_M = 300;

/**
 * A well that is never finished (config.extendLateralByM > 0): before the hole nears its planned
 * end, the plan extends the lateral (and the section with it, when the section ends there), as an
 * operator extending a lateral would; no trip for a casing point or TD is ever planned.
 */
function extendLateral(st: RigModelState): void {
  const by = st.config.extendLateralByM ?? 0;
  if (!(by > 0)) return;
  while (st.config.maxDepthM - st.holeDepthM < EXTEND_AHEAD_M) {
    const sectionEndsAtTd = st.sectionTdM >= st.config.maxDepthM - 0.01;
    st.config.maxDepthM += by;
    if (sectionEndsAtTd) st.sectionTdM = st.config.maxDepthM;
  }
}

// ───────────────────────────── drilling ─────────────────────────────

function planAfterDrill(st: RigModelState, events: RigEvent[]): void {
  const r = st.rng;
  if (st.drillEndReason === 'footage') {
    // The slide part of the stand is done: rotate the rest of it down without leaving bottom.
    push(st, phase(DRILL, Activity.ROTARY_DRILLING, { durationS: 1e9, flowLpm: st.flowSetLpm, rpm: st.rpmSet }));
    return;
  }
  if (st.drillEndReason === 'sectionTd' || !canDrill(st)) {
    closeStand(st, events, false);
    const casing = canDrill(st);
    st.outOfHoleKind = casing ? 'casing' : 'bhaChange';
    if (casing) st.sectionTdM = Math.min(st.config.maxDepthM, st.sectionTdM + st.config.sectionLengthM);
    startTripOut(st, uniformIn(r, 3600, 9000));
    return;
  }
  if (st.bitRunFootageM >= st.bitLifeM) {
    closeStand(st, events, false);
    st.outOfHoleKind = 'bhaChange';
    startTripOut(st, uniformIn(r, 1800, 3600));
    return;
  }
  const P = st.config.params;
  // (only for a run that started above that depth: a short history that starts below it has none)
  const at = st.config.wiperTripAtDepthM;
  const scheduled = !st.scheduledWiperTripDone && at > 0 && st.config.startDepthM < at && st.holeDepthM >= at;
  if (scheduled) st.scheduledWiperTripDone = true;
  if (st.bitDepthM > 1000 && (scheduled || chance(r, P.wiperTripProbability))) {
    // Wiper trip: pull a few stands through the open hole and run back to bottom.
    closeStand(st, events, false);
    st.tripOutToM = st.bitDepthM - Math.round(uniformIn(r, 5, 10)) * 27.3;
    startTripOut(st, uniformIn(r, 600, 1500));
    return;
  }
  planConnection(st);
}

/** Pick up, ream the stand or not, circulate, pumps off, slips, add a stand, back to bottom. */
function planConnection(st: RigModelState): void {
  const r = st.rng;
  const P = st.config.params;
  const liftM = uniformIn(r, 1.0, 1.5);
  const slipsBlockM = st.blockPosM + liftM;
  const topM = Math.min(BLOCK_TOP_M, slipsBlockM + standLengthM(st));
  const flow = st.flowSetLpm;
  const rpm = st.rpmSet;
  // Rotating while reaming even after a slide: the bend must not cut a ledge.
  const reamRpm = rpm > 0 ? rpm : uniformIn(r, P.rotaryRpm[0], P.rotaryRpm[1]);
  if (chance(r, P.reamStandProbability)) {
    // Ream the stand just drilled up and down once before the connection.
    const speed = uniformIn(r, P.reamSpeedMps[0], P.reamSpeedMps[1]);
    push(st, phase(MOVE, Activity.REAMING, { targetBlockM: topM - uniformIn(r, 0.3, 1), speedMps: speed, flowLpm: flow, rpm: reamRpm }));
    push(st, phase(MOVE, Activity.REAMING, { targetBlockM: slipsBlockM, speedMps: speed, flowLpm: flow, rpm: reamRpm }));
  } else {
    push(st, phase(MOVE, Activity.REAMING, { targetBlockM: slipsBlockM, speedMps: 0.25, flowLpm: flow, rpm }));
  }
  // Hole cleaning before the connection: a few minutes, sometimes bottoms up.
  const circS = chance(r, P.bottomsUpProbability) ? uniformIn(r, 1200, 3000) : uniformIn(r, 120, 420);
  push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(circS), flowLpm: flow, rpm: chance(r, 0.5) ? uniformIn(r, 30, 60) : 0 }));
  push(st, phase(HOLD, Activity.CIRCULATING, { durationS: pumpsOffS(flow) }));
  if (chance(r, P.nptProbability)) {
    const nptS = logNormal(r, P.nptMedianS, 0.5, 2700, 6 * 3600);
    push(st, phase(HOLD, Activity.OTHER, { durationS: Math.round(nptS) }));
  } else if (chance(r, P.rigServiceProbability)) {
    push(st, phase(HOLD, Activity.OTHER, { durationS: Math.round(uniformIn(r, 1200, 2700)) }));
  }
  push(st, phase(HOLD, Activity.CONNECTION, { durationS: Math.round(uniformIn(r, 3, 12)) }));
  push(
    st,
    phase(SLIPS, Activity.CONNECTION, {
      // In slips 3–6 min typically (survey, break out, pick up, make up), a long tail for trouble.
      durationS: Math.round(logNormal(r, 230, 0.3, 110, 900)),
      delayS: Math.round(uniformIn(r, 20, 45)),
      targetBlockM: topM,
      speedMps: 0.5,
      loadT: 0.8,
      tag: PhaseTag.CONNECTION_SLIPS,
    }),
  );
  planBackToBottom(st, 0);
}

/**
 * Out of slips with a new stand: pumps up, rotation (unless the stand starts with a slide), the
 * off-bottom zero readings, wash down to bottom, drill.
 */
function planBackToBottom(st: RigModelState, washSpeedMps: number): void {
  const r = st.rng;
  const P = st.config.params;
  st.flowSetLpm = clamp(st.flowSetLpm * (1 + 0.015 * normal(r)), P.flowLpm[0], P.flowLpm[1]);
  st.wobSetT = uniformIn(r, P.wobT[0], P.wobT[1]);
  st.rpmSet = uniformIn(r, P.rotaryRpm[0], P.rotaryRpm[1]);
  st.kellyDownM = uniformIn(r, 0.5, 0.8);
  const slide = chance(r, P.slideStandProbability);
  const rpm = slide ? 0 : st.rpmSet;
  push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 2, 8)) }));
  // Pumps up with the string still: the MWD takes its survey and pulses it up.
  push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 90, 180)), flowLpm: st.flowSetLpm }));
  // Then a minute or two with pumps and rotation steady (or orienting the toolface for a slide), zero the readings, go down.
  const circS = Math.round(slide ? uniformIn(r, 120, 360) : uniformIn(r, 50, 110));
  const zero = chance(r, P.zeroProbability);
  push(
    st,
    phase(HOLD, Activity.CIRCULATING, {
      durationS: circS,
      flowLpm: st.flowSetLpm,
      rpm,
      zeroAtS: zero ? circS - Math.round(uniformIn(r, 10, 20)) : -1,
      zeroMask: chance(r, 0.1) ? 1 : 3,
    }),
  );
  const speed = washSpeedMps > 0 ? washSpeedMps : uniformIn(r, 0.05, 0.1);
  push(st, phase(MOVE, Activity.REAMING, { toBottom: true, speedMps: speed, flowLpm: st.flowSetLpm, rpm }));
  if (!canDrill(st)) {
    // At the well's final depth: condition the hole and pull out again.
    startTripOut(st, uniformIn(r, 3600, 10800));
    return;
  }
  st.mode = 'drill';
  if (slide) {
    const full = chance(r, 0.1);
    push(st, phase(DRILL, Activity.SLIDE_DRILLING, { durationS: 1e9, flowLpm: st.flowSetLpm, slide: true, footageM: full ? 0 : uniformIn(r, 3, 12) }));
  } else {
    push(st, phase(DRILL, Activity.ROTARY_DRILLING, { durationS: 1e9, flowLpm: st.flowSetLpm, rpm: st.rpmSet }));
  }
}

// ───────────────────────────── tripping out ─────────────────────────────

function startTripOut(st: RigModelState, circulateS: number): void {
  const r = st.rng;
  const P = st.config.params;
  // Relative lift: other phases may still be queued ahead of this one.
  push(st, phase(MOVE, Activity.REAMING, { liftM: uniformIn(r, 1, 1.5), speedMps: 0.25, flowLpm: st.flowSetLpm, rpm: st.rpmSet }));
  // Bottoms up before pulling: clean hole.
  push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(circulateS), flowLpm: st.flowSetLpm, rpm: uniformIn(r, 40, 80) }));
  st.mode = 'tripOut';
  // Out of the lateral the first stands are often pumped out (pumps on, no rotation: no swabbing);
  // the trip proper starts with the first stand pulled dry.
  st.pumpOutStandsLeft = st.bitDepthM > 1000 && chance(r, P.pumpOutProbability) ? Math.round(uniformIn(r, P.pumpOutStands[0], P.pumpOutStands[1])) : 0;
  if (st.pumpOutStandsLeft > 0) return;
  // Else pumps off and a flow check, and the trip starts.
  push(st, phase(HOLD, Activity.CIRCULATING, { durationS: pumpsOffS(st.flowSetLpm) }));
  push(st, phase(HOLD, Activity.TRIP_OUT, { durationS: Math.round(uniformIn(r, 10, 40)), tag: PhaseTag.TRIP_START }));
}

function planTripOutStand(st: RigModelState, events: RigEvent[]): void {
  const r = st.rng;
  const P = st.config.params;
  if (st.bitDepthM <= 0.001) {
    closeTrip(st, events, 'out');
    enterOutOfHole(st);
    planOutOfHole(st);
    return;
  }
  if (st.tripOutToM > 0 && st.bitDepthM <= st.tripOutToM + 1) {
    // The wiper trip's last stand is out: run back in.
    closeTrip(st, events, 'out');
    st.tripOutToM = 0;
    st.mode = 'tripIn';
    planTripInStand(st);
    return;
  }
  const bha = st.bitDepthM <= P.bhaLengthM + 1;
  let pullM = Math.min(standLengthM(st), st.bitDepthM, BLOCK_TOP_M - st.blockPosM);
  // Never leave a stub of a few metres for a last stand: the bit comes out with this one.
  if (st.bitDepthM - pullM < 3 && st.bitDepthM <= BLOCK_TOP_M - st.blockPosM) pullM = st.bitDepthM;
  const tag = st.tripOpen ? PhaseTag.NONE : PhaseTag.TRIP_START;
  const pumped = st.pumpOutStandsLeft > 0;
  if (pumped) {
    // Pumping out: pumps on at a reduced rate, the stand pulled slowly, pumps off before the slips.
    st.pumpOutStandsLeft--;
    const flow = clamp(st.flowSetLpm * 0.6, 800, 2000);
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 20, 40)), flowLpm: flow }));
    push(st, phase(MOVE, Activity.REAMING, { targetBlockM: st.blockPosM + pullM, speedMps: uniformIn(r, 0.15, 0.3), flowLpm: flow }));
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: pumpsOffS(flow) }));
  } else if (!bha && st.tripOpen && st.bitDepthM > 300 && chance(r, 0.02)) {
    // Tight spot: pump and rotate the stand out.
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 30, 60)), flowLpm: 2000, rpm: 60 }));
    push(st, phase(MOVE, Activity.REAMING, { targetBlockM: st.blockPosM + pullM, speedMps: 0.08, flowLpm: 2000, rpm: 60 }));
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: pumpsOffS(2000) }));
  } else {
    const speed = bha ? 0.3 : uniformIn(r, 0.4, 0.8);
    push(st, phase(MOVE, Activity.TRIP_OUT, { targetBlockM: st.blockPosM + pullM, speedMps: speed, tag }));
  }
  if (st.bitDepthM - pullM > 0.001) {
    // Slips between two pumped stands are connections (pipe is laid down as it is while reaming);
    // the slips after the last pumped stand start the trip.
    const between = pumped && st.pumpOutStandsLeft > 0;
    const activity = between ? Activity.CONNECTION : Activity.TRIP_OUT;
    push(st, phase(HOLD, activity, { durationS: Math.round(uniformIn(r, 1, 4)) }));
    push(
      st,
      phase(SLIPS, activity, {
        durationS: Math.round(bha ? logNormal(r, 240, 0.3, 120, 900) : logNormal(r, 90, 0.25, 45, 360)),
        delayS: Math.round(uniformIn(r, 15, 30)),
        targetBlockM: uniformIn(r, 0.8, 1.5),
        speedMps: 0.6,
        loadT: 0.8,
        loadFirst: true,
        tag: between ? PhaseTag.NONE : pumped ? PhaseTag.TRIP_START : PhaseTag.TRIP_SLIPS,
      }),
    );
    push(st, phase(HOLD, activity, { durationS: Math.round(uniformIn(r, 1, 4)) }));
  }
}

// ───────────────────────────── out of hole ─────────────────────────────

function enterOutOfHole(st: RigModelState): void {
  const r = st.rng;
  st.mode = 'outOfHole';
  st.outOfHoleRemainingS = st.outOfHoleKind === 'casing' ? uniformIn(r, 16 * 3600, 30 * 3600) : uniformIn(r, 2 * 3600, 5 * 3600);
  st.outOfHoleTotalS = st.outOfHoleRemainingS;
}

/** One handling cycle: lift a BHA component or a casing joint, hold, set down. */
function planOutOfHole(st: RigModelState): void {
  const r = st.rng;
  const P = st.config.params;
  if (st.outOfHoleRemainingS <= 0) {
    // New bit and BHA: fresh cutters, a new bit life.
    st.bitRunFootageM = 0;
    st.bitLifeM = uniformIn(r, P.bitLifeM[0], P.bitLifeM[1]);
    st.baseRopMph = uniformIn(r, P.baseRopMph[0], P.baseRopMph[1]);
    st.nextBreakCirculationM = 1500;
    st.mode = 'tripIn';
    planTripInStand(st);
    return;
  }
  const durationS = Math.round(uniformIn(r, 120, 900));
  let loadT = uniformIn(r, 0, 4);
  if (st.outOfHoleKind === 'casing') {
    // Casing goes in over the first 60 % of the time, then cementing and waiting on cement.
    const done = 1 - st.outOfHoleRemainingS / st.outOfHoleTotalS;
    loadT = done < 0.6 ? (done / 0.6) * 0.037 * st.holeDepthM : 0;
  }
  push(
    st,
    phase(SLIPS, Activity.OUT_OF_HOLE, {
      durationS,
      delayS: Math.round(uniformIn(r, 10, 60)),
      targetBlockM: uniformIn(r, 1, 25),
      speedMps: 0.3,
      loadT,
      outOfHole: true,
    }),
  );
  st.outOfHoleRemainingS -= durationS;
}

// ───────────────────────────── tripping in ─────────────────────────────

function planTripInStand(st: RigModelState): void {
  const r = st.rng;
  const P = st.config.params;
  const L = standLengthM(st);
  const remainingM = st.holeDepthM - st.bitDepthM;
  const atSurface = st.bitDepthM <= 0.001;
  const bha = st.bitDepthM < P.bhaLengthM;
  if (!(st.washStandsLeft > 0)) st.washStandsLeft = Math.round(uniformIn(r, P.washDownStands[0], P.washDownStands[1]));
  // Out of hole the block was left wherever handling ended; the first stand starts from low down.
  const blockLowM = st.blockPosM <= 2.5 ? st.blockPosM : uniformIn(r, 0.8, 1.5);
  // Dry stands until the last few, which are washed down with pumps on: the driller stops tripping
  // dry once the next stand would come within a few metres of bottom.
  if (atSurface || remainingM > st.washStandsLeft * L + 5) {
    push(
      st,
      phase(SLIPS, atSurface ? Activity.OUT_OF_HOLE : Activity.TRIP_IN, {
        durationS: Math.round(bha ? logNormal(r, 240, 0.3, 120, 900) : logNormal(r, 75, 0.25, 40, 300)),
        delayS: Math.round(uniformIn(r, 5, 20)),
        targetBlockM: blockLowM + L,
        speedMps: 0.7,
        loadT: 0.8,
        // From surface the trip starts with the first stand run in; back in after a wiper trip, with picking it up.
        tag: atSurface ? PhaseTag.NONE : st.tripOpen ? PhaseTag.TRIP_SLIPS : PhaseTag.TRIP_START,
      }),
    );
    push(st, phase(HOLD, Activity.TRIP_IN, { durationS: Math.round(uniformIn(r, 1, 4)) }));
    const speed = bha ? 0.3 : uniformIn(r, 0.5, 1.0);
    push(st, phase(MOVE, Activity.TRIP_IN, { targetBlockM: blockLowM, speedMps: speed, tag: atSurface ? PhaseTag.TRIP_START : PhaseTag.NONE }));
    if (st.bitDepthM + L > st.nextBreakCirculationM && remainingM - L > L + 15) {
      // Break circulation on the way in so the mud is not gelled when we reach bottom.
      st.nextBreakCirculationM += 1500;
      push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 600, 1500)), flowLpm: 2000 }));
      push(st, phase(HOLD, Activity.CIRCULATING, { durationS: pumpsOffS(2000) }));
    }
    push(st, phase(HOLD, Activity.TRIP_IN, { durationS: Math.round(uniformIn(r, 1, 4)) }));
    return;
  }
  // The trip ends with the first stand picked up to wash down; the stands after it are connections.
  const first = st.tripOpen;
  const travelM = blockLowM + L - 0.7;
  push(
    st,
    phase(SLIPS, first ? Activity.TRIP_IN : Activity.CONNECTION, {
      durationS: Math.round(first ? logNormal(r, 60, 0.25, 35, 240) : logNormal(r, 120, 0.3, 60, 600)),
      delayS: Math.round(uniformIn(r, 5, 20)),
      targetBlockM: blockLowM + L,
      speedMps: 0.7,
      loadT: 0.8,
      tag: first ? PhaseTag.TRIP_END : PhaseTag.NONE,
    }),
  );
  if (remainingM > travelM) {
    // This stand does not reach bottom: wash it down, pumps off, and plan the next one.
    st.flowSetLpm = clamp(st.flowSetLpm, P.flowLpm[0], P.flowLpm[1]);
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 2, 6)) }));
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 60, 120)), flowLpm: st.flowSetLpm, rpm: 60 }));
    push(st, phase(MOVE, Activity.REAMING, { targetBlockM: 0.7, speedMps: uniformIn(r, 0.1, 0.2), flowLpm: st.flowSetLpm, rpm: 60 }));
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: Math.round(uniformIn(r, 20, 60)), flowLpm: st.flowSetLpm }));
    push(st, phase(HOLD, Activity.CIRCULATING, { durationS: pumpsOffS(st.flowSetLpm) }));
    push(st, phase(HOLD, Activity.CONNECTION, { durationS: Math.round(uniformIn(r, 3, 10)) }));
    st.washStandsLeft = Math.max(1, st.washStandsLeft - 1);
    return;
  }
  st.washStandsLeft = 0;
  planBackToBottom(st, uniformIn(r, 0.1, 0.2));
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
