/**
 * Live data from a rig, in Chromium against the real server: an admin adds a WITS0 data source to
 * a new well on Admin › dashboards › well data sources, starts it, and the replayer streams the
 * Volve F-4 rig-sensor log at 1× (as if drilled now) to it. The well's Rig Status shows the file's
 * hook load within 5 s of the first record, and the source shows online with its lag and counts.
 * Keyboard only: add (the entity dialog, "New data source"), edit (the same dialog) and remove a
 * source, Tab and Enter alone; and an ETP 1.2 source whose channels the dialog lists from the
 * replayer's producer (Discovery) instead of their URIs being typed; and a WITSML 1.4.1.1 source
 * whose well, wellbore and log the dialog finds by browsing the replayer's store of the Volve F-4
 * objects (id-only questions), then started: it goes online with the file's rows.
 * Screenshots: test-results/screenshots/data-sources-*.png.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { EtpProducer } from '../../server/replay/etp-producer';
import { curveColumns, readReplayRows } from '../../server/replay/file-rows';
import { Wits0Sender } from '../../server/replay/wits0-sender';
import { WitsmlStore } from '../../server/replay/witsml-store';
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
  await pane.getByRole('button', { name: 'New data source' }).click();
  const form = page.locator('[data-data-source-form="create"]');
  await form.getByLabel('Well').selectOption({ label: name });
  await form.getByLabel('Name').fill('Rig 7 EDR');
  await form.getByLabel('Host').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(port));
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
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

/**
 * Keyboard only: the well data sources dashboard, "New data source", the well typed into the
 * dialog's first field (typing its name chooses it) and the source's name; returns the pane and the form.
 */
async function startNewSource(page: Page, token: string, well: string, name: string): Promise<{ pane: Locator; form: Locator }> {
  await openSignedIn(page, token, '/admin/dashboards/well_data_sources');
  const pane = page.locator('[data-pane="admin.dashboards.well_data_sources"]');
  await expect(pane.getByRole('heading', { name: 'Well data sources' })).toBeVisible({ timeout: 60_000 });
  await tabTo(page, pane.getByRole('button', { name: 'New data source' }));
  await page.keyboard.press('Enter');
  const form = page.locator('[data-data-source-form="create"]');
  await expect(form.locator('[name="well_id"]')).toBeFocused();
  await page.keyboard.type(well);
  await tabTo(page, form.getByLabel('Name'), 5);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(name);
  return { pane, form };
}

test('keyboard only: an admin adds, edits and removes a data source', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const well = `Zq keyboard well ${Date.now()}`;
  expect((await request.post('/api/wells', { headers, data: { name: well, status: 1, stage: 'drilling' } })).status()).toBeLessThan(300);
  const port = await freePort();

  const { pane, form } = await startNewSource(page, token, well, 'Kbd EDR');
  await expect(form.getByLabel('Well').locator('option:checked')).toHaveText(well);
  await tabTo(page, form.getByLabel('Host'), 5);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('127.0.0.1');
  await tabTo(page, form.getByLabel('Port'), 5);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(port));
  await shot(page, 'data-sources-create-dialog');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const row = pane.locator('tr[data-source-name="Kbd EDR"]').filter({ hasText: well });
  await expect(row).toBeVisible();
  // At 1440 px every row's last button is whole on screen (it was cut off at the right edge).
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(row.getByRole('button', { name: 'Remove Kbd EDR' })).toBeInViewport({ ratio: 1 });

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

