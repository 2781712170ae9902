/**
 * WITSML poll to STOMP (issue 22, target p95 under 2 s plus the poll interval): a server process
 * with the demo data (simulator off), the replayer serving the Volve F-4 log as a store that grows
 * at the rig's pace (rows every 2–3 s, stamped as if drilled now), a witsml141 source polling it
 * every second, and a STOMP subscriber on the well's live topic. The latency of a row is from the
 * moment the store holds it to its message reaching the subscriber.
 */
import { openClient } from '../server/realtime/testing/stomp-test-harness';
import { curveColumns, readReplayRows } from '../server/replay/file-rows';
import { WitsmlStore } from '../server/replay/witsml-store';
import { refPath } from '../tests/support/refdata-path';
import { percentile, startBenchServer, waitForBackgroundWork, okJson, signInToken } from './_support';

const POLL_S = 1;
const DURATION_S = Number(process.env.BENCH_WITSML_S ?? 90);
const WELL = 'Red Hawk 3H';

export async function run(): Promise<Record<string, number | string>> {
  const file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
  const s = await startBenchServer({ SIMULATOR: '0', DEMO_HISTORY_DAYS: '0.05', LOGIN_RATE_LIMIT: '10000' });
  try {
    const token = await signInToken(s.url);
    await waitForBackgroundWork(s.url);
    const auth = { authorization: `Bearer ${token}` };
    const wells = (await okJson(await fetch(`${s.url}/api/wells?limit=100`, { headers: auth }))).data as { id: string; name: string }[];
    const wellId = wells.find((w) => w.name === WELL)?.id;
    if (!wellId) throw new Error(`${WELL} is not in the demo wells`);

    const rows = file.rows;
    const shift = Math.floor(Date.now() / 1000 - rows[0].timeS);
    const ids = { uidWell: 'W', uidWellbore: 'B', uidLog: 'L' };
    const store = new WitsmlStore({
      rows,
      ...curveColumns(file),
      ids,
      username: 'bench',
      password: 'bench-pass',
      speed: 1,
      timeShiftS: shift,
    });
    const url = await store.listen();
    const storeT0 = Date.now();
    const heldAt = new Map(rows.map((r) => [Math.floor(r.timeS + shift), storeT0 + (r.timeS - rows[0].timeS) * 1000]));

    const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const client = openClient(s.url.replace(/^http/, 'ws') + '/ws', { token, sessionId });
    await client.connected;
    const latencies: number[] = [];
    await client.subscribe(`/topic/${wellId}/live`, (m) => {
      const at = heldAt.get(JSON.parse(m.body).time as number);
      if (at !== undefined) latencies.push(Date.now() - at);
    });
    const source = (
      await okJson(
        await fetch(`${s.url}/api/admin/well_data_sources`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            well_id: wellId,
            name: 'bench store',
            protocol: 'witsml141',
            url,
            username: 'bench',
            password: 'bench-pass',
            remote: { uid_well: ids.uidWell, uid_wellbore: ids.uidWellbore, uid_log: ids.uidLog },
            poll_s: POLL_S,
          }),
        }),
      )
    ).data;
    await okJson(await fetch(`${s.url}/api/admin/well_data_sources/${source.id}/start`, { method: 'POST', headers: auth }));
    await new Promise((r) => setTimeout(r, DURATION_S * 1000));
    await client.stop();
    await store.stop();
    // The first rows were held before the source started: from the first poll on only.
    const sorted = latencies.slice(1).sort((a, b) => a - b);
    return {
      'poll interval, s': POLL_S,
      'rows received live': sorted.length,
      'store → STOMP p50, ms': percentile(sorted, 50),
      [`store → STOMP p95, ms (target < ${2000 + POLL_S * 1000})`]: percentile(sorted, 95),
      'store → STOMP max, ms': sorted[sorted.length - 1] ?? NaN,
    };
  } finally {
    await s.stop();
  }
}
