/**
 * The Time Journal of 90 days in Chromium (issue 15): 90 days of 1 Hz rig data from the rig model
 * pushed through the server's own detection pipeline (WellPipeline, as the live simulator and the
 * demo history do) into a well of the embedded default (PGlite, temp DATA_DIR), then the built client
 * opens /drilling/time_journal/{well}?start_date=…&end_date=… (90 days). First paint: from navigation
 * start to the first journal entry row on screen, over ROUNDS fresh loads (the first one cold).
 * The journal request's own time (the browser's resource timing) is printed beside it. Needs
 * `npm run build` and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRigModel } from '../server/simulator/rig-model';
import { writeDerived } from '../server/timeseries/derived/derived-sink';
import { DETECTION_CHANNELS, type SecondsBlock } from '../server/timeseries/derived/rolling-rig-state';
import { WellPipeline } from '../server/timeseries/derived/well-pipeline';
import { percentile, repoRoot, launchChromium } from './_support';
import { withInProcessServer } from './in-process-server';

const DAYS = 90;
const ROUNDS = 5;
const BLOCK_S = 3600;

/** Sets window.__firstRow to performance.now() when the first journal entry row is in the DOM. */
const FIRST_ROW_SCRIPT = `
  window.__firstRow = null;
  new MutationObserver((_, o) => {
    if (window.__firstRow === null && document.querySelector('[data-time-journal] [role="row"][aria-rowindex]:not([aria-rowindex="1"])')) {
      window.__firstRow = performance.now();
      o.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`;

export async function run(): Promise<Record<string, number | string>> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const out: Record<string, number | string> = { 'target: first paint (ms)': 'none stated; printed' };
  await withInProcessServer('tj90', async (server) => {
    const db = server.db;
    const { rows } = await db.query<{ id: string }>("select id from wells where name = 'Red Hawk 2H'");
    const wellId = rows[0].id;
    const fromS = Math.floor(Date.now() / 1000 / 86_400) * 86_400 - DAYS * 86_400;
    const toS = fromS + DAYS * 86_400;
    // Ninety days of drilling from 300 m, with troubles as the demo has them.
    const model = createRigModel({ seed: 15, startTimeMs: fromS * 1000, startDepthM: 300, targetDepthM: 6000, maxDepthM: 6500 });
    const pipeline = new WellPipeline({ emitEveryS: BLOCK_S });
    const tg = performance.now();
    let intervals = 0;
    for (let s = 0; s < DAYS * 86_400; s += BLOCK_S) {
      const c = model.nextChunk(BLOCK_S);
      const channels = Object.fromEntries(DETECTION_CHANNELS.filter((k) => k !== 'pumpSpm').map((k) => [k, c.channels[k]]));
      const o = pipeline.push({ startS: fromS + s, n: BLOCK_S, channels: channels as unknown as SecondsBlock['channels'], truth: c.truth });
      intervals += o.intervals.filter((g) => g.source === 'auto').reduce((n, g) => n + g.rows.length, 0);
      await writeDerived(db, wellId, o);
    }
    await db.query('update wells set start_date = $2, end_date = $3 where id = $1', [wellId, fromS, toS]);
    out['detect and write 90 days of 1 Hz (s)'] = (performance.now() - tg) / 1000;
    out['auto time log intervals written'] = intervals;

    const login = await (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
      })
    ).json();
    const browser = await launchChromium();
    try {
      const paints: number[] = [];
      const api: number[] = [];
      let shownRows = 0;
      let days = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
        await page.goto(`${server.url}/public/404`);
        await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), login.token);
        await page.addInitScript(FIRST_ROW_SCRIPT);
        await page.goto(`${server.url}/drilling/time_journal/${wellId}?start_date=${fromS}&end_date=${toS}`);
        await page.waitForFunction(() => (window as unknown as { __firstRow: number | null }).__firstRow !== null, undefined, { timeout: 120_000 });
        const m = await page.evaluate(() => {
          const journal = performance.getEntriesByType('resource').find((e) => /\/time_journal(\?|$)/.test(e.name)) as PerformanceResourceTiming | undefined;
          return {
            first: (window as unknown as { __firstRow: number }).__firstRow,
            api: journal ? journal.responseEnd - journal.requestStart : NaN,
            rows: document.querySelectorAll('[data-time-journal] [role="row"]').length,
          };
        });
        const answer = await page.request.post(`${server.url}/api/wells/${wellId}/time_journal`, {
          headers: { authorization: `Bearer ${login.token}` },
          data: { payload: { start_date: fromS, end_date: toS } },
        });
        days = ((await answer.json()) as { data: { days: unknown[] } }).data.days.length;
        if (i === 0) out['first paint, cold (ms)'] = m.first;
        else paints.push(m.first);
        api.push(m.api);
        shownRows = m.rows;
        // BENCH_SHOT=file.png: what the first round painted, to look at.
        if (i === 0 && process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });
        await page.close();
      }
      paints.sort((a, b) => a - b);
      api.sort((a, b) => a - b);
      out['reporting days in the answer'] = days;
      out['rows in the DOM (virtualised)'] = shownRows;
      out['first paint p50 (ms)'] = percentile(paints, 50);
      out['first paint max (ms)'] = paints[paints.length - 1];
      out['journal request p50 (ms)'] = percentile(api, 50);
    } finally {
      await browser.close();
    }
  });
  return out;
}
