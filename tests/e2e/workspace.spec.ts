/**
 * The tiling workspace driven by the keyboard only (after typing the credentials), in Chromium
 * against the real server: palette, wells side by side, tiles by number, zoom, reload, deep links,
 * back and forward, named layouts, dashboards, kiosk. Screenshots of each step go to
 * test-results/screenshots/workspace-*.png.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, shot as screenshot, USERS } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A screenshot once the panes on screen are past their loading placeholder. */
async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-pane-loading]')).toHaveCount(0);
  await screenshot(page, name);
}

/** A clean start for the user: no saved workspace, no key overrides. */
async function resetUser(request: APIRequestContext, token: string): Promise<void> {
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  expect((await request.put('/api/auth/user/preferences', { headers: auth(token), data: { keymap: {}, theme: 'dark' } })).ok()).toBe(true);
}

async function wellsByName(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const res = await request.get('/api/wells?limit=100', { headers: auth(token) });
  return Object.fromEntries((await res.json()).data.map((w: { id: string; name: string }) => [w.name, String(w.id)]));
}

const workspacePane = (page: Page, pane: string) => page.locator(`[data-workspace] [data-tab-visible="true"] [data-pane="${pane}"]`);
const focusedTab = (page: Page) => page.locator('[data-workspace] [data-tab-focused="true"]');
const tiles = (page: Page) => page.locator('[data-workspace] [data-tile-number]');
const palette = (page: Page) => page.locator('[data-palette]');
/** A tab's title in a tile's strip (flexlayout also renders hidden copies to measure them). */
const tabTitle = (page: Page, text: string) => page.locator('.flexlayout__tabset_tabbar_outer [data-tab-title]').filter({ hasText: text });

/** Ctrl+K, type, wait for the entry to be the selected one. */
async function paletteFind(page: Page, text: string, entry: string): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(palette(page).locator(`[data-entry="${entry}"]`)).toHaveAttribute('data-selected', 'true');
}

/** The engineer signed in from another browser (a fresh context): its own storage, the same server. */
async function signInElsewhere(browser: Browser): Promise<{ other: BrowserContext; second: Page }> {
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const second = await other.newPage();
  await signInByKeyboard(second);
  return { other, second };
}

async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/public/sign_in');
  await page.getByLabel('E-mail').fill(USERS.engineer.email);
  await page.getByLabel('Password').fill(USERS.engineer.password);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-workspace]')).toBeVisible();
}

