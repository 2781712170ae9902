/**
 * Logs in Chromium against a server of their own: the live simulator on (the shared e2e server runs
 * without it) and a short demo history, so the two realtime wells (Red Hawk 2H, Bluebonnet 12-1H)
 * send a second every second.
 *
 * - The wall: a saved workspace layout of 16 live log tiles (8 per well) in kiosk mode on a
 *   2560×1440 display, dark theme; every tile paints new seconds, none re-fetches history to do so.
 * - A log pane by keys: zoom stops at spec 9.7's minimal zoom, End follows the live rig again.
 * - A hidden tab holds no live subscription and paints nothing; showing it catches up.
 * - Statistics, rig status and the custom log's configuration, for the screenshots.
 * Screenshots: test-results/screenshots/logs-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { PROBE_SCRIPT, saveWorkspace, wall16, wallDoc, type LogsServer, type PaintStats } from '../../bench/logs-client-support';
import { hasRefdata, missingRefdataMessage, refPath } from '../support/refdata-path';
import { liveServer } from './live-server';
import { shot } from './support';

let logs: LogsServer;
let wells: Record<string, string> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  logs = await liveServer();
  wells = logs.wells;
});

/** Collects what every log view paints (render probe) from the first script on. */
const probe = (page: Page) => page.addInitScript(PROBE_SCRIPT);
const paints = (page: Page) => page.evaluate(() => (window as unknown as { __logPaints: Record<string, PaintStats> }).__logPaints);
const save = (doc: unknown) => saveWorkspace(logs, doc);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${logs.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), logs.token);
  await page.goto(`${logs.server.url}${path}`);
}

test('a wall of 16 live log tiles from the two realtime wells updates every second', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 2560, height: 1440 });
  const rh = wells['Red Hawk 2H'];
  const bb = wells['Bluebonnet 12-1H'];
  await save(wallDoc(wall16(wells)));
  await probe(page);
  await open(page, `/drilling/time_analysis_log/${rh}?pinned=1&kiosk=1`);

  const logs = page.locator('[data-log-pane]');
  await expect(logs).toHaveCount(16, { timeout: 60_000 });
  for (const w of [rh, bb]) await expect(page.locator(`[data-log-pane][data-well="${w}"]`)).toHaveCount(8);
  // Every tile has its history window before the live seconds are counted.
  await expect.poll(async () => page.locator('[data-log-pane]:not([data-loads="0"])').count(), { timeout: 60_000 }).toBe(16);

  const before = await paints(page);
  await page.waitForTimeout(6_000);
  const after = await paints(page);
  const tags = Object.keys(after);
  expect(tags.length).toBeGreaterThanOrEqual(16);
  for (const tag of tags) {
    const b = before[tag] ?? { live: 0, full: 0, lastIndex: -Infinity, firstPaintOf: {} };
    // A live paint roughly every second, each a newer second; the history was painted once.
    expect(after[tag].live - b.live, `${tag} live paints in 6 s`).toBeGreaterThanOrEqual(4);
    expect(after[tag].lastIndex, `${tag} newest second`).toBeGreaterThan(b.lastIndex);
  }
  for (const w of [rh, bb]) {
    const newest = Math.max(...tags.filter((t) => t.startsWith(w)).map((t) => after[t].lastIndex));
    expect(Date.now() / 1000 - newest, 'the newest painted second is current').toBeLessThan(5);
  }
  // Readouts show live values in their units.
  await expect(page.locator('[data-readout="hookloadT"]').first()).toContainText(/\d+\.\d\s*t/);
  await expect(page.locator('[data-readout="holeDepthM"]').first()).toContainText(/\d,?\d{3}\.\d\s*m/);
  await expect(page.locator('[data-live="following"]').first()).toBeVisible();
  await shot(page, 'logs-01-wall');
  const firstCanvas = page.locator('[data-log-pane] canvas[data-log-canvas]').first();
  const pixelsA = await firstCanvas.screenshot();
  await page.waitForTimeout(3_000);
  await shot(page, 'logs-02-wall-3s-later');
  expect((await firstCanvas.screenshot()).equals(pixelsA), 'the log moved on').toBe(false);
  // History is fetched once per tile, not again for each live second.
  const loads = await page.locator('[data-log-pane]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-loads'))));
  expect(Math.max(...loads)).toBeLessThanOrEqual(2);
});

