/**
 * Edit a stored engineering scenario by keyboard (issue 16, spec 4 edit → apply | cancel): Ctrl+E
 * starts the server-side draft, the mud density is typed in the user's units, Shift+Enter computes on
 * the draft (the pane says so), Enter applies it as version 2; a second edit cancelled with Escape
 * leaves the scenario as it was and no draft. The scenario is made and deleted through the API, so
 * the well's demo scenario stays untouched.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, notice, openSignedIn, shot } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const PPG = 119.826;
const pane = (page: Page) => page.locator('[data-workspace] [data-pane="drilling.engineering.model"]');

test('edit a scenario by keyboard: Ctrl+E, type, Shift+Enter computes on the draft, Enter applies; Escape cancels', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  const well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
  const url = `/api/wells/${well}/engineering/scenarios`;
  const made = await request.post(url, { headers: auth(token), data: { name: `E2E ${Date.now()}`, inputs: { mud_density_kg_m3: 1200 } } });
  expect(made.status()).toBe(201);
  const id = (await made.json()).data.id as string;
  const read = async () => (await (await request.get(`${url}/${id}`, { headers: auth(token) })).json()).data;

  try {
    await openSignedIn(page, token, `/drilling/engineering/well/${well}/engineering_models/${id}`);
    const p = pane(page);
    const editor = p.locator('[data-scenario-editor]');
    await expect(editor).toHaveAttribute('data-scenario-editor', 'viewing');
    await expect(p.locator('[data-engineering-part="torque-drag"]')).toBeVisible();
    await p.getByLabel('Name').focus();
    await page.keyboard.press('Control+KeyE');
    await expect(editor).toHaveAttribute('data-scenario-editor', 'editing');
    const mud = p.getByLabel(/^Mud density/);
    const ppg = ((await p.locator('label').filter({ hasText: 'Mud density' }).textContent()) ?? '').includes('ppg');
    await mud.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(ppg ? '12.5' : '1.5'); // g/cm³ in metric
    await page.keyboard.press('Shift+Enter');
    await expect(p).toContainText('computed on your draft');
    // The hydraulics recomputed on the draft's heavier mud.
    await expect(p.locator('[data-engineering-part="hydraulics"]')).toContainText(ppg ? /mud 12\.50? ppg/ : 'mud 1.500 g/cm³');
    await shot(page, 'engineering-scenario-01-draft');
    // Another user still sees version 1.
    const admin = await apiToken(request, 'admin');
    const seen = (await (await request.get(`${url}/${id}`, { headers: auth(admin) })).json()).data;
    expect([seen.version, seen.inputs.mud_density_kg_m3, seen.draft]).toEqual([1, 1200, null]);
    await mud.focus();
    await page.keyboard.press('Enter');
    await expect(editor).toHaveAttribute('data-scenario-editor', 'viewing');
    await expect(notice(page, 'success', 'applied as version 2')).toBeVisible();
    const applied = await read();
    expect(applied.version).toBe(2);
    expect(applied.inputs.mud_density_kg_m3).toBeCloseTo(ppg ? 12.5 * PPG : 1500, 0);
    expect(applied.draft).toBeNull();
    await expect(p).not.toContainText('computed on your draft');
    await shot(page, 'engineering-scenario-02-applied');

    // A second edit, cancelled with Escape: the scenario stays at version 2 and no draft is left.
    await p.getByLabel('Name').focus();
    await page.keyboard.press('Control+KeyE');
    await expect(editor).toHaveAttribute('data-scenario-editor', 'editing');
    await p.getByLabel(/^Friction open hole/).focus();
    await page.keyboard.type('0.5');
    await page.keyboard.press('Escape');
    await expect(editor).toHaveAttribute('data-scenario-editor', 'viewing');
    await expect.poll(async () => (await read()).draft).toBeNull();
    const after = await read();
    expect([after.version, after.inputs]).toEqual([2, applied.inputs]);
  } finally {
    expect((await request.delete(`${url}/${id}`, { headers: auth(token) })).ok()).toBe(true);
  }
});
