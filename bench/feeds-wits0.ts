/**
 * WITS0 record to STOMP (issue 22, target p95 under 200 ms): a server process with the demo data
 * (simulator off), a WITS0 data source listening on a free port on a well without simulated data,
 * and a STOMP subscriber on its live topic, once the demo history is written. Records are written one
 * at a time at a rig's pace (1 Hz; each flush and detection run then falls where it would live), each a
 * new second of data with the standard items; the latency is from writing a record to the socket
 * to its message arriving at the subscriber (parse, store, detection, publish, STOMP in between).
 */
import { connect } from 'node:net';
import { formatRecord } from '../server/feeds/wits0/wits0-parser';
import { openClient } from '../server/realtime/testing/stomp-test-harness';
import { percentile, startBenchServer, waitForBackgroundWork, okJson, signInToken } from './_support';
import { freePort } from '../tests/integration/support/free-port';

/** A rig's pace by default (1 record a second, 2 minutes); BENCH_WITS0_HZ / BENCH_WITS0_RECORDS to push harder. */
const HZ = Number(process.env.BENCH_WITS0_HZ ?? 1);
const RECORDS = Number(process.env.BENCH_WITS0_RECORDS ?? 120);
const EVERY_MS = 1000 / HZ;
const WELL = 'Red Hawk 3H';

const pad = (n: number) => String(n).padStart(2, '0');

export async function run(): Promise<Record<string, number | string>> {
  const s = await startBenchServer({ SIMULATOR: '0', DEMO_HISTORY_DAYS: '0.05', LOGIN_RATE_LIMIT: '10000' });
  try {
    const token = await signInToken(s.url);
    await waitForBackgroundWork(s.url);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const wells = (await okJson(await fetch(`${s.url}/api/wells?limit=100`, { headers: auth }))).data as { id: string; name: string }[];
    const wellId = wells.find((w) => w.name === WELL)?.id;
    if (!wellId) throw new Error(`${WELL} is not in the demo wells`);
    const port = await freePort();
    const source = (
      await okJson(
        await fetch(`${s.url}/api/admin/well_data_sources`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ well_id: wellId, name: 'bench EDR', protocol: 'wits0', mode: 'listen', host: '127.0.0.1', port }),
        }),
      )
    ).data;
    await okJson(await fetch(`${s.url}/api/admin/well_data_sources/${source.id}/start`, { method: 'POST', headers: { authorization: auth.authorization } }));

    const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const client = openClient(s.url.replace(/^http/, 'ws') + '/ws', { token, sessionId });
    await client.connected;
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    await client.subscribe(`/topic/${wellId}/live`, (m) => {
      const t = sentAt.get(JSON.parse(m.body).time as number);
      if (t !== undefined) latencies.push(performance.now() - t);
    });

    const socket = connect({ host: '127.0.0.1', port });
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.setNoDelay(true);
    const startS = Math.floor(Date.now() / 1000) - RECORDS;
    for (let k = 0; k < RECORDS; k++) {
      const d = new Date((startS + k) * 1000);
      const text = formatRecord([
        ['0105', `${pad(d.getUTCFullYear() % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`],
        ['0106', `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`],
        ['0108', 1500 + k * 0.01],
        ['0110', 1500 + k * 0.01],
        ['0112', 10 + (k % 20)],
        ['0114', 120],
        ['0116', 8],
        ['0118', 12],
        ['0120', 120],
        ['0121', 18000],
        ['0123', 60],
        ['0130', 2400],
      ]);
      sentAt.set(startS + k, performance.now());
      socket.write(text);
      await new Promise((r) => setTimeout(r, EVERY_MS));
    }
    await new Promise((r) => setTimeout(r, 2000));
    socket.destroy();
    await client.stop();
    const sorted = latencies.sort((a, b) => a - b);
    return {
      'records sent': RECORDS,
      'records per second': HZ,
      'live messages received': sorted.length,
      'WITS0 record → STOMP p50, ms': percentile(sorted, 50),
      'WITS0 record → STOMP p95, ms (target < 200)': percentile(sorted, 95),
      'WITS0 record → STOMP max, ms': sorted[sorted.length - 1] ?? NaN,
      'server RSS, MB': s.rssMb(),
    };
  } finally {
    await s.stop();
  }
}
