/**
 * Soak: the server under steady load on its common reads, RSS printed every cycle and the trend at
 * the end (issue 11: memory flat over 30 minutes). Short by default (SOAK_MINUTES=1); run the real
 * one with SOAK_MINUTES=30 npx tsx bench/server-soak.ts. SIMULATOR on (its writes are part of a day's
 * work), demo history BENCH_HISTORY_DAYS (default 1), 20 connections alternating wells, a log window
 * and surveys as a non-admin engineer.
 */
import { fmt, hammer, rssMb } from './_http-load';
import { benchServerCommand, buildCompiledServer, startBenchServer, waitForBackgroundWork } from './_support';

export async function run(): Promise<Record<string, number | string>> {
  if (!process.env.BENCH_SERVER) buildCompiledServer();
  const minutes = Number(process.env.SOAK_MINUTES ?? 1);
  const server = await startBenchServer({ DEMO_HISTORY_DAYS: process.env.BENCH_HISTORY_DAYS ?? '1', LOGIN_RATE_LIMIT: '100000' });
  const pid = server.proc.pid!;
  const out: Record<string, number | string> = { server: `${benchServerCommand().label}, PGlite, simulator on`, minutes };
  try {
    await waitForBackgroundWork(server.url, 600_000);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const wells = (await (await fetch(`${server.url}/api/wells`, { headers })).json()) as { data: { id: string; name: string }[] };
    const well = wells.data.find((w) => w.name === 'Red Hawk 2H') ?? wells.data[0];
    const nowS = Math.floor(Date.now() / 1000);
    const urls = [
      `${server.url}/api/wells`,
      `${server.url}/api/logs/${well.id}/window?from=${nowS - 6 * 3600}&to=${nowS}&width=1000`,
      `${server.url}/api/wps/surveys?well_id=${well.id}`,
    ];
    // One cycle loads each read in turn; RSS is sampled at the end of each cycle, so every sample is
    // taken at the same point of the work (sampling after different reads measures the reads). At
    // least 20 cycles, of 15 to 60 s.
    const cycleS = Math.max(15, Math.min(60, (minutes * 60) / 20));
    const sliceS = Math.max(1, Math.round(cycleS / urls.length));
    const samples: { atMin: number; rssMb: number }[] = [];
    const t0 = performance.now();
    let requests = 0;
    let timeouts = 0;
    while ((performance.now() - t0) / 60_000 < minutes) {
      let cycleRequests = 0;
      let cycleP99 = 0;
      for (const url of urls) {
        const r = await hammer({ url, pid, headers, connections: 20, durationS: sliceS });
        requests += r.requests;
        timeouts += r.timeouts;
        cycleRequests += r.requests;
        cycleP99 = Math.max(cycleP99, r.p99);
      }
      const s = { atMin: (performance.now() - t0) / 60_000, rssMb: rssMb(pid) };
      samples.push(s);
      process.stdout.write(
        `  soak ${fmt(s.atMin)} min: RSS ${fmt(s.rssMb, 0)} MB, ${cycleRequests} requests, worst p99 of the three reads ${fmt(cycleP99)} ms\n`,
      );
    }
    // Trend: least-squares slope of RSS over the second half (the first minutes include warm-up).
    const half = samples.slice(Math.floor(samples.length / 2));
    const mx = half.reduce((a, s) => a + s.atMin, 0) / half.length;
    const my = half.reduce((a, s) => a + s.rssMb, 0) / half.length;
    const slope = half.reduce((a, s) => a + (s.atMin - mx) * (s.rssMb - my), 0) / (half.reduce((a, s) => a + (s.atMin - mx) ** 2, 0) || 1);
    const mean = (xs: { rssMb: number }[]) => xs.reduce((a, x) => a + x.rssMb, 0) / xs.length;
    const q = Math.max(1, Math.floor(samples.length / 4));
    out['RSS mean of the second quarter / of the last quarter (MB)'] = `${fmt(mean(samples.slice(q, 2 * q)), 0)} / ${fmt(mean(samples.slice(-q)), 0)}`;
    out['RSS first / last / max (MB)'] =
      `${fmt(samples[0].rssMb, 0)} / ${fmt(samples[samples.length - 1].rssMb, 0)} / ${fmt(Math.max(...samples.map((s) => s.rssMb)), 0)}`;
    out['RSS trend over the second half (MB per minute) [target: flat, ≈ 0]'] = fmt(slope, 2);
    out['requests, time-outs'] = `${requests}, ${timeouts}`;
    out['server peak RSS (MB)'] = Math.round(server.peakRssMb());
    return out;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [k, v] of Object.entries(await run())) console.log(`${k.padEnd(60)} ${v}`);
}