test("keyboard only: an admin lists an ETP endpoint's channels (Discovery) and adds them as a source", async ({ page, request }) => {
  test.skip(!hasRefdata && process.env.CI !== 'true', 'needs ../shared/refdata (Volve F-4)');
  test.setTimeout(90_000);
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const well = `Zq ETP well ${Date.now()}`;
  const created = await request.post('/api/wells', { headers, data: { name: well, status: 1, stage: 'drilling' } });
  expect(created.status()).toBeLessThan(300);
  const wellId = String((await created.json()).data.id);
  const file = readReplayRows(refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml'));
  const producer = new EtpProducer({
    rows: file.rows.slice(0, 60),
    ...curveColumns(file),
    username: 'replay',
    password: 'etp-e2e-pass',
    speed: 1,
  });
  const url = await producer.listen();
  try {
    const { pane, form } = await startNewSource(page, token, well, 'Rig ETP');
    await tabTo(page, form.getByLabel('Protocol'), 5);
    await page.keyboard.type('WITSML 2.0');
    await expect(form.getByLabel('Protocol').locator('option:checked')).toHaveText(/ETP 1\.2/);
    await tabTo(page, form.getByLabel('ETP 1.2 endpoint (ws or wss URL)'), 5);
    await page.keyboard.type(url);
    await tabTo(page, form.getByLabel(/^User/), 5);
    await page.keyboard.type('replay');
    await tabTo(page, form.getByLabel('Password', { exact: true }), 5);
    await page.keyboard.type('etp-e2e-pass');
    await tabTo(page, form.getByRole('button', { name: "List the endpoint's channels" }), 5);
    await page.keyboard.press('Enter');
    // Every channel of the file, each with the channel of ours it feeds; those the feed takes are checked.
    const n = Object.keys(file.curves).length;
    await expect(form.locator('[data-discovery="ok"]')).toHaveText(`${n} channels, ${n} of them taken by the feed`);
    const hookload = form.getByRole('checkbox', { name: `${file.curves.hookloadT.mnemonic} (${file.curves.hookloadT.unit}) → Hook load (t)` });
    await expect(hookload).toBeChecked();
    const uris = form.getByLabel('Channel URIs, one a line');
    await expect(uris).toHaveValue(new RegExp(`(eml:///witsml20\\.Channel\\([^)]+\\)\\n?){${n}}`));
    await shot(page, 'data-sources-etp-discovery');
    // Space unchecks the hook load: its URI leaves the lines.
    await tabTo(page, hookload, 20);
    await page.keyboard.press('Space');
    await expect(hookload).not.toBeChecked();
    const hookloadUri = producer.uris.find((u) => u.mnemonic === file.curves.hookloadT.mnemonic)!.uri;
    await expect(uris).not.toHaveValue(new RegExp(hookloadUri.replace(/[()]/g, '\\$&')));
    await tabTo(page, form.getByRole('button', { name: 'Create' }), 30);
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    const row = pane.locator('tr[data-source-name="Rig ETP"]').filter({ hasText: well });
    await expect(row).toContainText(`ETP 1.2 ${url}, ${n - 1} channels, basic authentication`);
    const api = (await (await request.get(`/api/admin/well_data_sources?well_id=${wellId}`, { headers })).json()).data[0];
    expect(api.remote.uris).toHaveLength(n - 1);
    expect(api.remote.uris).not.toContain(hookloadUri);
    expect(JSON.stringify(api)).not.toContain('etp-e2e-pass');
  } finally {
    await producer.stop();
  }
});

test("keyboard only: an admin browses a WITSML store's wells, wellbores and logs and adds the log as a source", async ({ page, request }) => {
  test.skip(!hasRefdata && process.env.CI !== 'true', 'needs ../shared/refdata (Volve F-4)');
  test.setTimeout(120_000);
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const well = `Zq WITSML well ${Date.now()}`;
  const created = await request.post('/api/wells', { headers, data: { name: well, status: 1, stage: 'drilling' } });
  expect(created.status()).toBeLessThan(300);
  const wellId = String((await created.json()).data.id);
  const logPath = refPath('logs', 'drilling', 'volve_F-4_GenTime_chunk22_time_log.xml');
  const file = readReplayRows(logPath);
  const own = /<log uidWell="([^"]+)" uidWellbore="([^"]+)" uid="([^"]+)"/.exec(readFileSync(logPath, 'utf8'))!;
  const ref = (name: string) => readFileSync(refPath('logs', 'witsml141', name), 'utf8');
  const store = new WitsmlStore({
    rows: file.rows.slice(0, 120),
    ...curveColumns(file),
    ids: { uidWell: own[1], uidWellbore: own[2], uidLog: own[3] },
    logName: file.name,
    username: 'replay',
    password: 'witsml-e2e-pass',
    speed: 20,
    timeShiftS: Math.floor(Date.now() / 1000 - file.rows[0].timeS),
    wellXml: ref('volve_F-4_well.xml'),
    wellboreXml: ref('volve_F-4_wellbore.xml'),
    depthLogXml: ref('volve_F-4_ReamData_depth_log.xml'),
    trajectoryXml: ref('volve_F-4_trajectory.xml'),
  });
  const url = await store.listen();
  try {
    const { pane, form } = await startNewSource(page, token, well, 'Rig WITSML');
    await tabTo(page, form.getByLabel('Protocol'), 5);
    await page.keyboard.type('WITSML 1.4');
    await expect(form.getByLabel('Protocol').locator('option:checked')).toHaveText(/WITSML 1\.4\.1\.1 store/);
    await tabTo(page, form.getByLabel('WITSML 1.4.1.1 store (http or https URL)'), 5);
    await page.keyboard.type(url);
    await tabTo(page, form.getByLabel('User'), 5);
    await page.keyboard.type('replay');
    await tabTo(page, form.getByLabel('Password', { exact: true }), 5);
    await page.keyboard.type('witsml-e2e-pass');
    await tabTo(page, form.getByRole('button', { name: 'Browse the store' }), 5);
    await page.keyboard.press('Enter');
    // One well and one wellbore in the store: chosen at once; its two logs (GenTime by time, ReamData by depth) to choose from.
    await expect(form.locator('[data-witsml-discovery="ok"]')).toHaveText('The store answered 1 well.');
    await expect(form.getByLabel('Well in the store').locator('option:checked')).toHaveText(`NO 15/9-F-4 (${own[1]})`);
    await expect(form.getByLabel('Wellbore in the store').locator('option:checked')).toHaveText(`NO 15/9-F-4 (${own[2]})`);
    const logs = form.getByLabel('Log in the store');
    await expect(logs.locator('option')).toHaveText(['Choose one of 2 logs', 'GenTime (39VIRG33)', 'ReamData (48VIRG33)']);
    await expect(form.getByLabel('Well uid in the store')).toHaveValue(own[1]);
    await expect(form.getByLabel('Wellbore uid in the store')).toHaveValue(own[2]);
    await expect(form.getByLabel('Log uid')).toHaveValue('');
    await tabTo(page, logs, 10);
    await page.keyboard.type('GenTime');
    await expect(logs.locator('option:checked')).toHaveText('GenTime (39VIRG33)');
    await expect(form.getByLabel('Log uid')).toHaveValue(own[3]);
    await shot(page, 'data-sources-witsml-browse');
    expect(store.idOnlyQuestions).toEqual(['well', 'wellbore', 'log']);
    await tabTo(page, form.getByRole('button', { name: 'Create' }), 30);
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    const row = pane.locator('tr[data-source-name="Rig WITSML"]').filter({ hasText: well });
    await expect(row).toContainText(`WITSML 1.4.1.1 store ${url}, log ${own[3]}, every 5 s`);
    await tabTo(page, row.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
    const api = (await (await request.get(`/api/admin/well_data_sources?well_id=${wellId}`, { headers })).json()).data[0];
    expect(api.remote).toEqual({ uid_well: own[1], uid_wellbore: own[2], uid_log: own[3] });
    expect(api.state.good_records).toBeGreaterThan(0);
    expect(JSON.stringify(api)).not.toContain('witsml-e2e-pass');
    await request.post(`/api/admin/well_data_sources/${api.id}/stop`, { headers });
  } finally {
    await store.stop();
  }
});
