/**
 * Onboarding by keyboard only, against the real server (issue 17): a superadmin creates a services
 * company, a user in it, a group, grants the group a role on one well, adds the user to it, then
 * signs in as the user (Alt+I) and sees exactly that one well (Alt+A lists the wells the user may
 * pick), and returns (Alt+U). Each step is checked against the API too.
 * Screenshots: test-results/screenshots/onboarding-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot, USERS } from './support';

const STAMP = Date.now();
const COMPANY = `Pecos Wireline ${STAMP}`;
const PERSON = 'Wren Wireline';
const EMAIL = `wren.${STAMP}@pecos.example`;
const GROUP = `Pecos crew ${STAMP}`;
const WELL = 'Red Hawk 2H';

const palette = (page: Page) => page.locator('[data-palette]');

/** Tab until the focused element's accessible name matches (every control is reachable by Tab alone). */
async function tabTo(page: Page, name: RegExp, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim() : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`no focusable element named ${name} within ${max} tabs`);
}

async function openByPalette(page: Page, text: string, routeId: string): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(palette(page).locator(`[data-entry="route.${routeId}"]`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-pane="${routeId}"]`)).toBeVisible();
}

async function get(request: APIRequestContext, token: string, url: string) {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test('a company, a user in it, a group granted one well: signed in as the user, exactly that well', async ({ page, request }) => {
  test.setTimeout(540_000);
  const token = await apiToken(request, 'superadmin');
  await openSignedIn(page, token, '/admin/companies');
  const list = page.locator('[data-pane="admin.companies"]');
  await expect(list.locator('[role="row"]').nth(1)).toBeVisible({ timeout: 60_000 });
  await shot(page, 'onboarding-01-companies');

  // 1. The company: a taken name is refused on its field (409), then the new one; it opens at once.
  await tabTo(page, /^New company$/);
  await page.keyboard.press('Enter');
  const form = page.locator('[data-company-form="create"]');
  await expect(form.locator('input[name="name"]')).toBeFocused();
  await page.keyboard.type('Lone Star Drilling Co.');
  await page.keyboard.press('Enter');
  await expect(form.getByText('The value must be unique')).toBeVisible();
  await expect(form.locator('input[name="name"]')).toBeFocused();
  await shot(page, 'onboarding-02-company-name-taken');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(COMPANY);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Drilling'); // the Type list: "Drilling services"
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const detail = page.locator('[data-pane="admin.company"]');
  await expect(detail.locator('[data-field="name"]')).toHaveText(COMPANY);
  await expect(detail.locator('[data-field="type_id"]')).toHaveText('Drilling services');
  const company = (await get(request, token, `/api/companies?search=${encodeURIComponent(COMPANY)}`))[0];
  expect(company).toMatchObject({ name: COMPANY, type_id: 2 });
  await expect(page).toHaveURL(`/admin/companies/${company.id}`);

  // 2. A user in it: "New employee" opens the user form with the company chosen.
  await tabTo(page, /^New employee$/);
  await page.keyboard.press('Enter');
  const userForm = page.locator('[data-user-form="create"]');
  await expect(userForm.locator('input[name="name"]')).toBeFocused();
  await expect(userForm.locator('select[name="company_id"]')).toHaveValue(company.id);
  await page.keyboard.type(PERSON);
  await page.keyboard.press('Tab');
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type('wireline-pass-1');
  await page.keyboard.press('Enter');
  await expect(userForm).toBeHidden();
  await expect(detail.locator('[data-related="employees"] [role="row"]')).toHaveCount(2); // header + Wren
  await expect(detail.locator('[data-related="employees"]')).toContainText(EMAIL);
  await shot(page, 'onboarding-03-company-with-employee');
  const employees = await get(request, token, `/api/companies/${company.id}/employees`);
  expect(employees.map((e: { email: string }) => e.email)).toEqual([EMAIL]);

  // The employee's own screen: Tab into the employees, ↓ picks Wren, Enter opens; no well seen yet.
  await tabTo(page, /^Employees Name/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const userPane = page.locator('[data-pane="admin.user"]');
  await expect(userPane.locator('[data-field="email"]')).toHaveText(EMAIL);
  await expect(userPane.locator('[data-field="company_id"]')).toHaveText(COMPANY);
  await expect(userPane.locator('[data-related="seen-wells"]')).toContainText('Sees no well.');
  await shot(page, 'onboarding-03b-user-detail');

  // 3. A group, granted a role on one well, with the user as its member.
  await openByPalette(page, 'Global Access', 'admin.global_access');
  const access = page.locator('[data-pane="admin.global_access"]');
  await tabTo(page, /^New group$/);
  await page.keyboard.press('Enter');
  const groupForm = page.locator('[data-group-form="create"]');
  await expect(groupForm.locator('input[name="name"]')).toBeFocused();
  await page.keyboard.type(GROUP);
  await page.keyboard.press('Enter');
  await expect(groupForm).toBeHidden();
  await expect(access.locator('[data-related="members"]')).toContainText(`Members of ${GROUP}`);

  await tabTo(page, /^Find well$/);
  await page.keyboard.type(WELL);
  await expect(access.locator('[data-grant-picker] select[aria-label="Well"] option')).toHaveText([WELL]);
  await tabTo(page, /^Grant$/);
  await page.keyboard.press('Enter');
  await expect(access.locator('[data-related="group-roles"] [role="row"]')).toHaveCount(2);
  await expect(access.locator('[data-related="group-roles"]')).toContainText(WELL);

  await tabTo(page, /^Find user$/);
  await page.keyboard.type(EMAIL);
  await expect(access.locator('select[aria-label="User"] option')).toHaveText([`${PERSON} <${EMAIL}>`]);
  await tabTo(page, /^Add member$/);
  await page.keyboard.press('Enter');
  await expect(access.locator('[data-related="members"] [role="row"]')).toHaveCount(2);
  await expect(access.locator('[data-related="members"]')).toContainText(EMAIL);
  await shot(page, 'onboarding-04-group-with-role-and-member');

  const user = (await get(request, token, `/api/admin/users?search=${encodeURIComponent(EMAIL)}`))[0];
  expect((await get(request, token, `/api/admin/users/${user.id}/wells`)).map((w: { name: string }) => w.name)).toEqual([WELL]);

  // 4. Sign in as the user (Alt+I): the wells they may pick are exactly the one granted.
  await page.keyboard.press('Alt+KeyI');
  const dialog = page.getByRole('dialog', { name: 'Sign in as another user' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(EMAIL);
  await expect(dialog.locator('[data-impersonate-hint]')).toHaveText(`Enter: sign in as ${PERSON}`);
  await page.keyboard.press('Enter');
  const banner = page.locator('[data-impersonation-banner]');
  await expect(banner).toContainText(`You are signed in as ${PERSON}`);
  await expect(page.locator('[data-well-picker]')).toHaveValue(WELL, { timeout: 30_000 });
  await page.keyboard.press('Alt+KeyA');
  await expect(palette(page)).toContainText('Select well');
  const wells = palette(page).locator('[data-entry^="well:"]');
  await expect(wells).toHaveCount(1);
  await expect(wells).toContainText(WELL);
  await shot(page, 'onboarding-05-signed-in-as-user-one-well');
  // Esc goes back to the palette's commands, a second Esc closes it.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // 5. Back (Alt+U) to the superadmin's own account.
  await page.keyboard.press('Alt+KeyU');
  await expect(banner).toHaveCount(0);
  await expect(page.locator('[data-user-menu]')).toContainText(USERS.superadmin.name);
  await shot(page, 'onboarding-06-returned');
});
