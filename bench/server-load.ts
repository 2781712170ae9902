/**
 * The API's common reads under load (issues 10 and 11), on a real server process started the way
 * `npm start` runs it (see benchServerCommand), embedded PGlite in a fresh DATA_DIR, demo data with
 * BENCH_HISTORY_DAYS (default 1) of 1 Hz history, SIMULATOR=0 so the rig simulator's writes do not
 * mix into the figures. Requests are a non-admin engineer's (the well-visibility rule applies).
 *
 * 1. 50 connections, back to back: GET /api/config (trivial route), GET /api/wells, a log window
 *    (6 h of one well, 6 channels, 1000 px): req/s, p95, and each read's rate as a share of the
 *    trivial route's. Targets: ≥ 10 % of /api/config, p95 < 20 ms.
 * 2. 200 concurrent clients on wells, a log window and surveys: p99 and time-outs (10 s).
 *    Target: p99 < 500 ms, no time-outs. Every client asks the same window and survey table, as a
 *    wall of tiles on one well does (tiles ask for bucket-aligned windows): answers are reused while
 *    the well's data stands still. A third run asks windows that are never the same twice (each
 *    shifted by a second): the cost when nothing can be reused.
 * Server CPU per request is printed beside each: it does not depend on the machine's other load.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, hammer, processCpuMs, rssMb } from './_http-load';
import { benchServerCommand, buildCompiledServer, startBenchServer, waitForBackgroundWork } from './_support';

const WINDOW_CHANNELS = ['holeDepthM', 'bitDepthM', 'hookloadT', 'wobT', 'rpm', 'sppMPa'];
const durationS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

export async function run(): Promise<Record<string, number | string>> {
  if (!process.env.BENCH_SERVER) buildCompiledServer();
  // BENCH_DATA_DIR: start on a copy of an already seeded DATA_DIR (to compare two builds on the same data).
  const seeded = process.env.BENCH_DATA_DIR;
  const dataDir = seeded ? mkdtempSync(join(tmpdir(), 'drillspace-bench-')) : undefined;
  if (seeded && dataDir) cpSync(seeded, dataDir, { recursive: true });
  const server = await startBenchServer({ SIMULATOR: '0', DEMO_HISTORY_DAYS: process.env.BENCH_HISTORY_DAYS ?? '1', LOGIN_RATE_LIMIT: '100000' }, dataDir);
  const pid = server.proc.pid!;
  const out: Record<string, number | string> = { server: `${benchServerCommand().label}, PGlite, SIMULATOR=0` };
  try {
    await waitForBackgroundWork(server.url, 600_000);
    // Then until the server idles (< 10 % of a core over 3 s, at most 5 min): a restart on an older
    // DATA_DIR first catches up the demo history.
    for (let i = 0; i < 100; i++) {
      const c0 = processCpuMs(pid);
      await new Promise((r) => setTimeout(r, 3000));
      if (processCpuMs(pid) - c0 < 300) break;
    }
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const wells = (await (await fetch(`${server.url}/api/wells`, { headers })).json()) as { data: { id: string; name: string }[] };
    const well = wells.data.find((w) => w.name === 'Red Hawk 2H') ?? wells.data[0];
    const channels = (await (await fetch(`${server.url}/api/logs/${well.id}/channels`, { headers })).json()) as {
      data: { time: { channel: string; last: number | null }[] };
    };
    const lastS = Math.max(...channels.data.time.map((c) => c.last ?? 0));
    const urls = {
      config: `${server.url}/api/config`,
      wells: `${server.url}/api/wells`,
      window: `${server.url}/api/logs/${well.id}/window?from=${lastS - 6 * 3600}&to=${lastS}&width=1000&channels=${WINDOW_CHANNELS.join(',')}`,
      surveys: `${server.url}/api/wps/surveys?well_id=${well.id}`,
    };
    for (const [name, url] of Object.entries(urls)) {
      const r = await fetch(url, { headers });
      if (!r.ok) throw new Error(`${name}: ${r.status} ${await r.text()}`);
    }
    // Warm-up: JIT, prepared statements, caches of the well's trajectories.
    for (const url of Object.values(urls)) await hammer({ url, pid, headers, connections: 10, durationS: 2 });

    const c50 = (url: string) => hammer({ url, pid, headers, connections: 50, durationS });
    const config = await c50(urls.config);
    const w = await c50(urls.wells);
    const win = await c50(urls.window);
    const config2 = await c50(urls.config);
    const trivial = (config.rps + config2.rps) / 2;
    out['50 conn GET /api/config req/s (before / after the reads)'] = `${fmt(config.rps, 0)} / ${fmt(config2.rps, 0)}`;
    for (const [name, r] of [
      ['GET /api/wells', w],
      ['log window 6 h × 6 ch', win],
    ] as const) {
      out[`50 conn ${name} req/s`] = Math.round(r.rps);
      out[`50 conn ${name} p50 / p95 (ms) [target p95 < 20]`] = `${fmt(r.p50)} / ${fmt(r.p95)}`;
      out[`50 conn ${name} share of /api/config [target ≥ 10 %]`] = `${fmt((100 * r.rps) / trivial)} %`;
      out[`50 conn ${name} server CPU per request (ms)`] = fmt(r.cpuMsPerRequest, 2);
      if (r.non2xx || r.errors) out[`50 conn ${name} non-2xx / errors`] = `${r.non2xx} / ${r.errors}`;
    }
    out['50 conn GET /api/config server CPU per request (ms)'] = fmt(config.cpuMsPerRequest, 3);

    for (const [name, url] of [
      ['wells', urls.wells],
      ['log window', urls.window],
      ['surveys', urls.surveys],
    ] as const) {
      const r = await hammer({ url, pid, headers, connections: 200, durationS, timeoutS: 10 });
      out[`200 clients ${name} p50 / p99 / max (ms) [target p99 < 500]`] = `${fmt(r.p50)} / ${fmt(r.p99)} / ${fmt(r.max, 0)}`;
      out[`200 clients ${name} req/s, time-outs, non-2xx, errors [target 0 time-outs]`] = `${fmt(r.rps, 0)}, ${r.timeouts}, ${r.non2xx}, ${r.errors}`;
      out[`200 clients ${name} server CPU per request (ms)`] = fmt(r.cpuMsPerRequest, 2);
    }
    const windowPath = new URL(urls.window);
    let shift = 0;
    const distinct = await hammer({
      url: urls.window,
      pid,
      headers,
      connections: 200,
      durationS,
      timeoutS: 10,
      nextPath: () => {
        shift++;
        windowPath.searchParams.set('from', String(lastS - 6 * 3600 - shift));
        windowPath.searchParams.set('to', String(lastS - shift));
        return `${windowPath.pathname}${windowPath.search}`;
      },
    });
    out['200 clients log window, never the same twice: p50 / p99 / max (ms)'] = `${fmt(distinct.p50)} / ${fmt(distinct.p99)} / ${fmt(distinct.max, 0)}`;
    out['200 clients log window, never the same twice: req/s, time-outs, non-2xx, errors'] =
      `${fmt(distinct.rps, 0)}, ${distinct.timeouts}, ${distinct.non2xx}, ${distinct.errors}`;
    out['200 clients log window, never the same twice: server CPU per request (ms)'] = fmt(distinct.cpuMsPerRequest, 2);
    out['server RSS after the load (MB)'] = Math.round(rssMb(pid));
    out['server peak RSS (MB)'] = Math.round(server.peakRssMb());
    return out;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [k, v] of Object.entries(await run())) console.log(`${k.padEnd(80)} ${v}`);
}
