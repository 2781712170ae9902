/**
 * One realtime well, continued second by second from the state its history (or the last run) left.
 * Each second: the rig model's sample goes into the store's live writer, out on /topic/{id}/live,
 * and through the detection pipeline; a completed stand is stored, announced on
 * /topic/{id}/stand/detected and surveyed. Every FLUSH_EVERY_S the raw seconds, the depth log and
 * the state are written; coarse levels follow at their own pace (see COARSE_FLUSH_S).
 *
 * All work of a well runs through one promise chain, so a flush never interleaves with a second.
 */
import { CHANNEL_IDS, type ChannelId } from '../../../src/domain/drilling/channels';
import { LEVEL_BUCKET_S } from '../../../src/domain/timeseries/levels';
import type { Db } from '../../db/db';
import type { LiveMessage, StandDetectedMessage } from '../../realtime/topics';
import { liveTopic, standDetectedTopic } from '../../realtime/topics';
import { ACTIVITY_CHANNEL, SIMULATOR_CHANNEL_META, TRUTH_CHANNEL } from '../../timeseries/channel-meta';
import type { ChunkWriter } from '../../timeseries/chunk-writer';
import { readDetectionOverrides } from '../../timeseries/derived/detection-settings';
import { discardUnsaved } from '../../timeseries/derived/discard-unsaved';
import { WellPipeline, type PipelineOutput, type PipelineState } from '../../timeseries/derived/well-pipeline';
import type { DetectionOverrides } from '../../../src/domain/drilling/rig-state/thresholds';
import type { LogServices } from '../../timeseries/log-services';
import type { Stand } from '../../../src/domain/drilling/kpi/stand-types';
import { createRigModel, type RigChunk, type RigModel, type RigModelState } from '../rig-model';
import { blocks } from '../history/block-source';
import { LIVE_LATERAL_EXTENSION_M } from '../demo-history-plan';
import { simulatorDepthIds, touchSimulatorRun, upsertWellState, type WellStateRow } from '../history/simulator-runs';
import { BlockWriter } from '../history/write-blocks';
import { readRestoreContext } from './restore-context';
import { surveyAtStand } from './survey-hook';

export const FLUSH_EVERY_S = 30;
/** Coarse level l is written every max(300 s, 10 of its buckets): other instances see it at most that stale. */
export const COARSE_FLUSH_S = LEVEL_BUCKET_S.map((b, l) => (l === 0 ? FLUSH_EVERY_S : Math.max(300, 10 * b)));
/** Behind by more than this (a stalled loop, a restart): generate in blocks without per-second messages. */
const CATCH_UP_THRESHOLD_S = 120;
const PROVISIONAL_EVERY_S = 5;

export interface LiveWellDeps {
  db: Db;
  logs: LogServices;
  publish(destination: string, body: unknown): void;
  log(m: string): void;
}

export class LiveWell {
  private model!: RigModel;
  private pipeline!: WellPipeline;
  private writer!: ChunkWriter;
  private blockWriter!: BlockWriter;
  private lastS = 0;
  private lastFlushS = 0;
  private readonly lastCoarseFlushS = LEVEL_BUCKET_S.map(() => 0);
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  /**
   * Ahead of its history: live from the end state of a pilot run while the history is still being
   * written. Seconds are published and kept here; attachHistory() stores them once the history is in.
   */
  private ahead: { seconds: { startS: number; chunk: RigChunk }[] } | null = null;
  surveyFailures = 0;

  constructor(
    readonly wellId: string,
    readonly name: string,
    private readonly deps: LiveWellDeps,
    private readonly catchUpThresholdS = CATCH_UP_THRESHOLD_S,
  ) {}

  get lastSecond(): number {
    return this.lastS;
  }

  provisionalActivity(): number | null {
    return this.pipeline?.provisionalActivity() ?? null;
  }

  /**
   * Go live at once from the model's state at the end of a history not yet written (its last second
   * is `rig.tMs / 1000 - 1`). Detection on the published seconds is provisional (a pipeline without
   * the history's context) until attachHistory().
   */
  startAhead(rig: RigModelState): void {
    this.model = createRigModel({ resume: rig });
    this.pipeline = new WellPipeline({ emitEveryS: 60 });
    this.lastS = Math.round(rig.tMs / 1000) - 1;
    this.ahead = { seconds: [] };
  }

  /** The history is written: continue its pipeline, store the seconds published meanwhile, go on as usual. */
  attachHistory(row: WellStateRow): Promise<void> {
    return this.enqueue(async () => {
      if (!this.ahead) return;
      const { db, logs } = this.deps;
      this.writer = logs.store.writer(this.wellId);
      const depthIds = await simulatorDepthIds(db, this.wellId);
      if (!depthIds) throw new Error(`${this.name}: the simulator's depth log rows are missing`);
      this.blockWriter = new BlockWriter(db, this.wellId, this.writer, depthIds);
      const state = row.pipeline_state as PipelineState;
      const overrides = await readDetectionOverrides(db, this.wellId);
      this.pipeline = new WellPipeline({ emitEveryS: 60, overrides }, state);
      const context = await readRestoreContext(logs.store, this.wellId, state, overrides);
      if (context) this.pipeline.restoreContext(context.block, context.trip);
      const pending = this.ahead.seconds;
      this.ahead = null;
      for (const p of pending) await this.store(p.startS, p.chunk, false);
      this.lastFlushS = this.lastS;
      this.lastCoarseFlushS.fill(Number(row.last_s));
      await this.flush(true);
    });
  }

