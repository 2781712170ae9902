/**
 * One well fed by a live source: the samples a feed delivers become 1 Hz seconds (seconds-builder),
 * which go exactly where the simulator's go: the store's live writer, the detection pipeline (its
 * finalised activity, intervals, bins, stands, trips stored), /topic/{id}/live for each sample and
 * /topic/{id}/stand/detected for each stand. Every FLUSH_EVERY_S the raw seconds and the resume
 * state (last second, pipeline state, held values, counters) are written, so a restart continues
 * where it stopped and drops whatever a sender repeats.
 *
 * All work runs through one promise chain, so a flush never interleaves with a batch.
 */
import { channelById } from '../../src/domain/drilling/channels';
import type { Db } from '../db/db';
import type { LiveMessage } from '../realtime/topics';
import { liveTopic, standDetectedTopic } from '../realtime/topics';
import { COARSE_FLUSH_S, FLUSH_EVERY_S, standMessage } from '../simulator/live/live-well';
import { readRestoreContext } from '../simulator/live/restore-context';
import { ACTIVITY_CHANNEL } from '../timeseries/channel-meta';
import type { ChunkWriter } from '../timeseries/chunk-writer';
import { writeDerived } from '../timeseries/derived/derived-sink';
import { readDetectionOverrides } from '../timeseries/derived/detection-settings';
import { discardUnsaved } from '../timeseries/derived/discard-unsaved';
import { WellPipeline, type PipelineState } from '../timeseries/derived/well-pipeline';
import type { LogServices } from '../timeseries/log-services';
import { LEVEL_BUCKET_S } from '../../src/domain/timeseries/levels';
import type { FeedCounters, FeedSample } from './feed-types';
import { SecondsBuilder, type BuilderState } from './seconds-builder';
import { readFeedResume, saveFeedResume } from './source-store';

export interface FeedWellDeps {
  db: Db;
  logs: LogServices;
  publish(destination: string, body: unknown): void;
  log(m: string): void;
}

const META: Record<string, { unit: string; label: string }> = { [ACTIVITY_CHANNEL]: { unit: 'code', label: 'Activity (detected)' } };
function metaOf(channel: string): { unit: string; label: string } {
  const d = channelById(channel);
  return META[channel] ?? (d ? { unit: d.unit, label: d.label } : { unit: '', label: channel });
}

export class FeedWell {
  private writer!: ChunkWriter;
  private pipeline!: WellPipeline;
  private builder = new SecondsBuilder();
  private chain: Promise<void> = Promise.resolve();
  private readonly channels = new Set<string>();
  private lastFlushS = 0;
  private readonly lastCoarseFlushS = LEVEL_BUCKET_S.map(() => 0);
  private stopped = false;
  readonly counters: FeedCounters = { good: 0, bad: 0, duplicate: 0 };
  /** Wall-clock ms of the last stored sample, and how far its own time was behind that, s. */
  lastDataMs: number | null = null;
  lagS: number | null = null;

  constructor(
    readonly sourceId: string,
    readonly wellId: string,
    private readonly deps: FeedWellDeps,
  ) {}

  get lastS(): number | null {
    return this.builder.getState().lastS;
  }

  /** Continue from the saved state: the last stored second, the pipeline, held values and counters. */
  async start(): Promise<void> {
    const { db, logs } = this.deps;
    this.writer = logs.store.writer(this.wellId);
    const row = await readFeedResume(db, this.sourceId);
    const overrides = await readDetectionOverrides(db, this.wellId);
    if (row) Object.assign(this.counters, row.counters);
    const pipelineState = row?.pipeline_state as PipelineState | null;
    if (row?.last_s != null && pipelineState) {
      this.builder = new SecondsBuilder(row.held as BuilderState);
      if (!row.clean_stop)
        await discardUnsaved(db, this.writer, this.wellId, [...Object.keys((row.held as BuilderState).held), ACTIVITY_CHANNEL], row.last_s, pipelineState);
      this.pipeline = new WellPipeline({ emitEveryS: 60, overrides }, pipelineState);
      const context = await readRestoreContext(logs.store, this.wellId, pipelineState, overrides);
      if (context) this.pipeline.restoreContext(context.block, context.trip);
      this.lastFlushS = row.last_s;
      this.lastCoarseFlushS.fill(row.last_s);
    } else this.pipeline = new WellPipeline({ emitEveryS: 60, overrides });
    // The resume point is taken now, before any sample: a crash from here on leaves it consistent.
    await this.enqueue(() => this.flush(false));
  }

