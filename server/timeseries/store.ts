import { CHUNK_BUCKETS, chunksCovering, LEVEL_BUCKET_S, levelFor } from '../../src/domain/timeseries/levels';
import { aggregateM4, type M4Series, type M4Source } from '../../src/domain/timeseries/m4';
import type { Queryable } from '../db/db';
import { decodeChunk, decodeSlice, float32Decimals, type ChunkArrays } from './codec';
import { ChunkWriter } from './chunk-writer';
import { bytesOut, chunkColumn, DETOASTED_CHUNK, sliceSql } from './chunk-sql';
import { AnswerCache } from '../lib/answer-cache';
import { seriesVersion } from './write-version';

/** Bytes of finished answers a store keeps for reuse (see answers). */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** How much wider than asked a window's buckets may be to read a coarser level (≤ 1.25: never more buckets than asked). */
export const LEVEL_SLACK = 1.25;

export interface WindowResult {
  from: number;
  to: number;
  bucket_s: number;
  level: number;
  t: number[];
  channels: Record<string, Omit<M4Series, 't'>>;
}

export interface ChannelInfo {
  channel: string;
  unit: string;
  label: string;
  source: string;
  first_s: number | null;
  last_s: number | null;
}

/**
 * The time-series store: window queries answered from precomputed levels of detail (never raw rows
 * for a long range), and live writers whose open chunks are overlaid on reads.
 */
export class TimeSeriesStore {
  private readonly writers = new Map<string, ChunkWriter>();
  /**
   * Finished answers over a well's series, reused while its write version stands (window reads of a
   * wall of tiles on one well; the channel list every window read validates against). Only where
   * this process is the database's only writer (`soleWriter`: the embedded database), else null.
   */
  readonly answers: AnswerCache | null;
  private readonly channelLists = new Map<string, { version: number; list: ChannelInfo[] }>();

  constructor(
    private readonly db: Queryable,
    soleWriter = false,
  ) {
    this.answers = soleWriter ? new AnswerCache(ANSWER_CACHE_BYTES) : null;
  }

  /** The live writer of a well (one per well per instance), created on first use. */
  writer(wellId: string): ChunkWriter {
    let w = this.writers.get(wellId);
    if (!w) {
      w = new ChunkWriter(this.db, wellId);
      this.writers.set(wellId, w);
    }
    return w;
  }

  liveWriters(): ChunkWriter[] {
    return [...this.writers.values()];
  }

  /** The stored channel rows of a well (reused while its write version stands, where answers are). */
  private async storedChannels(wellId: string): Promise<ChannelInfo[]> {
    const version = seriesVersion(wellId);
    const held = this.answers ? this.channelLists.get(wellId) : undefined;
    if (held && held.version === version) return held.list;
    // One JSON value instead of a row per channel: PGlite turns each row into an object field by
    // field, about half of this read's CPU (the window route reads it on every request).
    const {
      rows: [{ list }],
    } = await this.db.query<{ list: ChannelInfo[] }>(
      `select coalesce(json_agg(t order by t.channel), '[]') as list from (select channel, unit, label, source, first_s, last_s from ts_channels where well_id = $1) t`,
      [wellId],
    );
    if (this.answers) this.channelLists.set(wellId, { version, list });
    return list;
  }

  async channels(wellId: string): Promise<ChannelInfo[]> {
    const list = await this.storedChannels(wellId);
    const live = this.writers.get(wellId);
    return list.map((r) => ({
      ...r,
      first_s: r.first_s === null ? null : Number(r.first_s),
      last_s:
        live && live.lastAppendedFor(r.channel) > Number(r.last_s ?? -Infinity) ? live.lastAppendedFor(r.channel) : r.last_s === null ? null : Number(r.last_s),
    }));
  }

