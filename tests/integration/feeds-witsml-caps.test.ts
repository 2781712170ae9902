/**
 * A WITSML 1.4.1.1 client respects the store's stated limits: the replayer's store serves the Volve
 * F-4 rig-sensor log with small caps in its WMLS_GetCap answer (maxDataNodes 40, maxDataPoints 300
 * for logs) and enforces them. The feed asks GetCap, then the log's header, and every data question
 * asks for no more rows than both caps allow (300 values over the log's columns); every row arrives
 * once, in order, equal to the file's. A store whose GetCap states no limits is asked without
 * maxReturnNodes. A store that stops answering puts the feed in error with back-off (the next
 * question waits twice the poll interval), and the feed carries on from where it was once it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedSample, FeedSink } from '../../server/feeds/feed-types';
import { readStoreLimits } from '../../server/feeds/witsml/soap-client';
import { rowsPerQuestion, Witsml141Feed } from '../../server/feeds/witsml/witsml141-feed';
import { curveColumns, readReplayRows, type ReplayFile } from '../../server/replay/file-rows';
import { WitsmlStore, type WitsmlStoreOptions } from '../../server/replay/witsml-store';
import { describeRefdata, refPath } from '../support/refdata';
import { freePort } from './support/free-port';

const IDS = { uidWell: 'W-F4', uidWellbore: 'WB-F4', uidLog: 'L-GenTime-22' };
const ROWS = 240;
const CAPS = { maxDataNodes: 40, maxDataPoints: 300 };

const waitFor = async (what: string, ok: () => boolean, ms = 60_000) => {
  for (const end = Date.now() + ms; !ok();) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** What a feed delivered: its samples, unreadable answers and connection events with their times. */
function collector() {
  const samples: FeedSample[] = [];
  const events: { kind: string; atMs: number; message?: string }[] = [];
  const bad: string[] = [];
  const sink: FeedSink = {
    samples: (b) => samples.push(...b),
    bad: (_n, detail) => bad.push(detail),
    connection: (e) => events.push({ kind: e.kind, atMs: Date.now(), message: e.kind === 'error' ? e.message : undefined }),
  };
  return { sink, samples, events, bad };
}

describe('store limits (capServers) read into rows per question', () => {
  it('takes the log limits of WMLS_GetFromStore, none for an object without them, and the smaller of the two caps', () => {
    const cap =
      '<capServers xmlns="http://www.witsml.org/api/141" version="1.4.1"><capServer apiVers="1.4.1"><function name="WMLS_GetFromStore">' +
      '<dataObject maxDataNodes="40" maxDataPoints="300">log</dataObject><dataObject>trajectory</dataObject></function><function name="WMLS_AddToStore"><dataObject maxDataNodes="5">log</dataObject></function></capServer></capServers>';
    expect(readStoreLimits(cap, 'log')).toEqual({ maxDataNodes: 40, maxDataPoints: 300 });
    expect(readStoreLimits(cap, 'trajectory')).toEqual({ maxDataNodes: null, maxDataPoints: null });
    expect(readStoreLimits('<capServers/>', 'log')).toEqual({ maxDataNodes: null, maxDataPoints: null });
    expect(rowsPerQuestion({ maxDataNodes: 40, maxDataPoints: 300 }, 12)).toBe(25);
    expect(rowsPerQuestion({ maxDataNodes: 40, maxDataPoints: 3000 }, 12)).toBe(40);
    expect(rowsPerQuestion({ maxDataNodes: null, maxDataPoints: null }, 12)).toBeNull();
    // Never one row: the inclusive range start would bring back the last row taken and nothing else.
    expect(rowsPerQuestion({ maxDataNodes: 1, maxDataPoints: null }, 12)).toBe(2);
  });
});

describeRefdata('WITSML 1.4.1.1 client under a store with small caps', () => {
  let file: ReplayFile;
  const stores: WitsmlStore[] = [];
  const feeds: Witsml141Feed[] = [];
  const open = async (o: Partial<WitsmlStoreOptions>) => {
    const store = new WitsmlStore({
      rows: file.rows,
      ...curveColumns(file),
      ids: IDS,
      username: 'reader',
      password: 'caps-pass',
      speed: 100_000,
      ...o,
    });
    stores.push(store);
    return { store, url: await store.listen() };
  };
  const poll = (url: string, pollS = 1) => {
    const feed = new Witsml141Feed({ url, username: 'reader', password: 'caps-pass', ...IDS, pollS });
    feeds.push(feed);
    return feed;
  };

  beforeAll(() => {
    file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
    file.rows = file.rows.slice(0, ROWS);
  });
  afterAll(async () => {
    for (const f of feeds) await f.stop();
    for (const s of stores) await s.stop();
  });

  it('asks within maxDataNodes and maxDataPoints and gets every row once, in order', async () => {
    const { store, url } = await open({ caps: CAPS });
    const c = collector();
    await poll(url).start(c.sink, null);
    await waitFor('every row', () => c.samples.length >= ROWS);
    const columns = file.channels.length + 1;
    const allowed = Math.min(CAPS.maxDataNodes, Math.floor(CAPS.maxDataPoints / columns));
    expect(allowed).toBeLessThan(CAPS.maxDataNodes);
    expect(store.logQuestions.length).toBeGreaterThanOrEqual(Math.ceil(ROWS / allowed));
    for (const q of store.logQuestions) {
      expect(q.askedRows).toBe(allowed);
      expect(q.points).toBeLessThanOrEqual(CAPS.maxDataPoints);
    }
    expect(c.samples.map((s) => s.timeS)).toEqual(file.rows.map((r) => r.timeS));
    expect(c.samples[ROWS - 1].values.hookloadT).toBeCloseTo(file.rows[ROWS - 1].values.hookloadT, 6);
    expect(c.bad).toEqual([]);
  });

  it('asks a store that states no limits without maxReturnNodes', async () => {
    const { store, url } = await open({});
    const c = collector();
    await poll(url).start(c.sink, null);
    await waitFor('every row', () => c.samples.length >= ROWS);
    expect(store.logQuestions.every((q) => q.askedRows === null)).toBe(true);
    expect(c.samples).toHaveLength(ROWS);
  });

  it('backs off while the store is down and carries on without gap or repeat when it is back', async () => {
    const port = await freePort();
    const first = await open({ caps: CAPS, port, speed: 1_000 });
    const c = collector();
    await poll(first.url).start(c.sink, null);
    await waitFor('some rows', () => c.samples.length >= 20);
    await first.store.stop();
    await waitFor('two errors', () => c.events.filter((e) => e.kind === 'error').length >= 2, 30_000);
    const errors = c.events.filter((e) => e.kind === 'error');
    expect(errors[0].message).toMatch(/cannot be reached/);
    // Back-off doubles from the poll interval: 2 s after the first failure.
    expect(errors[1].atMs - errors[0].atMs).toBeGreaterThanOrEqual(1_900);
    await open({ caps: CAPS, port, speed: 100_000 });
    await waitFor('every row', () => c.samples.length >= ROWS, 30_000);
    expect(c.samples.map((s) => s.timeS)).toEqual(file.rows.map((r) => r.timeS));
    // The feed says it is connected again once its poll has ended, which can be after the rows arrived.
    await waitFor('connected again', () => c.events.filter((e) => e.kind === 'connected').length >= 2, 10_000);
    expect(c.events.filter((e) => e.kind === 'connected').length).toBe(2);
  }, 60_000);
});
