/**
 * Truth bookkeeping: the model records stands, connections and trips as they happen, from its own
 * exact state (never from the noisy channels), and reports them as events.
 * `st.tMs` is the time of the first second of whatever happens next.
 */
import type { RigEvent } from './events';
import type { RigModelState } from './model-state';

export function openStand(st: RigModelState): void {
  st.standIndex++;
  st.standOpen = true;
  st.standStartMs = st.tMs;
  st.standFromDepthM = st.holeDepthM;
  st.standRotaryM = 0;
  st.standSlideM = 0;
  st.standRotaryS = 0;
  st.standSlideS = 0;
}

/** Ends the open stand. With a pending connection the stand event carries its timing. */
export function closeStand(st: RigModelState, events: RigEvent[], withConnection: boolean): void {
  if (!st.standOpen) return;
  const connection = withConnection
    ? {
        offBottomMs: st.standEndMs,
        slipsInMs: st.slipsInMs,
        slipsOutMs: st.slipsOutMs,
        onBottomMs: st.tMs,
        slipsToSlipsS: (st.slipsOutMs - st.slipsInMs) / 1000,
        weightToWeightS: (st.tMs - st.standEndMs) / 1000,
        holeDepthM: st.holeDepthM,
      }
    : null;
  if (withConnection) st.totals.connections++;
  events.push({
    type: 'stand',
    timeMs: st.tMs,
    stand: {
      index: st.standIndex,
      startMs: st.standStartMs,
      endMs: st.standEndMs,
      fromDepthM: st.standFromDepthM,
      toDepthM: st.holeDepthM,
      drilledM: st.holeDepthM - st.standFromDepthM,
      rotaryM: st.standRotaryM,
      slideM: st.standSlideM,
      rotaryS: st.standRotaryS,
      slideS: st.standSlideS,
      connection,
    },
  });
  st.standOpen = false;
  st.connectionPending = false;
}

/** A DRILL phase starts: the bit is on bottom with weight. */
export function onBottom(st: RigModelState, events: RigEvent[]): void {
  if (st.connectionPending) closeStand(st, events, true);
  if (!st.standOpen) openStand(st);
}

export function openTrip(st: RigModelState): void {
  st.tripOpen = true;
  st.tripStartMs = st.tMs;
  st.tripFromDepthM = st.bitDepthM;
  st.tripStands = 0;
  st.tripSlipsS = 0;
}

export function closeTrip(st: RigModelState, events: RigEvent[], direction: 'in' | 'out'): void {
  if (!st.tripOpen) return;
  events.push({
    type: 'trip',
    timeMs: st.tMs,
    direction,
    startMs: st.tripStartMs,
    endMs: st.tMs,
    fromDepthM: st.tripFromDepthM,
    toDepthM: st.bitDepthM,
    stands: st.tripStands,
    inSlipsS: st.tripSlipsS,
  });
  st.tripOpen = false;
}