  /**
   * At most `buckets` M4 buckets per channel over [fromS, toS). Cost depends on `buckets`, not on
   * the window: it reads the coarsest level that is still fine enough, a couple of chunks per channel.
   */
  async window(wellId: string, channels: readonly string[], fromS: number, toS: number, buckets: number): Promise<WindowResult> {
    const spanS = Math.max(1, toS - fromS);
    const targetS = Math.max(1, Math.ceil(spanS / Math.max(1, buckets)));
    // Buckets up to a quarter wider than asked when a coarser level then fits: far fewer bytes read.
    const level = levelFor(targetS, LEVEL_SLACK);
    const bucketS = Math.max(targetS, LEVEL_BUCKET_S[level]);
    const count = Math.ceil(spanS / bucketS);
    const bucket = LEVEL_BUCKET_S[level];
    // Only the buckets inside the window, per chunk: a 30-day query must not read a 150-day chunk.
    const ranges = chunksCovering(level, fromS, toS)
      .map((start) => ({ start, b0: Math.max(0, Math.floor((fromS - start) / bucket)), b1: Math.min(CHUNK_BUCKETS, Math.ceil((toS - start) / bucket)) }))
      .filter((r) => r.b1 > r.b0);
    const { rows } = await this.db.query<{ channel: string; chunk_start: string | number; data: string }>(
      `select c.channel, c.chunk_start, ${sliceSql(level)} as data from ts_chunks c
       join unnest($4::bigint[], $5::int[], $6::int[]) as r(start, b0, b1) on c.chunk_start = r.start
       ${DETOASTED_CHUNK}
       where c.well_id = $1 and c.level = $2 and c.channel = any($3::text[])`,
      [wellId, level, channels, ranges.map((r) => r.start), ranges.map((r) => r.b0), ranges.map((r) => r.b1)],
    );
    const byChannel = new Map<string, Map<number, ChunkArrays>>();
    for (const r of rows) {
      const start = Number(r.chunk_start);
      const range = ranges.find((x) => x.start === start)!;
      if (!byChannel.has(r.channel)) byChannel.set(r.channel, new Map());
      byChannel.get(r.channel)!.set(start, decodeSlice(level, chunkColumn(r.data), range.b1 - range.b0));
    }
    const live = this.writers.get(wellId);
    const out: WindowResult = { from: fromS, to: fromS + count * bucketS, bucket_s: bucketS, level, t: [], channels: {} };
    for (const ch of channels) {
      const sources: M4Source[] = [];
      for (const { start, b0, b1 } of ranges) {
        const open = live?.openChunk(ch, level, start);
        const a = open
          ? { min: open.min.subarray(b0, b1), max: open.max.subarray(b0, b1), first: open.first.subarray(b0, b1), last: open.last.subarray(b0, b1) }
          : byChannel.get(ch)?.get(start);
        if (!a) continue;
        sources.push({ startS: start + b0 * bucket, bucketS: bucket, ...a });
      }
      const series = aggregateM4(sources, fromS, bucketS, count);
      // Stored values are float32: answered with the digits that identify them (codec.ts says why).
      for (const values of [series.min, series.max, series.first, series.last]) float32Decimals(values);
      out.t = series.t;
      out.channels[ch] = { min: series.min, max: series.max, first: series.first, last: series.last };
    }
    if (!channels.length) out.t = Array.from({ length: count }, (_, k) => fromS + k * bucketS);
    return out;
  }

  /**
   * Raw 1 Hz values of [fromS, toS) as Float32Arrays (NaN where nothing was recorded), read from
   * raw chunks plus the live writer's open ones. For recalculation, export and restarts: bounded by
   * the caller (a day is 24 chunks per channel).
   */
  async raw(wellId: string, channels: readonly string[], fromS: number, toS: number): Promise<Record<string, Float32Array>> {
    const n = Math.max(0, toS - fromS);
    const starts = chunksCovering(0, fromS, toS);
    const out: Record<string, Float32Array> = {};
    for (const ch of channels) out[ch] = new Float32Array(n).fill(NaN);
    if (n === 0 || !channels.length) return out;
    const { rows } = await this.db.query<{ channel: string; chunk_start: string | number; data: string }>(
      `select channel, chunk_start, ${bytesOut('data')} as data from ts_chunks where well_id = $1 and level = 0 and channel = any($2::text[]) and chunk_start = any($3::bigint[])`,
      [wellId, channels, starts],
    );
    const live = this.writers.get(wellId);
    const stored = new Map(rows.map((r) => [`${r.channel}|${Number(r.chunk_start)}`, r.data]));
    for (const ch of channels) {
      for (const start of starts) {
        const bytes = stored.get(`${ch}|${start}`);
        const a = live?.openChunk(ch, 0, start)?.min ?? (bytes ? decodeChunk(0, chunkColumn(bytes)).min : null);
        if (!a) continue;
        const i0 = Math.max(fromS, start);
        const i1 = Math.min(toS, start + CHUNK_BUCKETS);
        out[ch].set(a.subarray(i0 - start, i1 - start), i0 - fromS);
      }
    }
    return out;
  }

  /** Last known value of each channel at or before tS (looks back up to one raw chunk). */
  async valuesAt(wellId: string, channels: readonly string[], tS: number): Promise<Record<string, number | null>> {
    const w = await this.window(wellId, channels, tS - CHUNK_BUCKETS, tS + 1, CHUNK_BUCKETS + 1);
    const out: Record<string, number | null> = {};
    for (const ch of channels) {
      const last = w.channels[ch].last;
      let v: number | null = null;
      for (let i = last.length - 1; i >= 0 && v === null; i--) v = last[i];
      out[ch] = v;
    }
    return out;
  }
}
