import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { SUMMARY_LEVEL } from '../../src/domain/timeseries/levels';
import { ChunkWriter } from './chunk-writer';
import { TimeSeriesStore } from './store';

const T0 = 1_790_000_000 - (1_790_000_000 % 86400);
const DAYS = 3;
const N = DAYS * 86400;
const wave = (i: number) => 100 + 50 * Math.sin(i / 5000);

describe('time-series store', () => {
  let db: Db;
  let wellId: string;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: null, dataDir: 'memory://' });
    await migrate(db);
    wellId = (await db.query<{ id: string }>(`insert into wells (name) values ('TS test') returning id`)).rows[0].id;
    const w = new ChunkWriter(db, wellId, true);
    const block = 6 * 3600;
    for (let s = 0; s < N; s += block) {
      const hook = Float32Array.from({ length: block }, (_, k) => wave(s + k));
      const gap = Float32Array.from({ length: block }, (_, k) => ((s + k) % 7200 < 600 ? NaN : 1));
      if (s === 0) hook[20_000] = 999; // a one-second spike that every zoom level must keep
      await w.append(T0 + s, { hookload: hook, flag: gap }, block);
    }
    await w.flush({ hookload: { unit: 't', label: 'Hook load' } });
  });
  afterAll(() => db.close());

  it('answers a 3-day window with the spike and the true min and max', async () => {
    const store = new TimeSeriesStore(db);
    const r = await store.window(wellId, ['hookload'], T0, T0 + N, 500);
    expect(r.t.length).toBeLessThanOrEqual(500);
    expect(Math.max(...(r.channels.hookload.max as number[]))).toBeCloseTo(999, 3);
    expect(Math.min(...(r.channels.hookload.min as number[]))).toBeCloseTo(50, 1);
    expect(r.level).toBeGreaterThan(0);
  });

  it('matches a brute-force M4 of the raw values bucket by bucket in a 1-hour window', async () => {
    const store = new TimeSeriesStore(db);
    const from = T0 + 19_000;
    const r = await store.window(wellId, ['hookload'], from, from + 3600, 400);
    expect(r.bucket_s).toBe(9);
    expect(r.level).toBe(0);
    // raw seconds are stored as int16 over the chunk's range (50..999 here): within range/65534
    const tol = (999 - 50) / 65534;
    for (let k = 0; k < r.t.length; k++) {
      const xs = Array.from({ length: 9 }, (_, j) => from + k * 9 + j - T0).map((i) => (i === 20_000 ? 999 : wave(i)));
      expect(Math.abs(r.channels.hookload.max[k]! - Math.max(...xs))).toBeLessThanOrEqual(tol);
      expect(Math.abs(r.channels.hookload.min[k]! - Math.min(...xs))).toBeLessThanOrEqual(tol);
      expect(Math.abs(r.channels.hookload.first[k]! - xs[0])).toBeLessThanOrEqual(tol);
    }
    expect(Math.max(...(r.channels.hookload.max as number[]))).toBeCloseTo(999, 3);
  });

  it('returns raw seconds for short windows, with gaps as null', async () => {
    const store = new TimeSeriesStore(db);
    const r = await store.window(wellId, ['flag', 'hookload'], T0 + 590, T0 + 610, 1000);
    expect(r.bucket_s).toBe(1);
    expect(r.channels.flag.min.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(r.channels.flag.min.slice(10)).toEqual(Array(10).fill(1));
    expect(r.channels.hookload.first[0]).toBeCloseTo(wave(590), 1);
  });

  it('lists channels with unit and covered time', async () => {
    const store = new TimeSeriesStore(db);
    const chans = await store.channels(wellId);
    expect(chans.find((c) => c.channel === 'hookload')).toMatchObject({ unit: 't', first_s: T0, last_s: T0 + N - 1 });
  });

  it('overlays live seconds not yet flushed, and a restarted writer continues the stored chunk', async () => {
    const store = new TimeSeriesStore(db);
    const live = store.writer(wellId);
    await live.append(T0 + N, { hookload: [123.5] }, 1);
    const r = await store.window(wellId, ['hookload'], T0 + N - 5, T0 + N + 1, 100);
    expect(r.channels.hookload.last.at(-1)).toBe(123.5);
    expect(r.channels.hookload.first[0]).toBeCloseTo(wave(N - 5), 1);
    await live.flush();
    const again = await new TimeSeriesStore(db).window(wellId, ['hookload'], T0 + N - 5, T0 + N + 1, 100);
    expect(again.channels.hookload.last.at(-1)).toBeCloseTo(123.5, 2);
    expect(again.channels.hookload.first[0]).toBeCloseTo(wave(N - 5), 1);
  });

  it('a summary writer (from the 15-minute level) answers coarse windows as the full record does, and keeps no seconds', async () => {
    const summaryId = (await db.query<{ id: string }>(`insert into wells (name) values ('TS summary') returning id`)).rows[0].id;
    const w = new ChunkWriter(db, summaryId, true, SUMMARY_LEVEL);
    const block = 6 * 3600;
    for (let s = 0; s < N; s += block)
      await w.append(T0 + s, { hookload: Float32Array.from({ length: block }, (_, k) => (s + k === 20_000 ? 999 : wave(s + k))) }, block);
    await w.flush({ hookload: { unit: 't', label: 'Hook load' } });
    const store = new TimeSeriesStore(db);
    const full = await store.window(wellId, ['hookload'], T0, T0 + N, 200);
    const summary = await store.window(summaryId, ['hookload'], T0, T0 + N, 200);
    expect(summary.level).toBe(SUMMARY_LEVEL);
    expect(summary).toEqual({ ...full });
    const { rows } = await db.query<{ level: number }>('select distinct level from ts_chunks where well_id = $1 order by level', [summaryId]);
    expect(rows.map((r) => r.level)).toEqual([3, 4, 5]);
    expect((await store.window(summaryId, ['hookload'], T0 + 590, T0 + 610, 1000)).channels.hookload.min).toEqual(Array(20).fill(null));
    expect((await store.channels(summaryId)).find((c) => c.channel === 'hookload')).toMatchObject({ first_s: T0, last_s: T0 + N - 1 });
  });
});
