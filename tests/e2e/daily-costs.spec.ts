/**
 * The Daily Costs editor in Chromium, keyboard only, on Prairie 5H: Ctrl+E turns the period's manual
 * cost lines into a grid with the typing in the first amount; a new amount, Insert adds a line
 * (the typing goes to its amount), Enter applies both in one batch: the line count, the period's
 * spend, the day's manual lines and the AFE curve follow, and a reload shows the same. Then Ctrl+E,
 * another amount (the bar counts one change), Escape: nothing of it stays, before or after a reload.
 * Leaving with unsaved changes asks, keyboard only: Escape stays (the draft and the typing in its
 * cell), Leave drops the draft. Ctrl+E opens the same editor from the Breakdown, Cost vs depth and
 * AFE curve views, and the draft stays while the views change under it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

const WELL = 'Prairie 5H';
let token = '';
let wellId = '';
let day = '';
// The well's span, which its panes open on.
let span = { start_date: 0, end_date: 0 };

const auth = () => ({ authorization: `Bearer ${token}` });
const costsOf = async (request: APIRequestContext) => {
  const r = await request.post('/api/charts/cost', { headers: auth(), data: { well_id: wellId, payload: span } });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { total: number; days: { date: string; manual: number; cumulative: number }[] };
};
const linesOf = async (request: APIRequestContext) =>
  (
    (await (await request.get(`/api/wells/${wellId}/daily_costs`, { headers: auth() })).json()).data as { id: string; report_date: string; amount: number }[]
  ).filter((l) => l.report_date === day);

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, 'admin');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth() })).json()).data as { id: string; name: string }[];
  wellId = wells.find((w) => w.name === WELL)!.id;
  const well = (await (await request.get(`/api/wells/${wellId}`, { headers: auth() })).json()).data as { start_date: number; end_date: number | null };
  span = { start_date: well.start_date, end_date: well.end_date ?? Math.floor(Date.now() / 1000) };
  day = (await costsOf(request)).days.at(-1)!.date;
  // Start from one line of 1,000 on the newest reporting day, none other.
  for (const l of await linesOf(request)) await request.delete(`/api/wells/${wellId}/daily_costs/${l.id}`, { headers: auth() });
  const c = await request.post(`/api/wells/${wellId}/daily_costs`, {
    headers: auth(),
    data: { report_date: day, cost_code: 'FISH', amount: 1000, description: 'Overshot' },
  });
  expect(c.status()).toBe(201);
});

test.afterAll(async ({ request }) => {
  for (const l of await linesOf(request)) await request.delete(`/api/wells/${wellId}/daily_costs/${l.id}`, { headers: auth() });
});

const editor = (page: Page) => page.locator('[data-cost-lines]');
const amountCell = (page: Page, row: number) => page.locator(`input[aria-label="Cost lines row ${row} Amount (USD)"]`);
const amountsNow = async (request: APIRequestContext) => (await linesOf(request)).map((l) => l.amount).sort((a, b) => a - b);
/** Another screen from the palette, replacing the focused pane: leaves this one. */
async function leaveForTimeJournal(page: Page) {
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('Time Journal');
  await expect(page.locator('[data-palette] [data-selected="true"]')).toContainText('Time Journal');
  await page.keyboard.press('Enter');
}
const spent = (page: Page) => page.locator('[data-figure="Spent in the period"]');
const figure = async (page: Page) => Number(((await spent(page).textContent()) ?? '').replace(/[^\d.]/g, ''));

test('keyboard only: Ctrl+E, change an amount, add a line, Enter persists; Ctrl+E, change, Escape leaves nothing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await costsOf(request);
  await openSignedIn(page, token, `/drilling/${wellId}/daily_costs/table`);
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'viewing', { timeout: 60_000 });
  await expect(editor(page)).toContainText('1 in this period, 1,000 USD');
  const spentBefore = await figure(page);

  await page.keyboard.press('Control+e');
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'editing');
  const first = page.locator('input[aria-label="Cost lines row 1 Amount (USD)"]');
  await expect(first).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1500');
  await page.keyboard.press('Insert');
  const added = page.locator('input[aria-label="Cost lines row 2 Amount (USD)"]');
  await expect(added).toBeFocused();
  await page.keyboard.type('250');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Vacuum truck loads');
  await expect(page.locator('[data-dirty-count]')).toHaveText('2 changed');
  await shot(page, 'daily-costs-01-editing');
  await page.keyboard.press('Enter');

  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'viewing');
  await expect(editor(page)).toContainText('2 in this period, 1,750 USD');
  // The period's spend and the day's manual lines follow the edit: +500 and +250.
  await expect.poll(() => figure(page)).toBe(spentBefore + 750);
  const after = await costsOf(request);
  expect(after.total - before.total).toBeCloseTo(750, 6);
  expect(after.days.find((d) => d.date === day)!.manual).toBeCloseTo(1750, 6);
  await expect(page.locator('[role="row"]').filter({ hasText: day }).first()).toContainText('1,750');
  expect((await linesOf(request)).map((l) => l.amount).sort((a, b) => a - b)).toEqual([250, 1500]);

  await page.reload();
  await expect(editor(page)).toContainText('2 in this period, 1,750 USD', { timeout: 60_000 });

  // The AFE curve (cost against days, the route's afe view) ends at the new running total.
  await page.goto(`/drilling/${wellId}/daily_costs/afe`);
  await expect
    .poll(
      async () =>
        page.evaluate(() => (document.querySelector('.js-plotly-plot') as unknown as { data?: { y: number[] }[] } | null)?.data?.[0]?.y.at(-1) ?? null),
      { timeout: 30_000 },
    )
    .toBeCloseTo(after.days.at(-1)!.cumulative / 1e6, 6);
  await page.goto(`/drilling/${wellId}/daily_costs/table`);
  await expect(editor(page)).toContainText('2 in this period, 1,750 USD', { timeout: 60_000 });

  // Ctrl+E, another amount, Escape: nothing stays.
  await page.keyboard.press('Control+e');
  await expect(page.locator('input[aria-label="Cost lines row 1 Amount (USD)"]')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('9999');
  await expect(page.locator('[data-dirty-count]')).toHaveText('1 changed');
  await page.keyboard.press('Escape');
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'viewing');
  await expect(editor(page)).toContainText('2 in this period, 1,750 USD');
  await page.reload();
  await expect(editor(page)).toContainText('2 in this period, 1,750 USD', { timeout: 60_000 });
  expect((await linesOf(request)).map((l) => l.amount).sort((a, b) => a - b)).toEqual([250, 1500]);
  await shot(page, 'daily-costs-02-after-escape');
});

