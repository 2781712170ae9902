/**
 * Alerts in the browser against the real server (issue 18): the Alerts pane opened from the palette,
 * a "New survey" subscription made in its form; a survey station added through the API makes the
 * server fire the alert, which arrives over STOMP as a toast with its numbers and a chime, and is
 * listed in the notification centre. The station and the subscription are removed afterwards.
 */
import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

const pane = '[data-workspace] [data-pane="alerts.subscriptions"]';

test('palette → Alerts pane: subscribe to new surveys; a new station toasts with a chime and lands in the notification centre', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const well = wells.find((w) => w.name === 'Red Hawk 2H')!;
  // Count the chime's tones: every oscillator the page starts.
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number; AudioContext: typeof AudioContext };
    w.__tones = 0;
    const Real = w.AudioContext;
    w.AudioContext = class extends Real {
      override createOscillator() {
        w.__tones++;
        return super.createOscillator();
      }
    };
  });

  await openSignedIn(page, token, `/drilling/survey/${well.id}`);
  await expect(page.locator('[data-workspace] [data-pane="drilling.survey"]')).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('Alerts: subscriptions and notifications');
  await expect(page.locator('[data-palette] [data-selected="true"]')).toContainText('Alerts: subscriptions and notifications');
  await page.keyboard.press('Enter');
  const alerts = page.locator(pane);
  await expect(alerts).toHaveAttribute('data-pane-state', 'content', { timeout: 30_000 });
  // No SMTP server on the e2e server: e-mail says so; SMS goes to the dummy sink by default.
  await expect(alerts.locator('[data-alerts-channels]')).toContainText('email: not configured');
  await expect(alerts.locator('[data-alerts-channels]')).not.toContainText('sms: not configured');

  const form = alerts.locator('[data-alerts-subscribe]');
  await form.getByLabel('Name').fill('E2E each survey');
  await form.getByLabel('Type').selectOption('new_survey');
  await form.getByLabel('Severity').selectOption('info');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const row = alerts.locator('[data-alert-subscription]').filter({ hasText: 'E2E each survey' });
  await expect(row).toContainText('New survey · Red Hawk 2H · summary, push, sound');
  await shot(page, 'alerts-01-subscribed');

  const subs = (await (await request.get('/api/alerts/subscriptions?search=E2E%20each', { headers: auth })).json()).data as { id: string }[];
  const stations = (await (await request.get(`/api/wells/${well.id}/surveys/stations`, { headers: auth })).json()).data as {
    md: number;
    inc: number;
    az: number;
  }[];
  const last = stations[stations.length - 1];
  const md = Math.round((last.md + 30) * 100) / 100;
  // The app starts listening once it sees the enabled subscription; give its SUBSCRIBE a moment.
  await page.waitForTimeout(1500);
  const t0 = Date.now();
  try {
    const added = await request.post(`/api/wells/${well.id}/surveys/stations`, { headers: auth, data: { stations: [{ md, inc: last.inc + 1, az: last.az }] } });
    expect(added.status(), await added.text()).toBe(201);
    const toast = page.locator('[data-notice="info"]').filter({ hasText: `Red Hawk 2H: New survey at ${md} m MD` });
    await expect(toast).toBeVisible({ timeout: 5_000 });
    console.log(`alert e2e: station added → toast visible in ${Date.now() - t0} ms`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones)).toBeGreaterThanOrEqual(2);
    await expect(alerts.locator('[data-alert-event="new_survey"]').first()).toContainText(`New survey at ${md} m MD`);
    await shot(page, 'alerts-02-toast-and-centre');
  } finally {
    const now = (await (await request.get(`/api/wells/${well.id}/surveys/stations`, { headers: auth })).json()).data as { id: string; md: number }[];
    const mine = now.find((s) => s.md === md);
    if (mine) await request.delete(`/api/wells/${well.id}/surveys/stations/${mine.id}`, { headers: auth });
    for (const s of subs) await request.delete(`/api/alerts/subscriptions/${s.id}`, { headers: auth });
  }
});