test('the workspace by keyboard: palette, two wells side by side, tiles, zoom, reload, deep link, history, layouts, dashboards, kiosk', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await wellsByName(request, token);
  const rh = wells['Red Hawk 2H'];
  const bb = wells['Bluebonnet 12-1H'];

  await signInByKeyboard(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(page, 'workspace-01-signed-in');

  // Open a pane from the palette; the Survey entry shows its binding from the keymap.
  await paletteFind(page, 'survey', 'route.drilling.survey');
  await expect(palette(page).locator('[data-entry="route.drilling.survey"] kbd')).toHaveText('Alt+Shift+S');
  await shot(page, 'workspace-02-palette');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(workspacePane(page, 'drilling.survey')).toBeVisible();
  await expect(page).toHaveURL(/\/drilling\/survey$/);
  await shot(page, 'workspace-03-survey-opened');

  // Select a well (Alt+A opens the palette on the well page).
  await page.keyboard.press('Alt+KeyA');
  await expect(palette(page)).toContainText('Select well');
  await page.keyboard.type('Red Hawk 2H');
  await expect(palette(page).locator(`[data-entry="well:${rh}"]`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await expect(page.locator('[data-well-picker]')).toHaveValue('Red Hawk 2H');
  await shot(page, 'workspace-04-well-selected');

  // A second Survey pinned to another well, in a split: Alt+Enter asks which well, Ctrl+Enter splits.
  await paletteFind(page, 'survey', 'route.drilling.survey');
  await page.keyboard.press('Alt+Enter');
  await expect(palette(page)).toContainText('pinned to which well?');
  await page.keyboard.type('Bluebonnet 12-1H');
  await expect(palette(page).locator(`[data-entry="well:${bb}"]`)).toHaveAttribute('data-selected', 'true');
  await shot(page, 'workspace-05-pin-which-well');
  await page.keyboard.press('Control+Enter');
  await expect(tiles(page)).toHaveCount(2);
  await expect(page).toHaveURL(`/drilling/survey/${bb}?pinned=1`);
  await expect(focusedTab(page).locator('[data-pane="drilling.survey"]')).toBeVisible();
  await expect(tabTitle(page, 'Bluebonnet 12-1H')).toBeVisible();
  // The pinned pane did not change the selection: the top bar still has Red Hawk 2H.
  await expect(page.locator('[data-well-picker]')).toHaveValue('Red Hawk 2H');
  await shot(page, 'workspace-06-two-wells-side-by-side');

  // Focus tiles by number: the address bar follows the focused pane.
  await page.keyboard.press('Alt+Digit1');
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await expect(page.locator('.flexlayout__tabset-selected [data-tile-number="1"]')).toBeVisible();
  await shot(page, 'workspace-07-tile-1-focused');
  await page.keyboard.press('Alt+Digit2');
  await expect(page).toHaveURL(`/drilling/survey/${bb}?pinned=1`);

  // Maximise and restore: the hidden tile's pane is told it is not visible.
  await page.keyboard.press('Alt+Enter');
  await expect(page.locator('[data-workspace] [data-tab-visible="true"]')).toHaveCount(1);
  await expect(page.locator('[data-workspace] [data-tab-visible="false"]')).toHaveCount(1);
  await shot(page, 'workspace-08-maximised');
  await page.keyboard.press('Alt+Enter');
  await expect(page.locator('[data-workspace] [data-tab-visible="true"]')).toHaveCount(2);

  // Reload: the same layout, the same focus.
  await page.reload();
  await expect(tiles(page)).toHaveCount(2);
  await expect(page).toHaveURL(`/drilling/survey/${bb}?pinned=1`);
  await expect(focusedTab(page).locator('[data-pane="drilling.survey"]')).toBeVisible();
  await expect(tabTitle(page, 'Bluebonnet 12-1H')).toBeVisible();
  await shot(page, 'workspace-09-after-reload');

  // The focused pane's URL in a new page lands on the same pane.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.locator('[data-workspace]')).toBeVisible();
  await expect(second).toHaveURL(`/drilling/survey/${bb}?pinned=1`);
  await expect(focusedTab(second).locator('[data-pane="drilling.survey"]')).toBeVisible();
  await expect(second.locator('.flexlayout__tabset-selected.flexlayout__tabset_tabbar_outer [data-tab-title]')).toContainText('Bluebonnet 12-1H');
  await expect(second.locator('[data-pane-loading]')).toHaveCount(0);
  await shot(second, 'workspace-10-same-pane-in-new-page');
  await second.close();

  // Back and forward move between the panes focused.
  await page.keyboard.press('Alt+Digit1');
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await page.goBack();
  await expect(page).toHaveURL(`/drilling/survey/${bb}?pinned=1`);
  await expect(page.locator('.flexlayout__tabset-selected [data-tile-number="2"]')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`/drilling/survey/${rh}`);
  await expect(page.locator('.flexlayout__tabset-selected [data-tile-number="1"]')).toBeVisible();

  // Save a named layout, change another, switch back.
  await paletteFind(page, 'save layout', 'layout.saveAs');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Two wells');
  await shot(page, 'workspace-11-save-layout-as');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await paletteFind(page, 'layout main', 'layout:main');
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(2);
  await page.keyboard.press('Alt+KeyX');
  await expect(tiles(page)).toHaveCount(1);
  await shot(page, 'workspace-12-main-layout-changed');
  await page.keyboard.press('Alt+KeyL');
  await page.keyboard.type('two');
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(2);
  await expect(tabTitle(page, 'Bluebonnet 12-1H')).toBeVisible();
  await shot(page, 'workspace-13-switched-back-to-two-wells');

  // Copy a system dashboard template.
  await paletteFind(page, 'dashboards', 'route.drilling.dashboards');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-system-template-message]')).toHaveText(
    /This is a default system template, please make a copy if you want to customize it\./,
  );
  await expect(page.locator('[data-dashboard-kind="template"]')).toBeVisible();
  await shot(page, 'workspace-14-system-template');
  await paletteFind(page, 'copy dashboard', 'dashboard.copy');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-dashboard-kind="user"]')).toContainText('Drilling overview (copy)');
  await expect(page.locator('[data-system-template-message]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/drilling/dashboards/${rh}\\?dashboard=dash-`));
  await shot(page, 'workspace-15-template-copied');

  // Kiosk mode: no chrome, the same tiles; and back.
  await page.keyboard.press('Alt+KeyK');
  await expect(page).toHaveURL(/kiosk=1/);
  await expect(page.locator('[data-top-bar]')).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(2);
  await shot(page, 'workspace-16-kiosk');
  await page.keyboard.press('Alt+KeyK');
  await expect(page).not.toHaveURL(/kiosk=1/);
  await expect(page.locator('[data-top-bar]')).toBeVisible();
  await shot(page, 'workspace-17-kiosk-left');

  // The layout reached the server (debounced), as the next device would read it.
  await expect
    .poll(async () => (await (await request.get('/api/backstore2/app_state', { headers: auth(token) })).json()).data?.workspace?.layouts?.length)
    .toBe(2);
});

test('? lists the keymap; a binding changed there is saved and works; keys do not fire while typing; tabs and Delete', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await wellsByName(request, token);
  await signInByKeyboard(page);
  await page.goto(`/drilling/survey/${wells['Red Hawk 2H']}`);
  await expect(workspacePane(page, 'drilling.survey')).toBeVisible();

  // The cheat sheet is generated from the keymap.
  await page.keyboard.press('Shift+?');
  const sheet = page.locator('[data-cheat-sheet]');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('[data-shortcut="tile.split.right"] kbd')).toHaveText('Alt+S');
  await expect(sheet.locator('[data-shortcut="tile.focus.1"] kbd')).toHaveText('Alt+1');
  await expect(sheet.locator('[data-shortcut="route.drilling.survey"] kbd')).toHaveText('Alt+Shift+S');
  await shot(page, 'workspace-18-cheat-sheet');

  // Change "Split right" to Alt+N; a key another command holds is refused, naming it.
  await sheet.getByRole('button', { name: 'Change key bindings…' }).click();
  const row = sheet.locator('[data-shortcut="tile.split.right"]');
  await row.getByRole('button', { name: 'Change' }).click();
  await page.keyboard.press('Alt+KeyX');
  await expect(sheet.getByRole('alert')).toContainText('Already bound to “Close tile”');
  await page.keyboard.press('Alt+KeyN');
  await expect(row.locator('kbd')).toHaveText('Alt+N');
  await shot(page, 'workspace-19-binding-changed');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect
    .poll(async () => (await (await request.get('/api/auth/user', { headers: auth(token) })).json()).data.preferences.keymap)
    .toEqual({ 'tile.split.right': 'Alt+KeyN' });
  await page.keyboard.press('Alt+KeyS');
  await expect(tiles(page)).toHaveCount(1);
  await page.keyboard.press('Alt+KeyN');
  await expect(tiles(page)).toHaveCount(2);

  // The override follows the user: another browser (a fresh context, its own sign-in) has it too.
  const { other, second } = await signInElsewhere(browser);
  await second.goto(`/drilling/deviation/${wells['Red Hawk 2H']}`);
  await expect(second.locator('[data-workspace] [data-pane="drilling.deviation"]')).toBeVisible();
  const before = await tiles(second).count();
  await second.keyboard.press('Alt+KeyN');
  await expect(tiles(second)).toHaveCount(before + 1);
  await other.close();

  // While typing in a field, single keys and Alt keys stay the field's.
  await page.locator('[data-well-picker]').focus();
  await page.keyboard.press('Delete');
  await page.keyboard.press('Alt+KeyN');
  await expect(tiles(page)).toHaveCount(2);
  await page.keyboard.press('Escape');

  // Shift+Enter in the palette: a new tab in the focused tile; the tab behind it is not on screen.
  await paletteFind(page, 'deviation', 'route.drilling.deviation');
  await page.keyboard.press('Shift+Enter');
  await expect(workspacePane(page, 'drilling.deviation')).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.locator('[data-workspace] [data-tab-visible="false"]')).toHaveCount(1);
  await shot(page, 'workspace-20-new-tab');
  // Delete closes the focused tab (focus is in the tile, not in a field).
  await page.keyboard.press('Delete');
  await expect(workspacePane(page, 'drilling.deviation')).toHaveCount(0);
  await expect(page.locator('[data-workspace] [data-tab-visible="false"]')).toHaveCount(0);
});

