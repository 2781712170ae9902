/**
 * A plan's actions in the Well Plan pane: "Make definitive" moves the well's definitive plan to it,
 * "Delete" asks first and removes it. Against the real server, on a plan this test creates (the
 * well's own definitive plan is put back at the end).
 */
import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const segments = [
  { kind: 'hold_to_md', md: 2400 },
  { kind: 'curve_to', dls: 9, inc: 90, az: 45 },
  { kind: 'hold_to_md', md: 4500 },
];

test('make a plan definitive, then delete it, from the Well Plan pane', async ({ page, request }) => {
  const token = await apiToken(request, 'superadmin');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  const well = wells.find((w) => w.name === 'Northstar Federal 21-4H')!.id;
  const plans = async () =>
    (await (await request.get(`/api/wells/${well}/plans`, { headers: auth(token) })).json()).data as { id: string; name: string; is_definitive: boolean }[];
  const before = (await plans()).find((p) => p.is_definitive);
  const created = await request.post(`/api/wells/${well}/plans`, { headers: auth(token), data: { name: 'E2E alternative', variant: 'PROPOSAL', segments } });
  expect(created.status()).toBe(201);
  const id = String((await created.json()).data.id);

  await openSignedIn(page, token, `/drilling/well_plans/${id}/${well}`);
  const pane = page.locator('[data-workspace] [data-pane="drilling.well_plan"]');
  await expect(pane).toContainText('E2E alternative');
  await pane.getByRole('button', { name: 'Make definitive' }).click();
  await expect.poll(async () => (await plans()).find((p) => p.is_definitive)?.id).toBe(id);
  await expect(pane.getByRole('button', { name: 'Make definitive' })).toBeDisabled();
  await shot(page, 'plan-actions-01-definitive');

  // Put the well's own definitive plan back, then delete ours: asked first, Escape keeps it.
  if (before) expect((await request.patch(`/api/wells/${well}/plans/${before.id}`, { headers: auth(token), data: { is_definitive: true } })).ok()).toBe(true);
  await pane.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('[data-confirm-dialog]');
  await expect(confirm).toContainText('Delete E2E alternative?');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect((await plans()).some((p) => p.id === id)).toBe(true);
  await pane.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(async () => (await plans()).some((p) => p.id === id)).toBe(false);
});
