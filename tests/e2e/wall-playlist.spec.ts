/**
 * A wall in TV mode: an anti-collision alarm set from the palette on the live demo well brings the
 * layout that shows that well forward (within 5 s) and marks it, and the wall returns when the
 * alarm is removed; a playlist of three saved layouts rotates, and any key pauses it. Keyboard
 * only after setup; against the live server the live specs share (live-server.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import type { LogsServer } from '../../bench/logs-client-support';
import { liveServer } from './live-server';
import { shot } from './support';

let srv: LogsServer;
test.beforeAll(async () => {
  test.setTimeout(420_000);
  srv = await liveServer();
});

const layout = (id: string, name: string, pane: string, well: string) => ({
  id,
  name,
  model: {
    global: {},
    borders: [],
    layout: {
      type: 'row',
      children: [{ type: 'tabset', children: [{ type: 'tab', component: 'pane', name: pane, config: { pane, params: {}, well, period: 'follow' } }] }],
    },
  },
});
const palette = (page: Page) => page.locator('[data-palette]');
const onScreen = (page: Page) => page.locator('[data-workspace]').getAttribute('data-layout-id');

test('alarm-driven focus and a rotating playlist on a TV-mode wall', async ({ page }) => {
  test.setTimeout(240_000);
  const rh = srv.wells['Red Hawk 2H'];
  const bb = srv.wells['Bluebonnet 12-1H'];
  const doc = {
    version: 2,
    savedAt: Date.now(),
    active: 'bb-survey',
    layouts: [
      layout('bb-survey', 'Bluebonnet survey', 'drilling.survey', bb),
      layout('bb-plans', 'Bluebonnet plans', 'drilling.plans', bb),
      layout('rh-rig', 'Red Hawk rig', 'widget.rig-status', rh),
    ],
    dashboards: [],
    linkCursors: true,
  };
  const put = await fetch(`${srv.server.url}/api/backstore2/app_state`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${srv.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      config: { workspace: doc, wellId: rh, wall: { playlist: { layoutIds: ['bb-survey', 'bb-plans', 'rh-rig'], intervalS: 10 }, alarms: [] } },
    }),
  });
  expect(put.ok).toBe(true);
  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
  await page.goto(`${srv.server.url}/drilling/survey/${bb}?pinned=1&tv=1`);
  await expect(page.locator('[data-workspace]')).toHaveAttribute('data-layout-id', 'bb-survey');
  await expect(page.locator('[data-workspace] [data-pane="drilling.survey"] [role="grid"]')).toBeVisible();

  // An anti-collision alarm on the selected well (Red Hawk 2H), from the palette.
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('anti-collision on the selected');
  await expect(palette(page).locator('[data-entry="wall.alarm.ac"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2000');
  await expect(palette(page).locator('[data-entry="choice:warning:2000"]')).toHaveAttribute('data-selected', 'true');
  const t0 = Date.now();
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  // The layout showing Red Hawk 2H comes forward, marked with the reason.
  await expect(page.locator('[data-workspace]')).toHaveAttribute('data-layout-id', 'rh-rig', { timeout: 5_000 });
  const alarm = page.locator(`[data-wall-alarm="${rh}"]`);
  await expect(alarm).toContainText('Anti-collision');
  await expect(alarm).toContainText('Red Hawk 2H ·');
  console.log(`alarm to layout forward: ${Date.now() - t0} ms`);
  await shot(page, 'wall-01-alarm-forward');

  // Removing the alarm clears it: the wall returns to the layout it left.
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('wall alarm remove');
  await expect(palette(page).locator('[data-entry="wall.alarm.remove"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(alarm).toHaveCount(0, { timeout: 5_000 });
  await expect(page.locator('[data-workspace]')).toHaveAttribute('data-layout-id', 'bb-survey');

  // The playlist rotates every 10 s through its three layouts; any key pauses it.
  await page.keyboard.press('Alt+Shift+KeyY');
  await expect(page.locator('[data-workspace]')).toHaveAttribute('data-layout-id', 'bb-plans', { timeout: 12_000 });
  await expect(page.locator('[data-workspace]')).toHaveAttribute('data-layout-id', 'rh-rig', { timeout: 12_000 });
  await page.keyboard.press('KeyQ');
  await expect(page.locator('[data-playlist-state="paused"]')).toBeVisible();
  const paused = await onScreen(page);
  await page.waitForTimeout(11_000);
  expect(await onScreen(page)).toBe(paused);
  await shot(page, 'wall-02-playlist-paused');
  await page.keyboard.press('Alt+Shift+KeyY');
  await expect(page.locator('[data-playlist-state="paused"]')).toHaveCount(0);
  await expect(page.locator('[data-workspace]')).toHaveAttribute('data-layout-id', 'bb-survey', { timeout: 12_000 });
});
