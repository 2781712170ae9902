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

/** Tab until the control of `pane` carrying the attribute `attr` has the focus (keyboard only, as a user would). */
async function tabTo(page: Page, pane: string, attr = 'data-stage-picker'): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(
      ([p, a]) => document.activeElement?.closest('[data-pane]')?.getAttribute('data-pane') === p && document.activeElement?.hasAttribute(a),
      [pane, attr] as const,
    );
    if (here) return;
  }
  throw new Error(`no [${attr}] reached by Tab in ${pane}`);
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
  await tabTo(page, 'completions.treatment_plot');
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
  // At 1440x900 each tile shows its content whole (the frame's dense mode): no tile body scrolls, and the
  // timeline's last row, the drill-out, is drawn and named inside its tile (it was cut off until scrolled).
  expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
  const timeline = page.locator('[data-workspace] [data-pane="widget.stage-timeline"]');
  await expect(timeline.locator('.ytick text', { hasText: 'Drill-out' })).toHaveCount(1);
  for (const tile of ['widget.stage-timeline', 'widget.treatment-time-log', 'widget.stage-comparison-log', 'widget.stage-summary', 'widget.pumping-summary']) {
    const body = page.locator(`[data-workspace] [data-pane="${tile}"] [data-report] > [data-dense]`);
    await expect(body, `${tile} is dense`).toHaveCount(1);
    const { client, scroll } = await body.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
    expect(scroll, `${tile} body scrolls`).toBeLessThanOrEqual(client + 1);
  }
  const tileBox = (await timeline.boundingBox())!;
  const inside = (b: { y: number; height: number } | null) => b !== null && b.y >= tileBox.y && b.y + b.height <= tileBox.y + tileBox.height;
  expect(inside(await timeline.locator('.ytick text', { hasText: 'Drill-out' }).boundingBox()), 'the Drill-out row label is inside the tile').toBe(true);
  const bars = await timeline
    .locator('.barlayer path')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ y: r.y, height: r.height })));
  expect(bars.length).toBeGreaterThan(40);
  for (const b of bars) expect(inside(b), 'every bar is inside the tile').toBe(true);
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

