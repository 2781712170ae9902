/**
 * Production in the browser, keyboard only, against the real server's demo producer Mesquite 7H
 * (server/production/demo-production.ts): the production engineer edits the well's lease operating
 * cost rates in its Daily Costs (Ctrl+E, Tab, Enter, Escape); a cancelled edit changes nothing, a
 * wrong rate is named and keeps the form open, an applied one is saved and every day costed again.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

async function producer(request: APIRequestContext): Promise<{ token: string; well: string }> {
  const token = await apiToken(request, 'production');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  return { token, well: wells.find((w) => w.name === 'Mesquite 7H')!.id };
}

test('keyboard only: LOE rates of a producing well edited, cancelled, a wrong rate named, applied', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, well } = await producer(request);
  const auth = { Authorization: `Bearer ${token}` };
  const now = Math.floor(Date.now() / 1000);
  const serverRates = async () =>
    (
      await (
        await request.post('/api/charts/production_costs', {
          headers: auth,
          data: { well_id: well, payload: { start_date: now - 30 * 86_400, end_date: now } },
        })
      ).json()
    ).data;
  const before = await serverRates();
  expect(before.rates.overhead_usd_month).toBe(1_500);
  const overheadOf = (d: { days: { overhead: number }[] }) => d.days.at(-1)!.overhead;

  try {
    await openSignedIn(page, token, `/production/production_reports/daily_costs/table/${well}`);
    const pane = page.locator('[data-workspace] [data-pane="production.daily_costs"]');
    await expect(pane).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
    const rates = pane.locator('[data-loe-rates]');
    await expect(rates).toContainText('Fixed overhead 1,500 USD/month');
    const overhead = rates.locator('[data-rate="overhead_usd_month"]');

    // Ctrl+E opens the form on the first rate; Escape drops the draft.
    await page.keyboard.press('Control+KeyE');
    await expect(overhead).toBeFocused();
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('1800');
    await expect(rates).toContainText('Changed');
    await page.keyboard.press('Escape');
    await expect(overhead).toBeHidden();
    await expect(rates).toContainText('Fixed overhead 1,500 USD/month');
    expect((await serverRates()).rates.overhead_usd_month).toBe(1_500);

    // Again, with a net revenue interest over 1: named, nothing saved, the form stays.
    await page.keyboard.press('Control+KeyE');
    await expect(overhead).toBeFocused();
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('1800');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(rates.locator('[data-rate="nri"]')).toBeFocused();
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('1.5');
    await page.keyboard.press('Enter');
    await expect(rates.getByRole('alert')).toHaveText('Net revenue interest: at most 1 (the whole revenue)');
    await expect(overhead).toBeVisible();
    await shot(page, 'production-01-rates-problem');
    expect((await serverRates()).rates.overhead_usd_month).toBe(1_500);

    // Fixed, Enter applies: saved, and the days are costed again at 1,800 USD a month.
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('0.8');
    await page.keyboard.press('Enter');
    await expect(overhead).toBeHidden();
    await expect(rates).toContainText('Fixed overhead 1,800 USD/month');
    // the problem of the refused draft went with it
    await expect(rates.getByRole('alert')).toHaveCount(0);
    const after = await serverRates();
    expect(after.rates).toMatchObject({ overhead_usd_month: 1_800, nri: 0.8, oil_price_usd_bbl: before.rates.oil_price_usd_bbl });
    expect(overheadOf(after) / overheadOf(before)).toBeCloseTo(1_800 / 1_500, 6);
    await shot(page, 'production-02-rates-applied');
  } finally {
    await request.patch(`/api/wells/${well}/production/rates`, { headers: auth, data: { overhead_usd_month: 1_500 } });
  }
});

test('the Production overview of a producing well opens with every tile showing its days', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, well } = await producer(request);
  await openSignedIn(page, token, `/production/dashboards/${well}`);
  const tiles = [
    'widget.production-rates',
    'widget.production-pressures',
    'widget.gor-and-water-cut',
    'widget.decline-analysis',
    'widget.cumulative-production',
    'widget.map-widget',
  ];
  for (const tile of tiles)
    await expect(page.locator(`[data-workspace] [data-pane="${tile}"]`)).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  // Rates in the user's units (the production engineer reads US units), the decline fitted with its EUR.
  await expect(page.locator('[data-pane="widget.production-rates"] [data-figure="Oil rate (last day on)"]')).toContainText('bbl/d');
  await expect(page.locator('[data-pane="widget.decline-analysis"] [data-figure="Oil best fit"]')).toContainText(/Hyperbolic|Exponential|Harmonic/);
  await expect(page.locator('[data-pane="widget.decline-analysis"] [data-figure="Oil EUR"]')).toContainText('bbl');
  await expect(page.locator('[data-workspace]')).not.toContainText('NaN');
  await shot(page, 'production-03-overview');
});

test('at 1440×900 each production tile shows its chart whole, without scrolling, and its period with the year', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token, well } = await producer(request);
  await openSignedIn(page, token, `/production/dashboards/${well}`);
  for (const tile of ['widget.production-rates', 'widget.production-pressures', 'widget.gor-and-water-cut', 'widget.cumulative-production']) {
    const pane = page.locator(`[data-workspace] [data-pane="${tile}"]`);
    await expect(pane).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
    // A short tile: figures on a dense line, the note on one.
    const body = pane.locator('[data-dense]');
    await expect(body).toBeVisible();
    await expect(pane.locator('[data-figures="dense"]')).toBeVisible();
    // Nothing to scroll, and the chart's date axis title inside the tile.
    const fits = await body.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
    expect(fits, `${tile} scrolls`).toBe(true);
    const xTitle = pane.locator('.xtitle').first();
    await expect(xTitle).toHaveText('Date');
    const [t, b] = [await xTitle.boundingBox(), await body.boundingBox()];
    expect(t!.y + t!.height, `${tile}: the date axis title below the tile`).toBeLessThanOrEqual(b!.y + b!.height);
  }
  // The tiles' year back to now starts in the previous calendar year: its days carry the year (spec 9.8 display date).
  await expect(page.locator('[data-pane="widget.production-rates"] [data-report]')).toContainText(/\d{2} \w{3}, 20\d{2} – now/);
  await shot(page, 'production-04-tiles-1440');
});
