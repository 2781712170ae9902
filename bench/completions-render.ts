/**
 * First render of the frac panes in Chromium (issue 19): the treatment plot of a 3-hour stage (treating
 * pressure, slurry rate and proppant concentration, 3 channels × ~10,800 s of 1 Hz record) from
 * navigation to its three lines drawn, and the Stage Comparison Log of 10 stages, from choosing
 * "9 earlier" to its ten lines drawn. The frac well Red Hawk 1H is written as the demo writes it (40
 * stages along its own lateral, server/seed/step-frac.ts) except that its last stage, the one the panes
 * open on, is designed larger so that its record runs 3 hours; the comparison overlays it with the 9
 * before. Needs `npm run build` first. The issue sets no target: the figures are reported.
 */
import { DEMO_WELLS } from '../server/seed/demo-org';
import { DEMO_SEED } from '../server/seed';
import { demoStagePlans } from '../server/seed/step-frac';
import { writeFracDemo } from '../server/completions/frac-demo';
import { designSchedule } from '../src/domain/completions/frac-schedule';
import { simulateTreatment } from '../src/domain/completions/frac-treatment';
import type { StagePlan } from '../src/domain/completions/frac-well-plan';
import { dataToDrawnMs, loadAverage, drawnLines, launchBuiltChromium, linesDrawn, signIn, spread, timeFirstRender } from './_first-render';
import { withInProcessServer } from './in-process-server';

const RUNS = 3;
const STAGE_S = 3 * 3600;

const recordS = (p: StagePlan) =>
  simulateTreatment({
    schedule: designSchedule(p.design),
    well: p.well,
    rock: p.rock,
    frReduction: p.frReduction,
    breakdownRateM3Min: p.breakdownRateM3Min,
    seed: p.seed,
  }).n;

/** The plan with its proppant (and so its fluid) scaled until the record runs 3 hours (± 2 min). */
function threeHourStage(p: StagePlan): StagePlan {
  let k = 1;
  let n = recordS(p);
  for (let i = 0; i < 8 && Math.abs(n - STAGE_S) > 120; i++) {
    // Idle before and the shut-in watched after (~11 min) do not scale with the volume.
    k *= (STAGE_S - 660) / (n - 660);
    n = recordS({ ...p, design: { ...p.design, proppantKg: p.design.proppantKg * k } });
  }
  return { ...p, design: { ...p.design, proppantKg: p.design.proppantKg * k } };
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  await withInProcessServer('frac-render', async (server) => {
    const db = server.db;
    const url = server.url!;
    const w = DEMO_WELLS.find((x) => x.name === 'Red Hawk 1H')!;
    const wellId = (await db.query<{ id: string }>('select id from wells where name = $1', [w.name])).rows[0].id;
    const anchorS = Number((await db.query<{ value: number }>(`select value from settings where key = 'demo_anchor_s'`)).rows[0].value);
    const plans = await demoStagePlans(db, wellId, w.endDepthM, 40, DEMO_SEED);
    plans[39] = threeHourStage(plans[39]);
    // 40 stages and the wireline runs between them take about 7 days: started 9 days back, all are over.
    await writeFracDemo(db, wellId, plans, anchorS - 9 * 86_400, null, DEMO_SEED);
    const last = (await db.query<{ start_s: number; end_s: number }>('select start_s, end_s from frac_stages where well_id = $1 and stage_no = 40', [wellId]))
      .rows[0];
    out['stage 40 record (s)'] = Number(last.end_s) - Number(last.start_s);
    out['stage 40 1 Hz values (3 channels)'] = 3 * (Number(last.end_s) - Number(last.start_s));

    const token = await signIn(url, 'completions@demo.drillspace', 'drillspace-completions');
    const browser = await launchBuiltChromium();
    out['load average before (1 min, 2 cores)'] = loadAverage();
    try {
      const tp = 'completions.treatment_plot';
      const drawing: number[] = [];
      const plot = await timeFirstRender(browser, {
        url,
        token,
        path: `/completions/log_analysis/treatment_plot/${wellId}`,
        runs: RUNS,
        ready: (page) => linesDrawn(page, [tp], 3),
        after: async ({ page }, i) => {
          drawing.push(await dataToDrawnMs(page, ['/frac_stages/40']));
          if (i === 0) {
            out['treatment plot: stage shown'] = (await page.locator(`[data-pane="${tp}"] [data-figure="Stage"]`).innerText()).replace(/\s+/g, ' ');
            out['treatment plot: lines drawn'] = await drawnLines(page, tp);
            await page.screenshot({ path: '/tmp/bench-treatment-plot-3h.png' });
          }
        },
      });
      out['treatment plot 3-hour stage: navigation → drawn, median (min–max) ms'] = spread(plot.ms);
      out['treatment plot 3-hour stage: main thread, median (min–max) ms'] = spread(plot.mainThreadMs);
      out['treatment plot 3-hour stage: stage answer in → drawn, median (min–max) ms'] = spread(drawing);

      const cl = 'completions.comparison_log';
      const ten: number[] = [];
      const first = await timeFirstRender(browser, {
        url,
        token,
        path: `/completions/log_analysis/comparison_log/${wellId}`,
        runs: RUNS,
        ready: (page) => linesDrawn(page, [cl], 2),
        after: async ({ page }, i) => {
          const t0 = performance.now();
          await page.locator(`[data-pane="${cl}"] select`).nth(1).selectOption('9');
          await linesDrawn(page, [cl], 10);
          ten.push(performance.now() - t0);
          if (i === 0) {
            out['comparison: lines drawn'] = await drawnLines(page, cl);
            await page.screenshot({ path: '/tmp/bench-comparison-10.png' });
          }
        },
      });
      out['comparison of 2 stages (the pane opens so): navigation → drawn, median ms'] = spread(first.ms);
      out['comparison of 10 stages: "9 earlier" chosen → drawn, median (min–max) ms'] = spread(ten);
      out['load average after (1 min)'] = loadAverage();
    } finally {
      await browser.close();
    }
  });
  return out;
}
