/**
 * The rig model's public face: a deterministic, seedable 1 Hz generator of the 12 surface channels
 * with the true activity per second, truth events (stands, connections, trips, zero readings) and
 * the depth log it drills.
 *
 *   const m = createRigModel({ seed: 7, startTimeMs, startDepthM: 1200, targetDepthM: 2500 });
 *   const day = m.nextChunk(86_400);      // columnar typed arrays, fast
 *   const saved = m.getState();           // JSON; later: createRigModel({ resume: saved })
 *   const s = m.next();                   // one second, for the live simulator
 */
import { CHANNEL_IDS, type ChannelId } from '../../../src/domain/drilling/channels';
import type { RigEvent } from './events';
import { createFormation, type Formation } from './formation';
import { initialState, type RigModelOptions, type RigModelState } from './model-state';
import { offBottomSppMPa } from './physics';
import { addSensorNoise } from './sensor-noise';
import { stepSecond, type DepthLogRows, type StepContext, type StepOutput } from './step';

export interface RigSample {
  readonly tMs: number;
  readonly values: Readonly<Record<ChannelId, number>>;
  /** True activity code (ACTIVITIES[code]). */
  readonly truth: number;
  readonly events: readonly RigEvent[];
  /** Depth-log rows completed this second (usually none). */
  readonly depthLog: DepthLogChunk;
}

export interface DepthLogChunk {
  readonly depthM: Float64Array;
  readonly gammaGapi: Float32Array;
  readonly ropMph: Float32Array;
}

export interface RigChunk {
  /** Epoch ms, one per second. */
  readonly t: Float64Array;
  readonly channels: Readonly<Record<ChannelId, Float32Array>>;
  /** True activity code per second. */
  readonly truth: Uint8Array;
  readonly events: readonly RigEvent[];
  readonly depthLog: DepthLogChunk;
}

export interface RigModel {
  next(): RigSample;
  nextChunk(seconds: number): RigChunk;
  /** Plays `seconds` without keeping their output (a pilot run): the state moves on exactly as with nextChunk. */
  advance(seconds: number): void;
  /** A JSON-safe deep copy; `createRigModel({ resume })` continues exactly from it. */
  getState(): RigModelState;
  /** Live view of a few numbers for progress displays (no copy). */
  readonly status: { readonly tMs: number; readonly holeDepthM: number; readonly bitDepthM: number; readonly mode: string; readonly secondsGenerated: number };
  readonly formation: Formation;
}

export type CreateRigModelInput = RigModelOptions | { resume: RigModelState };

export function createRigModel(input: CreateRigModelInput): RigModel {
  let st: RigModelState;
  if ('resume' in input) {
    if (input.resume?.version !== 1) throw new Error('rig model: unsupported state version');
    st = structuredClone(input.resume);
  } else {
    st = initialState(input);
    st.sppRefMPa = offBottomSppMPa(st.bitDepthM, st.flowSetLpm);
  }
  const formation = createFormation(st.config.seed, Math.max(12_000, st.config.maxDepthM + 500));
  const ctx: StepContext = { formation, params: st.config.params, events: [], depthLog: emptyRows() };

  function takeDepthLog(): DepthLogChunk {
    const rows = ctx.depthLog;
    ctx.depthLog = emptyRows();
    return { depthM: Float64Array.from(rows.depthM), gammaGapi: Float32Array.from(rows.gammaGapi), ropMph: Float32Array.from(rows.ropMph) };
  }

  function takeEvents(): RigEvent[] {
    const e = ctx.events;
    ctx.events = [];
    return e;
  }

  const one = allocate(1);
  let scratchBuf: StepOutput | null = null;
  const scratchOf = () => (scratchBuf ??= allocate(600));

  return {
    formation,
    get status() {
      return { tMs: st.tMs, holeDepthM: st.holeDepthM, bitDepthM: st.bitDepthM, mode: st.mode, secondsGenerated: st.secondsGenerated };
    },
    next() {
      const k = st.secondsGenerated;
      stepSecond(st, ctx, one, 0);
      addSensorNoise(one.channels, 0, 1, k, st.config.seed);
      const values = {} as Record<ChannelId, number>;
      for (const id of CHANNEL_IDS) values[id] = one.channels[id][0];
      return { tMs: one.t[0], values, truth: one.truth[0], events: takeEvents(), depthLog: takeDepthLog() };
    },
    nextChunk(seconds) {
      const n = Math.max(0, Math.floor(seconds));
      const out = allocate(n);
      const k = st.secondsGenerated;
      for (let i = 0; i < n; i++) stepSecond(st, ctx, out, i);
      addSensorNoise(out.channels, 0, n, k, st.config.seed);
      return { ...out, events: takeEvents(), depthLog: takeDepthLog() };
    },
    advance(seconds) {
      let left = Math.max(0, Math.floor(seconds));
      while (left > 0) {
        const scratch = scratchOf();
        const n = Math.min(left, scratch.t.length);
        for (let i = 0; i < n; i++) stepSecond(st, ctx, scratch, i);
        ctx.events = [];
        ctx.depthLog = emptyRows();
        left -= n;
      }
    },
    getState() {
      return structuredClone(st);
    },
  };
}

/**
 * The state a model started `shiftMs` later would have after the same seconds: the model's
 * behaviour depends on elapsed seconds only, so only its clock readings move. Unset times (0) stay.
 */
export function shiftRigState(state: RigModelState, shiftMs: number): RigModelState {
  const s = structuredClone(state);
  const move = (v: number) => (v === 0 ? 0 : v + shiftMs);
  s.config.startTimeMs += shiftMs;
  s.tMs += shiftMs;
  s.standStartMs = move(s.standStartMs);
  s.standEndMs = move(s.standEndMs);
  s.slipsInMs = move(s.slipsInMs);
  s.slipsOutMs = move(s.slipsOutMs);
  s.tripStartMs = move(s.tripStartMs);
  return s;
}

function allocate(n: number): StepOutput {
  const channels = {} as Record<ChannelId, Float32Array>;
  for (const id of CHANNEL_IDS) channels[id] = new Float32Array(n);
  return { t: new Float64Array(n), channels, truth: new Uint8Array(n) };
}

function emptyRows(): DepthLogRows {
  return { depthM: [], gammaGapi: [], ropMph: [] };
}