test('keyboard only: leaving with unsaved changes asks; Escape stays with the draft and the typing in its cell, Leave drops it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await amountsNow(request);
  const table = `/drilling/${wellId}/daily_costs/table`;
  await openSignedIn(page, token, table);
  await expect(editor(page)).toContainText(`${before.length} in this period`, { timeout: 60_000 });
  await page.keyboard.press('Control+e');
  await expect(amountCell(page, 1)).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4321');
  await expect(page.locator('[data-dirty-count]')).toHaveText('1 changed');

  const ask = page.locator('[data-confirm-dialog]');
  await leaveForTimeJournal(page);
  await expect(ask).toContainText('Leave edit mode?');
  await expect(ask.getByRole('button', { name: 'Stay' })).toBeFocused();
  await shot(page, 'daily-costs-03-leave-question');
  // Escape stays: the question closes, the draft and its count are as they were, the typing is back in the cell.
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'editing');
  await expect(amountCell(page, 1)).toBeFocused();
  await expect(amountCell(page, 1)).toHaveValue('4321');
  await expect(page.locator('[data-dirty-count]')).toHaveText('1 changed');
  expect(new URL(page.url()).pathname).toBe(table);
  await page.keyboard.press('End');
  await page.keyboard.type('5');
  await expect(amountCell(page, 1)).toHaveValue('43215');

  // Asked again: the arrow moves to Leave, Enter leaves and the draft is dropped.
  await leaveForTimeJournal(page);
  await expect(ask.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(ask.getByRole('button', { name: 'Leave' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/drilling\/time_journal/);
  await expect(page.locator('[data-dirty-count]')).toHaveCount(0);
  expect(await amountsNow(request)).toEqual(before);
  await page.goto(table);
  await expect(editor(page)).toContainText(`${before.length} in this period`, { timeout: 60_000 });
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'viewing');
});

test('Ctrl+E opens the same editor from the Breakdown, Cost vs depth and AFE curve views; the draft stays while the view changes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const before = await amountsNow(request);
  for (const view of ['breakdown', 'cost_vs_depth', 'afe']) {
    await openSignedIn(page, token, `/drilling/${wellId}/daily_costs/${view}`);
    await expect(editor(page)).toContainText(`${before.length} in this period`, { timeout: 60_000 });
    await page.keyboard.press('Control+e');
    await expect(editor(page), view).toHaveAttribute('data-cost-lines', 'editing');
    await expect(amountCell(page, 1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editor(page)).toHaveAttribute('data-cost-lines', 'viewing');
  }

  // On the Breakdown: a new line, then to the AFE curve and back, the draft kept; Enter applies it.
  await openSignedIn(page, token, `/drilling/${wellId}/daily_costs/breakdown`);
  await expect(editor(page)).toContainText(`${before.length} in this period`, { timeout: 60_000 });
  const spentBefore = await figure(page);
  await page.keyboard.press('Control+e');
  await expect(amountCell(page, 1)).toBeFocused();
  await page.keyboard.press('Insert');
  await expect(amountCell(page, 2)).toBeFocused();
  await page.keyboard.type('111');
  await page.getByRole('tab', { name: 'AFE curve' }).click();
  await expect(page.locator('.js-plotly-plot')).toBeVisible({ timeout: 30_000 });
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'editing');
  await expect(amountCell(page, 2)).toHaveValue('111');
  await page.getByRole('tab', { name: 'Breakdown' }).click();
  await amountCell(page, 2).focus();
  await expect(page.locator('[data-dirty-count]')).toHaveText('1 changed');
  await shot(page, 'daily-costs-04-breakdown-editing');
  await page.keyboard.press('Enter');
  await expect(editor(page)).toHaveAttribute('data-cost-lines', 'viewing');
  await expect.poll(() => figure(page)).toBe(spentBefore + 111);
  expect(await amountsNow(request)).toEqual([...before, 111].sort((a, b) => a - b));
});
