/**
 * Server foundation figures on the embedded default, started as `npm start` runs it (the compiled
 * server, PGlite in a fresh DATA_DIR, demo seed with its full history, live rig simulator): cold
 * start to first answer (migrations and demo seed included) and warm restart, sign-in latency, the
 * API's latency while the demo history is still being generated, requests per second of a list
 * endpoint under 50 concurrent connections, and the server's memory (issue 10: at most 450 MB once
 * settled, 700 MB at peak on a fresh start): its peak, the peak with the one-time database-creation
 * child, and its RSS once the history is written and it idles (BENCH_SETTLE_S, default 60 s).
 */
import { fmt } from './_http-load';
import { benchServerCommand, buildCompiledServer, percentile, load, startBenchServer, waitForBackgroundWork } from './_support';

const settleS = Number(process.env.BENCH_SETTLE_S ?? 60);

export async function run(): Promise<Record<string, number | string>> {
  if (!process.env.BENCH_SERVER) buildCompiledServer();
  const cold = await startBenchServer({ LOGIN_RATE_LIMIT: '100000' });
  const out: Record<string, number | string> = {
    server: `${benchServerCommand().label}, PGlite, demo history ${process.env.DEMO_HISTORY_DAYS ?? 30} days, simulator on`,
    'cold start to first answer (ms)': cold.firstAnswerMs,
  };
  try {
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
    // A month of 1 Hz history for the story wells, then the archive wells' whole drilling (summary
    // records, demo-history-plan.ts): minutes on a shared machine.
    const settledMs = await waitForBackgroundWork(cold.url, 1_200_000);
    out['demo history generated after (s)'] = settledMs / 1000;
    out['fresh start: server peak RSS until the history is written (MB) [target ≤ 700]'] = Math.round(cold.peakRssMb());
    out['fresh start: peak RSS with the database-creation child (MB)'] = Math.round(cold.treePeakRssMb());
    // Settled: the live simulator keeps writing; RSS sampled every 5 s over 30 s after settleS.
    await new Promise((r) => setTimeout(r, settleS * 1000));
    const samples: number[] = [];
    for (let i = 0; i < 6; i++) {
      samples.push(cold.rssMb());
      await new Promise((r) => setTimeout(r, 5000));
    }
    samples.sort((a, b) => a - b);
    out[`settled RSS ${settleS}-${settleS + 30} s after the history, median / max (MB) [target ≤ 450]`] =
      `${fmt(percentile(samples, 50), 0)} / ${fmt(samples[samples.length - 1], 0)}`;
    const settled = await load({ url: `${cold.url}/api/wells?limit=50`, headers, concurrency: 50, total: 3000 });
    out['settled: GET /api/wells, 50 connections (req/s)'] = settled.rps;
    out['settled: GET /api/wells p50 / p95 (ms)'] = `${settled.p50.toFixed(1)} / ${settled.p95.toFixed(1)}`;
    out['server peak RSS, the whole run (MB)'] = Math.round(cold.peakRssMb());
  } finally {
    await cold.stop();
  }
  const warm = await startBenchServer({ LOGIN_RATE_LIMIT: '100000' }, cold.dataDir);
  out['warm restart to first answer (ms)'] = warm.firstAnswerMs;
  await warm.stop();
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [k, v] of Object.entries(await run())) console.log(`${k.padEnd(84)} ${v}`);
}
