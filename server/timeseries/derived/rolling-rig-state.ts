/**
 * Rig-state detection over an endless stream of seconds. detectRigStates is a batch function whose
 * labels depend on a few minutes of context either side (idle takes what follows, slips look at the
 * neighbouring pipe movement), so each run covers `marginS` before and after the seconds it
 * finalises: a second's activity is final once `marginS` seconds of the future are known. History
 * generation finalises an hour per run, the live simulator a minute; both give the labels a batch
 * run over the whole history gives, but for a rare second at a run's edge (rolling-rig-state.test.ts).
 */
import type { ChannelId, OptionalChannelId } from '../../../src/domain/drilling/channels';
import { detectRigStates, type DetectionParameters } from '../../../src/domain/drilling/rig-state/detect';
import { estimateBlockWeight } from '../../../src/domain/drilling/rig-state/block-weight';
import type { DetectionNote } from '../../../src/domain/drilling/rig-state/notes';
import type { DetectionOverrides, RigStateThresholds } from '../../../src/domain/drilling/rig-state/thresholds';
import { detectZeroReadings, type ZeroReading } from '../../../src/domain/drilling/kpi/zero-readings';

/** The channels every source has (the simulator's, a store read): detection, zero readings, trips and the time log read them. */
const CORE_CHANNELS = ['bitDepthM', 'holeDepthM', 'hookloadT', 'rpm', 'flowInLpm', 'wobT', 'diffPMPa'] as const satisfies readonly ChannelId[];
/** Channels detection reads when a well has them (pumps from standpipe pressure or strokes, block travel for the block weight). */
const EXTRA_CHANNELS = ['blockPosM', 'sppMPa', 'pumpSpm'] as const satisfies readonly (ChannelId | OptionalChannelId)[];
export const DETECTION_CHANNELS = [...CORE_CHANNELS, ...EXTRA_CHANNELS] as const;
export type DetectionChannel = (typeof DETECTION_CHANNELS)[number];

export interface SecondsBlock {
  /** Epoch seconds of the first value; values are consecutive seconds. */
  readonly startS: number;
  readonly n: number;
  /** A block without an extra channel holds NaN for it (the well does not have it). */
  readonly channels: Readonly<Record<(typeof CORE_CHANNELS)[number], ArrayLike<number>>> &
    Readonly<Partial<Record<(typeof EXTRA_CHANNELS)[number], ArrayLike<number>>>>;
}

/** A stream keeps the block weight it first estimated (with what the estimate found), rather than re-estimating every window. */
export interface StreamEstimate {
  blockWeightT: number;
  tared: boolean;
  spreadT: number;
  note: string | null;
  /** The first second of the data it came from. */
  fromS: number;
}

/** A note of one detection run, over the seconds that run finalised. */
export interface NoteSpan {
  fromS: number;
  toS: number;
  note: DetectionNote;
}

export interface FinalSeconds {
  readonly startS: number;
  readonly n: number;
  readonly activity: Uint8Array;
  /** Detection primitives' flags (in slips, moving ...), for trips. */
  readonly flags: Uint8Array;
  readonly bitDepthM: Float32Array;
  readonly holeDepthM: Float32Array;
  readonly zeros: ZeroReading[];
  readonly notes: NoteSpan[];
}

export interface RollingOptions {
  /** Context either side of the finalised seconds, s. */
  readonly marginS: number;
  /** Finalise when at least this many seconds are ready, s. */
  readonly emitEveryS: number;
  readonly thresholds?: Partial<RigStateThresholds>;
  /** The well's detection settings. */
  readonly overrides?: DetectionOverrides;
}

export interface RollingState {
  /** First second not yet finalised (null before any data). */
  emittedToS: number | null;
  /** The stream's own estimate (null until the data held one), whatever the well overrides. */
  blockWeightT: number | null;
  estimate?: StreamEstimate | null;
  /** What the last run used, each with where it came from. */
  parameters?: DetectionParameters | null;
}

class Column {
  a = new Float32Array(4096);
  n = 0;
  push(src: ArrayLike<number> | undefined, n: number): void {
    if (this.n + n > this.a.length) {
      const b = new Float32Array(Math.max(this.a.length * 2, this.n + n));
      b.set(this.a.subarray(0, this.n));
      this.a = b;
    }
    if (!src) this.a.fill(NaN, this.n, this.n + n);
    else for (let i = 0; i < n; i++) this.a[this.n + i] = src[i];
    this.n += n;
  }
  drop(k: number): void {
    this.a.copyWithin(0, k, this.n);
    this.n -= k;
  }
}

export class RollingRigState {
  private readonly cols = Object.fromEntries(DETECTION_CHANNELS.map((c) => [c, new Column()])) as Record<DetectionChannel, Column>;
  private bufStartS = 0;
  private lastCode: number | null = null;
  private overrides: DetectionOverrides;
  readonly state: RollingState;

