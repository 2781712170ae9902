/**
 * Directional API latency on the embedded default (PGlite, demo data): GET wps/surveys for the Red Hawk
 * 2H (a 155-station drilling well; plain, and with ellipses + deviation + 10 m interpolation) and its
 * AC report (3 pad offsets), warm (trajectories cached) and right after a new survey station (the
 * well's trajectories, uncertainty and clearance recomputed).
 */
import { readFileSync } from 'node:fs';
import { load, percentile, startBenchServer, signInToken } from './_support';

/** CPU time the server process has used, ms (user + system; /proc ticks are 10 ms). */
function serverCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Timing {
  p50: number;
  p95: number;
  /** Server CPU per request: what a loaded machine (shared cores) does not distort. */
  cpuMs: number;
}

async function timed(pid: number, n: number, fn: () => Promise<unknown>): Promise<Timing> {
  const ms: number[] = [];
  const cpu0 = serverCpuMs(pid);
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  const cpuMs = (serverCpuMs(pid) - cpu0) / n;
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), cpuMs };
}

const fmt = (x: Timing) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} (server CPU ${x.cpuMs.toFixed(1)} ms/request)`;

export async function run(): Promise<Record<string, number | string>> {
  const server = await startBenchServer({ SIMULATOR: '0', LOGIN_RATE_LIMIT: '100000' });
  const out: Record<string, number | string> = {};
  try {
    const token = await signInToken(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const wells = (await (await fetch(`${server.url}/api/wells?limit=100`, { headers })).json()).data as { id: string; name: string }[];
    const id = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    const getJson = async (path: string) => {
      const r = await fetch(`${server.url}${path}`, { headers });
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json();
    };
    const surveys = `/api/wps/surveys?well_id=${id}`;
    const rich = `${surveys}&ellipses=true&deviation=true&interpolate=10`;
    const ac = `/api/wells/${id}/wps/ac_report`;
    const acSummary = `${ac}/summary`;

    const first = performance.now();
    await getJson(acSummary);
    out['AC summary, first request (ms)'] = performance.now() - first;
    await getJson(rich);

    // the same auth and well-permission checks with no directional work: what every well route costs
    out['baseline GET wells/{id}/location p50 / p95 (ms)'] = fmt(await timed(server.proc.pid!, 200, () => getJson(`/api/wells/${id}/location`)));
    out['GET wps/surveys p50 / p95 (ms)'] = fmt(await timed(server.proc.pid!, 200, () => getJson(surveys)));
    out['GET wps/surveys +ellipses +deviation +10 m p50 / p95 (ms)'] = fmt(await timed(server.proc.pid!, 100, () => getJson(rich)));
    out['GET ac_report/summary p50 / p95 (ms)'] = fmt(await timed(server.proc.pid!, 100, () => getJson(acSummary)));
    out['GET ac_report (all rows) p50 / p95 (ms)'] = fmt(await timed(server.proc.pid!, 50, () => getJson(ac)));
    const concurrent = await load({ url: `${server.url}${surveys}`, headers, concurrency: 10, total: 500 });
    out['GET wps/surveys, 10 connections (req/s)'] = concurrent.rps;
    out['GET wps/surveys, 10 connections p95 (ms)'] = concurrent.p95;

    // After each new station the well's trajectory, uncertainty and every clearance are recomputed.
    let md = (await getJson(`/api/wells/${id}/surveys/stations`)).data.at(-1).md as number;
    const afterChange = await timed(server.proc.pid!, 20, async () => {
      md += 28.5;
      const r = await fetch(`${server.url}/api/wells/${id}/surveys/stations`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ stations: [{ md, inc: 90.4, az: 180.6 }] }),
      });
      if (r.status !== 201) throw new Error(`add station: ${r.status}`);
      await getJson(acSummary);
    });
    out['add a station + AC summary recomputed p50 / p95 (ms)'] = fmt(afterChange);
    out['server peak RSS (MB)'] = server.peakRssMb();
  } finally {
    await server.stop();
  }
  return out;
}
