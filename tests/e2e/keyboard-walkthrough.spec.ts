/**
 * One keyboard-only walk through the whole workspace (issue 14), in the order a user meets it: open a
 * pane from the palette, tile a second beside it, move a tab to the other tile, pop a pane out,
 * kiosk, TV mode, a playlist of two layouts (started, paused by any key, resumed by its own key),
 * edit a survey, sign in as another user and return. Against the real server; no mouse anywhere.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot, USERS } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const palette = (page: Page) => page.locator('[data-palette]');
const tiles = (page: Page) => page.locator('[data-workspace] [data-tile-number]');
const tabsIn = (page: Page, tile: number) =>
  page
    .locator('.flexlayout__tabset_tabbar_outer')
    .filter({ has: page.locator(`[data-tile-number="${tile}"]`) })
    .locator('.flexlayout__tab_button');

async function run(page: Page, text: string, entry: string): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  // Typing goes where focus is: wait for the palette's own empty input (not the one still closing).
  const input = palette(page).locator('[cmdk-input]');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await page.keyboard.type(text);
  await expect(input).toHaveValue(text);
  await expect(palette(page).locator(`[data-entry="${entry}"]`)).toHaveAttribute('data-selected', 'true');
}

test('the whole workspace by keyboard: open, tile, move, pop out, kiosk, TV mode, playlist, edit, impersonate, return', async ({ page, request, context }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'superadmin');
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  const rh = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
  await openSignedIn(page, token, `/drilling/dashboards/${rh}`);
  await expect(page.locator('[data-workspace]')).toBeVisible();
  await expect(page.locator('[data-user-menu]')).toContainText(USERS.superadmin.name);

  // Open: the survey from the palette, in the focused tile.
  await run(page, 'survey', 'route.drilling.survey');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await expect(page.locator('[data-workspace] [data-tab-visible="true"] [data-pane="drilling.survey"]')).toBeVisible();

  // Tile: Days vs Depth split to the right (Ctrl+Enter).
  await run(page, 'days vs depth', 'route.drilling.days_vs_depth');
  await page.keyboard.press('Control+Enter');
  await expect(tiles(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/drilling/days_vs_depth/${rh}`));
  await shot(page, 'walk-01-two-tiles');

  // Move: the survey's tab joins tile 2 (Alt+1 focuses it, Alt+Shift+2 sends it): one tile with two tabs.
  await page.keyboard.press('Alt+Digit1');
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await page.keyboard.press('Alt+Shift+Digit2');
  await expect(tiles(page)).toHaveCount(1);
  await expect(tabsIn(page, 1)).toHaveCount(2);
  await shot(page, 'walk-02-moved-into-one-tile');

  // Pop out: the focused pane in a window of its own, without chrome.
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Alt+KeyO')]);
  await expect(popup.locator('[data-pane="drilling.survey"]')).toBeVisible();
  await expect(popup.locator('[data-top-bar]')).toHaveCount(0);
  await popup.close();

  // Kiosk, then TV mode, each on and off.
  await page.keyboard.press('Alt+KeyK');
  await expect(page).toHaveURL(/kiosk=1/);
  await expect(page.locator('[data-top-bar]')).toHaveCount(0);
  await page.keyboard.press('Alt+KeyK');
  await expect(page.locator('[data-top-bar]')).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyK');
  await expect(page.locator('html')).toHaveAttribute('data-tv', '1');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
  await shot(page, 'walk-03-tv-mode');
  await page.keyboard.press('Alt+Shift+KeyK');
  await expect(page.locator('html')).not.toHaveAttribute('data-tv', '1');

  // Playlist: a second layout saved, the playlist started; any key pauses it, its own key resumes it.
  await run(page, 'save layout', 'layout.saveAs');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Walk two');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await page.keyboard.press('Alt+Shift+KeyY');
  await page.keyboard.press('KeyQ');
  await expect(page.locator('[data-playlist-state="paused"]')).toBeVisible();
  await expect(page.locator('[data-playlist-state="paused"]')).toContainText('Alt+Shift+Y');
  await shot(page, 'walk-04-playlist-paused');
  await page.keyboard.press('Alt+Shift+KeyY');
  await expect(page.locator('[data-playlist-state="paused"]')).toHaveCount(0);
  await run(page, 'playlist stop', 'wall.playlist.stop');
  await page.keyboard.press('Enter');

  // Edit: the survey's editing table, focus where typing goes; Escape leaves it.
  await run(page, 'survey', 'route.drilling.survey');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await page.keyboard.press('Control+KeyE');
  await expect(page.locator('[data-survey-editor]')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName === 'INPUT' && !!document.activeElement.closest('[data-survey-editor]')))
    .toBe(true);
  await shot(page, 'walk-05-editing');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-survey-editor]')).toHaveCount(0);

  // Impersonate the engineer (Alt+I, type, Enter), then return (Alt+U).
  await page.keyboard.press('Alt+KeyI');
  await expect(page.getByRole('dialog', { name: 'Sign in as another user' })).toBeVisible();
  // Enter at once, as a fast typist would: it waits for the search and signs in on its one match.
  await page.keyboard.type(USERS.engineer.email);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-impersonation-banner]')).toContainText(`You are signed in as ${USERS.engineer.name}`);
  await shot(page, 'walk-06-impersonating');
  await page.keyboard.press('Alt+KeyU');
  await expect(page.locator('[data-impersonation-banner]')).toHaveCount(0);
  await expect(page.locator('[data-user-menu]')).toContainText(USERS.superadmin.name);
  await shot(page, 'walk-07-back');
});
