/**
 * A T&D broomstick of a demo well next to its time log, keyboard only (issue 16): the stored
 * scenario of Red Hawk 2H on the live server (rig states detected from its history, so the recorded
 * hook loads are sorted into trips and drilling and drawn on the model's broomstick), then the Time
 * Analysis Log beside it from the palette (Ctrl+Enter splits).
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

const pane = (page: Page, id: string) => page.locator(`[data-workspace] [data-pane="${id}"]`);

test('a T&D broomstick of a demo well next to its time log, by keyboard', async ({ page }) => {
  const well = srv.wells['Red Hawk 2H'];
  const r = await fetch(`${srv.server.url}/api/wells/${well}/engineering/scenarios`, { headers: { authorization: `Bearer ${srv.token}` } });
  expect(r.status).toBe(200);
  const scenarios = ((await r.json()) as { data: { id: string }[] }).data;
  expect(scenarios.length).toBeGreaterThan(0);

  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
  await page.goto(`${srv.server.url}/drilling/engineering/well/${well}/engineering_models/${scenarios[0].id}`);
  const model = pane(page, 'drilling.engineering.model');
  const td = model.locator('[data-engineering-part="torque-drag"]');
  await expect(td).toBeVisible({ timeout: 30_000 });
  // The model's hook loads, and the well's recorded ones from its time log on the same chart.
  await expect(td).toContainText('Pick-up FF 0.2');
  await expect(td).toContainText('Recorded pick-up');
  expect(Number(await model.locator('[data-td-measured]').getAttribute('data-td-measured'))).toBeGreaterThan(0);

  // The Time Analysis Log beside it: the palette, Ctrl+Enter splits.
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('time analysis log');
  await expect(page.locator('[data-palette] [data-entry="route.drilling.time_analysis_log"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('[data-workspace] [data-tile-number]')).toHaveCount(2);
  await expect(pane(page, 'drilling.time_analysis_log')).toContainText('Hook load');
  // Its history drawn: no loading or empty state left in the log.
  await expect(page.locator('[data-log-pane="drilling.time_analysis_log"] [data-pane-state]')).toHaveCount(0, { timeout: 30_000 });
  await expect(td).toBeVisible();
  await shot(page, 'broomstick-beside-time-log');
});