test('keyboard only: the FIELD stage mode from the palette follows the live stage, whose treatment plot grows each second', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The completions user, so the engineer's tests above keep the OFFICE mode.
  const token = await apiToken(request, 'completions');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  expect((await request.put('/api/auth/user/preferences', { headers: auth, data: { work_mode: 'OFFICE' } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const rh1 = wells.find((w) => w.name === 'Red Hawk 1H')!.id;
  const live = (await (await request.get(`/api/completions/${rh1}/frac_live`, { headers: auth })).json()).data.live;
  expect(live.stage_no).toBe(41);
  try {
    await openSignedIn(page, token, `/completions/log_analysis/treatment_plot/${rh1}`);
    const tp = page.locator('[data-workspace] [data-pane="completions.treatment_plot"]');
    await expect(tp).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
    // OFFICE: the last recorded stage.
    await expect(page.locator('[data-top-bar] [data-work-mode]')).toHaveAttribute('data-work-mode', 'OFFICE');
    await expect(tp.locator('[data-figure="Stage"]')).toHaveText(/Stage\s*40$/);

    await command(page, 'stage mode field', 'display.mode.FIELD');
    await expect(page.locator('[data-top-bar] [data-work-mode]')).toHaveAttribute('data-work-mode', 'FIELD');
    await expect(tp.locator('[data-live-stage="41"]')).toBeVisible();
    await expect(tp.locator('[data-figure="Stage"]')).toContainText('41 live');
    await expect(tp.getByRole('figure', { name: /^Treatment plot of Red Hawk 1H stage 41 \(live\)/ })).toBeVisible();
    const points = async () => (await traces(page, 'completions.treatment_plot')).find((t) => t.name === 'Treating pressure')?.points ?? 0;
    await expect.poll(points).toBeGreaterThan(100);
    const before = await points();
    // A second at a time from /topic/{id}/frac/live: three more seconds, at least two more points.
    await expect.poll(points, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
    await shot(page, 'frac-06-live-stage-field-mode');

    // The mode is the user's: saved, and OFFICE again shows the recorded stage.
    expect((await (await request.get('/api/auth/user', { headers: auth })).json()).data.preferences.work_mode).toBe('FIELD');
    await command(page, 'stage mode office', 'display.mode.OFFICE');
    await expect(tp.locator('[data-figure="Stage"]')).toHaveText(/Stage\s*40$/);
  } finally {
    await request.put('/api/auth/user/preferences', { headers: auth, data: { work_mode: 'OFFICE' } });
  }
});

test("a stage's comments, recommendations and incidents sit beside its treatment plot", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'completions');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  expect((await request.put('/api/auth/user/preferences', { headers: auth, data: { work_mode: 'OFFICE' } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const rh1 = wells.find((w) => w.name === 'Red Hawk 1H')!.id;
  const stages = (await (await request.get(`/api/completions/${rh1}/frac_stages`, { headers: auth })).json()).data.stages as {
    stage_no: number;
    start_s: number;
    end_s: number;
  }[];
  const last = stages.at(-1)!;
  const at = Math.round((last.start_s + last.end_s) / 2);
  // Recommendations are written by those who may edit them (the admin here), comments by the engineer.
  const admin = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const post = async (path: string, body: string, headers = auth) =>
    (await (await request.post(`/api/wells/${rh1}/${path}`, { headers, data: { time: at, body } })).json()).data.id as string;
  const comment = await post('user_comments', `Stage ${last.stage_no}: net pressure climbing at 3 ppa`);
  const advice = await post('recommendations', 'Cut to 2.5 ppa and hold rate', admin);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, token, `/completions/log_analysis/treatment_plot/${rh1}`);
    const tp = page.locator('[data-workspace] [data-pane="completions.treatment_plot"]');
    await expect(tp).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
    const notes = tp.getByRole('complementary', { name: `Notes of stage ${last.stage_no}` });
    await expect(notes.locator('[data-notes-kind="comment"]')).toContainText('net pressure climbing at 3 ppa');
    await expect(notes.locator('[data-notes-kind="recommendation"]')).toContainText('Cut to 2.5 ppa and hold rate');
    // The completions engineer may view incidents: the section is there, with the journal's troubles or none.
    await expect(notes.locator('[data-notes-kind="incident"]')).toContainText(/Incidents \(\d+\)/);
    // Beside the plot, not under it.
    const [n, chart] = [await notes.boundingBox(), await tp.getByRole('figure').first().boundingBox()];
    expect(n!.x).toBeGreaterThanOrEqual(chart!.x + chart!.width - 1);
    await shot(page, 'frac-07-stage-notes');
  } finally {
    await request.delete(`/api/wells/${rh1}/user_comments/${comment}`, { headers: auth });
    await request.delete(`/api/wells/${rh1}/recommendations/${advice}`, { headers: admin });
  }
});

test('keyboard only: in the FIELD mode the Stage Comparison Log draws the live stage over the recorded ones, growing each second', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'completions');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  expect((await request.put('/api/auth/user/preferences', { headers: auth, data: { work_mode: 'FIELD' } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const rh1 = wells.find((w) => w.name === 'Red Hawk 1H')!.id;
  const live = (await (await request.get(`/api/completions/${rh1}/frac_live`, { headers: auth })).json()).data.live;
  const n = live.stage_no as number;
  try {
    await openSignedIn(page, token, `/completions/log_analysis/comparison_log/${rh1}`);
    const pane = page.locator('[data-workspace] [data-pane="completions.comparison_log"]');
    await expect(pane).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
    await expect(pane.getByRole('figure', { name: new RegExp(`of stages ${n - 1}, ${n} \\(live\\)`) })).toBeVisible();
    const livePoints = async () => (await traces(page, 'completions.comparison_log')).find((t) => t.name === `Stage ${n} live`)?.points ?? 0;
    await expect.poll(livePoints).toBeGreaterThan(50);
    const before = await livePoints();
    await expect.poll(livePoints, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
    expect((await traces(page, 'completions.comparison_log')).map((t) => t.name)).toEqual([`Stage ${n - 1}`, `Stage ${n} live`]);

    // Aligned at the breakdown (Tab to the select, arrows): still both, the live one from its breakdown so far.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.value === 'start')) break;
    }
    await page.keyboard.press('ArrowDown');
    await expect(pane.getByRole('figure', { name: /Time from breakdown|of stages/ })).toBeVisible();
    await expect.poll(async () => (await traces(page, 'completions.comparison_log')).map((t) => t.name)).toEqual([`Stage ${n - 1}`, `Stage ${n} live`]);
    const xs = await plotIn(page, 'completions.comparison_log').evaluate((el) => {
      const d = (el as HTMLElement & { data?: { name?: string; x?: number[] }[] }).data ?? [];
      return d.map((t) => Math.min(...(t.x ?? [])));
    });
    // From the breakdown: each stage's seconds before it are negative minutes.
    for (const x of xs) expect(x).toBeLessThan(0);
    await shot(page, 'frac-08-live-stage-compared');
  } finally {
    await request.put('/api/auth/user/preferences', { headers: auth, data: { work_mode: 'OFFICE' } });
  }
});

test('keyboard only: the Stage Comparison Log of Longhorn State 4H draws a stage of its offset Mesquite 7H, picked in the offset and stage selects', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The admin: Mesquite 7H (a producer, 29.8 km away) is not among the completions user's wells, so no offset is offered to them.
  const token = await apiToken(request, 'admin');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const lh4 = wells.find((w) => w.name === 'Longhorn State 4H')!.id;
  const offsets = (await (await request.get(`/api/completions/${lh4}/offset_search`, { headers: auth })).json()).data.wells as {
    name: string;
    stages: number;
  }[];
  expect(offsets.map((w) => w.name)).toEqual(['Mesquite 7H']);
  // Its second stage: a stage the pane does not pick by default (the same number as the shown one, else the last).
  const pick = 2;
  expect(offsets[0].stages).toBeGreaterThan(pick);

  await openSignedIn(page, token, `/completions/log_analysis/comparison_log/${lh4}`);
  const pane = page.locator('[data-workspace] [data-pane="completions.comparison_log"]');
  await expect(pane).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  await expect.poll(async () => (await traces(page, 'completions.comparison_log')).length).toBeGreaterThan(0);
  const own = (await traces(page, 'completions.comparison_log')).map((t) => t.name);
  for (const n of own) expect(n).toMatch(/^Stage \d+$/);
  const offsetWell = pane.locator('[data-offset-well]');
  await expect(offsetWell.locator('option', { hasText: 'Mesquite 7H' })).toHaveText(/^Mesquite 7H, (29\.8 km|18\.5 mi): \d+ stages, /);

  // Tab to the offset select, one down (the first offset); then Tab to its stage select, Home (stage 1), one down.
  await tabTo(page, 'completions.comparison_log', 'data-offset-well');
  await page.keyboard.press('ArrowDown');
  await expect(offsetWell.locator('option:checked')).toHaveText(/^Mesquite 7H, /);
  const offsetStage = pane.locator('[data-offset-stage]');
  await expect(offsetStage).toBeVisible();
  await tabTo(page, 'completions.comparison_log', 'data-offset-stage');
  await page.keyboard.press('Home');
  for (let i = 1; i < pick; i++) await page.keyboard.press('ArrowDown');
  await expect(offsetStage).toHaveValue(String(pick));
  await expect(offsetStage.locator('option:checked')).toHaveText(`${pick} of ${offsets[0].stages}`);

  // The comparison now draws that stage, dashed, over the well's own, named in the legend and the figure.
  const name = `Mesquite 7H stage ${pick}`;
  await expect.poll(async () => (await traces(page, 'completions.comparison_log')).map((t) => t.name)).toEqual([...own, name]);
  const drawn = (await traces(page, 'completions.comparison_log')).find((t) => t.name === name)!;
  expect(drawn.points).toBeGreaterThan(200);
  const dash = await plotIn(page, 'completions.comparison_log').evaluate(
    (el, n) => ((el as HTMLElement & { data?: { name?: string; line?: { dash?: string } }[] }).data ?? []).find((t) => t.name === n)?.line?.dash,
    name,
  );
  expect(dash).toBe('dash');
  await expect(pane.locator('.legend .legendtext', { hasText: name })).toBeVisible();
  await expect(pane.getByRole('figure', { name: new RegExp(`of stages \\d+, \\d+, ${name} \\(offset\\)\\.`) })).toBeVisible();
  await expect(pane).not.toContainText(/NaN|undefined/);
  await expect(pane).not.toContainText('Offset stage not shown');
  await shot(page, 'frac-09-offset-stage-compared');
});
