/**
 * The application shell in Chromium against the real server: guards, redirects, selection from the
 * URL, impersonation, and the error catalogue's messages. Screenshots of each step go to
 * test-results/screenshots/.
 */
import { expect, test } from '@playwright/test';
import { apiToken, firstWell, notice, openSignedIn, readStorage, shot, USERS } from './support';
import { unbuiltRoute } from './unbuilt';

test('a deep link while signed out goes to sign-in, and back after signing in', async ({ page }) => {
  await page.goto('/drilling/survey?tab=stations');
  await expect(page).toHaveURL('/public/sign_in?redirect=%2Fdrilling%2Fsurvey%3Ftab%3Dstations');
  await expect(page.locator('[data-pane="public.sign_in"][data-pane-status="ready"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drillspace' })).toBeVisible();
  await shot(page, '01-sign-in-deep-link');

  await page.getByLabel('E-mail').fill(USERS.engineer.email);
  await page.getByLabel('Password').fill(USERS.engineer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/drilling\/survey(\/[^?]+)?\?tab=stations$/);
  await expect(page.locator('[data-pane="drilling.survey"][data-pane-status="ready"]')).toBeVisible();
  await expect(page).toHaveTitle('Survey · Drillspace');
  await shot(page, '02-back-at-deep-link');
});

test('sign-in failures show the server message and keep the user out', async ({ page }) => {
  await page.goto('/public/sign_in');
  await page.getByLabel('E-mail').fill(USERS.engineer.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('[data-notice="error"]')).toBeVisible();
  expect(await readStorage(page, 'localStorage', 'user.token')).toBeNull();
  await shot(page, '03-sign-in-rejected');
});

test('an admin route as a non-admin goes to 403 with a redirect query', async ({ page, request }) => {
  await openSignedIn(page, await apiToken(request, 'engineer'), '/admin/companies');
  await expect(page).toHaveURL('/public/403?redirect=%2Fadmin%2Fcompanies');
  await expect(page.locator('[data-pane="public.403"]')).toBeVisible();
  await expect(page.getByText('You do not have permission to open')).toBeVisible();
  await shot(page, '04-forbidden');
});

test('an unknown path goes to 404', async ({ page, request }) => {
  await openSignedIn(page, await apiToken(request, 'engineer'), '/drilling/no/such/page');
  await expect(page).toHaveURL('/public/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await shot(page, '05-not-found');
});

test('start_date and end_date in the URL become the period, resynchronised, and leave the URL', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  const well = await firstWell(request, token);
  const startS = 1_700_000_000;
  const endS = startS + 3 * 86_400;
  const synced = await request.post('/api/wells/sync_filter', {
    headers: { Authorization: `Bearer ${token}` },
    data: { start_date: startS, end_date: endS, sync_type: 'date', well_id: well.id },
  });
  expect(synced.status()).toBe(200);
  const bounds = (await synced.json()).data;

  await openSignedIn(page, token, `/drilling/connections/statistics/${well.id}?start_date=${startS}&end_date=${endS}`);
  await expect(page).toHaveURL(`/drilling/connections/statistics/${well.id}`);
  const period = page.locator('[data-period]');
  await expect(period).toHaveAttribute('data-start', String(bounds.start_date));
  await expect(period).toHaveAttribute('data-end', String(bounds.end_date));
  await expect(page.locator('[data-well-picker]')).toHaveValue(well.name);
  const stored = await readStorage(page, 'localStorage', 'history');
  expect(stored[well.id]).toMatchObject({ start_date: bounds.start_date, end_date: bounds.end_date });
  expect((await readStorage(page, 'sessionStorage', 'history'))[well.id]).toMatchObject({ start_date: bounds.start_date });
  await shot(page, '06-period-from-url');

  // The stored history wins over defaults when the well is opened again without dates.
  await page.goto(`/drilling/survey/${well.id}`);
  await expect(page.locator('[data-period]')).toHaveAttribute('data-start', String(bounds.start_date));
});