  constructor(
    private readonly o: RollingOptions,
    state?: RollingState,
  ) {
    this.state = state ? { ...state } : { emittedToS: null, blockWeightT: null };
    this.overrides = o.overrides ?? {};
  }

  /** The well's settings changed: they apply from the next run (seconds already finalised stay as they are). */
  setOverrides(o: DetectionOverrides): void {
    this.overrides = o;
  }

  private get bufN(): number {
    return this.cols.bitDepthM.n;
  }

  /** Seconds the detector must see again after a restart: from this second to the last one written. */
  contextFromS(): number | null {
    return this.state.emittedToS === null ? null : this.state.emittedToS - this.o.marginS;
  }

  /** The latest second's activity from the last run: provisional until `marginS` more seconds arrive. */
  provisionalActivity(): number | null {
    return this.lastCode;
  }

  /** After a restart: refill the buffer with seconds already seen (up to the last one written), finalising nothing. */
  prime(block: SecondsBlock): void {
    if (this.bufN !== 0) throw new Error('rolling detection: prime() before any push()');
    this.bufStartS = block.startS;
    for (const c of DETECTION_CHANNELS) this.cols[c].push(block.channels[c], block.n);
  }

  push(block: SecondsBlock): FinalSeconds | null {
    if (block.n <= 0) return null;
    if (this.bufN === 0) this.bufStartS = block.startS;
    else if (block.startS !== this.bufStartS + this.bufN)
      throw new Error(`rolling detection: expected second ${this.bufStartS + this.bufN}, got ${block.startS}`);
    if (this.state.emittedToS === null) this.state.emittedToS = block.startS;
    for (const c of DETECTION_CHANNELS) this.cols[c].push(block.channels[c], block.n);
    const endS = this.bufStartS + this.bufN;
    if (endS - this.o.marginS - this.state.emittedToS < this.o.emitEveryS) return null;
    return this.run(endS - this.o.marginS);
  }

  /** Run detection now (for the live provisional label) without waiting for emitEveryS. */
  refresh(): FinalSeconds | null {
    const endS = this.bufStartS + this.bufN;
    if (this.bufN === 0 || this.state.emittedToS === null) return null;
    return this.run(Math.max(this.state.emittedToS, endS - this.o.marginS));
  }

  private run(toS: number): FinalSeconds | null {
    const st = this.state;
    const fromS = st.emittedToS!;
    const rangeS = Math.max(this.bufStartS, fromS - this.o.marginS);
    const i0 = rangeS - this.bufStartS;
    const n = this.bufN - i0;
    const channels = Object.fromEntries(DETECTION_CHANNELS.map((c) => [c, this.cols[c].a.subarray(i0, i0 + n)])) as Record<DetectionChannel, Float32Array>;
    if (st.blockWeightT === null) {
      const e = estimateBlockWeight(channels.hookloadT, { bitDepthM: channels.bitDepthM, blockPosM: channels.blockPosM });
      if (Number.isFinite(e.blockWeightT)) {
        st.blockWeightT = e.blockWeightT;
        st.estimate = { blockWeightT: e.blockWeightT, tared: e.tared, spreadT: e.spreadT, note: e.note, fromS: rangeS };
      }
    }
    const t = new Float64Array(n);
    for (let i = 0; i < n; i++) t[i] = (rangeS + i) * 1000;
    const series = { t, channels };
    const rig = detectRigStates(series, {
      blockWeightT: st.blockWeightT ?? undefined,
      estimate: st.estimate ?? undefined,
      thresholds: this.o.thresholds,
      overrides: this.overrides,
    });
    st.parameters = rig.parameters;
    this.lastCode = rig.activity[n - 1];
    if (toS <= fromS) return null;
    const zeros: ZeroReading[] = [];
    for (const ch of ['wobT', 'diffPMPa'] as const) {
      for (const z of detectZeroReadings({ series, primitives: rig.primitives, thresholds: rig.thresholds }, ch)) {
        if (z.timeMs >= fromS * 1000 && z.timeMs < toS * 1000) zeros.push(z);
      }
    }
    const a = fromS - rangeS;
    const b = toS - rangeS;
    const out: FinalSeconds = {
      startS: fromS,
      n: toS - fromS,
      activity: rig.activity.slice(a, b),
      flags: rig.primitives.flags.slice(a, b),
      bitDepthM: channels.bitDepthM.slice(a, b),
      holeDepthM: channels.holeDepthM.slice(a, b),
      zeros,
      notes: rig.notes.map((note) => ({ fromS, toS, note })),
    };
    st.emittedToS = toS;
    const keepFromS = toS - this.o.marginS;
    if (keepFromS > this.bufStartS) {
      const k = keepFromS - this.bufStartS;
      for (const c of DETECTION_CHANNELS) this.cols[c].drop(k);
      this.bufStartS = keepFromS;
    }
    return out;
  }
}
