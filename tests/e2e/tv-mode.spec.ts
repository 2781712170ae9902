/**
 * TV mode on a 4K wall: a 3x2 wall of Rig Status, Drilling Control Log, Time Analysis Log, 3D,
 * Travelling Cylinder and AC Summary on the live demo well at 3840x2160, opened with ?tv=1 as an
 * unattended screen would be. The key readouts must be readable at 5 m: their rendered digits at
 * least 2.5% of the screen height (54 px); no chrome, banners or hints; the black theme.
 * Against the live server the live specs share (live-server.ts). Screenshot: tv-01-wall-4k.png.
 */
import { expect, test } from '@playwright/test';
import { saveWorkspace, wallDoc, type LogsServer } from '../../bench/logs-client-support';
import { liveServer } from './live-server';
import { shot } from './support';

let srv: LogsServer;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  srv = await liveServer();
});

test.use({ viewport: { width: 3840, height: 2160 } });

test('a 3x2 wall at 3840x2160 in TV mode: readouts of at least 54 px, no chrome, black', async ({ page }) => {
  test.setTimeout(180_000);
  const rh = srv.wells['Red Hawk 2H'];
  await saveWorkspace(
    srv,
    wallDoc([
      [
        { pane: 'widget.rig-status', well: rh },
        { pane: 'widget.3d-plan-vs-actual', well: rh },
      ],
      [
        { pane: 'widget.drilling-control-log', well: rh },
        { pane: 'widget.travelling-cylinder', well: rh },
      ],
      [
        { pane: 'drilling.time_analysis_log', well: rh },
        { pane: 'widget.ac-summary', well: rh },
      ],
    ]),
  );
  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
  await page.goto(`${srv.server.url}/drilling/time_analysis_log/${rh}?pinned=1&tv=1`);
  await expect(page.locator('[data-workspace] [data-tile-number]')).toHaveCount(6);
  await expect(page.locator('html')).toHaveAttribute('data-tv', '1');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');

  // Live values on screen, then their size.
  const rigValue = page.locator('[data-rig-status] [data-readout="bitDepthM"] [data-readout-value]');
  await expect(rigValue).toHaveText(/\d/, { timeout: 60_000 });
  const logValue = page.locator('[data-log-pane="widget.drilling-control-log"] [data-readouts] [data-readout-value]').first();
  await expect(logValue).toHaveText(/\d/, { timeout: 60_000 });
  const px = async (sel: string) => page.locator(sel).evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
  const rig = await px('[data-rig-status] [data-readout-value]');
  const log = await px('[data-log-pane="widget.drilling-control-log"] [data-readouts] [data-readout-value]');
  console.log(
    `TV mode at 3840x2160: Rig Status digits ${Math.min(...rig).toFixed(0)}-${Math.max(...rig).toFixed(0)} px (${rig.length} readouts), control log readouts ${Math.min(...log).toFixed(0)} px`,
  );
  expect(rig.length).toBeGreaterThanOrEqual(10);
  for (const size of [...rig, ...log]) expect(size).toBeGreaterThanOrEqual(54);
  // Digits fit their cells: nothing cut off.
  const clipped = await page
    .locator('[data-rig-status] [data-readout-value]')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
  expect(clipped).toBe(0);

  // Pane titles, log track headers and 3D labels scale with the wall too (2× on 4K).
  const tabFont = await page
    .locator('.flexlayout__tab_button')
    .first()
    .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  const trackRow = await page
    .locator('[data-log-pane="widget.drilling-control-log"] [data-track] [data-curve]')
    .first()
    .evaluate((e) => e.getBoundingClientRect().height);
  console.log(`TV mode at 3840x2160: pane titles ${tabFont} px, a log track header row ${trackRow.toFixed(0)} px high`);
  expect(tabFont).toBeGreaterThanOrEqual(24);
  expect(trackRow).toBeGreaterThanOrEqual(30);

  // No chrome, banners or hints; the wall clock is the only chrome.
  await expect(page.locator('[data-shell] header, [data-well-picker]')).toHaveCount(0);
  await expect(page.locator('[data-system-template-message]')).toHaveCount(0);
  await expect(page.locator('[data-tv-status]')).toBeVisible();
  await page.waitForTimeout(3000);
  await shot(page, 'tv-01-wall-4k');
});

test.describe('1080p', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('both realtime demo wells on one wall: live values, a rig state, no NaN', async ({ page }) => {
    test.setTimeout(120_000);
    const rh = srv.wells['Red Hawk 2H'];
    const bb = srv.wells['Bluebonnet 12-1H'];
    await saveWorkspace(
      srv,
      wallDoc([
        [
          { pane: 'widget.rig-status', well: rh },
          { pane: 'widget.drilling-control-log', well: rh },
        ],
        [
          { pane: 'widget.rig-status', well: bb },
          { pane: 'drilling.time_analysis_log', well: bb },
        ],
      ]),
    );
    await page.goto(`${srv.server.url}/public/404`);
    await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
    await page.goto(`${srv.server.url}/drilling/time_analysis_log/${bb}?pinned=1&tv=1`);
    for (const w of [rh, bb]) {
      const status = page.locator(`[data-rig-status][data-well="${w}"]`);
      await expect(status.locator('[data-readout="holeDepthM"] [data-readout-value]')).toHaveText(/\d/, { timeout: 60_000 });
      await expect(status.locator('[data-activity]')).not.toHaveAttribute('data-activity', '');
    }
    await page.waitForTimeout(3000);
    const text = await page.locator('[data-workspace]').innerText();
    expect(text).not.toMatch(/NaN|undefined|Invalid Date/);
    await shot(page, 'tv-02-two-realtime-wells');
  });
});