test('an admin impersonates a user and returns', async ({ page, request }) => {
  const adminToken = await apiToken(request, 'admin');
  await openSignedIn(page, adminToken, '/admin/users');
  const row = page.locator(`[data-user-email="${USERS.engineer.email}"]`);
  await expect(row).toBeVisible();
  await shot(page, '07-admin-users');

  await row.getByRole('button', { name: 'Sign in as' }).click();
  const banner = page.locator('[data-impersonation-banner]');
  await expect(banner).toContainText(`You are signed in as ${USERS.engineer.name}`);
  await expect(page).toHaveURL(/\/drilling\/dashboards/);
  expect(await readStorage(page, 'localStorage', 'user.previous_token')).toBe(adminToken);
  expect(await readStorage(page, 'localStorage', 'user.token')).not.toBe(adminToken);
  await shot(page, '08-impersonating');

  // The impersonated engineer is not an admin: the admin area is closed to them.
  await page.goto('/admin/companies');
  await expect(page).toHaveURL(/\/public\/403/);
  await page.goto('/drilling/dashboards');
  const impersonatedToken = await readStorage(page, 'localStorage', 'user.token');
  const returnedAt = Date.now() - 1000;

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('[data-user-menu]')).toContainText(USERS.admin.name);
  expect(await readStorage(page, 'localStorage', 'user.token')).toBe(adminToken);
  expect(await readStorage(page, 'localStorage', 'user.previous_token')).toBeNull();
  // The impersonated session ended with the return, and its end is audited.
  const ended = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${impersonatedToken}` } });
  expect(ended.status()).toBe(401);
  const superToken = await apiToken(request, 'superadmin');
  const audit = await request.get('/api/admin/audit?action=auth.impersonate_end', { headers: { Authorization: `Bearer ${superToken}` } });
  expect(audit.status()).toBe(200);
  const admin = (await (await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${adminToken}` } })).json()).data;
  const ends = (await audit.json()).data.filter(
    (r: { at: string; details: { admin_id?: string } }) => r.details.admin_id === admin.id && Date.parse(r.at) >= returnedAt,
  );
  expect(ends).toHaveLength(1);
  await shot(page, '09-returned');
});

test('401: a session ended on the server signs the user out', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  const res = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  await openSignedIn(page, token, '/drilling/dashboards');
  await expect(page).toHaveURL('/public/sign_in?redirect=%2Fdrilling%2Fdashboards');
  await expect(page.locator('[data-notice="warning"]')).toBeVisible();
  expect(await readStorage(page, 'localStorage', 'user.token')).toBeNull();
  await shot(page, '10-session-ended-401');
});

test('leaving a page while its profile loads keeps the session: the next page opens signed in', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  // The profile answer held back: the navigation below leaves while it is in flight, and the
  // leaving page's failed request must not sign the user out (it did: the next page showed sign-in).
  await page.route('**/api/auth/user', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => {});
  });
  await openSignedIn(page, token, '/drilling/dashboards');
  await page.waitForTimeout(300);
  await page.goto('/public/404');
  expect(await readStorage(page, 'localStorage', 'user.token')).toBe(token);
  await page.unroute('**/api/auth/user');
  await page.goto('/drilling/dashboards');
  await expect(page.locator('[data-workspace] [data-pane]').first()).toBeVisible({ timeout: 60_000 });
});

test("404: 'URL {url} not found', and a well that cannot be selected warns", async ({ page, request }) => {
  const missing = '00000000-0000-4000-8000-000000000404';
  await openSignedIn(page, await apiToken(request, 'engineer'), `/drilling/survey/${missing}`);
  await expect(notice(page, 'error', `URL wells/${missing} not found`)).toBeVisible();
  await expect(notice(page, 'warning', 'Please, select Well on top to load data ...')).toBeVisible();
  await expect(page.locator('[data-period]')).toHaveCount(0);
  await shot(page, '11-url-not-found');
});

test('409: a warning, then the page reloads without its stored params', async ({ page, request }) => {
  // Every notice the page shows is written down in sessionStorage as it appears (sessionStorage
  // outlives the reload), so a loaded machine that reloads before the check looks cannot lose it.
  await page.addInitScript(() => {
    const seen = () => JSON.parse(sessionStorage.getItem('e2e.notices') ?? '[]') as string[];
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('[data-notice="warning"]')].map((n) => n.textContent ?? '');
      const had = seen();
      const fresh = now.filter((t) => !had.includes(t));
      if (fresh.length) sessionStorage.setItem('e2e.notices', JSON.stringify([...had, ...fresh]));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openSignedIn(page, await apiToken(request, 'engineer'), '/drilling/dashboards');
  await expect(page.locator('[data-user-menu]')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('history', JSON.stringify({ w: { start_date: 1 } })));
  // Instrumentation: this one request answers 409 as a server would when another window changed the data
  // (asking for the reload: a 409 that only refuses the input keeps the page, see error-catalogue.ts).
  await page.route('**/api/auth/user/preferences', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Your preferences were changed in another window', data: { reload: true } }),
    }),
  );
  // Choose a theme other than the current one, so a request is sent whatever earlier specs left.
  const current = await page.locator('html').getAttribute('data-theme');
  await page.locator('[data-user-menu]').click();
  // The reload comes 1.5 s after the warning: wait for it from the click on.
  // domcontentloaded, not load: a loaded machine may take minutes to fetch every resource of the
  // dashboard the page reloads into, and the reload itself is what this test waits for.
  const reloaded = page.waitForEvent('domcontentloaded', { timeout: 90_000 });
  await page.getByRole('menuitemradio', { name: current === 'dark' ? 'Black' : 'Dark' }).click();
  await shot(page, '12-conflict-409').catch(() => console.log('409 screenshot skipped: the page was already reloading'));
  await reloaded;
  expect(await readStorage(page, 'sessionStorage', 'e2e.notices')).toContainEqual(expect.stringContaining('Your preferences were changed in another window'));
  expect(await readStorage(page, 'localStorage', 'history')).toBeNull();
});

