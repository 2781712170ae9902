/**
 * First render of a production dashboard in Chromium (issue 19): the Production overview of a well
 * with 5 years of daily data (Mesquite 7H rewritten by the demo's own production model,
 * server/production/demo-production.ts, from 5 years back to today: ~1,826 days, its events and a
 * well test a month), from navigation until its five production charts have drawn their lines. The
 * rate, pressure, GOR and cumulative tiles show the last year (the server answers a year of days a
 * call); the decline tile fits the whole 5 years. Needs `npm run build` first. The issue sets no target.
 */
import { DEMO_SEED } from '../server/seed';
import { DEMO_PRODUCTION, writeDemoProduction } from '../server/production/demo-production';
import { dataToDrawnMs, loadAverage, launchBuiltChromium, linesDrawn, signIn, spread, timeFirstRender } from './_first-render';
import { withInProcessServer } from './in-process-server';

const RUNS = 3;
const YEARS = 5;
const CHARTS = [
  'widget.production-rates',
  'widget.production-pressures',
  'widget.gor-and-water-cut',
  'widget.cumulative-production',
  'widget.decline-analysis',
];

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  await withInProcessServer('production-render', async (server) => {
    const db = server.db;
    const url = server.url!;
    const wellId = (await db.query<{ id: string }>(`select id from wells where name = 'Mesquite 7H'`)).rows[0].id;
    const anchorS = Number((await db.query<{ value: number }>(`select value from settings where key = 'demo_anchor_s'`)).rows[0].value);
    for (const t of ['production_daily', 'production_events', 'production_wells']) await db.query(`delete from ${t} where well_id = $1`, [wellId]);
    const t0 = performance.now();
    const { days } = await writeDemoProduction(db, wellId, DEMO_PRODUCTION['mesquite-7h'], anchorS - Math.round(YEARS * 365.25 * 86_400), anchorS, DEMO_SEED);
    out['days of production written'] = days;
    out['writing them (s)'] = (performance.now() - t0) / 1000;

    const token = await signIn(url, 'production@demo.drillspace', 'drillspace-production');
    const browser = await launchBuiltChromium();
    out['load average before (1 min, 2 cores)'] = loadAverage();
    const drawing: number[] = [];
    try {
      const r = await timeFirstRender(browser, {
        url,
        token,
        path: `/production/dashboards/${wellId}`,
        runs: RUNS,
        ready: (page) => linesDrawn(page, CHARTS, 1),
        after: async ({ page }, i) => {
          drawing.push(await dataToDrawnMs(page, ['charts/production_daily', 'charts/production_costs']));
          if (i === 0) {
            const fit = page.locator('[data-pane="widget.decline-analysis"]');
            out['decline tile says'] = (await fit.innerText()).replace(/\s+/g, ' ').slice(0, 160);
            await page.screenshot({ path: '/tmp/bench-production-dashboard-5y.png' });
          }
        },
      });
      out['production dashboard, 5 years: navigation → 5 charts drawn, median (min–max) ms'] = spread(r.ms);
      out['production dashboard, 5 years: main thread, median (min–max) ms'] = spread(r.mainThreadMs);
      out['production dashboard, 5 years: last answer in → drawn, median (min–max) ms'] = spread(drawing);
      out['load average after (1 min)'] = loadAverage();
    } finally {
      await browser.close();
    }
  });
  return out;
}
