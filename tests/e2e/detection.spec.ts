/**
 * Rig-state detection on real data, in Chromium (issue 12): Volve F-4 imported into an empty well
 * through the API and detected. The Auto time log says, above its rows, what detection assumed (a
 * visible notice, not a tooltip); Well Configuration shows the block weight estimated from the data
 * beside an empty override, takes an override, re-detects the period with it and shows it in use,
 * and goes back to the estimate. Screenshots: test-results/screenshots/detection-*.png.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hasRefdata, missingRefdataMessage, refPath } from '../support/refdata-path';
import { apiToken, notice, openSignedIn, shot } from './support';

const FROM = 1475817804;
const TO = 1475827896;
const PERIOD = `period=${FROM}_${TO}`;

test('what detection assumed is shown above the time log; Well Configuration sets, applies and clears an override', async ({ page, request }) => {
  test.skip(!hasRefdata, missingRefdataMessage('Volve F-4 (refdata/logs/drilling)'));
  test.setTimeout(300_000);
  const token = await apiToken(request, 'admin');
  const auth = { Authorization: `Bearer ${token}` };
  // A well of its own: a demo well given F-4's 3,510 m of hole would change what other specs see of it
  // (anti-collision advice reads the live hole depth).
  const created = await request.post('/api/wells', { headers: auth, data: { name: `Volve F-4 detection ${Date.now()}`, status: 1, stage: 'drilling' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const id = String((await created.json()).data.id);

  const content = readFileSync(refPath('logs', 'drilling/volve_F-4_GenTime_chunk22_time_log.xml')).toString('base64');
  let view = await (await request.post(`/api/logs/${id}/import/preview`, { headers: auth, data: { file_name: 'F-4.xml', content_base64: content } })).json();
  for (let i = 0; view.data.state === 'parsing' && i < 300; i++) {
    await page.waitForTimeout(200);
    view = await (await request.get(`/api/logs/${id}/import/${view.data.upload_id}`, { headers: auth })).json();
  }
  expect((await request.post(`/api/logs/${id}/import/${view.data.upload_id}/commit`, { headers: auth, data: {} })).status()).toBe(200);
  expect((await request.post('/api/data/recalculate', { headers: auth, data: { well_id: id, start_date: FROM, end_date: TO } })).status()).toBe(200);

  await openSignedIn(page, token, `/drilling/auto_time_log/${id}?pinned=1&${PERIOD}`);
  const said = page.locator('[data-detection-notice]');
  await expect(said).toBeVisible({ timeout: 60_000 });
  await expect(said.locator('[data-detection-note="bit-depth-not-absolute"]')).toContainText('Bit depth: bit depth reads down to');
  await expect(said.locator('[data-detection-note="bit-depth-not-absolute"]')).toContainText('out of hole is not judged from it');
  await expect(said).toContainText(/Block weight \d+\.\d t \(estimated\)/);
  await shot(page, 'detection-01-time-log-notice');

  await openSignedIn(page, token, `/drilling/management/well_configuration/${id}?pinned=1&${PERIOD}`);
  const bw = page.locator('[data-detection-setting="block_weight_t"]');
  await expect(bw.locator('[data-estimate="estimated"]')).toContainText(/6\d\.\d t/, { timeout: 60_000 });
  await expect(bw.locator('[data-in-use="estimated"]')).toBeVisible();
  await expect(page.getByLabel('Block weight override (t)')).toHaveValue('');
  await shot(page, 'detection-02-configuration-estimate');

  await page.getByLabel('Block weight override (t)').fill('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'success', /Saved/)).toBeVisible();
  await page.getByRole('button', { name: 'Re-detect the period' }).click();
  await expect(notice(page, 'success', /Re-detected/)).toBeVisible({ timeout: 60_000 });
  await expect(bw.locator('[data-in-use="override"]')).toContainText('40.0 t');
  await shot(page, 'detection-03-configuration-override');

  await page.getByRole('button', { name: 'Use the estimates' }).click();
  await expect(page.getByLabel('Block weight override (t)')).toHaveValue('');
  const settings = await (await request.get(`/api/wells/${id}/detection_settings`, { headers: auth })).json();
  expect(settings.data.overrides.block_weight_t).toBeNull();
});
