/**
 * Admin › External Providers › External accounts, keyboard only, against the real server (issue 17):
 * an administrator records a user's account at the WITSML store. An account name taken at that
 * provider (in any case) is refused on the account field, a second account of the user there on the
 * user field (both 409s); the account is then renamed and deleted, each step checked against the API.
 * Screenshots: test-results/screenshots/external-accounts-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

const STAMP = Date.now();
// Typed into the user list: a closed select's type-ahead takes no space (Space opens it).
const TYPED = `Quill${STAMP}`;
const PERSON = `${TYPED} Sounder`;
const PROVIDER = 'Rig LS-27 WITSML store';

async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
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

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res = await request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status(), body: await res.json() };
}

test('an account at a provider: created, refused on the field the server names, renamed and deleted by keyboard', async ({ page, request }) => {
  test.setTimeout(240_000);
  const su = await apiToken(request, 'superadmin');
  const admin = await apiToken(request, 'admin');
  const providers = (await call(request, admin, 'GET', '/api/admin/external_providers')).body.data as { id: string; name: string }[];
  const provider = providers.find((p) => p.name === PROVIDER)!;
  const person = await call(request, su, 'POST', '/api/admin/users', {
    name: PERSON,
    email: `quill.${STAMP}@survey.example`,
    password: 'sounder-pass-1',
    role: 'USER',
    status: 2,
  });
  expect(person.status, JSON.stringify(person.body)).toBe(201);
  const other = await call(request, su, 'POST', '/api/admin/users', {
    name: `Other ${STAMP}`,
    email: `other.${STAMP}@survey.example`,
    password: 'sounder-pass-1',
    role: 'USER',
    status: 2,
  });
  expect(other.status).toBe(201);
  const taken = `taken-${STAMP}`;
  expect(
    (await call(request, admin, 'POST', '/api/external_accounts', { user_id: other.body.data.id, provider_id: provider.id, external_id: taken })).status,
  ).toBe(201);

  await openSignedIn(page, admin, '/admin/external_providers');
  const pane = page.locator('[data-pane="admin.external_providers"]');
  await expect(pane.locator('[data-entity-list="external-account"] [role="row"]').nth(1)).toBeVisible({ timeout: 60_000 });

  // 1. A name another user holds at this provider, in other letters: refused on the account field.
  await tabTo(page, /^New account$/);
  await page.keyboard.press('Enter');
  const form = page.locator('[data-external-account-form="create"]');
  await expect(form.locator('select[name="user_id"]')).toBeFocused();
  await page.keyboard.type(TYPED);
  await expect(form.locator('select[name="user_id"]')).toHaveValue(person.body.data.id);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rig');
  await expect(form.locator('select[name="provider_id"]')).toHaveValue(provider.id);
  await page.keyboard.press('Tab');
  await page.keyboard.type(taken.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(form.getByText('The value must be unique')).toBeVisible();
  await expect(form.locator('input[name="external_id"]')).toBeFocused();
  await shot(page, 'external-accounts-01-name-taken');

  // 2. Another name is taken: the account is listed with its user and provider.
  const mine = `quill-${STAMP}`;
  await page.keyboard.press('Control+A');
  await page.keyboard.type(mine);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const made = (await call(request, admin, 'GET', `/api/external_accounts?user_id=${person.body.data.id}`)).body.data;
  expect(made).toMatchObject([{ external_id: mine, provider_id: provider.id, enabled: true, user_name: PERSON }]);
  const list = pane.locator('[data-entity-list="external-account"]');
  await expect(list.getByText(mine)).toBeVisible();
  await shot(page, 'external-accounts-02-created');

  // 3. A second account of the same user at the same provider: refused on the user field.
  await tabTo(page, /^New account$/);
  await page.keyboard.press('Enter');
  await expect(form.locator('select[name="user_id"]')).toBeFocused();
  await page.keyboard.type(TYPED);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rig');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`second-${STAMP}`);
  await page.keyboard.press('Enter');
  await expect(form.getByText('The value must be unique')).toBeVisible();
  await expect(form.locator('select[name="user_id"]')).toBeFocused();
  await shot(page, 'external-accounts-03-second-account');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // 4. Found by search, Enter edits it: renamed and switched off.
  await tabTo(page, /^Search accounts/);
  await page.keyboard.type(mine);
  await expect(list.locator('[role="row"]')).toHaveCount(2); // the header and the one account
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const edit = page.locator('[data-external-account-form="edit"]');
  await expect(edit.locator('select[name="user_id"]')).toBeFocused();
  await expect(edit.locator('input[name="external_id"]')).toHaveValue(mine);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`${mine}-renamed`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Enabled: off
  await page.keyboard.press('Tab');
  await page.keyboard.type('badge 7');
  await shot(page, 'external-accounts-04-edit');
  await tabTo(page, /^Save$/);
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  const renamed = (await call(request, admin, 'GET', `/api/external_accounts/${made[0].id}`)).body.data;
  expect(renamed).toMatchObject({ external_id: `${mine}-renamed`, enabled: false, note: 'badge 7' });
  await expect(list.getByText(`${mine}-renamed`)).toBeVisible();

  // 5. Deleted after the question; the API no longer has it.
  await tabTo(page, /^Search accounts/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`${mine}-renamed`);
  await page.keyboard.press('ArrowDown');
  await tabTo(page, /^Delete account/);
  await page.keyboard.press('Enter');
  const ask = page.locator('[data-confirm-dialog]');
  await expect(ask).toContainText(`${PERSON}'s account ${mine}-renamed at ${PROVIDER}`);
  await tabTo(page, /^Delete$/);
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  expect((await call(request, admin, 'GET', `/api/external_accounts/${made[0].id}`)).status).toBe(404);
  await expect(pane.getByText('Nothing matches.')).toBeVisible();
  await shot(page, 'external-accounts-05-deleted');
});
