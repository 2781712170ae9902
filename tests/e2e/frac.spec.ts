/**
 * Frac stages in the browser, keyboard only, against the real server's demo frac of Red Hawk 1H
 * (server/seed/step-frac.ts: 40 stages): the palette opens the treatment plot of the completion
 * well, which shows treating pressure, slurry rate and proppant concentration of the last stage; Tab
 * to the stage select and the arrow keys show another stage; the Stage Comparison Log opened in
 * a split beside it overlays that stage and the one before (stages 12 and 13).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

const palette = (page: Page) => page.locator('[data-palette]');
const plotIn = (page: Page, pane: string) => page.locator(`[data-workspace] [data-pane="${pane}"] .js-plotly-plot`).first();

/** Names and point counts of a plot's traces. */
const traces = (page: Page, pane: string) =>
  plotIn(page, pane).evaluate((el) =>
    ((el as HTMLElement & { data?: { name?: string; y?: unknown[] }[] }).data ?? []).map((t) => ({
      name: t.name ?? '',
      points: (t.y ?? []).filter((v) => typeof v === 'number').length,
    })),
  );

async function command(page: Page, text: string, id: string, key = 'Enter'): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(palette(page).locator(`[data-entry="${id}"]`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press(key);
  await expect(palette(page)).toBeHidden();
}

/** Tab until the stage select of `pane` has the focus (keyboard only, as a user would). */
async function tabToStagePicker(page: Page, pane: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(
      (p) => document.activeElement?.closest('[data-pane]')?.getAttribute('data-pane') === p && document.activeElement?.hasAttribute('data-stage-picker'),
      pane,
    );
    if (here) return;
  }
  throw new Error(`no stage select reached by Tab in ${pane}`);
}

/** The engineer's token with a fresh workspace, and the frac well's id. */
async function engineerOnFracWell(request: APIRequestContext): Promise<{ token: string; rh1: string }> {
  const token = await apiToken(request, 'engineer');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  return { token, rh1: wells.find((w) => w.name === 'Red Hawk 1H')!.id };
}

test('keyboard only: treatment plot of the frac well from the palette, another stage, stages 12 and 13 compared', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token, rh1 } = await engineerOnFracWell(request);
  const stages = (await (await request.get(`/api/completions/${rh1}/frac_stages`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.stages;
  expect(stages.length).toBe(40);

  await openSignedIn(page, token, `/completions/drilling_reports/survey/${rh1}`);
  await expect(page.locator('[data-workspace] [data-pane="completions.survey"]')).toBeVisible({ timeout: 60_000 });

  await command(page, 'treatment plot', 'route.completions.treatment_plot');
  await expect(page).toHaveURL(`/completions/log_analysis/treatment_plot/${rh1}`);
  const tp = page.locator('[data-workspace] [data-pane="completions.treatment_plot"]');
  await expect(tp).toHaveAttribute('data-pane-state', 'content', { timeout: 30_000 });
  await expect(tp.locator('[data-figure="Stage"]')).toContainText('40');
  await expect
    .poll(async () => (await traces(page, 'completions.treatment_plot')).map((t) => t.name))
    .toEqual(expect.arrayContaining(['Treating pressure', 'Slurry rate', 'Proppant concentration']));
  await shot(page, 'frac-01-treatment-plot-stage-40');

  // Another stage, keyboard only: Tab to the select, Home (stage 1), twelve times down. Typing "13"
  // depends on the select's type-ahead window: under load, stage 1's re-render held the "3" past it
  // and the select went to stage 3 (stop 21, twice before).
  await tabToStagePicker(page, 'completions.treatment_plot');
  await page.keyboard.press('Home');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
  await expect(tp.locator('[data-figure="Stage"]')).toContainText('13');
  await expect(tp.getByRole('figure', { name: /^Treatment plot of Red Hawk 1H stage 13\./ })).toBeVisible();
  await expect.poll(async () => (await traces(page, 'completions.treatment_plot')).filter((t) => t.name !== 'Picks').every((t) => t.points > 200)).toBe(true);
  const isip = await tp.locator('[data-figure="ISIP"]').textContent();
  expect(isip).toMatch(/\d/);
  await shot(page, 'frac-02-treatment-plot-stage-13');

  // The comparison beside it (Ctrl+Enter: a split) overlays stage 13, the shown one, and 12.
  await command(page, 'stage comparison', 'route.completions.comparison_log', 'Control+Enter');
  const cmp = page.locator('[data-workspace] [data-pane="completions.comparison_log"]');
  await expect(cmp).toHaveAttribute('data-pane-state', 'content', { timeout: 30_000 });
  await expect.poll(async () => (await traces(page, 'completions.comparison_log')).map((t) => t.name)).toEqual(['Stage 12', 'Stage 13']);
  for (const t of await traces(page, 'completions.comparison_log')) expect(t.points).toBeGreaterThan(200);
  await expect(tp).toHaveAttribute('data-pane-state', 'content');
  await shot(page, 'frac-03-stages-12-and-13-compared');
});

test('the Frac stages dashboard of the frac well opens with every tile showing its stages', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, rh1 } = await engineerOnFracWell(request);
  await openSignedIn(page, token, `/completions/dashboards/${rh1}`);
  for (const tile of ['widget.stage-timeline', 'widget.treatment-time-log', 'widget.stage-comparison-log', 'widget.stage-summary', 'widget.pumping-summary'])
    await expect(page.locator(`[data-workspace] [data-pane="${tile}"]`)).toHaveAttribute('data-pane-state', 'content', { timeout: 45_000 });
  await expect(page.locator('[data-workspace] [data-pane="widget.stage-summary"] [role="row"]')).not.toHaveCount(0);
  await shot(page, 'frac-04-dashboard');
  for (const [route, pane] of [
    ['completion_reports/stage_summary', 'completions.stage_summary'],
    ['completion_reports/pumping_summary', 'completions.pumping_summary'],
  ]) {
    await page.goto(`/completions/${route}/${rh1}`);
    await expect(page.locator(`[data-workspace] [data-pane="${pane}"]`)).toHaveAttribute('data-pane-state', 'content', { timeout: 45_000 });
    await shot(page, `frac-05-${pane}`);
  }
  // The pumping summary's total row adds up its steps (and shows units, no NaN).
  const total = page.locator('[data-workspace] [data-pane="completions.pumping_summary"] [role="row"]', { hasText: 'Total' });
  await expect(total).toHaveCount(1);
  await expect(page.locator('[data-workspace] [data-pane="completions.pumping_summary"]')).not.toContainText('NaN');
});
