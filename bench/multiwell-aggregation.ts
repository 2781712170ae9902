/**
 * reports/aggregation as the group comparison asks for it: 24 demo wells with drilling records pooled
 * by hole section (the costliest grouping: each well's casing program or design against its auto
 * time log), and by rig and crew for comparison, on the embedded default (PGlite in a temp DATA_DIR)
 * seeded as `npm start` seeds it (30 days of demo history, the archive wells' whole records).
 */
import { percentile } from './_support';
import { adminHeaders, withInProcessServer } from './in-process-server';

const ROUNDS = 10;
const WELLS = 24;

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  await withInProcessServer(
    'aggregation',
    async (server) => {
      // Wells with a hole-depth record, those the comparison has figures for.
      const { rows } = await server.db.query<{ id: string }>(
        `select w.id from wells w where exists (select 1 from log_activity_bins b where b.well_id = w.id) order by w.name limit ${WELLS}`,
      );
      const ids = rows.map((r) => r.id);
      const headers = await adminHeaders(server.url);
      const ask = async (groupBy: string) => {
        const t = performance.now();
        const r = await fetch(`${server.url}/api/reports/aggregation`, { method: 'POST', headers, body: JSON.stringify({ well_ids: ids, group_by: groupBy }) });
        const text = await r.text();
        if (!r.ok) throw new Error(`aggregation: ${r.status} ${text}`);
        return { ms: performance.now() - t, data: JSON.parse(text).data as { groups: unknown[]; excluded: unknown[] } };
      };
      for (const groupBy of ['section', 'rig', 'crew']) {
        const first = await ask(groupBy);
        const times: number[] = [];
        for (let i = 0; i < ROUNDS; i++) times.push((await ask(groupBy)).ms);
        times.sort((a, b) => a - b);
        const label = `${ids.length} wells by ${groupBy}`;
        out[`${label}: first answer (ms)`] = first.ms;
        out[`${label}: p50 / p95 (ms)`] = `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`;
        out[`${label}: groups / wells left out`] = `${first.data.groups.length} / ${first.data.excluded.length}`;
      }
    },
    { env: { DEMO_HISTORY_DAYS: '30' } },
  );
  return out;
}
