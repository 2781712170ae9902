/**
 * Multi-well Days vs Depth as the Multiwell drilling dashboard asks for it: one POST multi-well/dvd
 * for every demo well (each with 30 days of 1 Hz hole depth from the rig model, written into the
 * embedded default, PGlite in a temp DATA_DIR), then for 50 wells (the demo wells and copies), answer
 * with the curves, the P10/P50/P90 band and the per-well KPIs. Wells are spudded on different days
 * and drilled by models of different seeds, so the band is built from real spread.
 * Target (issue 20): 50 wells under 200 ms at p95.
 */
import { createRigModel } from '../server/simulator/rig-model';
import { ChunkWriter } from '../server/timeseries/chunk-writer';
import { SIMULATOR_CHANNEL_META } from '../server/timeseries/channel-meta';
import { percentile } from './_support';
import { adminHeaders, withInProcessServer } from './in-process-server';

const DAYS = 30;
const MANY = 50;
const ROUNDS = 30;
/** Distinct drilling histories, shared round-robin by the wells (writing 50 × 30 days of 1 Hz from 50 models would dominate the bench). */
const MODELS = 5;

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = { 'target: 50 wells p95 (ms)': 200 };
  await withInProcessServer('mwdvd', async (server) => {
    const db = server.db;
    const demo = (await db.query<{ id: string }>('select id from wells order by name')).rows.map((r) => r.id);
    const extra: string[] = [];
    for (let i = demo.length; i < MANY; i++) {
      const { rows } = await db.query<{ id: string }>(
        `insert into wells (name, project_id, status) select 'Bench ' || $2, project_id, 3 from wells where id = $1 returning id`,
        [demo[i % demo.length], String(i)],
      );
      extra.push(rows[0].id);
    }
    const all = [...demo, ...extra];
    const t0 = Math.floor(Date.now() / 1000 / 86_400) * 86_400 - DAYS * 86_400;
    const tg = performance.now();
    const writers = all.map((id) => new ChunkWriter(db, id, true));
    const models = Array.from({ length: MODELS }, (_, k) =>
      createRigModel({ seed: 21 + k, startTimeMs: t0 * 1000, startDepthM: 300, targetDepthM: 5500, maxDepthM: 6000 }),
    );
    for (let s = 0; s < DAYS * 86_400; s += 3600) {
      const chunks = models.map((m) => m.nextChunk(3600).channels.holeDepthM);
      for (const [i, w] of writers.entries()) await w.append(t0 + s, { holeDepthM: chunks[i % MODELS] }, 3600);
    }
    for (const w of writers) await w.flush(SIMULATOR_CHANNEL_META, 'simulator');
    // Spud on different days: the wells' curves sit apart on the days axis, as real ones do.
    for (const [i, id] of all.entries()) await db.query('update wells set start_date = $2 where id = $1', [id, t0 - (i % 7) * 86_400]);
    out[`write ${DAYS} d of hole depth into ${all.length} wells (s)`] = (performance.now() - tg) / 1000;

    const headers = await adminHeaders(server.url);
    const measure = async (ids: string[], label: string) => {
      const times: number[] = [];
      let bytes = 0;
      let bandDepths = 0;
      for (let i = 0; i < ROUNDS + 3; i++) {
        const t = performance.now();
        const r = await fetch(`${server.url}/api/multi-well/dvd`, { method: 'POST', headers, body: JSON.stringify({ well_ids: ids }) });
        const text = await r.text();
        if (!r.ok) throw new Error(`multi-well/dvd: ${r.status} ${text}`);
        // The first rounds warm caches and are not counted.
        if (i >= 3) times.push(performance.now() - t);
        bytes = text.length;
        bandDepths = JSON.parse(text).data.band.p50_days.filter((x: number | null) => x !== null).length;
      }
      times.sort((a, b) => a - b);
      out[`${label} p50 / p95 (ms)`] = `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`;
      out[`${label} answer size (kB) / band depths`] = `${(bytes / 1024).toFixed(0)} / ${bandDepths}`;
    };
    await measure(demo, `all ${demo.length} demo wells`);
    await measure(all, `${all.length} wells`);
  });
  return out;
}
