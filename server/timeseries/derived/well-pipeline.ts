/**
 * Everything derived from one well's 1 Hz channels, fed a block of seconds at a time: finalised
 * activity per second, the auto time log, 15-minute activity bins, stands with their connections,
 * trips and zero readings; and, when the simulator gives it, the same time log and bins of its true
 * activity. History generation and the live simulator run the same pipeline, and its state is plain
 * JSON so the live simulator continues where history ended, and after a restart.
 */
import { DEFAULT_BLOCK_WEIGHT_T } from '../../../src/domain/drilling/rig-state/detect';
import { estimateBlockWeight } from '../../../src/domain/drilling/rig-state/block-weight';
import { RIG_STATE_THRESHOLDS, rigThresholds, type DetectionOverrides } from '../../../src/domain/drilling/rig-state/thresholds';
import { createStandDetector, type StandDetector, type StandDetectorState } from '../../../src/domain/drilling/kpi/stand-detector';
import type { Stand } from '../../../src/domain/drilling/kpi/stand-types';
import type { Trip } from '../../../src/domain/drilling/kpi/tripping';
import type { ZeroReading } from '../../../src/domain/drilling/kpi/zero-readings';
import { BinAccumulator, type ActivityBin, type BinState } from './activity-bins';
import { IntervalBuilder, type ActivitySource, type IntervalRow, type OpenInterval } from './interval-builder';
import { RollingRigState, type NoteSpan, type RollingState, type SecondsBlock } from './rolling-rig-state';
import { TripTracker, type TripTrackerState } from './trip-tracker';

/**
 * Context either side of finalised seconds. Field-data detection looks further around a slips run
 * (connections up to a stand off bottom unless pipe is tripped on either side, trip direction from the
 * nearest movement): at 600 s and 900 s streamed and batch activity differed on 0.02 % of seconds; at
 * 1,200 s they agree (well-pipeline.test.ts). The live provisional activity covers the last 20 minutes.
 */
export const DETECTION_MARGIN_S = 1200;

export interface PipelineState {
  version: 1;
  /** Last second pushed. */
  lastS: number | null;
  rolling: RollingState;
  stand: StandDetectorState | null;
  trip: TripTrackerState;
  intervals: Record<ActivitySource, OpenInterval | null>;
  bins: Record<ActivitySource, BinState>;
}

export interface PipelineBlock extends SecondsBlock {
  /** True activity per second (simulator only). */
  readonly truth?: ArrayLike<number>;
}

export interface PipelineOutput {
  /** Finalised detected activity for [startS, startS + codes.length). */
  activity: { startS: number; codes: Uint8Array } | null;
  intervals: { source: ActivitySource; rows: IntervalRow[] }[];
  bins: { source: ActivitySource; rows: ActivityBin[] }[];
  stands: Stand[];
  trips: Trip[];
  zeros: ZeroReading[];
  /** What detection said about the seconds it finalised (missing inputs, estimates, data quirks). */
  notes: NoteSpan[];
}

export interface PipelineOptions {
  emitEveryS: number;
  marginS?: number;
  /** The well's detection settings (well configuration); setOverrides() changes them live. */
  overrides?: DetectionOverrides;
}

export function emptyPipelineState(): PipelineState {
  return {
    version: 1,
    lastS: null,
    rolling: { emittedToS: null, blockWeightT: null },
    stand: null,
    trip: { open: null, prev: null },
    intervals: { auto: null, truth: null },
    bins: { auto: { open: null, prevHoleM: null }, truth: { open: null, prevHoleM: null } },
  };
}

export class WellPipeline {
  private readonly rolling: RollingRigState;
  private stands: StandDetector | null = null;
  private readonly trips: TripTracker;
  private readonly intervals: Record<ActivitySource, IntervalBuilder>;
  private readonly bins: Record<ActivitySource, BinAccumulator>;
  private lastS: number | null;
  private overrides: DetectionOverrides;
  /** The block weight the stand detector was made with. */
  private standsBlockWeightT: number | null = null;

  constructor(
    readonly options: PipelineOptions = { emitEveryS: 3600 },
    state: PipelineState = emptyPipelineState(),
  ) {
    if (state.version !== 1) throw new Error('pipeline: unsupported state version');
    this.overrides = options.overrides ?? {};
    this.rolling = new RollingRigState(
      { marginS: options.marginS ?? DETECTION_MARGIN_S, emitEveryS: options.emitEveryS, overrides: this.overrides },
      state.rolling,
    );
    if (state.stand) this.makeStands(state.stand);
    this.trips = new TripTracker(state.trip);
    this.intervals = { auto: new IntervalBuilder(structuredClone(state.intervals.auto)), truth: new IntervalBuilder(structuredClone(state.intervals.truth)) };
    this.bins = { auto: new BinAccumulator(state.bins.auto), truth: new BinAccumulator(state.bins.truth) };
    this.lastS = state.lastS;
  }

  /** The stream's own block weight estimate (null while the data have held none). */
  get blockWeightT(): number | null {
    return this.rolling.state.blockWeightT;
  }

  /**
   * The well's detection settings changed: detection and stand detection use them from the next
   * seconds on (what is finalised stays; /data/recalculate applies them to the past).
   */
  setOverrides(o: DetectionOverrides): void {
    this.overrides = o;
    this.rolling.setOverrides(o);
    if (this.stands) this.makeStands(this.stands.getState());
  }

