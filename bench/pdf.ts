/**
 * The morning report PDF (issue 15): GET /api/wells/{id}/reports/morning.pdf for a drilling demo
 * well with 3 days of 1 Hz history, printed by headless Chromium from the built client's print view.
 * The first render includes starting the browser; the rest reuse it warm. Needs `npm run build`
 * and Chromium (/usr/bin/chromium or CHROMIUM_PATH). Target (issue 15): a render under 5 s.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { percentile, repoRoot } from './_support';
import { withInProcessServer } from './in-process-server';

const ROUNDS = 5;

export async function run(): Promise<Record<string, number | string>> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const out: Record<string, number | string> = { 'target: render (ms)': 5000 };
  await withInProcessServer(
    'pdf',
    async (server) => {
      const login = await (
        await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
        })
      ).json();
      const headers = { authorization: `Bearer ${login.token}` };
      const { rows } = await server.db.query<{ id: string }>("select id from wells where name = 'Red Hawk 2H'");
      const url = `${server.url}/api/wells/${rows[0].id}/reports/morning.pdf?paper=a4&orientation=portrait`;
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < ROUNDS + 1; i++) {
        const t = performance.now();
        const r = await fetch(url, { headers });
        const body = Buffer.from(await r.arrayBuffer());
        if (!r.ok) throw new Error(`morning.pdf: ${r.status} ${body.toString('utf8')}`);
        const ms = performance.now() - t;
        if (i === 0) out['first PDF, browser start included (ms)'] = ms;
        else times.push(ms);
        bytes = body.length;
      }
      times.sort((a, b) => a - b);
      out[`warm render p50 of ${ROUNDS} (ms)`] = percentile(times, 50);
      out[`warm render max of ${ROUNDS} (ms)`] = times.at(-1)!;
      out['PDF size (kB)'] = bytes / 1024;
    },
    { env: { DEMO_HISTORY_DAYS: '3' } },
  );
  return out;
}
