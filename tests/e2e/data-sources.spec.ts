/**
 * Live data from a rig, in Chromium against the real server: an admin adds a WITS0 data source to
 * a new well on Admin › dashboards › well data sources, starts it, and the replayer streams the
 * Volve F-4 rig-sensor log at 1× (as if drilled now) to it. The well's Rig Status shows the file's
 * hook load within 5 s of the first record, and the source shows online with its lag and counts.
 * Keyboard only: add, edit (the entity dialog) and remove a source, Tab and Enter alone.
 * Screenshots: test-results/screenshots/data-sources-*.png.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createServer } from 'node:net';
import { readReplayRows } from '../../server/replay/file-rows';
import { Wits0Sender } from '../../server/replay/wits0-sender';
import { hasRefdata, refPath } from '../support/refdata-path';
import { apiToken, openSignedIn, shot } from './support';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

test('an admin connects a WITS0 feed to a new well and its Rig Status goes live from a replayed Volve F-4', async ({ page, request }) => {
  test.skip(!hasRefdata && process.env.CI !== 'true', 'needs ../shared/refdata (Volve F-4)');
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Volve F-4 live ${Date.now()}`;
  const created = await request.post('/api/wells', { headers, data: { name, status: 1, stage: 'drilling' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const wellId = String((await created.json()).data.id);
  const port = await freePort();

  await openSignedIn(page, token, '/admin/dashboards/well_data_sources');
  const pane = page.locator('[data-pane="admin.dashboards.well_data_sources"]');
  await expect(pane.getByRole('heading', { name: 'Well data sources' })).toBeVisible({ timeout: 60_000 });
  const form = pane.getByRole('form', { name: 'Add a data source' });
  await form.getByLabel('Well').selectOption({ label: name });
  await form.getByLabel('Name').fill('Rig 7 EDR');
  await form.getByLabel('Host').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(port));
  await form.getByRole('button', { name: 'Add source' }).click();
  const row = pane.locator('tr[data-source-name="Rig 7 EDR"]').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'offline');
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(row.getByRole('button', { name: 'Stop' })).toBeVisible();

  const rows = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml')).rows;
  const page2 = await page.context().newPage();
  await openSignedIn(page2, token, `/well/${wellId}/widget/rig-status/mode/drilling/well_stage/drilling`);
  // Before the first record: the honest empty state.
  await expect(page2.getByText('This well has no rig data yet.')).toBeVisible({ timeout: 60_000 });
  // As if drilled now: the first record is stamped with the time it is sent.
  const shift = Math.floor(Date.now() / 1000 - rows[0].timeS);
  const sender = new Wits0Sender({ rows, mode: 'connect', host: '127.0.0.1', port, speed: 1, timeShiftS: shift });
  const running = sender.run();
  const t0 = Date.now();
  // The first record's hook load (t, as the Rig Status shows it) within 5 s.
  const hookload = rows[0].values.hookloadT;
  await expect(page2.locator('[data-rig-status] [data-readout="hookloadT"]')).toContainText(/\d/, { timeout: 5_000 });
  const liveAfterMs = Date.now() - t0;
  console.log(`rig status live ${liveAfterMs} ms after the first record (hook load in the file ${hookload.toFixed(1)} t)`);
  await expect(page2.locator('[data-rig-status] [data-readout="hookloadT"]')).toContainText(String(Math.floor(hookload)).slice(0, 2));
  await shot(page2, 'data-sources-rig-status');

  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'online', { timeout: 15_000 });
  await expect(row).toContainText(/\d+\.\d s/);
  await shot(page, 'data-sources-online');
  const api = (await (await request.get(`/api/admin/well_data_sources?well_id=${wellId}`, { headers })).json()).data[0];
  expect(api.state.status).toBe('online');
  expect(api.state.good_records).toBeGreaterThan(0);
  expect(api.state.lag_s).toBeLessThan(5);
  await sender.stop();
  await running;
  await row.getByRole('button', { name: 'Stop' }).click();
  await expect(row.getByRole('button', { name: 'Start' })).toBeVisible();
});

/** Tab (at most `max` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard only: an admin adds, edits and removes a data source', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const well = `Zq keyboard well ${Date.now()}`;
  expect((await request.post('/api/wells', { headers, data: { name: well, status: 1, stage: 'drilling' } })).status()).toBeLessThan(300);
  const port = await freePort();

  await openSignedIn(page, token, '/admin/dashboards/well_data_sources');
  const pane = page.locator('[data-pane="admin.dashboards.well_data_sources"]');
  await expect(pane.getByRole('heading', { name: 'Well data sources' })).toBeVisible({ timeout: 60_000 });
  const form = pane.getByRole('form', { name: 'Add a data source' });
  await tabTo(page, form.getByLabel('Well'));
  await page.keyboard.type(well);
  await expect(form.getByLabel('Well').locator('option:checked')).toHaveText(well);
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kbd EDR');
  await tabTo(page, form.getByLabel('Host'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('127.0.0.1');
  await tabTo(page, form.getByLabel('Port'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(port));
  await page.keyboard.press('Enter');
  const row = pane.locator('tr[data-source-name="Kbd EDR"]').filter({ hasText: well });
  await expect(row).toBeVisible();

  await tabTo(page, row.getByRole('button', { name: 'Edit Kbd EDR' }));
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-data-source-form="edit"]');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kbd EDR edited');
  await tabTo(page, dialog.getByLabel('Port'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('70000');
  await page.keyboard.press('Enter');
  // The server's refusal on the field it names.
  await expect(dialog.getByText(/65535/)).toBeVisible();
  await shot(page, 'data-sources-edit-dialog');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(port));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const edited = pane.locator('tr[data-source-name="Kbd EDR edited"]').filter({ hasText: well });
  await expect(edited).toContainText(`127.0.0.1:${port}`);

  await tabTo(page, edited.getByRole('button', { name: 'Remove Kbd EDR edited' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Remove data source' });
  await tabTo(page, confirm.getByRole('button', { name: 'Remove' }), 10);
  await page.keyboard.press('Enter');
  await expect(edited).toHaveCount(0);
});