test('pop-out, print and single-widget views show one pane without chrome', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await wellsByName(request, token);
  const rh = wells['Red Hawk 2H'];
  await signInByKeyboard(page);
  await page.goto(`/drilling/survey/${rh}`);
  await expect(workspacePane(page, 'drilling.survey')).toBeVisible();

  // Pop-out: its own window, the single-widget route with the pane shared as a fragment.
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Alt+KeyO')]);
  await expect(popup).toHaveURL(new RegExp(`/well/${rh}/widget/[0-9a-f-]+/mode/popout/well_stage/drilling$`));
  await expect(popup.locator('[data-pane="single_widget.well"] [data-pane="drilling.survey"]')).toBeVisible();
  await expect(popup.locator('[data-top-bar]')).toHaveCount(0);
  await expect(popup.getByText('Loading Survey…')).toHaveCount(0);
  await shot(popup, 'workspace-21-pop-out');
  await popup.close();

  // Print: the focused pane alone, light theme, for the browser's print.
  const [printed] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+KeyP')]);
  await expect(printed).toHaveURL(/\/print\?url=%2Fdrilling%2Fsurvey%2F/);
  await expect(printed.locator('[data-print-view] [data-pane="drilling.survey"]')).toBeVisible();
  await expect(printed.locator('[data-top-bar]')).toHaveCount(0);
  await shot(printed, 'workspace-22-print');
  await printed.close();

  // A wall display's stable URL: a catalogue widget by its slug.
  await page.goto(`/well/${rh}/widget/rig-status/mode/kiosk/well_stage/drilling`);
  await expect(page.locator('[data-pane="single_widget.well"] [data-pane="widget.rig-status"]')).toBeVisible();
  await expect(page.locator('[data-top-bar]')).toHaveCount(0);
  await shot(page, 'workspace-23-single-widget');
});

