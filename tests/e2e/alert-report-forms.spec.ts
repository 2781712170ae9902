/**
 * The alert and report subscription forms in the browser, by keyboard (issue 18): thresholds with
 * their units, muting, server refusals shown on the field they name, edit and share a copy from a
 * subscription's row; the report pane's labelled fields, the user's time zone and a schedule shown as
 * "06:00 America/Chicago". Screenshots: alerts-03…06, reports-01…03.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

async function openFromPalette(page: Page, command: string, paneId: string) {
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type(command);
  await expect(page.locator('[data-palette] [data-selected="true"]')).toContainText(command);
  await page.keyboard.press('Enter');
  const pane = page.locator(`[data-workspace] [data-pane="${paneId}"]`);
  await expect(pane).toHaveAttribute('data-pane-state', 'content', { timeout: 30_000 });
  return pane;
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-field') ?? document.activeElement?.tagName ?? '');

test('alert form by keyboard: a deviation threshold and muting, refusals on their fields; edit; share a copy', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  const auth = { Authorization: `Bearer ${token}` };
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const well = wells.find((w) => w.name === 'Red Hawk 2H')!;
  await openSignedIn(page, token, `/drilling/survey/${well.id}`);
  await expect(page.locator('[data-workspace] [data-pane="drilling.survey"]')).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  const alerts = await openFromPalette(page, 'Alerts: subscriptions and notifications', 'alerts.subscriptions');
  const form = alerts.locator('[data-alerts-subscribe] form');

  await form.getByLabel('Name').focus();
  await page.keyboard.type('E2E off plan');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('type');
  await form.getByLabel('Type').selectOption('deviation_from_plan');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('severity');
  await page.keyboard.press('Tab');
  // The type's threshold, labelled with its unit, its default as the hint.
  expect(await focused(page)).toBe('params.thresholdM');
  await expect(form.getByLabel('Distance from plan over (m)')).toBeFocused();
  await expect(form.locator('[data-alert-thresholds]')).toContainText('default 15');
  await page.keyboard.type('-5');
  await page.keyboard.press('Enter');
  const thresholdField = form.locator('[data-alert-thresholds]');
  await expect(thresholdField).toContainText('must be above 0');
  await shot(page, 'alerts-03-threshold-refused');

  await form.getByLabel('Distance from plan over (m)').fill('12');
  await form.getByLabel('Mute from hole depth (m)').focus();
  await page.keyboard.type('3000');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('mute_to_md_m');
  await page.keyboard.type('2000');
  await page.keyboard.press('Enter');
  await expect(form.locator('[data-alert-muting]')).toContainText('must not be above mute_from_md_m');
  await form.getByLabel('Mute to hole depth (m)').fill('3500');
  await form.getByLabel(/^Mute until \(.+ time\)/).fill('2030-01-15T06:00');
  await form.getByLabel('Mute to hole depth (m)').focus();
  await page.keyboard.press('Enter');
  const row = alerts.locator('[data-alert-subscription]').filter({ hasText: 'E2E off plan' });
  await expect(row).toContainText('Deviation from plan · Red Hawk 2H');
  await expect(row.locator('[data-alert-details]')).toContainText('Distance from plan over 12 m');
  await expect(row.locator('[data-alert-details]')).toContainText(/muted until 15 Jan, 2030 06:00 \(.+\)/); // the wall-clock time typed, in the browser's zone, named
  await expect(row.locator('[data-alert-details]')).toContainText('muted from 3000 to 3500 m MD');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'alerts-04-subscribed');

  // Edit from the row: Enter on Edit, change the threshold, Enter saves.
  await row.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  const edit = row.locator('form[data-alert-form]');
  await expect(edit.getByLabel('Distance from plan over (m)')).toHaveValue('12');
  await edit.getByLabel('Distance from plan over (m)').fill('20');
  await edit.getByLabel('Distance from plan over (m)').press('Enter');
  await expect(row.locator('[data-alert-details]')).toContainText('Distance from plan over 20 m');
  await expect(edit).toHaveCount(0);

  // Share a copy with the analyst, found by name.
  await row.getByRole('button', { name: 'Share…' }).focus();
  await page.keyboard.press('Enter');
  const share = row.locator('[data-alert-share]');
  await share.getByLabel('Find a user (name or e-mail)').focus();
  await page.keyboard.type('analyst');
  await expect(share.getByLabel('Share a copy with')).toContainText('analyst@demo.drillspace');
  await share.scrollIntoViewIfNeeded();
  await shot(page, 'alerts-05-share');
  await share.getByRole('button', { name: 'Share copy' }).focus();
  await page.keyboard.press('Enter');
  await expect(share.locator('[data-alert-shared]')).toContainText('Shared a copy with');
  // Again: the server refuses, and says why on the user field.
  await page.keyboard.press('Enter');
  await expect(share).toContainText('Alex Analyst already has a copy of this subscription');
  await expect(share.locator('[data-alert-shared]')).toHaveCount(0);
  await shot(page, 'alerts-06-shared');

  // A custom rule's threshold takes the unit of the channel it watches.
  await form.getByLabel('Type').selectOption('custom_rule');
  await form.getByLabel('Channel', { exact: true }).selectOption('ropMph');
  await expect(form.getByLabel('Threshold (m/h)')).toBeVisible();
  await expect(form.locator('[data-alert-thresholds]')).toContainText('required for this channel');
  await form.getByLabel('Comparison').selectOption('below');
  await form.locator('[data-alert-thresholds]').scrollIntoViewIfNeeded();
  await shot(page, 'alerts-07-custom-rule');

  const analystLogin = await request.post('/api/auth/login', { data: { email: 'analyst@demo.drillspace', password: 'drillspace-analyst' } });
  const analyst = { Authorization: `Bearer ${(await analystLogin.json()).token}` };
  const copies = (await (await request.get('/api/alerts/subscriptions?shared=true', { headers: analyst })).json()).data as { id: string; name: string }[];
  expect(copies.map((c) => c.name)).toContain('E2E off plan');
  for (const c of copies) await request.delete(`/api/alerts/subscriptions/${c.id}`, { headers: analyst });
  const mine = (await (await request.get('/api/alerts/subscriptions?search=E2E%20off', { headers: auth })).json()).data as { id: string }[];
  for (const s of mine) await request.delete(`/api/alerts/subscriptions/${s.id}`, { headers: auth });
});

test('report form by keyboard: the user’s time zone, labelled fields, a weekly report shown at "06:00 America/Chicago"', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'engineer');
  const auth = { Authorization: `Bearer ${token}` };
  await openSignedIn(page, token, '/');
  await expect(page.locator('[data-workspace]')).toBeVisible({ timeout: 60_000 });
  const reports = await openFromPalette(page, 'Reports: scheduled report subscriptions', 'reports.subscriptions');
  await shot(page, 'reports-01-pane');

  await reports.getByLabel('Your time zone').focus();
  await reports.getByLabel('Your time zone').selectOption('America/Chicago');
  await expect(reports.locator('[data-reports-zone]')).toContainText('Reports now fall due in America/Chicago');
  const form = reports.locator('[data-reports-subscribe]');
  await expect(form.getByLabel('Time (America/Chicago)')).toBeVisible();

  await form.getByLabel('Name').focus();
  await page.keyboard.type('E2E weekly all wells');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Type')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Frequency')).toBeFocused();
  await form.getByLabel('Frequency').selectOption('weekly');
  await expect(form.getByLabel('Day')).toBeVisible();
  await form.getByLabel('Format').selectOption('csv');
  await form.getByLabel('Name').press('Enter');
  const row = reports.locator('[data-report-subscription]').filter({ hasText: 'E2E weekly all wells' });
  await expect(row.locator('[data-report-schedule]')).toContainText('weekly on Monday at 06:00 America/Chicago · Last week');
  await expect(row.locator('[data-report-schedule]')).toContainText(/next Mon \d{4}-\d\d-\d\d 06:00 America\/Chicago/);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'reports-02-subscribed');

  // Daily with every day unticked: the server names the days.
  await form.getByLabel('Frequency').selectOption('daily');
  for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await form.getByRole('checkbox', { name: d }).focus();
    await page.keyboard.press('Space');
  }
  await form.getByLabel('Name').press('Enter');
  await expect(form).toContainText('choose at least one day');
  await shot(page, 'reports-03-days-refused');

  const mine = (await (await request.get('/api/reports/subscriptions?search=E2E', { headers: auth })).json()).data as { id: string }[];
  for (const s of mine) await request.delete(`/api/reports/subscriptions/${s.id}`, { headers: auth });
  await request.put('/api/auth/user/locale', { headers: auth, data: { time_zone: 'UTC' } });
});
