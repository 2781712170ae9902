/**
 * The palette finishes the job: a command with an argument opens a quick-pick of the valid values
 * (a route's views from its declaration, a well's plans from the server), and the final Enter's
 * modifiers place the pane (Enter the focused tile, Ctrl+Enter a split, Shift+Enter a new tab,
 * Alt+Enter first: pinned to a well asked next). Used commands come back first; screens not built
 * yet are marked and sorted last. Keyboard only, against the real server.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';
import { entryBuilt, unbuiltRoute } from './unbuilt';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const palette = (page: Page) => page.locator('[data-palette]');
const tiles = (page: Page) => page.locator('[data-workspace] [data-tile-number]');
const tabs = (page: Page) => page.locator('[data-workspace] .flexlayout__tabset_tabbar_outer [data-tab-title]');
const entry = (page: Page, id: string) => palette(page).locator(`[data-entry="${id}"]`);

async function wellsByName(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const res = await request.get('/api/wells?limit=100', { headers: auth(token) });
  return Object.fromEntries((await res.json()).data.map((w: { id: string; name: string }) => [w.name, String(w.id)]));
}

/** Ctrl+K, type, Enter on the entry: the quick-pick page opens. */
async function command(page: Page, text: string, id: string, key = 'Enter'): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(entry(page, id)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press(key);
}

