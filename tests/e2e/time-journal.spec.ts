/**
 * The time journal and the troubles in Chromium, keyboard only, on a demo well's generated history:
 * open the Time Journal from the palette, move to an entry, Enter edits it (the comment field takes
 * the typing), change the activity and the comment (the bar counts one changed entry), Enter applies:
 * the entry is marked Corrected, and it is still there after a reload and in the API. Escape after
 * another edit leaves nothing. The Trouble Summary's NPT equals the sum of its rows and the journal's.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LogsServer } from '../../bench/logs-client-support';
import { liveServer } from './live-server';
import { shot } from './support';

const WELL = 'Red Hawk 2H';
let srv: LogsServer;
let wellId = '';

test.describe.configure({ mode: 'serial' });
// Times typed and read in the page are the browser's zone: fixed, so the test reads them the same anywhere.
test.use({ timezoneId: 'UTC' });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  srv = await liveServer();
  wellId = srv.wells[WELL];
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${srv.server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${srv.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
  await page.goto(`${srv.server.url}${path}`);
}

const journalPane = (page: Page) => page.locator('[data-pane="drilling.time_journal"]');
const rowsOf = (page: Page) => journalPane(page).locator('[role="row"][data-row-index]');

type Entry = { id: string; comment: string; activity: string; correction: boolean };

test('keyboard only: open the time journal, correct an entry, apply, and it persists; Escape leaves nothing', async ({ page }) => {
  test.setTimeout(180_000);
  const before = (await api<{ data: Entry[] }>('GET', `/wells/${wellId}/time_journal/entries`)).data;

  // Open it from the palette on the well's drilling page.
  await open(page, `/drilling/survey/${wellId}`);
  await expect(page.locator('[data-pane="drilling.survey"]')).toBeVisible();
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('Time Journal');
  await expect(page.locator('[data-palette] [data-entry="route.drilling.time_journal"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/drilling/time_journal/${wellId}`));
  await expect(rowsOf(page).first()).toBeVisible({ timeout: 60_000 });
  await expect(journalPane(page)).toHaveAttribute('data-pane-state', 'content');
  await expect(journalPane(page).locator('[data-figure="NPT"]')).toContainText('h');
  await expect(journalPane(page)).not.toContainText(/NaN|undefined|Invalid Date/);
  await shot(page, 'time-journal-01-entries');

  // Into the table, down to the first auto entry (the demo's own corrections come before it on some
  // days: correcting one of those would update it, not add one), Enter: edit mode with the typing in
  // that entry's comment.
  const shown = await rowsOf(page).evaluateAll((rs) => rs.map((r) => ({ i: Number(r.getAttribute('data-row-index')), text: r.textContent ?? '' })));
  const at = Math.min(...shown.filter((r) => /Auto/.test(r.text) && !/Corrected|Manual/.test(r.text)).map((r) => r.i));
  expect(Number.isFinite(at), `an auto entry among the ${shown.length} rows shown`).toBe(true);
  const grid = journalPane(page).locator('[role="grid"]').first();
  await grid.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
  const start = await journalPane(page).locator(`[role="row"][data-row-index="${at}"]`).locator('[role="gridcell"]').nth(1).textContent();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-time-journal="editing"]')).toHaveCount(1);
  const comment = journalPane(page).locator(`input[data-field="comment"][data-edit-index="${at}"]`);
  await expect(comment).toBeFocused();
  await page.keyboard.type('Cut 30 m of line after 600 ton-miles');
  await page.keyboard.press('Shift+Tab');
  await expect(journalPane(page).locator(`select[data-field="activity"][data-edit-index="${at}"]`)).toBeFocused();
  await page.keyboard.press('End');
  await expect(journalPane(page).locator('[data-dirty-count="1"]')).toHaveText('1 changed');
  await shot(page, 'time-journal-02-editing');
  await page.keyboard.press('Enter');

  await expect(page.locator('[data-notice="success"]').filter({ hasText: 'Time journal saved: 1 entry corrected' })).toBeVisible();
  await expect(page.locator('[data-time-journal="viewing"]')).toHaveCount(1);
  const corrected = rowsOf(page).filter({ hasText: 'Cut 30 m of line after 600 ton-miles' });
  await expect(corrected).toHaveCount(1);
  await expect(corrected).toContainText('Corrected');
  await expect(corrected).toContainText('Waiting');
  await expect(corrected.locator('[role="gridcell"]').nth(1)).toHaveText(start!);
  await shot(page, 'time-journal-03-applied');

  const after = (await api<{ data: Entry[] }>('GET', `/wells/${wellId}/time_journal/entries`)).data;
  expect(after.length).toBe(before.length + 1);
  expect(after.find((e) => e.comment === 'Cut 30 m of line after 600 ton-miles')).toMatchObject({ activity: 'WAITING', correction: true });

  // Persisted: a reload shows it again.
  await page.reload();
  await expect(rowsOf(page).filter({ hasText: 'Cut 30 m of line after 600 ton-miles' })).toContainText('Corrected', { timeout: 60_000 });

  // A manual entry of its own: Insert in edit mode, over the selected entry's time narrowed to its last hour.
  await journalPane(page).locator('[role="grid"]').first().focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Insert');
  const newComment = journalPane(page).locator('[data-new-entry-comment="0"]');
  await expect(newComment).toBeFocused();
  await page.keyboard.type('Pre-tour safety meeting');
  const startField = journalPane(page).getByLabel('New entry 1 start (YYYY-MM-DD HH:mm)');
  const endField = journalPane(page).getByLabel('New entry 1 end (YYYY-MM-DD HH:mm)');
  const end = await endField.inputValue();
  expect(end).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // a start after the end is named, and nothing is saved
  await startField.fill(end.replace(/\d{2}$/, '59'));
  await newComment.focus();
  await page.keyboard.press('Enter');
  await expect(journalPane(page).getByRole('alert').filter({ hasText: 'New entry 1: the end must come after the start' })).toBeVisible();
  const endS = Date.parse(end.replace(' ', 'T') + ':00Z') / 1000;
  const startText = new Date((endS - 1800) * 1000).toISOString().slice(0, 16).replace('T', ' ');
  await startField.fill(startText);
  await expect(journalPane(page).locator('[data-dirty-count="1"]')).toBeVisible();
  await newComment.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-notice="success"]').filter({ hasText: 'Time journal saved: 1 added' })).toBeVisible();
  const withNew = (await api<{ data: (Entry & { start: number; end: number })[] }>('GET', `/wells/${wellId}/time_journal/entries`)).data;
  expect(withNew.find((e) => e.comment === 'Pre-tour safety meeting')).toMatchObject({ activity: 'OTHER', correction: false, start: endS - 1800, end: endS });
  await expect(rowsOf(page).filter({ hasText: 'Pre-tour safety meeting' })).toContainText('Manual');
  await shot(page, 'time-journal-04-added');
  const afterAdd = withNew;

  // Edit again, type, Escape: nothing saved, nothing left dirty.
  await journalPane(page).locator('[role="grid"]').first().focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-time-journal="editing"]')).toHaveCount(1);
  await expect(journalPane(page).locator('input[data-field="comment"][data-edit-index="0"]')).toBeFocused();
  await page.keyboard.type('not to be kept');
  await expect(journalPane(page).locator('[data-dirty-count="1"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-time-journal="viewing"]')).toHaveCount(1);
  await expect(journalPane(page)).not.toContainText('not to be kept');
  const final = (await api<{ data: Entry[] }>('GET', `/wells/${wellId}/time_journal/entries`)).data;
  expect(final).toEqual(afterAdd);
});

test('the Trouble Summary: NPT is the sum of its rows and equals the journal NPT', async ({ page }) => {
  test.setTimeout(120_000);
  const pane = page.locator('[data-pane="drilling.trouble_summary"]');
  await open(page, `/drilling/trouble_summary/${wellId}`);
  const rows = pane.locator('[role="row"][data-row-index]');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  const nptCells = await rows.evaluateAll((rs) => rs.map((r) => Number(r.querySelectorAll('[role="gridcell"]')[3]?.textContent?.replace(/,/g, ''))));
  const total = Number((await pane.locator('[data-figure="NPT"]').textContent())!.replace(/[^0-9.]/g, ''));
  const sumRows = nptCells.reduce((a, x) => a + x, 0);
  expect(nptCells.every((x) => Number.isFinite(x) && x > 0)).toBe(true);
  // rows show 2 decimals, the figure 1: they agree to the rounding
  expect(Math.abs(sumRows - total)).toBeLessThanOrEqual(0.05 + 0.005 * nptCells.length);
  await expect(pane).not.toContainText(/NaN|undefined|Invalid Date/);
  await shot(page, 'troubles-01-summary');
  await pane.getByRole('tab', { name: 'NPT by type' }).click();
  await expect(pane.locator('[role="row"][data-row-index]').first()).toBeVisible();
  await shot(page, 'troubles-02-by-type');

  // The same NPT in the journal and the API, to the second.
  const wellRes = await api<{ data: { start_date: number } }>('GET', `/wells/${wellId}`);
  const period = { payload: { start_date: wellRes.data.start_date, end_date: Math.floor(Date.now() / 1000) } };
  const j = await api<{ data: { npt_s: number } }>('POST', `/wells/${wellId}/time_journal`, period);
  const d = await api<{ data: { npt_s: number; rows: { duration_s: number }[] } }>('POST', `/wells/${wellId}/incidents/details_list`, period);
  expect(d.data.npt_s).toBe(d.data.rows.reduce((a, r) => a + r.duration_s, 0));
  expect(j.data.npt_s).toBe(d.data.npt_s);
  expect(Math.abs(d.data.npt_s / 3600 - total)).toBeLessThanOrEqual(0.05);
});