  /** Samples in arrival order; returns when they are stored and announced. */
  push(batch: readonly FeedSample[]): Promise<void> {
    const arrivedMs = Date.now();
    // Samples queued before a stop are still stored: stop() flushes after them.
    return this.enqueue(async () => {
      for (const sample of batch) await this.one(sample, arrivedMs);
      const last = this.lastS;
      if (last !== null && last - this.lastFlushS >= FLUSH_EVERY_S) await this.flush(false);
    });
  }

  countBad(n: number): void {
    this.counters.bad += n;
  }

  private async one(sample: FeedSample, arrivedMs: number): Promise<void> {
    const sec = this.builder.take(sample);
    if (!sec) {
      this.counters.duplicate++;
      return;
    }
    this.counters.good++;
    this.lastDataMs = arrivedMs;
    this.lagS = Math.max(0, arrivedMs / 1000 - sample.timeS);
    if (sec.restart && this.pipeline.getState().lastS !== null) {
      const overrides = await readDetectionOverrides(this.deps.db, this.wellId);
      this.pipeline = new WellPipeline({ emitEveryS: 60, overrides });
    }
    for (const c of Object.keys(sec.channels)) this.channels.add(c);
    await this.writer.append(sec.startS, sec.channels, sec.n);
    const out = this.pipeline.push({ startS: sec.startS, n: sec.n, channels: sec.channels as never });
    if (out.activity) await this.writer.append(out.activity.startS, { [ACTIVITY_CHANNEL]: out.activity.codes }, out.activity.codes.length);
    // The sample is in the store (the live writer's open chunks answer reads): announce it before the derived rows' writes.
    const last = sec.n - 1;
    const values: LiveMessage['values'] = {};
    for (const [c, a] of Object.entries(sec.channels)) values[c] = Number.isFinite(a[last]) ? a[last] : null;
    values[ACTIVITY_CHANNEL] = this.pipeline.provisionalActivity();
    this.deps.publish(liveTopic(this.wellId), { well_id: this.wellId, time: sec.startS + last, values, published_ms: Date.now() } satisfies LiveMessage);
    await writeDerived(this.deps.db, this.wellId, out);
    // Stands are announced once their rows are stored: panes re-fetch on the message.
    for (const s of out.stands) this.deps.publish(standDetectedTopic(this.wellId), standMessage(this.wellId, s));
  }

  private async flush(all: boolean): Promise<void> {
    const lastS = this.lastS;
    if (lastS !== null) {
      const due = (l: number) => all || lastS - this.lastCoarseFlushS[l] >= COARSE_FLUSH_S[l];
      const levels = LEVEL_BUCKET_S.map((_, l) => due(l));
      await this.writer.flush(Object.fromEntries([...this.channels].map((c) => [c, metaOf(c)])), 'feed', (l) => levels[l]);
      levels.forEach((d, l) => d && (this.lastCoarseFlushS[l] = lastS));
      this.lastFlushS = lastS;
    }
    await saveFeedResume(this.deps.db, this.sourceId, {
      last_s: lastS,
      pipeline_state: lastS === null ? null : this.pipeline.getState(),
      held: this.builder.getState(),
      clean_stop: all && this.stopped,
      counters: this.counters,
    });
  }

  flushNow(): Promise<void> {
    return this.enqueue(() => this.flush(false));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.enqueue(() => this.flush(true));
  }

  private enqueue(fn: () => Promise<void>): Promise<void> {
    const next = this.chain.then(fn);
    this.chain = next.catch((e: unknown) => this.deps.log(`data source ${this.sourceId}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
    return next;
  }
}