test('a layout shared as a link opens as a layout of the receiver', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await wellsByName(request, token);
  const sender = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  await sender.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await sender.newPage();
  await signInByKeyboard(page);
  await page.goto(`/drilling/survey/${wells['Red Hawk 2H']}`);
  await expect(workspacePane(page, 'drilling.survey')).toBeVisible();
  await paletteFind(page, 'survey', 'route.drilling.survey');
  await page.keyboard.press('Alt+Enter');
  await page.keyboard.type('Bluebonnet 12-1H');
  await page.keyboard.press('Control+Enter');
  await expect(tiles(page)).toHaveCount(2);
  await paletteFind(page, 'link layout', 'layout.share');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-notice="success"]').filter({ hasText: 'copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/shared_layout=[0-9a-f-]+/);
  await sender.close();

  // An administrator opens the link: the two tiles arrive as a layout of their own.
  const adminToken = await apiToken(request, 'admin');
  await request.put('/api/backstore2/app_state', { headers: auth(adminToken), data: { config: {} } });
  const receiver = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const other = await receiver.newPage();
  await other.goto('/public/404');
  await other.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), adminToken);
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.locator('[data-notice="success"]').filter({ hasText: 'Opened the shared layout as "Main (shared)"' })).toBeVisible();
  await expect(tiles(other)).toHaveCount(2);
  await expect(other).not.toHaveURL(/shared_layout=/);
  await expect(tabTitle(other, 'Bluebonnet 12-1H')).toBeVisible();
  await shot(other, 'workspace-24-shared-layout-opened');
  await receiver.close();
});

