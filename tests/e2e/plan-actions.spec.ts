/**
 * A plan's actions in the Well Plan pane: "Make definitive" moves the well's definitive plan to it,
 * "Delete" asks first and removes it. Against the real server, on a plan this test creates (the
 * well's own definitive plan is put back at the end). And the anti-collision gate on approving a
 * drilling program (issue 20): Approve on Red Hawk 3H, below the minimum SF against 2H, is blocked
 * by a dialog with the server's reason.
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

test('Approve on a plan below the minimum SF opens the blocking dialog from the keyboard; Escape closes it', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  // Red Hawk 3H is drilled after 2H in the pad program and 10 m from it in the vertical top hole.
  const well = wells.find((w) => w.name === 'Red Hawk 3H')!.id;
  const base = `/api/wells/${well}/drill_prog`;
  const prog = (await (await request.get(base, { headers: auth(token) })).json()).data[0] as { id: string; name: string; status: string };
  if (prog.status === 'draft') expect((await request.post(`${base}/${prog.id}/submit`, { headers: auth(token) })).ok()).toBe(true);
  const check = (await (await request.get(`${base}/${prog.id}/approval_clearance`, { headers: auth(token) })).json()).data;
  expect(check.clear).toBe(false);

  await openSignedIn(page, token, `/drilling/engineering/well/${well}/drilling_program/${prog.id}`);
  const pane = page.locator('[data-workspace] [data-pane="drilling.engineering.program"]');
  const approve = pane.getByRole('button', { name: 'Approve', exact: true });
  await approve.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-approval-blocked]');
  await expect(dialog).toContainText('Approval blocked: Red Hawk 3H');
  await expect(dialog).toContainText(check.violation.message);
  // SF with 2 decimals and the MD in m as the server writes them (the MD moves a few metres with the demo's history)
  await expect(dialog).toContainText(/against Red Hawk 2H is 0\.92 at 1,2\d\d m MD/);
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await shot(page, 'plan-actions-02-approval-blocked');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  expect((await (await request.get(`${base}/${prog.id}`, { headers: auth(token) })).json()).data.status).toBe('submitted');
  // back to a draft, as seeded (a change of name to itself is a new version)
  expect((await request.patch(`${base}/${prog.id}`, { headers: auth(token), data: { name: prog.name } })).ok()).toBe(true);
});