test('a log by keys: zoom stops at 60 s, End follows the live rig, the cursor is shared by the well', async ({ page }) => {
  test.setTimeout(120_000);
  await save(
    wallDoc([[{ pane: 'drilling.time_analysis_log', well: wells['Red Hawk 2H'] }], [{ pane: 'widget.drilling-control-log', well: wells['Red Hawk 2H'] }]]),
  );
  await probe(page);
  await open(page, `/drilling/time_analysis_log/${wells['Red Hawk 2H']}?pinned=1`);
  const pane = page.locator('[data-log-pane="drilling.time_analysis_log"]');
  await expect(pane).toHaveAttribute('data-loads', /[1-9]/, { timeout: 60_000 });
  const log = pane.locator('[data-log-view]');
  await log.focus();
  await expect(pane.locator('[data-span]')).toHaveText('2 h');
  for (let i = 0; i < 10; i++) await page.keyboard.press('+');
  await expect(pane.locator('[data-span]')).toHaveText('1 min');
  await expect(log).toHaveAttribute('data-follow', 'live');
  await page.waitForTimeout(1500);
  await shot(page, 'logs-03-zoomed-to-one-minute');
  await page.keyboard.press('ArrowUp');
  await expect(log).toHaveAttribute('data-follow', 'fixed');
  await expect(pane.locator('[data-live="paused"]')).toBeVisible();
  await page.keyboard.press('End');
  await expect(log).toHaveAttribute('data-follow', 'live');
  for (let i = 0; i < 3; i++) await page.keyboard.press('-');
  await expect(pane.locator('[data-span]')).toHaveText('8 min');
  // Hovering one log moves the well's time cursor in the other.
  const box = (await pane.locator('canvas[data-log-canvas]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('[data-log-pane="widget.drilling-control-log"] [data-log-view] >> text=/\\d\\d:\\d\\d:\\d\\d/')).toBeVisible();
  await shot(page, 'logs-04-linked-cursor');
});

test('a hidden tab holds no live subscription and catches up when shown', async ({ page }) => {
  test.setTimeout(120_000);
  const rh = wells['Red Hawk 2H'];
  const tab = (pane: string) => ({ type: 'tab', component: 'pane', name: pane, config: { pane, params: {}, well: rh, period: 'follow' } });
  const doc = wallDoc([[{ pane: 'drilling.time_analysis_log', well: rh }]]);
  // One tile, two tabs: the control log behind the time log.
  (doc.layouts[0].model.layout.children[0].children[0] as { children: unknown[] }).children.push(tab('widget.drilling-control-log'));
  await save(doc);
  await probe(page);
  await open(page, `/drilling/time_analysis_log/${rh}?pinned=1`);
  await expect(page.locator('[data-log-pane="drilling.time_analysis_log"]')).toHaveAttribute('data-loads', /[1-9]/, { timeout: 60_000 });
  await page.waitForTimeout(4000);
  const p = await paints(page);
  const hidden = Object.entries(p).filter(([, v]) => v.live > 0);
  // Only the visible log paints live seconds; the hidden control log never mounted a subscription.
  expect(hidden).toHaveLength(1);
  await expect(page.locator('[data-log-pane="widget.drilling-control-log"]')).toHaveCount(0);
  await page.locator('.flexlayout__tab_button').filter({ hasText: 'Drilling Control Log' }).first().click();
  await expect(page.locator('[data-log-pane="widget.drilling-control-log"]')).toHaveAttribute('data-loads', /[1-9]/, { timeout: 30_000 });
  await page.waitForTimeout(3000);
  const q = await paints(page);
  expect(Object.values(q).filter((v) => v.live > 0).length).toBeGreaterThanOrEqual(2);
  await shot(page, 'logs-05-hidden-tab-shown');
});

test('statistics, rig status, the depth log and the custom log configuration', async ({ page }) => {
  test.setTimeout(180_000);
  const rh = wells['Red Hawk 2H'];
  await save(wallDoc([[{ pane: 'drilling.connections', well: rh }]]));
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, `/drilling/connections/statistics/${rh}?pinned=1`);
  await expect(page.locator('[data-report="Connections"] [data-figure="Connections"]')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'logs-06-connections');
  await page.getByRole('tab', { name: 'Weight to weight' }).click();
  // The first chart of the page loads plotly's chunk (3.5 MB to parse): over 30 s at a load of 9.
  await expect(page.locator('[data-report] .js-plotly-plot')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'logs-07-weight-to-weight');

  await open(page, `/drilling/activities/by_day/${rh}?pinned=1`);
  await expect(page.locator('[data-report] .js-plotly-plot')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'logs-08-activities-by-day');

  await open(page, `/drilling/auto_time_log/${rh}?pinned=1`);
  await expect(page.locator('[data-time-log-strip]')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'logs-09-auto-time-log');

  await open(page, `/well/${rh}/widget/rig-status/mode/drilling/well_stage/drilling`);
  await expect(page.locator('[data-rig-status] [data-readout="hookloadT"]')).toContainText(/\d/, { timeout: 60_000 });
  await shot(page, 'logs-10-rig-status');

  await open(page, `/drilling/depth_analysis_log/${rh}?pinned=1`);
  await expect(page.locator('[data-log-pane="drilling.depth_analysis_log"]')).toHaveAttribute('data-loads', /[1-9]/, { timeout: 60_000 });
  await expect(page.locator('[data-log-pane="drilling.depth_analysis_log"] [data-pane-state]')).toHaveCount(0);
  await shot(page, 'logs-11-depth-analysis-log');

  await open(page, `/drilling/custom_log/${rh}?pinned=1`);
  const pane = page.locator('[data-log-pane="drilling.custom_log"]');
  await expect(pane).toHaveAttribute('data-loads', /[1-9]/, { timeout: 60_000 });
  await pane.getByRole('button', { name: 'Configure…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: 'Track 1 curve 1' }).getByLabel('Dash').selectOption('dashdot');
  await dialog.getByRole('group', { name: 'Track 1 curve 1' }).getByLabel('Width').selectOption('4');
  await dialog.getByRole('group', { name: 'Track 3 curve 1' }).getByLabel('Smoothing').selectOption('MEDIAN');
  await shot(page, 'logs-12-custom-log-config');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1500);
  await shot(page, 'logs-13-custom-log');
  // Saved with the pane instance: a reload keeps it.
  await page.reload();
  await expect(pane).toHaveAttribute('data-loads', /[1-9]/, { timeout: 60_000 });
  await pane.getByRole('button', { name: 'Configure…' }).click();
  await expect(page.getByRole('dialog').getByRole('group', { name: 'Track 1 curve 1' }).getByLabel('Dash')).toHaveValue('dashdot');
});

test('import a LAS file with a preview and channel mapping, and a bad file refused naming its line', async ({ page }) => {
  test.setTimeout(180_000);
  if (!hasRefdata && process.env.CI === 'true') throw new Error(missingRefdataMessage('LAS import in the browser'));
  test.skip(!hasRefdata, missingRefdataMessage('LAS import in the browser'));
  const well = wells['Bluebonnet 12-2H'];
  await save(wallDoc([[{ pane: 'drilling.depth_analysis_log', well }]]));
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, `/drilling/depth_analysis_log/${well}?pinned=1`);
  const pane = page.locator('[data-log-pane="drilling.depth_analysis_log"]');
  await expect(pane).toHaveAttribute('data-loads', /[1-9]/, { timeout: 60_000 });

  await pane.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.locator('[data-import-dialog]');
  await dialog.getByLabel('Log file').setInputFiles(refPath('logs', 'las', 'ags_00-01-01-073-05W5-0.LAS'));
  await expect(dialog).toHaveAttribute('data-import-dialog', 'preview', { timeout: 60_000 });
  await expect(dialog.locator('[data-import-preview]')).toContainText('1,041');
  // GR is proposed as the gamma ray channel; the porosities go to channels of their own.
  await expect(dialog.getByLabel('Import GR as')).toHaveValue('gammaGapi');
  await dialog.getByLabel('Import CALI as').selectOption('__skip__');
  await shot(page, 'logs-14-import-preview');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.locator('[data-import-done]')).toContainText('1,041 rows', { timeout: 60_000 });
  await shot(page, 'logs-15-import-done');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The imported gamma ray shows in the depth log at 390–650 m.
  for (let i = 0; i < 6; i++) await pane.locator('[data-log-view]').press('-');
  await expect(pane).not.toHaveAttribute('data-loads', '0');
  await page.waitForTimeout(2000);
  // Zoomed out past the surface, the view still loads: it asks only for depths a query may have.
  await expect(pane.getByText(/Could not load/)).toHaveCount(0);
  await expect(page.locator('[data-notice="error"]')).toHaveCount(0);
  await shot(page, 'logs-16-imported-gamma');

  // A file that cannot be read is refused with the line and the problem; nothing is imported.
  await pane.getByRole('button', { name: 'Import…' }).click();
  await page
    .locator('[data-import-dialog]')
    .getByLabel('Log file')
    .setInputFiles({
      name: 'broken.las',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        '~Version\nVERS. 2.0 : x\nWRAP. NO : x\n~Well\nNULL. -999.25 : x\n~Curve\nDEPT.M : depth\nGR.GAPI : gamma\n~A\n100 50\n100.5 51 52 53\n',
      ),
    });
  await expect(page.locator('[data-import-error]')).toContainText(/line \d+/i, { timeout: 30_000 });
  await shot(page, 'logs-17-import-refused');
});

