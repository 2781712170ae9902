import { chunksCovering, chunkSpanS, chunkStartS, CHUNK_BUCKETS, LEVEL_BUCKET_S } from '../../src/domain/timeseries/levels';
import { downsampleBuckets } from '../../src/domain/timeseries/m4';
import type { Queryable } from '../db/db';
import { bytesIn, bytesOut, chunkColumn, chunkParam } from './chunk-sql';
import { decodeChunk, emptyChunk, encodeChunk, type ChunkArrays } from './codec';
import { noteSeriesWrite } from './write-version';

interface OpenChunk {
  start: number;
  arrays: ChunkArrays;
  dirty: boolean;
}

/**
 * Appends consecutive seconds of one well's channels into every level of detail at once. Open
 * chunks stay in memory and are written when they close or on flush(), so 30 days of history cost
 * one write per chunk, and live data costs no write per second. Readers overlay open chunks
 * (see openChunk) so nothing appended is invisible while it waits for a flush.
 */
export class ChunkWriter {
  private readonly open = new Map<string, OpenChunk>();
  private lastS = -Infinity;
  /** Seconds appended per channel since this writer was made: what flush() records in ts_channels. */
  private readonly covered = new Map<string, { firstS: number; lastS: number }>();

  constructor(
    private readonly db: Queryable,
    readonly wellId: string,
    /** History generation into an empty range skips reading chunks back. */
    private readonly assumeEmpty = false,
    /** The finest level written: a summary record (levels.ts SUMMARY_LEVEL) keeps no seconds. */
    private readonly fromLevel = 0,
  ) {}

  get lastAppendedS(): number {
    return this.lastS;
  }

  /** Last second appended to one channel by this writer (-Infinity when none). */
  lastAppendedFor(channel: string): number {
    return this.covered.get(channel)?.lastS ?? -Infinity;
  }

  /** The in-memory chunk of a channel and level, if this writer holds it (for read overlay). */
  openChunk(channel: string, level: number, start: number): ChunkArrays | null {
    const c = this.open.get(`${channel}|${level}`);
    return c && c.start === start ? c.arrays : null;
  }

  private async chunkFor(channel: string, level: number, tS: number): Promise<OpenChunk> {
    const key = `${channel}|${level}`;
    const start = chunkStartS(level, tS);
    const cur = this.open.get(key);
    if (cur && cur.start === start) return cur;
    if (cur?.dirty) await this.write(channel, level, cur);
    let arrays = emptyChunk(level);
    if (!this.assumeEmpty) {
      const { rows } = await this.db.query<{ data: string }>(
        `select ${bytesOut('data')} as data from ts_chunks where well_id = $1 and channel = $2 and level = $3 and chunk_start = $4`,
        [this.wellId, channel, level, start],
      );
      if (rows[0]) {
        const d = decodeChunk(level, chunkColumn(rows[0].data));
        // Decoded arrays are views on one copied buffer; level 0 shares one array for all four.
        arrays = level === 0 ? d : { min: d.min.slice(), max: d.max.slice(), first: d.first.slice(), last: d.last.slice() };
      }
    }
    const chunk = { start, arrays, dirty: false };
    this.open.set(key, chunk);
    return chunk;
  }

  private async write(channel: string, level: number, c: OpenChunk): Promise<void> {
    await this.db.query(
      `insert into ts_chunks (well_id, channel, level, chunk_start, data) values ($1, $2, $3, $4, ${bytesIn('$5')})
       on conflict (well_id, channel, level, chunk_start) do update set data = excluded.data`,
      [this.wellId, channel, level, c.start, chunkParam(encodeChunk(level, c.arrays))],
    );
    noteSeriesWrite(this.wellId);
    c.dirty = false;
  }

  /** Append n consecutive seconds starting at startS; values NaN are gaps. */
  async append(startS: number, channels: Record<string, ArrayLike<number>>, n: number): Promise<void> {
    for (const [channel, values] of Object.entries(channels)) {
      for (let level = this.fromLevel; level < LEVEL_BUCKET_S.length; level++) {
        const bucketS = LEVEL_BUCKET_S[level];
        const span = chunkSpanS(level);
        let i = 0;
        while (i < n) {
          const t = startS + i;
          const chunk = await this.chunkFor(channel, level, t);
          const end = Math.min(n, chunk.start + span - startS);
          const a = chunk.arrays;
          if (level === 0) {
            for (; i < end; i++) a.min[startS + i - chunk.start] = values[i];
          } else {
            for (; i < end; i++) {
              const x = values[i];
              if (Number.isNaN(x)) continue;
              const b = Math.floor((startS + i - chunk.start) / bucketS);
              if (Number.isNaN(a.min[b])) {
                a.min[b] = x;
                a.max[b] = x;
                a.first[b] = x;
              } else {
                if (x < a.min[b]) a.min[b] = x;
                if (x > a.max[b]) a.max[b] = x;
              }
              a.last[b] = x;
            }
          }
          chunk.dirty = true;
        }
      }
    }
    if (n > 0) {
      noteSeriesWrite(this.wellId);
      this.lastS = Math.max(this.lastS, startS + n - 1);
      for (const channel of Object.keys(channels)) {
        const c = this.covered.get(channel);
        if (c) {
          c.firstS = Math.min(c.firstS, startS);
          c.lastS = Math.max(c.lastS, startS + n - 1);
        } else this.covered.set(channel, { firstS: startS, lastS: startS + n - 1 });
      }
    }
  }

