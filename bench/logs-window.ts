/**
 * Window queries of the time-series store: 30 days of 1 Hz data, 12 channels, one well; p50 / p95
 * for 1 hour, 1 day and 30 days at 1000 px (≤ 500 M4 buckets per channel), through the store and
 * through HTTP (GET /api/logs/{id}/window), on the embedded default (PGlite in a temp DATA_DIR) and on
 * PostgreSQL when reachable (127.0.0.1:5432, database test: a temp database is created and dropped).
 * Target: p95 under 50 ms, and the cost flat in the window's length.
 */
import { CHANNEL_IDS } from '../src/domain/drilling/channels';
import { createRigModel } from '../server/simulator/rig-model';
import type { RunningServer } from '../server/start';
import { ChunkWriter } from '../server/timeseries/chunk-writer';
import { SIMULATOR_CHANNEL_META } from '../server/timeseries/channel-meta';
import { createPostgresDatabase, postgresReachable } from '../tests/integration/support/databases';
import { percentile } from './_support';
import { adminHeaders, withInProcessServer } from './in-process-server';

const DAYS = 30;
const WIDTH_PX = 1000;
const QUERIES = 60;
const WINDOWS: [string, number][] = [
  ['1 h', 3600],
  ['1 d', 86_400],
  ['30 d', DAYS * 86_400],
];

async function measure(label: string, fn: (fromS: number, toS: number) => Promise<unknown>, t0: number, out: Record<string, number | string>) {
  for (const [name, span] of WINDOWS) {
    const lat: number[] = [];
    for (let i = 0; i < QUERIES + 5; i++) {
      // Anywhere in the 30 days; the first few warm caches and are not counted.
      const from = t0 + Math.floor(Math.random() * Math.max(1, DAYS * 86_400 - span));
      const t = performance.now();
      await fn(from, from + span);
      if (i >= 5) lat.push(performance.now() - t);
    }
    lat.sort((a, b) => a - b);
    out[`${label} ${name} p50 / p95 (ms)`] = `${percentile(lat, 50).toFixed(1)} / ${percentile(lat, 95).toFixed(1)}`;
    out[`${label} ${name} p95 (ms)`] = percentile(lat, 95);
  }
  const flat = Number(out[`${label} 30 d p95 (ms)`]) / Number(out[`${label} 1 h p95 (ms)`]);
  out[`${label} 30 d / 1 h p95 ratio`] = flat;
  for (const [name] of WINDOWS) delete out[`${label} ${name} p95 (ms)`];
}

async function onDatabase(kind: 'pglite' | 'postgres', out: Record<string, number | string>): Promise<void> {
  let drop: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  if (kind === 'postgres') ({ url: databaseUrl, drop } = await createPostgresDatabase());
  try {
    await withInProcessServer('logs', (server) => onServer(kind, server, out), { databaseUrl, env: { LOGIN_RATE_LIMIT: '100000' } });
  } finally {
    await drop?.();
  }
}

async function onServer(kind: 'pglite' | 'postgres', server: RunningServer, out: Record<string, number | string>): Promise<void> {
  const db = server.db;
  const wellId = (await db.query<{ id: string }>(`select id from wells where name = 'Red Hawk 3H'`)).rows[0].id;
  const t0 = Math.floor(Date.now() / 1000 / 86_400) * 86_400 - DAYS * 86_400;
  // 30 days of the rig model's 12 channels into an empty range, an hour at a time.
  const tg = performance.now();
  const model = createRigModel({ seed: 42, startTimeMs: t0 * 1000, startDepthM: 800, targetDepthM: 2500, maxDepthM: 6000 });
  const writer = new ChunkWriter(db, wellId, true);
  for (let s = 0; s < DAYS * 86_400; s += 3600) {
    const c = model.nextChunk(3600);
    await writer.append(t0 + s, Object.fromEntries(CHANNEL_IDS.map((id) => [id, c.channels[id]])), 3600);
  }
  await writer.flush(SIMULATOR_CHANNEL_META, 'simulator');
  out[`${kind}: write 30 d × 12 channels (s)`] = (performance.now() - tg) / 1000;
  const store = server.services.logs.store;
  await measure(`${kind} store`, (a, b) => store.window(wellId, CHANNEL_IDS, a, b, WIDTH_PX / 2), t0, out);
  const headers = await adminHeaders(server.url);
  let bytes = 0;
  await measure(
    `${kind} HTTP`,
    async (a, b) => {
      const r = await fetch(`${server.url}/api/logs/${wellId}/window?from=${a}&to=${b}&width=${WIDTH_PX}&channels=${CHANNEL_IDS.join(',')}`, { headers });
      bytes = (await r.arrayBuffer()).byteLength;
      if (!r.ok) throw new Error(`window: ${r.status}`);
    },
    t0,
    out,
  );
  out[`${kind} HTTP answer, 12 channels × 500 buckets (kB)`] = bytes / 1024;
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = { 'target p95 (ms)': 50 };
  await onDatabase('pglite', out);
  if (await postgresReachable()) await onDatabase('postgres', out);
  else out.postgres = 'not reachable at 127.0.0.1:5432: skipped';
  return out;
}