test("network failure: 'Could not connect to the Server'", async ({ page, request }) => {
  // Instrumentation: the wells list request fails at the network level, as with a dropped connection.
  await page.route('**/api/wells?*', (route) => route.abort('failed'));
  await openSignedIn(page, await apiToken(request, 'engineer'), '/drilling/dashboards');
  await expect(notice(page, 'error', 'Could not connect to the Server')).toBeVisible();
  await shot(page, '13-network-failure');
});

test('themes and skins are saved per user', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  await openSignedIn(page, token, '/drilling/dashboards');
  for (const [name, bg] of [
    ['Dark', 'rgb(48, 48, 48)'],
    ['Black', 'rgb(0, 0, 0)'],
    ['Light', 'rgb(245, 245, 247)'],
  ] as const) {
    await page.locator('[data-user-menu]').click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', name.toLowerCase());
    await expect(page.locator('html')).toHaveCSS('background-color', bg);
    if (name !== 'Light') await shot(page, `14-theme-${name.toLowerCase()}`);
  }
  await page.locator('[data-user-menu]').click();
  await page.getByRole('menuitemradio', { name: 'Bordered' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'bordered');
  const res = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
  expect((await res.json()).data.preferences).toMatchObject({ theme: 'light', skin: 'bordered' });
  await page.locator('[data-user-menu]').click();
  await page.getByRole('menuitemradio', { name: 'Default' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'default');
});

test('route shortcuts from the manifest: Alt+Shift+S opens Survey for the selected well', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  const well = await firstWell(request, token);
  await openSignedIn(page, token, `/drilling/dashboards/${well.id}`);
  await expect(page.locator('[data-period]')).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyS');
  await expect(page).toHaveURL(`/drilling/survey/${well.id}`);
  await expect(page.locator('[data-pane="drilling.survey"][data-pane-status="ready"]')).toBeVisible();
  // A shortcut the user may not use explains itself: engineers lack VIEW_USERS.
  await page.keyboard.press('Alt+Shift+KeyU');
  await expect(notice(page, 'warning', 'Users: Needs the VIEW_USERS permission')).toBeVisible();
  await expect(page).toHaveURL(`/drilling/survey/${well.id}`);
  await shot(page, '15-shortcut-explains');
});

test("a pane chunk that fails to load: 'Loading chunk failed', then Retry", async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  // Instrumentation: the pane's chunk cannot be fetched, as when the connection drops mid-load.
  const unbuilt = unbuiltRoute();
  test.skip(!unbuilt, 'every documented route is built: no not-built pane chunk to fail');
  await page.route('**/assets/not-built-pane-*.js', (route) => route.abort('failed'));
  await openSignedIn(page, token, unbuilt!.url);
  const pane = page.locator(`[data-pane="${unbuilt!.pane}"]`);
  await expect(pane.locator('[data-pane-error="chunk"]')).toContainText('Loading chunk failed');
  await expect(notice(page, 'error', 'Loading chunk failed')).toBeVisible();
  await shot(page, '16-chunk-failed');
  await page.unroute('**/assets/not-built-pane-*.js');
  await pane.getByRole('button', { name: 'Retry' }).click();
  await expect(pane.getByText(`${unbuilt!.title} is not built yet`)).toBeVisible();
});

test('406 at sign-in: the server message, then the password change with e-mail and token, then sign-in', async ({ page }) => {
  const newhire = { email: 'newhire@demo.drillspace', password: 'drillspace-newhire' };
  const fresh = `fresh-${Date.now()}`;
  await page.goto('/public/sign_in');
  await page.getByLabel('E-mail').fill(newhire.email);
  await page.getByLabel('Password').fill(newhire.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('[data-notice="warning"]')).toBeVisible();
  await shot(page, '17-password-must-change-406');
  await expect(page).toHaveURL(/\/public\/password\/reset\?token=[^&]+&email=newhire%40demo\.drillspace$/);
  await expect(page.getByText(`for ${newhire.email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Min 8 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
  await page.getByLabel('Repeat the new password').fill(fresh);
  await shot(page, '18-password-change');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/public/sign_in');
  await expect(page.locator('[data-notice="success"]')).toBeVisible();
  await page.getByLabel('E-mail').fill(newhire.email);
  await page.getByLabel('Password').fill(fresh);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/drilling\/dashboards/);
});
