/**
 * Feeds held by one instance (issue 22, target ≥ 200 at 1 Hz × 20 channels with detection): a
 * server process with the demo data (simulator off) runs BENCH_FEEDS WITS0 sources (default 200),
 * each listening on its own port for its own new well; this process dials each as an EDR would and
 * writes one record a second per feed, each record 20 items (the 13 standard record-1 items and 7
 * more mapped by the source's overrides), the record's time the current second. After a warm-up the
 * sources' live state is sampled through the admin API: a feed is live when it is online, its lag
 * (arrival − record time) is under 2 s and its newest stored second is under 2 s old. The server's
 * CPU (of one core) and RSS are measured over the same window. Rig-state detection runs on every
 * feed's seconds as it would live (server/feeds/feed-well.ts).
 */
import { connect, type Socket } from 'node:net';
import { formatRecord } from '../server/feeds/wits0/wits0-parser';
import { startBenchServer, waitForBackgroundWork, okJson, signInToken } from './_support';
import { freePort } from '../tests/integration/support/free-port';
import { processCpuMs } from './_http-load';

const FEEDS = Number(process.env.BENCH_FEEDS ?? 200);
const WARMUP_S = Number(process.env.BENCH_FEEDS_WARMUP_S ?? 20);
const MEASURE_S = Number(process.env.BENCH_FEEDS_SECONDS ?? 40);
/** Items beyond the standard table, each mapped to a channel of its own by the source's overrides. */
const EXTRA_ITEMS = ['0126', '0127', '0128', '0129', '0131', '0132', '0133'];
const STANDARD = ['0108', '0110', '0112', '0113', '0114', '0116', '0118', '0120', '0121', '0123', '0124', '0125', '0130'];

const pad = (n: number) => String(n).padStart(2, '0');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function record(timeS: number, k: number): string {
  const d = new Date(timeS * 1000);
  const items: [string, string | number][] = [
    ['0105', `${pad(d.getUTCFullYear() % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`],
    ['0106', `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`],
  ];
  for (const [i, item] of [...STANDARD, ...EXTRA_ITEMS].entries()) items.push([item, 100 + i + ((k * 7 + i) % 13) * 0.5]);
  return formatRecord(items);
}

interface View {
  id: string;
  state: { status: string; lag_s: number | null; last_s: number | null; good_records: number };
}

export async function run(): Promise<Record<string, number | string>> {
  const s = await startBenchServer({ SIMULATOR: '0', DEMO_HISTORY_DAYS: '0.01', LOGIN_RATE_LIMIT: '10000', LOG_LEVEL: 'warn' });
  const sockets: Socket[] = [];
  let timer: NodeJS.Timeout | null = null;
  try {
    const auth = { authorization: `Bearer ${await signInToken(s.url)}`, 'content-type': 'application/json' };
    await waitForBackgroundWork(s.url);
    const mapping = EXTRA_ITEMS.map((item, i) => ({ item, channel: `benchExtra${i + 1}` }));
    const ports: number[] = [];
    for (let f = 0; f < FEEDS; f++) {
      const well = (
        await okJson(await fetch(`${s.url}/api/wells`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `Bench feed well ${f + 1}` }) }))
      ).data;
      const port = await freePort();
      const source = (
        await okJson(
          await fetch(`${s.url}/api/admin/well_data_sources`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ well_id: well.id, name: `bench EDR ${f + 1}`, protocol: 'wits0', mode: 'listen', host: '127.0.0.1', port, mapping }),
          }),
        )
      ).data;
      await okJson(await fetch(`${s.url}/api/admin/well_data_sources/${source.id}/start`, { method: 'POST', headers: { authorization: auth.authorization } }));
      ports.push(port);
    }
    // Each source listens once the manager's pass has taken its lease.
    for (const port of ports) {
      for (let tries = 0; ; tries++) {
        const socket = await new Promise<Socket | null>((resolve) => {
          const c = connect({ host: '127.0.0.1', port });
          c.once('connect', () => resolve(c));
          c.once('error', () => resolve(null));
        });
        if (socket) {
          socket.setNoDelay(true);
          socket.on('error', () => {});
          sockets.push(socket);
          break;
        }
        if (tries > 300) throw new Error(`the source on port ${port} never listened`);
        await sleep(100);
      }
    }
    let k = 0;
    const tick = () => {
      const nowS = Math.floor(Date.now() / 1000);
      for (const socket of sockets) if (!socket.destroyed) socket.write(record(nowS, k));
      k++;
    };
    tick();
    timer = setInterval(tick, 1000);
    await sleep(WARMUP_S * 1000);

    const pid = s.proc.pid!;
    const cpu0 = processCpuMs(pid) / 1000;
    const t0 = performance.now();
    const liveCounts: number[] = [];
    const lags: number[] = [];
    const rss: number[] = [];
    let good0 = 0;
    let good1 = 0;
    let firstAtS = 0;
    let lastAtS = 0;
    for (let sample = 0; (performance.now() - t0) / 1000 < MEASURE_S; sample++) {
      const views = (await okJson(await fetch(`${s.url}/api/admin/well_data_sources?limit=1000`, { headers: auth }))).data as View[];
      const nowS = Date.now() / 1000;
      const mine = views.filter((v) => v.state);
      let live = 0;
      let good = 0;
      for (const v of mine) {
        good += v.state.good_records;
        const age = v.state.last_s === null ? Infinity : nowS - v.state.last_s;
        if (v.state.lag_s !== null) lags.push(v.state.lag_s);
        if (v.state.status === 'online' && (v.state.lag_s ?? Infinity) < 2 && age < 2) live++;
      }
      if (sample === 0) [good0, firstAtS] = [good, nowS];
      [good1, lastAtS] = [good, nowS];
      liveCounts.push(live);
      rss.push(s.rssMb());
      await sleep(5000);
    }
    const elapsedS = (performance.now() - t0) / 1000;
    const cpuPct = ((processCpuMs(pid) / 1000 - cpu0) / elapsedS) * 100;
    lags.sort((a, b) => a - b);
    return {
      'feeds started (BENCH_FEEDS)': FEEDS,
      'channels per record': STANDARD.length + EXTRA_ITEMS.length,
      'records per second written': sockets.length,
      'feeds live (lag < 2 s), fewest of the samples (target ≥ 200)': Math.min(...liveCounts),
      'feeds live, most of the samples': Math.max(...liveCounts),
      'feeds live at each sample (every 5 s)': liveCounts.join(' '),
      'records stored per second': lastAtS > firstAtS ? Math.round((good1 - good0) / (lastAtS - firstAtS)) : NaN,
      'lag p95, s': lags.length ? lags[Math.floor(lags.length * 0.95)] : NaN,
      'server CPU, % of one core': Math.round(cpuPct),
      'server RSS, MB (max of the samples)': Math.max(...rss),
    };
  } finally {
    if (timer) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await s.stop();
  }
}
