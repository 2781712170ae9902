/**
 * Multi-well comparison in Chromium, keyboard only, against a server of its own with 4 days of demo history
 * (bench/logs-client-support): the engineer opens the Multiwell drilling dashboard, sees how to add
 * wells, adds three drilled demo wells from the palette ("Add a well to the comparison…", "Add the
 * selected well to the comparison") and the pane's own chooser (type, ↓, Enter), sees each well's
 * Days vs Depth, the P10/P50/P90 band and one KPI row per well (no NaN / undefined); the set is in
 * the URL, so a reload shows the same comparison; "Compare by" switched to Rig and Crew with the arrow
 * keys shows a row per rig and per tour, with numbers. Screenshots: test-results/screenshots/multi-well-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { startLogsServer, type LogsServer } from '../../bench/logs-client-support';
import { shot } from './support';

let srv: LogsServer;
const PANE = '[data-workspace] [data-pane="business.drilling.dashboards"]';
const WELLS = ['Red Hawk 2H', 'Bluebonnet 12-1H', 'Bluebonnet 12-2H'];

test.describe.configure({ mode: 'serial' });

/** Days of demo history: enough for two of the wells' records to share depths, so there is a band. */
const HISTORY_DAYS = 4;

test.beforeAll(async () => {
  test.setTimeout(480_000);
  srv = await startLogsServer(HISTORY_DAYS);
  // startLogsServer waits for the realtime wells; Bluebonnet 12-2H's history is written too.
  const headers = { authorization: `Bearer ${srv.token}` };
  await expect
    .poll(async () => (await (await fetch(`${srv.server.url}/api/logs/${srv.wells[WELLS[2]]}/status`, { headers })).json()).data.state, { timeout: 300_000 })
    .toBe('done');
});
test.afterAll(async () => {
  await srv?.server.stop();
});

const palette = (page: Page) => page.locator('[data-palette]');
const entry = (page: Page, id: string) => palette(page).locator(`[data-entry="${id}"]`);

/** Ctrl+K, type, the entry is the one selected, Enter. */
async function command(page: Page, text: string, id: string, enter = 'Enter'): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(entry(page, id)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press(enter);
}