  /** Restore from the saved state and fill the time since it (the server was down) in blocks. */
  async start(row: WellStateRow, nowS: number): Promise<void> {
    const { db, logs } = this.deps;
    this.writer = logs.store.writer(this.wellId);
    const depthIds = await simulatorDepthIds(db, this.wellId);
    if (!depthIds) throw new Error(`${this.name}: the simulator's depth log rows are missing`);
    this.blockWriter = new BlockWriter(db, this.wellId, this.writer, depthIds);
    let rig = row.rig_state as RigModelState;
    // A state saved before live wells extended their lateral: it would reach TD and only trip from then on.
    rig.config.extendLateralByM ??= LIVE_LATERAL_EXTENSION_M;
    let pipeline = row.pipeline_state as PipelineState;
    const overrides = await readDetectionOverrides(db, this.wellId);
    this.lastS = Number(row.last_s);
    if (!row.clean_stop) {
      // Crashed: recompute coarse levels, drop derived rows after the saved state (they are finalised again).
      await discardUnsaved(db, this.writer, this.wellId, Object.keys(SIMULATOR_CHANNEL_META), this.lastS, pipeline);
    }
    if (nowS - this.lastS > 1) {
      const gapS = nowS - this.lastS;
      this.deps.log(`live simulator: ${this.name} catching up ${(gapS / 3600).toFixed(1)} h since its last second`);
      logs.generation.set(this.wellId, { state: 'catching_up', fraction: 0, detail: `${Math.round(gapS / 60)} min behind` });
      const context = await readRestoreContext(logs.store, this.wellId, pipeline, overrides);
      const gen = blocks(
        { model: { resume: rig }, pipeline: { state: pipeline, context }, overrides, toS: nowS + 1, blockS: 3600, emitEveryS: 3600 },
        logs.shutdown.signal,
        this.deps.log,
      );
      let r = await gen.next();
      while (!r.done) {
        const b = r.value;
        await this.blockWriter.write(b);
        for (const s of b.out.stands) await this.survey(s);
        logs.generation.set(this.wellId, { state: 'catching_up', fraction: b.fraction, detail: `${Math.round(((1 - b.fraction) * gapS) / 60)} min behind` });
        r = await gen.next();
      }
      if (!r.value) return;
      rig = r.value.rigState;
      pipeline = r.value.pipelineState;
      this.lastS = r.value.lastS ?? this.lastS;
      await this.blockWriter.flushDepth();
      logs.generation.set(this.wellId, { state: 'done', fraction: 1, detail: '' });
    }
    this.model = createRigModel({ resume: rig });
    this.pipeline = new WellPipeline({ emitEveryS: 60, overrides }, pipeline);
    const context = await readRestoreContext(logs.store, this.wellId, pipeline, overrides);
    if (context) this.pipeline.restoreContext(context.block, context.trip);
    this.lastFlushS = this.lastS;
    this.lastCoarseFlushS.fill(this.lastS);
    await this.enqueue(() => this.flush(true));
  }

  /** Generate every second up to nowS. */
  tick(nowS: number): Promise<void> {
    return this.enqueue(async () => {
      if (this.stopped || !this.model || nowS <= this.lastS) return;
      // The loop stalled for minutes: generate the gap in blocks, announce only the last second.
      while (nowS - this.lastS > this.catchUpThresholdS) await this.seconds(Math.min(3600, nowS - this.lastS - 1), false);
      await this.seconds(nowS - this.lastS, true);
      if (!this.ahead && nowS - this.lastFlushS >= FLUSH_EVERY_S) await this.flush(false);
    });
  }

  private async seconds(n: number, announce: boolean): Promise<void> {
    const startS = this.lastS + 1;
    const c = this.model.nextChunk(n);
    this.lastS = startS + n - 1;
    if (this.ahead) {
      // Provisional detection only; the seconds are stored with the history's pipeline later.
      this.pipeline.push({ startS, n, channels: pick(c), truth: c.truth });
      if (announce) this.announce(startS, c);
      this.ahead.seconds.push({ startS, chunk: c });
      return;
    }
    await this.store(startS, c, announce);
  }

  /** Detection, storage, the live messages and the stands of generated seconds. */
  private async store(startS: number, c: RigChunk, announce: boolean): Promise<void> {
    const n = c.t.length;
    const channels = pick(c);
    let out = this.pipeline.push({ startS, n, channels, truth: c.truth });
    const lastS = startS + n - 1;
    if (announce && (n >= PROVISIONAL_EVERY_S || lastS % PROVISIONAL_EVERY_S === 0)) out = merge(out, this.pipeline.refresh());
    await this.blockWriter.write({
      startS,
      n,
      channels,
      truth: c.truth,
      out,
      depthLog: c.depthLog,
      events: [],
      fraction: 1,
      holeDepthM: this.model.status.holeDepthM,
    });
    if (announce) this.announce(startS, c);
    for (const s of out.stands) {
      // The row is stored (blockWriter) before panes hear of it and re-fetch.
      this.deps.publish(standDetectedTopic(this.wellId), standMessage(this.wellId, s));
      await this.survey(s);
    }
  }

