/**
 * Frac stages (issue 19): the demo frac of Red Hawk 1H written in full (40 stages of 1 Hz treatment,
 * server/seed/step-frac.ts) on the embedded default (PGlite in a temp DATA_DIR), then p50 / p95 of
 * the Stage Comparison Log's call, 10 stages overlaid (POST completions/{id}/frac_stages/compare,
 * at the pane's 800 px and at 1200 px, three channels), and of the treatment plot's call for one stage (GET …/frac_stages/{n}).
 * Target: a 10-stage comparison under 150 ms at p95.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { DEMO_SEED } from '../server/seed';
import { fracStep } from '../server/seed/step-frac';
import { startServer } from '../server/start';
import { percentile, signInToken } from './_support';

const ROUNDS = 30;

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = { 'target: compare 10 stages p95 (ms)': 150 };
  const dataDir = mkdtempSync(join(tmpdir(), 'drillspace-bench-frac-'));
  const config = {
    ...loadConfig({ ...process.env, DEMO: '1', DEMO_HISTORY_DAYS: '0', SIMULATOR: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-0123456789-abcdefghij' }),
    dataDir,
    databaseUrl: null,
    port: 0,
    host: '127.0.0.1',
  };
  const server = await startServer(config, { log: () => {} });
  try {
    await server.background;
    const db = server.db;
    const anchor = (await db.query<{ value: number }>(`select value from settings where key = 'demo_anchor_s'`)).rows[0].value;
    const t0 = performance.now();
    await fracStep.run({ db, config: { ...config, demoHistoryDays: 1 }, anchorS: Number(anchor), seed: DEMO_SEED, log: () => {}, progress: () => {} });
    out['seed 40 stages of 1 Hz treatment (s)'] = (performance.now() - t0) / 1000;

    const headers = { authorization: `Bearer ${await signInToken(server.url!)}`, 'content-type': 'application/json' };
    const well = (await db.query<{ id: string }>(`select id from wells where name = 'Red Hawk 1H'`)).rows[0].id;
    const list = await (await fetch(`${server.url}/api/completions/${well}/frac_stages`, { headers })).json();
    out['stages'] = list.data.stages.length;
    out['longest stage record (h)'] = Math.max(...list.data.stages.map((s: { start_s: number; end_s: number }) => s.end_s - s.start_s)) / 3600;

    for (const width of [800, 1200]) {
      const compare: number[] = [];
      let points = 0;
      for (let i = 0; i < ROUNDS + 3; i++) {
        const first = 1 + (i % 30);
        const body = JSON.stringify({ stages: Array.from({ length: 10 }, (_, k) => first + k), align: i % 2 ? 'breakdown' : 'start', width });
        const t = performance.now();
        const r = await fetch(`${server.url}/api/completions/${well}/frac_stages/compare`, { method: 'POST', headers, body });
        const j = await r.json();
        if (r.status !== 200) throw new Error(`compare answered ${r.status}: ${JSON.stringify(j)}`);
        if (i >= 3) compare.push(performance.now() - t);
        points = j.data.stages.reduce((n: number, s: { x: number[] }) => n + s.x.length, 0);
      }
      compare.sort((a, b) => a - b);
      out[`compare 10 stages at ${width} px p50 / p95 (ms)`] = `${percentile(compare, 50).toFixed(1)} / ${percentile(compare, 95).toFixed(1)}`;
      out[`compare 10 stages at ${width} px: points per channel`] = points;
    }

    const one: number[] = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t = performance.now();
      const r = await fetch(`${server.url}/api/completions/${well}/frac_stages/${1 + (i % 40)}?width=1200`, { headers });
      await r.json();
      if (i >= 3) one.push(performance.now() - t);
    }
    one.sort((a, b) => a - b);
    out['treatment plot of one stage p50 / p95 (ms)'] = `${percentile(one, 50).toFixed(1)} / ${percentile(one, 95).toFixed(1)}`;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}