async function pickWell(page: Page, name: string): Promise<void> {
  await page.keyboard.type(name);
  await expect(entry(page, `well:${srv.wells[name]}`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

const chosen = (page: Page) => page.locator(`${PANE} [data-chosen-well]`);
const urlWells = (page: Page) => new URL(page.url()).searchParams.get('wells')?.split(',') ?? [];

/** What the plot draws: trace names and point counts. */
const traces = (page: Page) =>
  page.evaluate((sel) => {
    const plot = document.querySelector(`${sel} .js-plotly-plot`) as (HTMLElement & { data?: { name?: string; x?: unknown[] }[] }) | null;
    return (plot?.data ?? []).map((t) => ({ name: t.name ?? '', points: t.x?.length ?? 0 }));
  }, PANE);

async function expectComparison(page: Page): Promise<void> {
  await expect(chosen(page)).toHaveCount(3);
  await expect
    .poll(async () => (await traces(page)).map((t) => t.name).sort(), { timeout: 60_000 })
    .toEqual([...WELLS, 'P10 (fast)', 'P50', 'P90 (slow)'].sort());
  for (const t of await traces(page)) expect(t.points, t.name).toBeGreaterThan(2);
  const rows = page
    .locator(`${PANE} [aria-label="Multi-well KPI comparison"] [role="row"]`)
    .filter({ has: page.locator('[role="gridcell"], [role="cell"], td') });
  await expect(rows).toHaveCount(3);
  for (const name of WELLS) await expect(rows.filter({ hasText: name })).toHaveCount(1);
  const text = (await page.locator(PANE).innerText()) ?? '';
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|Invalid Date|\[object Object\]/);
  await expect(page.locator(`${PANE} [data-band-note]`)).toContainText('P10/P50/P90');
}

/** The rigs of the three wells (demo well_rigs): Red Hawk 2H on Lone Star 27, Bluebonnet 12-1H on 31, 12-2H on 44. */
const RIGS = ['Lone Star 27', 'Lone Star 31', 'Lone Star 44'];

/** The group comparison shows these groups, each with numbers in its ROP and NPT share cells; nothing unreadable. */
async function expectGroups(page: Page, by: string, labels: string[]): Promise<void> {
  const grid = page.locator(`${PANE} [data-group-comparison="${by}"] [role="grid"]`);
  await expect(grid).toBeVisible({ timeout: 60_000 });
  const rows = grid.locator('[role="row"]').filter({ has: page.locator('[role="gridcell"]') });
  await expect(rows).toHaveCount(labels.length);
  for (const label of labels) {
    const row = rows.filter({ hasText: label });
    await expect(row).toHaveCount(1);
    const cells = await row.locator('[role="gridcell"]').allInnerTexts();
    // Group, wells, time, drilled, ROP: a well count and an ROP that are numbers.
    expect(cells[1]).toMatch(/^\d+$/);
    expect(cells[4]).toMatch(/^\d[\d,]*\.\d$/);
  }
  const text = await page.locator(`${PANE} [data-group-comparison="${by}"]`).innerText();
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|\[object Object\]/);
}

test('compare wells from the keyboard: DvD traces, the P10/P50/P90 band, KPI rows; the set survives a reload; eight wells beside a KPI distribution', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
  await page.goto(`${srv.server.url}/business/drilling/dashboards`);
  await expect(page.locator(PANE)).toBeVisible({ timeout: 60_000 });
  // Empty: it says how to add wells, and the chooser lists the wells the engineer may see.
  await expect(page.locator(`${PANE} [data-comparison-empty]`)).toContainText('Add a well to the comparison');
  await expect(page.locator(`${PANE} [data-well-chooser] tbody tr`).first()).toBeVisible();
  await shot(page, 'multi-well-01-empty');

  // 1. The palette's well page.
  await command(page, 'add a well to the comparison', 'compare.chooseWell');
  await pickWell(page, WELLS[0]);
  await expect(chosen(page)).toHaveCount(1);
  expect(urlWells(page)).toEqual([srv.wells[WELLS[0]]]);

  // 2. Select a well (Alt+A), then "Add the selected well"; remove it and add it again.
  await page.keyboard.press('Alt+KeyA');
  await expect(palette(page)).toBeVisible();
  await pickWell(page, WELLS[1]);
  await command(page, 'add the selected well to the comparison', 'compare.addWell');
  await expect(chosen(page)).toHaveCount(2);
  await command(page, 'remove the selected well from the comparison', 'compare.removeWell');
  await expect(chosen(page)).toHaveCount(1);
  await command(page, 'add the selected well to the comparison', 'compare.addWell');
  await expect(chosen(page)).toHaveCount(2);

  // 3. The pane's chooser: Tab to its box, type, Enter on the highlighted match.
  const box = page.locator(`${PANE} input[aria-label="Find a well to compare"]`);
  for (let i = 0; i < 60 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type('bluebonnet');
  await expect(page.locator(`${PANE} [data-well-chooser] tbody tr`)).toHaveCount(2);
  // The highlighted row is the first match; ↓ moves to the one not compared yet if needed.
  const first = (await page.locator(`${PANE} [data-well-chooser] tbody tr[data-active]`).innerText()).trim();
  if (!first.includes(WELLS[2])) await page.keyboard.press('ArrowDown');
  await expect(page.locator(`${PANE} [data-well-chooser] tbody tr[data-active]`)).toContainText(WELLS[2]);
  await page.keyboard.press('Enter');

  await expectComparison(page);
  expect(urlWells(page).sort()).toEqual(WELLS.map((n) => srv.wells[n]).sort());
  await shot(page, 'multi-well-02-three-wells');

  // The set is in the URL: a reload shows the same comparison.
  const url = page.url();
  await page.reload();
  await expect(page.locator(PANE)).toBeVisible({ timeout: 60_000 });
  expect(page.url()).toBe(url);
  await expectComparison(page);
  await shot(page, 'multi-well-03-after-reload');

  // Compare by rig, then by crew, from the keyboard: Tab to the "Compare by" radios, → moves the choice.
  const byWell = page.locator(`${PANE} [data-compare-by] input[value="well"]`);
  for (let i = 0; i < 120 && !(await byWell.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(byWell).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectGroups(page, 'rig', RIGS);
  await shot(page, 'multi-well-03b-by-rig');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectGroups(page, 'crew', ['Day tour', 'Night tour']);
  expect(new URL(page.url()).searchParams.get('compare')).toBe('crew');
  await shot(page, 'multi-well-03c-by-crew');

  // Eight wells: five more from the palette. Those without drilling in this server's 4 days get a row
  // that says why, not a trace; the KPI table has a row per well and nothing unreadable.
  const more = Object.keys(srv.wells)
    .filter((n) => !WELLS.includes(n))
    .slice(0, 5);
  for (const name of more) {
    await command(page, 'add a well to the comparison', 'compare.chooseWell');
    await pickWell(page, name);
  }
  await expect(chosen(page)).toHaveCount(8);
  expect(urlWells(page).sort()).toEqual([...WELLS, ...more].map((n) => srv.wells[n]).sort());
  const rows = page
    .locator(`${PANE} [aria-label="Multi-well KPI comparison"] [role="row"]`)
    .filter({ has: page.locator('[role="gridcell"], [role="cell"], td') });
  await expect(rows).toHaveCount(8);
  const names = (await traces(page)).map((t) => t.name);
  for (const name of WELLS) expect(names).toContain(name);
  expect(await page.locator(PANE).innerText()).not.toMatch(/\bNaN\b|\bundefined\b|Invalid Date|\[object Object\]/);

  // A KPI distribution beside it (Ctrl+Enter: a split), from the palette's widgets, over the selected
  // well's project.
  await command(page, 'distribution report', 'widget:widget.distribution-report', 'Control+Enter');
  const dist = page.locator('[data-workspace] [data-pane="widget.distribution-report"]');
  await expect(dist).toBeVisible({ timeout: 60_000 });
  await expect(dist.locator('.js-plotly-plot')).toBeVisible({ timeout: 60_000 });
  const [a, b] = [(await page.locator(PANE).boundingBox())!, (await dist.boundingBox())!];
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 2);
  expect(await dist.innerText()).not.toMatch(/\bNaN\b|\bundefined\b|Invalid Date|\[object Object\]/);
  await expect(page.locator(PANE)).toBeVisible();
  await shot(page, 'multi-well-04-eight-wells-and-distribution');
});
