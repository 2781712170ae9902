/**
 * Days vs Depth of 8 wells, as a multi-well dashboard asks for it: 8 POST charts/days_vs_depth at
 * once, each over 30 days of 1 Hz hole depth from the rig model (written into 8 demo wells of the
 * embedded default, PGlite in a temp DATA_DIR). p50 / p95 of the set and of single answers.
 * Target (issue 15): the 8-well set under 100 ms at p95.
 */
import { createRigModel } from '../server/simulator/rig-model';
import { ChunkWriter } from '../server/timeseries/chunk-writer';
import { SIMULATOR_CHANNEL_META } from '../server/timeseries/channel-meta';
import { percentile } from './_support';
import { adminHeaders, withInProcessServer } from './in-process-server';

const DAYS = 30;
const WELLS = 8;
const ROUNDS = 40;

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = { 'target: 8 wells at once p95 (ms)': 100 };
  await withInProcessServer('dvd', async (server) => {
    const db = server.db;
    const ids = (await db.query<{ id: string }>('select id from wells order by name limit $1', [WELLS])).rows.map((r) => r.id);
    const t0 = Math.floor(Date.now() / 1000 / 86_400) * 86_400 - DAYS * 86_400;
    const tg = performance.now();
    const model = createRigModel({ seed: 7, startTimeMs: t0 * 1000, startDepthM: 300, targetDepthM: 5500, maxDepthM: 6000 });
    const writers = ids.map((id) => new ChunkWriter(db, id, true));
    for (let s = 0; s < DAYS * 86_400; s += 3600) {
      const c = model.nextChunk(3600);
      for (const w of writers) await w.append(t0 + s, { holeDepthM: c.channels.holeDepthM }, 3600);
    }
    for (const w of writers) await w.flush(SIMULATOR_CHANNEL_META, 'simulator');
    out[`write 30 d of hole depth into ${WELLS} wells (s)`] = (performance.now() - tg) / 1000;

    const headers = await adminHeaders(server.url);
    const payload = { start_date: t0, end_date: t0 + DAYS * 86_400 };
    const single: number[] = [];
    const sets: number[] = [];
    let points = 0;
    let days = 0;
    const one = async (id: string) => {
      const t = performance.now();
      const r = await fetch(`${server.url}/api/charts/days_vs_depth`, { method: 'POST', headers, body: JSON.stringify({ well_id: id, payload }) });
      if (!r.ok) throw new Error(`days_vs_depth: ${r.status} ${await r.text()}`);
      const d = (await r.json()).data;
      single.push(performance.now() - t);
      points = d.curve.time.length;
      days = d.days.length;
    };
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t = performance.now();
      await Promise.all(ids.map(one));
      // The first rounds warm caches and are not counted.
      if (i >= 3) sets.push(performance.now() - t);
      else single.length = 0;
    }
    const store = server.services.logs.store;
    const reads: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await store.window(ids[0], ['holeDepthM'], t0, t0 + DAYS * 86_400, (DAYS * 86_400) / 900);
      reads.push(performance.now() - t);
    }
    reads.sort((a, b) => a - b);
    out['store read of 30 d in 15-min buckets, one well, alone p50 (ms)'] = percentile(reads, 50);
    const seq: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await one(ids[0]);
      seq.push(performance.now() - t);
    }
    seq.sort((a, b) => a - b);
    out['one answer alone p50 / p95 (ms)'] = `${percentile(seq, 50).toFixed(1)} / ${percentile(seq, 95).toFixed(1)}`;
    sets.sort((a, b) => a - b);
    single.sort((a, b) => a - b);
    out[`${WELLS} wells at once p50 / p95 (ms)`] = `${percentile(sets, 50).toFixed(1)} / ${percentile(sets, 95).toFixed(1)}`;
    out['one answer p50 / p95 (ms, under 8 concurrent)'] = `${percentile(single, 50).toFixed(1)} / ${percentile(single, 95).toFixed(1)}`;
    out['curve points / reporting days per well'] = `${points} / ${days}`;
  });
  return out;
}