  private announce(startS: number, c: RigChunk): void {
    const activity = this.pipeline.provisionalActivity();
    for (let i = 0; i < c.t.length; i++) {
      const values: LiveMessage['values'] = {};
      // NaN (no reading: gamma with the MWD out of the hole) goes out as null.
      for (const id of CHANNEL_IDS) values[id] = Number.isFinite(c.channels[id][i]) ? c.channels[id][i] : null;
      values[ACTIVITY_CHANNEL] = activity;
      values[TRUTH_CHANNEL] = c.truth[i];
      this.deps.publish(liveTopic(this.wellId), { well_id: this.wellId, time: startS + i, values } satisfies LiveMessage);
    }
  }

  private async survey(s: Stand): Promise<void> {
    try {
      await surveyAtStand(this.deps.db, this.wellId, s.toDepthM, Math.floor(s.endMs / 1000), { publish: this.deps.publish });
    } catch (e) {
      if (this.surveyFailures++ === 0)
        this.deps.log(
          `live simulator: ${this.name}: no survey at ${s.toDepthM.toFixed(1)} m (${e instanceof Error ? e.message : String(e)}); later failures are not logged`,
        );
    }
  }

  private async flush(all: boolean): Promise<void> {
    const due = (l: number) => all || this.lastS - this.lastCoarseFlushS[l] >= COARSE_FLUSH_S[l];
    const levels = LEVEL_BUCKET_S.map((_, l) => due(l));
    await this.writer.flush(SIMULATOR_CHANNEL_META, 'simulator', (l) => levels[l]);
    levels.forEach((d, l) => d && (this.lastCoarseFlushS[l] = this.lastS));
    await this.blockWriter.flushDepth();
    await touchSimulatorRun(this.deps.db, this.wellId, this.lastS);
    await upsertWellState(this.deps.db, this.wellId, {
      last_s: this.lastS,
      rig_state: this.model.getState(),
      pipeline_state: this.pipeline.getState(),
      clean_stop: all && this.stopped,
    });
    this.lastFlushS = this.lastS;
  }

  /** The well configuration changed: detection uses the new settings from the next second. */
  setDetectionOverrides(o: DetectionOverrides): Promise<void> {
    return this.enqueue(async () => {
      this.pipeline?.setOverrides(o);
    });
  }

  /** Everything appended so far on disk (the reload API). */
  flushNow(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.ahead) await this.flush(false);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.enqueue(async () => {
      // Ahead of an unwritten history nothing is stored: the history is generated again at next start.
      if (this.model && !this.ahead) await this.flush(true);
    });
  }

  private enqueue(fn: () => Promise<void>): Promise<void> {
    const next = this.chain.then(fn);
    this.chain = next.catch((e: unknown) => this.deps.log(`live simulator: ${this.name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
    return next;
  }
}

function pick(c: RigChunk): Record<ChannelId, Float32Array> {
  const channels = {} as Record<ChannelId, Float32Array>;
  for (const id of CHANNEL_IDS) channels[id] = c.channels[id];
  return channels;
}

function merge(a: PipelineOutput, b: PipelineOutput): PipelineOutput {
  if (!b.activity && !b.intervals.length && !b.bins.length && !b.trips.length && !b.zeros.length && !b.notes.length) return a;
  if (a.activity && b.activity) throw new Error('pipeline emitted twice in one second');
  return {
    activity: a.activity ?? b.activity,
    intervals: [...a.intervals, ...b.intervals],
    bins: [...a.bins, ...b.bins],
    stands: [...a.stands, ...b.stands],
    trips: [...a.trips, ...b.trips],
    zeros: [...a.zeros, ...b.zeros],
    notes: [...a.notes, ...b.notes],
  };
}

export function standMessage(wellId: string, s: Stand): StandDetectedMessage {
  const c = s.connection;
  return {
    well_id: wellId,
    // When the stand's connection ended (slips out) or, for a stand ended by a trip, when it ended.
    time: Math.floor((c ? c.slipsOutMs : s.endMs) / 1000),
    stand: {
      index: s.index,
      start: Math.floor(s.startMs / 1000),
      end: Math.floor(s.endMs / 1000),
      from_depth_m: s.fromDepthM,
      to_depth_m: s.toDepthM,
      drilled_m: s.drilledM,
      rotary_m: s.rotaryM,
      slide_m: s.slideM,
      connection: c && {
        slips_to_slips_s: c.slipsToSlipsS,
        weight_to_weight_s: c.weightToWeightS,
        slips_in: Math.floor(c.slipsInMs / 1000),
        slips_out: Math.floor(c.slipsOutMs / 1000),
      },
    },
  };
}
