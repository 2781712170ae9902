/**
 * No keyboard dead ends: Ctrl+E puts focus where typing goes; Enter on the only match of the Alt+I
 * sign-in-as dialog signs in as that user; Alt+U returns from an impersonation on the 403 page too;
 * a user who can see one well lands on it. Keyboard only, against the real server.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, readStorage, shot, USERS } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a viewer of one well lands on it', async ({ page, request }) => {
  const res = await request.post('/api/auth/login', { data: { email: 'viewer@demo.drillspace', password: 'drillspace-viewer' } });
  const token: string = (await res.json()).token;
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=10', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  expect(wells).toHaveLength(1);
  await openSignedIn(page, token, '/drilling/dashboards');
  await expect(page.locator('[data-well-picker]')).toHaveValue(wells[0].name);
  await expect(page).toHaveURL(new RegExp(`/drilling/dashboards/${wells[0].id}`));
  await shot(page, 'keys-01-viewer-lands-on-its-well');
});

test('Alt+I, type, Enter on the only match; Alt+U on the 403 page returns', async ({ page, request }) => {
  const adminToken = await apiToken(request, 'admin');
  await openSignedIn(page, adminToken, '/drilling/dashboards');
  await expect(page.locator('[data-user-menu]')).toContainText(USERS.admin.name);
  await page.keyboard.press('Alt+KeyI');
  const dialog = page.getByRole('dialog', { name: 'Sign in as another user' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(USERS.engineer.email);
  await expect(dialog.locator('[data-impersonate-hint]')).toHaveText(`Enter: sign in as ${USERS.engineer.name}`);
  await shot(page, 'keys-02-sign-in-as-one-match');
  await page.keyboard.press('Enter');
  const banner = page.locator('[data-impersonation-banner]');
  await expect(banner).toContainText(`You are signed in as ${USERS.engineer.name}`);

  // The engineer may not open the admin area: 403, outside the shell. Alt+U still returns.
  await page.goto('/admin/companies');
  await expect(page).toHaveURL(/\/public\/403/);
  await page.keyboard.press('Alt+KeyU');
  await expect(page.locator('[data-user-menu]')).toContainText(USERS.admin.name);
  await expect(banner).toHaveCount(0);
  expect(await readStorage(page, 'localStorage', 'user.token')).toBe(adminToken);
});

async function focusedIsInput(page: Page, within: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.activeElement;
    return !!el && el.tagName === 'INPUT' && !!el.closest(sel);
  }, within);
}

test('Ctrl+E on the survey puts focus in the editing table', async ({ page, request }) => {
  const token = await apiToken(request, 'superadmin');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  const rh = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
  await openSignedIn(page, token, `/drilling/survey/${rh}`);
  await expect(page.locator('[data-workspace] [data-pane="drilling.survey"] [role="grid"]')).toBeVisible();
  await page.keyboard.press('Alt+Digit1');
  await page.keyboard.press('Control+KeyE');
  await expect(page.locator('[data-survey-editor]')).toBeVisible();
  await expect.poll(() => focusedIsInput(page, '[data-survey-editor]')).toBe(true);
  await shot(page, 'keys-03-edit-focus-in-table');
});