  /** Stands judge "in slips" as detection does: the override, else the stream's estimate, else the stated default. */
  private makeStands(resume?: StandDetectorState): void {
    const st = this.rolling.state;
    const blockWeightT = this.overrides.blockWeightT ?? st.blockWeightT ?? DEFAULT_BLOCK_WEIGHT_T;
    const thresholds = rigThresholds(
      RIG_STATE_THRESHOLDS,
      { blockWeightT, tared: this.overrides.blockWeightT === undefined && !!st.estimate?.tared, spreadT: st.estimate?.spreadT },
      this.overrides,
    );
    this.stands = createStandDetector({ blockWeightT, thresholds }, resume);
    this.standsBlockWeightT = blockWeightT;
  }

  /** Seconds to re-read from the store after a restart: [fromS, lastS + 1), and where the open trip starts. */
  contextNeeded(): { fromS: number; toS: number; tripFromS: number | null } | null {
    const from = this.rolling.contextFromS();
    if (from === null || this.lastS === null) return null;
    return { fromS: from, toS: this.lastS + 1, tripFromS: this.trips.needsContextFromS() };
  }

  /**
   * Feed the re-read seconds back: `block` covers contextNeeded().fromS..toS (the detector's buffer;
   * nothing is emitted twice), `trip` the open trip's finalised seconds, if any.
   */
  restoreContext(block: SecondsBlock, trip?: { activity: ArrayLike<number>; flags: ArrayLike<number>; bitDepthM: ArrayLike<number> }): void {
    this.rolling.prime(block);
    if (trip) this.trips.restoreContext(trip.activity, trip.flags, trip.bitDepthM);
  }

  provisionalActivity(): number | null {
    return this.rolling.provisionalActivity();
  }

  /** Re-run detection on what is buffered so provisionalActivity() reflects the latest second. */
  refresh(): PipelineOutput {
    return this.finalised(this.rolling.refresh());
  }

  openInterval(source: ActivitySource): OpenInterval | null {
    return this.intervals[source].open;
  }

  push(block: PipelineBlock): PipelineOutput {
    if (this.lastS !== null && block.startS !== this.lastS + 1) throw new Error(`pipeline: expected second ${this.lastS + 1}, got ${block.startS}`);
    this.lastS = block.startS + block.n - 1;
    const out = this.finalised(this.rolling.push(block));
    if (block.truth) {
      const { holeDepthM, bitDepthM } = block.channels;
      out.intervals.push({ source: 'truth', rows: this.intervals.truth.push(block.startS, block.truth, holeDepthM, bitDepthM, block.n) });
      out.bins.push({ source: 'truth', rows: this.bins.truth.push(block.startS, block.truth, holeDepthM, block.n) });
    }
    // Stands need no lookahead: the incremental detector reads raw seconds, so live stands are reported at once.
    const st = this.rolling.state;
    if (st.blockWeightT === null) {
      // The first block that holds an estimate sets the stream's block weight (never a default: that stays unset and said).
      const e = estimateBlockWeight(block.channels.hookloadT, { bitDepthM: block.channels.bitDepthM, blockPosM: block.channels.blockPosM });
      if (Number.isFinite(e.blockWeightT)) {
        st.blockWeightT = e.blockWeightT;
        st.estimate = { blockWeightT: e.blockWeightT, tared: e.tared, spreadT: e.spreadT, note: e.note, fromS: block.startS };
      }
    }
    if (!this.stands || (this.overrides.blockWeightT ?? st.blockWeightT ?? DEFAULT_BLOCK_WEIGHT_T) !== this.standsBlockWeightT)
      this.makeStands(this.stands?.getState());
    const t = Float64Array.from({ length: block.n }, (_, i) => (block.startS + i) * 1000);
    out.stands.push(...this.stands!.pushSeries({ t, channels: block.channels }));
    return out;
  }

  private finalised(f: ReturnType<RollingRigState['push']>): PipelineOutput {
    const out: PipelineOutput = { activity: null, intervals: [], bins: [], stands: [], trips: [], zeros: [], notes: [] };
    if (!f) return out;
    out.notes.push(...f.notes);
    out.activity = { startS: f.startS, codes: f.activity };
    out.intervals.push({ source: 'auto', rows: this.intervals.auto.push(f.startS, f.activity, f.holeDepthM, f.bitDepthM, f.n) });
    out.bins.push({ source: 'auto', rows: this.bins.auto.push(f.startS, f.activity, f.holeDepthM, f.n) });
    out.trips.push(...this.trips.push(f.startS, f.activity, f.flags, f.bitDepthM, f.n));
    out.zeros.push(...f.zeros);
    return out;
  }

  getState(): PipelineState {
    return {
      version: 1,
      lastS: this.lastS,
      rolling: { ...this.rolling.state },
      stand: this.stands?.getState() ?? null,
      trip: structuredClone(this.trips.state),
      intervals: { auto: structuredClone(this.intervals.auto.open), truth: structuredClone(this.intervals.truth.open) },
      bins: { auto: structuredClone(this.bins.auto.state), truth: structuredClone(this.bins.truth.state) },
    };
  }
}