test('a layout changed in another browser is offered, not forced: show theirs or keep mine', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await wellsByName(request, token);
  await signInByKeyboard(page);
  await page.goto(`/drilling/survey/${wells['Red Hawk 2H']}`);
  await expect(workspacePane(page, 'drilling.survey')).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);

  // The same user in another browser splits the tile.
  const { other, second } = await signInElsewhere(browser);
  await second.goto(`/drilling/survey/${wells['Red Hawk 2H']}`);
  await expect(second.locator('[data-workspace] [data-pane="drilling.survey"]')).toBeVisible();
  await second.keyboard.press('Alt+KeyS');
  await expect(tiles(second)).toHaveCount(2);
  await expect
    .poll(
      async () =>
        JSON.stringify((await (await request.get('/api/backstore2/app_state', { headers: auth(token) })).json()).data?.workspace ?? {}).split('"tabset"')
          .length - 1,
    )
    .toBe(2);

  // The first browser is told, within its next check, and keeps its own layout until asked.
  const notice = page.locator('[data-remote-layout-change]');
  await expect(notice).toContainText('was changed in another browser', { timeout: 15_000 });
  await expect(tiles(page)).toHaveCount(1);
  await shot(page, 'workspace-21-changed-elsewhere');
  await notice.getByRole('button', { name: 'Show their version' }).click();
  await expect(tiles(page)).toHaveCount(2);
  await expect(notice).toHaveCount(0);
  await other.close();
});

test('a change the server has not confirmed survives a reload: the well chosen while saves fail is still selected', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await wellsByName(request, token);
  const rh = wells['Red Hawk 2H'];
  const bb = wells['Bluebonnet 12-1H'];
  await signInByKeyboard(page);
  await page.goto(`/drilling/survey/${rh}`);
  await expect(page.locator('[data-well-picker]')).toHaveValue('Red Hawk 2H');
  await expect.poll(async () => (await (await request.get('/api/backstore2/app_state', { headers: auth(token) })).json()).data?.wellId).toBe(rh);

  // The server stops taking saves (a dropped connection); the user picks another well, then reloads.
  const refused: string[] = [];
  await page.route('**/api/backstore2/app_state', (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    refused.push(route.request().method());
    return route.abort('connectionreset');
  });
  await page.keyboard.press('Alt+KeyA');
  await page.keyboard.type('Bluebonnet 12-1H');
  await expect(palette(page).locator(`[data-entry="well:${bb}"]`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/drilling/survey/${bb}`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect((await (await request.get('/api/backstore2/app_state', { headers: auth(token) })).json()).data.wellId).toBe(rh);

  // Back on a working connection: the reload lays the unconfirmed change over the server's older copy and saves it.
  await page.unroute('**/api/backstore2/app_state');
  await page.goto('/drilling/survey');
  await expect(page).toHaveURL(`/drilling/survey/${bb}`);
  await expect(page.locator('[data-well-picker]')).toHaveValue('Bluebonnet 12-1H');
  await expect.poll(async () => (await (await request.get('/api/backstore2/app_state', { headers: auth(token) })).json()).data?.wellId).toBe(bb);
});