/** On a quick-pick: type, check the choice is selected, press the placing key. */
async function pick(page: Page, text: string, value: string, key: string): Promise<void> {
  await page.keyboard.type(text);
  await expect(entry(page, `choice:${value}`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press(key);
}

test('quick-picks for command arguments, every placement after them, recent first, unbuilt last', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  const wells = await wellsByName(request, token);
  const rh = wells['Red Hawk 2H'];
  const bb = wells['Bluebonnet 12-1H'];
  const plans = (await (await request.get(`/api/wells/${rh}/plans`, { headers: auth(token) })).json()).data as { id: string; name: string }[];
  expect(plans.length).toBeGreaterThan(0);

  await openSignedIn(page, token, `/drilling/survey/${rh}`);
  await expect(page.locator('[data-workspace] [data-pane="drilling.survey"]')).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tabs(page)).toHaveCount(1);

  // Enter: the view list of Plan vs Actual, then the focused tile (its tab replaced).
  await command(page, 'plan vs actual', 'route.drilling.plan_vs_actual');
  await expect(palette(page)).toContainText('Plan vs Actual: which view?');
  for (const v of ['overview', 'plan', 'section', '3d', 'table']) await expect(entry(page, `choice:${v}`)).toBeVisible();
  await shot(page, 'palette-01-view-quick-pick');
  await pick(page, 'sect', 'section', 'Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(`/drilling/plan_vs_actual/section/${rh}`);
  await expect(tiles(page)).toHaveCount(1);
  await expect(tabs(page)).toHaveCount(1);

  // Shift+Enter: a new tab in the focused tile.
  await command(page, 'anti-collision', 'route.drilling.anti_collision');
  await pick(page, 'risk', 'risk', 'Shift+Enter');
  await expect(page).toHaveURL(`/drilling/anti_collision/risk/${rh}`);
  await expect(tiles(page)).toHaveCount(1);
  await expect(tabs(page)).toHaveCount(2);
  await expect(page.locator('[data-workspace] [data-tab-visible="true"] [data-view="risk"][aria-selected="true"]')).toBeVisible();

  // Ctrl+Enter: a new split.
  await command(page, 'connections', 'route.drilling.connections');
  await pick(page, 'weight', 'weight_to_weight', 'Control+Enter');
  await expect(page).toHaveURL(`/drilling/connections/weight_to_weight/${rh}`);
  await expect(tiles(page)).toHaveCount(2);
  await expect(tabs(page)).toHaveCount(3);

  // Alt+Enter first: the view, then "pinned to which well?", then Shift+Enter places it as a new tab.
  await command(page, 'tripping analysis', 'route.drilling.tripping_analysis', 'Alt+Enter');
  await pick(page, 'speed', 'speed', 'Enter');
  await expect(palette(page)).toContainText('pinned to which well?');
  await page.keyboard.type('Bluebonnet 12-1H');
  await expect(entry(page, `well:${bb}`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Shift+Enter');
  await expect(page).toHaveURL(`/drilling/tripping_analysis/speed/${bb}?pinned=1`);
  await expect(tiles(page)).toHaveCount(2);
  await expect(tabs(page)).toHaveCount(4);
  await expect(page.locator('[data-well-picker]')).toHaveValue('Red Hawk 2H');

  // A record argument: the well's plans, listed from the server.
  await command(page, 'well plan', 'route.drilling.well_plan');
  await expect(palette(page)).toContainText('Well Plan: plans');
  await expect(entry(page, `choice:${plans[0].id}`)).toBeVisible();
  await shot(page, 'palette-02-plan-quick-pick');
  await expect(entry(page, `choice:${plans[0].id}`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/drilling/well_plans/${plans[0].id}/${rh}`);
  await expect(tabs(page)).toHaveCount(4);

  // Nothing typed: what was just used comes first, the latest on top.
  await page.keyboard.press('Control+KeyK');
  const recent = palette(page).locator('[cmdk-group]').first();
  await expect(recent.locator('[cmdk-group-heading]')).toHaveText('Recent');
  await expect(recent.locator('[data-entry]').first()).toHaveAttribute('data-entry', 'route.drilling.well_plan');
  await expect(recent.locator('[data-entry="route.drilling.plan_vs_actual"]')).toBeVisible();
  // A screen not built yet is not offered unasked; typed for, it is marked and comes after every built one.
  const unbuilt = unbuiltRoute();
  test.skip(!unbuilt, 'every documented route is built: nothing left to mark "Not built yet"');
  const unbuiltId = `route.${unbuilt!.pane}`;
  const term = unbuilt!.title.split(' ').at(-1)!;
  await expect(entry(page, unbuiltId)).toHaveCount(0);
  await expect(palette(page).locator('[data-entry]').filter({ hasText: 'Not built yet' })).toHaveCount(0);
  await page.keyboard.type(term);
  await expect(entry(page, unbuiltId)).toContainText('Not built yet');
  // Among the screens (other commands have their own group).
  const shown = await palette(page)
    .locator('[data-entry^="route."]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')!))
    .then((ids) => ids.map((id) => ({ id, unbuilt: !entryBuilt(id) })));
  const lastBuilt = shown.map((x) => x.unbuilt).lastIndexOf(false);
  expect(lastBuilt, `a built screen matches "${term}" too`).toBeGreaterThanOrEqual(0);
  expect(lastBuilt, shown.map((x) => x.id).join(' ')).toBeLessThan(shown.findIndex((x) => x.unbuilt));
  await shot(page, 'palette-03-not-built-last');
  await page.keyboard.press('Escape');

  // A user who asks for it never sees them, typed for or not; asking again brings them back.
  const togglePreference = async () => {
    await page.keyboard.press('Control+KeyK');
    await page.keyboard.type('hide or show screens not built');
    await expect(entry(page, 'display.hideUnbuilt')).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Enter');
  };
  await togglePreference();
  await expect.poll(async () => (await (await request.get('/api/auth/user', { headers: auth(token) })).json()).data?.preferences?.hide_unbuilt).toBe(true);
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type(term);
  await expect(entry(page, shown[lastBuilt].id!)).toBeVisible();
  await expect(entry(page, unbuiltId)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await togglePreference();
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type(term);
  await expect(entry(page, unbuiltId)).toContainText('Not built yet');
  await page.keyboard.press('Escape');

  // The history followed the user to the server's app state.
  await expect
    .poll(async () =>
      ((await (await request.get('/api/backstore2/app_state', { headers: auth(token) })).json()).data?.paletteRecent ?? []).map((u: { id: string }) => u.id),
    )
    .toContain('route.drilling.well_plan');
});