  /**
   * Write dirty open chunks and the channels' covered time. `levels` picks which levels to write
   * (default all): a live writer writes raw seconds often and coarse levels, whose 57 KB chunks
   * change by a few buckets a minute, rarely (rebuildOpenLevels recovers them after a crash).
   */
  async flush(
    units: Record<string, { unit: string; label: string }> = {},
    source = 'simulator',
    levels: (level: number) => boolean = () => true,
  ): Promise<void> {
    for (const [key, c] of this.open) {
      if (!c.dirty) continue;
      const [channel, level] = key.split('|');
      if (!levels(Number(level))) continue;
      await this.write(channel, Number(level), c);
    }
    for (const [channel, span] of this.covered) {
      const meta = units[channel];
      await this.db.query(
        `insert into ts_channels (well_id, channel, unit, label, source, first_s, last_s) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (well_id, channel) do update set first_s = least(ts_channels.first_s, excluded.first_s), last_s = greatest(ts_channels.last_s, excluded.last_s),
           unit = case when excluded.unit = '' then ts_channels.unit else excluded.unit end,
           label = case when excluded.label = '' then ts_channels.label else excluded.label end`,
        [this.wellId, channel, meta?.unit ?? '', meta?.label ?? '', source, span.firstS, span.lastS],
      );
      noteSeriesWrite(this.wellId);
    }
  }

  /** One chunk of `level` recomputed from the level below it (open chunks first, else stored), up to uptoS. */
  private async recompute(channel: string, level: number, start: number, uptoS: number): Promise<ChunkArrays> {
    const finer = level - 1;
    const starts = chunksCovering(finer, start, Math.min(start + chunkSpanS(level), uptoS));
    const { rows } = await this.db.query<{ chunk_start: string | number; data: string }>(
      `select chunk_start, ${bytesOut('data')} as data from ts_chunks where well_id = $1 and channel = $2 and level = $3 and chunk_start = any($4::bigint[])`,
      [this.wellId, channel, finer, starts],
    );
    const stored = new Map(rows.map((r) => [Number(r.chunk_start), r.data]));
    const arrays = emptyChunk(level);
    const bucketS = LEVEL_BUCKET_S[level];
    for (const s of starts) {
      const src = this.openChunk(channel, finer, s) ?? (stored.has(s) ? decodeChunk(finer, chunkColumn(stored.get(s)!)) : null);
      if (!src) continue;
      const first = (s - start) / bucketS;
      const count = Math.min(CHUNK_BUCKETS - first, chunkSpanS(finer) / bucketS);
      const d = downsampleBuckets({ startS: s, bucketS: LEVEL_BUCKET_S[finer], ...src }, bucketS, count, s);
      arrays.min.set(d.min, first);
      arrays.max.set(d.max, first);
      arrays.first.set(d.first, first);
      arrays.last.set(d.last, first);
    }
    return arrays;
  }

  /**
   * Recompute the open chunk of every level above raw that holds tS from the level below it, so
   * coarse levels that were not flushed before a crash match the raw seconds again. Raw seconds are
   * the truth: every coarser level is a function of them.
   */
  async rebuildOpenLevels(channels: readonly string[], tS: number): Promise<void> {
    for (const channel of channels) {
      for (let level = 1; level < LEVEL_BUCKET_S.length; level++) {
        const start = chunkStartS(level, tS);
        this.open.set(`${channel}|${level}`, { start, arrays: await this.recompute(channel, level, start, tS + 1), dirty: true });
      }
    }
    noteSeriesWrite(this.wellId);
  }

  /**
   * After raw seconds of [fromS, toS) were overwritten (an import over existing data, a
   * recalculation): appending merges min/max with the old values, so recompute every coarse chunk
   * that covers the range from the level below and write it. Call after flush().
   */
  async rebuildRange(channels: readonly string[], fromS: number, toS: number): Promise<void> {
    for (const channel of channels) {
      for (let level = 1; level < LEVEL_BUCKET_S.length; level++) {
        for (const start of chunksCovering(level, fromS, toS)) {
          const arrays = await this.recompute(channel, level, start, Infinity);
          const c: OpenChunk = { start, arrays, dirty: false };
          const key = `${channel}|${level}`;
          if (this.open.get(key)?.start === start) this.open.set(key, c);
          await this.write(channel, level, c);
        }
      }
    }
  }
}
