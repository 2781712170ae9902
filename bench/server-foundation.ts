/**
 * Server foundation figures on the embedded default (PGlite): cold start to first answer (fresh
 * DATA_DIR, migrations and demo seed included) and warm restart, sign-in latency, and requests per
 * second of a list endpoint under 50 concurrent connections, with the server's peak memory; the
 * API's latency while the demo history is still being generated.
 */
import { percentile, load, startBenchServer, waitForBackgroundWork } from './_support';

export async function run(): Promise<Record<string, number | string>> {
  const cold = await startBenchServer({ SIMULATOR: '0', LOGIN_RATE_LIMIT: '100000' });
  const out: Record<string, number | string> = { 'cold start to first answer (ms)': cold.firstAnswerMs };
  const creds = JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' });
  const signIn: number[] = [];
  let token = '';
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    const r = await fetch(`${cold.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: creds });
    signIn.push(performance.now() - t);
    token = (await r.json()).token;
  }
  signIn.sort((a, b) => a - b);
  out['sign-in p50 (ms)'] = percentile(signIn, 50);
  out['sign-in p95 (ms)'] = percentile(signIn, 95);
  const headers = { authorization: `Bearer ${token}` };
  // The first minutes of a fresh start generate 30 days of 1 Hz history per drilling well: the API
  // must keep answering meanwhile.
  const during: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    await fetch(`${cold.url}/api/auth/user`, { headers });
    during.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 250));
  }
  during.sort((a, b) => a - b);
  out['auth/user while history generates p95 / max (ms)'] = `${percentile(during, 95).toFixed(0)} / ${during[during.length - 1].toFixed(0)}`;
  await load({ url: `${cold.url}/api/wells?limit=50`, headers, concurrency: 10, total: 200 });
  const wells = await load({ url: `${cold.url}/api/wells?limit=50`, headers, concurrency: 50, total: 3000 });
  out['GET /api/wells, 50 connections (req/s)'] = wells.rps;
  out['GET /api/wells p50 / p95 (ms)'] = `${wells.p50.toFixed(1)} / ${wells.p95.toFixed(1)}`;
  out['GET /api/wells errors'] = wells.errors;
  const companies = await load({ url: `${cold.url}/api/companies`, headers, concurrency: 50, total: 3000 });
  out['GET /api/companies, 50 connections (req/s)'] = companies.rps;
  // The figures above share the machine with history generation; these are the settled server's.
  const settledMs = await waitForBackgroundWork(cold.url);
  out['demo history generated after (s)'] = settledMs / 1000;
  const settled = await load({ url: `${cold.url}/api/wells?limit=50`, headers, concurrency: 50, total: 3000 });
  out['settled: GET /api/wells, 50 connections (req/s)'] = settled.rps;
  out['settled: GET /api/wells p50 / p95 (ms)'] = `${settled.p50.toFixed(1)} / ${settled.p95.toFixed(1)}`;
  out['server peak RSS (MB)'] = cold.peakRssMb();
  await cold.stop();
  const warm = await startBenchServer({ SIMULATOR: '0', LOGIN_RATE_LIMIT: '100000' }, cold.dataDir);
  out['warm restart to first answer (ms)'] = warm.firstAnswerMs;
  await warm.stop();
  return out;
}
