/**
 * Run Distribution Report as its widget asks for it: POST multi-well/custom_distribution over the BHA
 * runs of the demo well (Red Hawk 2H, the realtime well the sweep opens) and over the runs of every
 * demo drilling well, on the embedded default (PGlite in a temp DATA_DIR) seeded as `npm start` seeds
 * it: 30 days of 1 Hz demo history with rig-state detection, the demo BHA runs with depth in and out.
 * Each run's KPIs are computed from one read of its well (server/multiwell/well-kpis.ts kpisFrom).
 * Target (issue 20): the demo well's answer under 1 s.
 */
import { percentile } from './_support';
import { adminHeaders, withInProcessServer } from './in-process-server';

const ROUNDS = 20;
const DEMO_WELL = 'Red Hawk 2H';

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = { 'target: demo well answer (ms)': 1000 };
  await withInProcessServer(
    'rundist',
    async (server) => {
      const db = server.db;
      const wells = (await db.query<{ id: string; name: string }>('select id, name from wells order by name')).rows;
      const demo = wells.find((w) => w.name === DEMO_WELL)!.id;
      const headers = await adminHeaders(server.url);
      const ask = async (ids: string[], kpi: string) => {
        const t = performance.now();
        const r = await fetch(`${server.url}/api/multi-well/custom_distribution`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ well_ids: ids, over: 'runs', kpi }),
        });
        const text = await r.text();
        if (!r.ok) throw new Error(`custom_distribution: ${r.status} ${text}`);
        return { ms: performance.now() - t, data: JSON.parse(text).data as { items: { value: number | null }[]; distribution: { count: number } } };
      };
      const measure = async (ids: string[], kpi: string, label: string) => {
        const first = await ask(ids, kpi);
        const times: number[] = [];
        for (let i = 0; i < ROUNDS; i++) times.push((await ask(ids, kpi)).ms);
        times.sort((a, b) => a - b);
        out[`${label}: first answer (ms)`] = first.ms;
        out[`${label}: p50 / p95 (ms)`] = `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`;
        out[`${label}: runs / with a value`] = `${first.data.items.length} / ${first.data.distribution.count}`;
      };
      await measure([demo], 'rop_m_per_h', `${DEMO_WELL} ROP over runs`);
      await measure([demo], 'weight_to_weight_median_s', `${DEMO_WELL} connection time over runs`);
      await measure(
        wells.map((w) => w.id),
        'rop_m_per_h',
        `all ${wells.length} demo wells ROP over runs`,
      );
    },
    { env: { DEMO_HISTORY_DAYS: '30' } },
  );
  return out;
}