test('Days vs Depth of two wells side by side by keyboard, and its days exported to XLSX that reads back as the API answered', async ({ page }) => {
  test.setTimeout(180_000);
  const rh = wells['Red Hawk 2H'];
  const bb = wells['Bluebonnet 12-1H'];
  await open(page, `/drilling/days_vs_depth/${rh}`);
  const tiles = page.locator('[data-workspace] [data-tile-number]');
  const dvd = page.locator('[data-workspace] [data-tab-visible="true"] [data-pane="drilling.days_vs_depth"]');
  await expect(dvd.locator('.js-plotly-plot')).toBeVisible({ timeout: 60_000 });

  // Ctrl+K, "days vs depth", Alt+Enter asks which well, Ctrl+Enter opens it in a split.
  await page.keyboard.press('Control+KeyK');
  const palette = page.locator('[data-palette]');
  await page.keyboard.type('days vs depth');
  await expect(palette.locator('[data-entry="route.drilling.days_vs_depth"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Alt+Enter');
  await page.keyboard.type('Bluebonnet 12-1H');
  await expect(palette.locator(`[data-entry="well:${bb}"]`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Control+Enter');
  await expect(tiles).toHaveCount(2);
  await expect(dvd).toHaveCount(2);
  for (const name of ['Red Hawk 2H', 'Bluebonnet 12-1H']) {
    const pane = dvd.filter({ hasText: name });
    await expect(pane.locator('.js-plotly-plot')).toBeVisible({ timeout: 60_000 });
    await expect(pane.locator('[data-figure="Hole depth"]')).toContainText(/\d,\d{3}\.\d\s*m/);
  }
  await expect(page.locator('[data-workspace]')).not.toContainText(/NaN|undefined/);
  await shot(page, 'logs-dvd-two-wells');

  // The focused pane (Bluebonnet): Tab to its view tabs, "By day", then Tab to XLSX and Enter.
  const focused = dvd.filter({ hasText: 'Bluebonnet 12-1H' });
  await focused.getByRole('tab', { name: 'Curve' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(focused.getByRole('tab', { name: 'By day' })).toHaveAttribute('aria-selected', 'true');
  await expect(focused.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  await focused.getByRole('button', { name: /as CSV/ }).focus();
  await page.keyboard.press('Tab');
  await expect(focused.getByRole('button', { name: /as XLSX/ })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await (await download).path();
  await shot(page, 'logs-dvd-by-day');

  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Reporting day',
    'Days from spud (d)',
    'Depth at start (m)',
    'Depth at end (m)',
    'Progress (m)',
  ]);
  // The same numbers the API answers for the pane's period (newest day first, as on screen).
  const now = Math.floor(Date.now() / 1000);
  const api = await page.request.post(`${logs.server.url}/api/charts/days_vs_depth`, {
    headers: { Authorization: `Bearer ${logs.token}` },
    data: { well_id: bb, payload: { start_date: now - 30 * 86_400, end_date: now } },
  });
  const days = (await api.json()).data.days.reverse();
  expect(sheet.rowCount - 1).toBe(days.length);
  days.forEach((d: { date: string; depth_end_m: number | null }, i: number) => {
    const row = sheet.getRow(i + 2);
    expect(row.getCell(1).value).toBe(d.date);
    // The last day grows while the rig drills: the others are equal to the API's.
    if (i > 0) expect(row.getCell(4).value).toBe(d.depth_end_m);
  });
});
