/**
 * Build a BHA by keyboard (issue 16): in the well's BHA list N adds a planned run (a lone bit) and
 * opens its assembly; Ctrl+E edits it; Insert adds a mud motor with its bend below the bit, typed
 * cell by cell with Tab; Enter applies (PUT). The run summary in the BHA list then shows the motor
 * bend and the new length, and the assembly's schematic shows the run in its hole. A second edit
 * discarded with Escape leaves the stored run as it was. The run is deleted at the end (API), so the
 * demo well keeps its own runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, notice, openSignedIn, shot } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const FT = 0.3048;

interface Run {
  id: string;
  run_no: number;
  name: string;
  total_length_m: number;
  motor_bend_deg: number | null;
  components: { type: string; length_m: number; bend_deg: number | null }[];
}

const listPane = (page: Page) => page.locator('[data-workspace] [data-pane="drilling.equipment.bha"]');
const assemblyPane = (page: Page) => page.locator('[data-workspace] [data-pane="drilling.equipment.bha.assembly"]');

test('build a BHA by keyboard: N adds a run, Insert a motor with its bend, Enter applies, the run summary shows it; Escape discards', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'engineer');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  const well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
  const runs = async () => (await (await request.get(`/api/wells/${well}/bha`, { headers: auth(token) })).json()).data.assemblies as Run[];
  const before = await runs();
  const runNo = Math.max(...before.map((r) => r.run_no)) + 1;

  await openSignedIn(page, token, `/drilling/equipment/well/${well}/bha`);
  await expect(listPane(page)).toContainText(`${before.length} runs`);
  await listPane(page).locator('[role="grid"]').first().focus();
  await page.keyboard.press('n');
  await expect(notice(page, 'success', `Run ${runNo} added`)).toBeVisible();
  const made = (await runs()).find((r) => r.run_no === runNo)!;
  expect(made.components.map((c) => c.type)).toEqual(['bit']);
  let id = made.id;

  try {
    // The new run's assembly opened beside the list: edit it.
    const pane = assemblyPane(page);
    await expect(pane).toContainText(`Run ${runNo}`);
    await pane.locator('[role="grid"]').first().focus();
    await page.keyboard.press('Control+KeyE');
    await expect(pane).toContainText('BHA assembly — editing');
    const bitType = pane.getByLabel('Component row 1 Type', { exact: true });
    await bitType.focus();
    await page.keyboard.press('Insert');
    const motorType = pane.getByLabel('Component row 2 Type', { exact: true });
    await expect(motorType).toBeVisible();
    await motorType.focus();
    await page.keyboard.type('Mud');
    await expect(motorType).toHaveValue('motor');
    // Description, OD, ID, Length, Weight, Connection, Serial, Sensor, Bend, in the grid's Tab order.
    const lengthLabel = (await pane.getByLabel(/^Component row 2 Length/).getAttribute('aria-label'))!;
    const feet = lengthLabel.includes('(ft)');
    for (const text of ['6¾" PDM 7/8 lobe', '6.75', '0', feet ? '27.89' : '8.5', feet ? '80.6' : '120', '4½" IF', 'M-1234', '', '1.5']) {
      await page.keyboard.press('Tab');
      if (text) await page.keyboard.type(text);
    }
    await expect(pane.getByLabel('Component row 2 Bend (°)')).toHaveValue('1.5');
    await shot(page, 'bha-builder-01-draft');
    await page.keyboard.press('Enter');
    await expect(pane).not.toContainText('BHA assembly — editing');

    // Stored: bit then motor, the bend on the motor, the length the bit's 0.4 m plus 8.5 m.
    const stored = (await runs()).find((r) => r.id === id)!;
    expect(stored.components.map((c) => c.type)).toEqual(['bit', 'motor']);
    expect(stored.components[1].length_m).toBeCloseTo(feet ? 27.89 * FT : 8.5, 2);
    expect(stored.motor_bend_deg).toBe(1.5);
    expect(stored.total_length_m).toBeCloseTo(0.4 + (feet ? 27.89 * FT : 8.5), 2);
    await expect(pane).toContainText('Mud motor');
    // Beside the table, the schematic shows the new run hanging at the drilled depth, inside the hole.
    await expect(pane.locator('[data-bha-schematic]')).toContainText(`BHA run ${runNo} (planned)`);
    await shot(page, 'bha-builder-01b-schematic');

    // The run summary in the BHA list shows it: the bend and the length, in the user's units.
    await openSignedIn(page, token, `/drilling/equipment/well/${well}/bha`);
    const row = listPane(page)
      .locator('[role="row"]')
      .filter({ hasText: `Run ${runNo}` });
    await expect(row).toContainText('1.50');
    const shown = feet ? stored.total_length_m / FT : stored.total_length_m;
    await expect(row).toContainText(shown.toFixed(2));
    await shot(page, 'bha-builder-02-run-summary');

    // A second edit, discarded by Escape: nothing of it is stored.
    await openSignedIn(page, token, `/drilling/equipment/well/${well}/bha/${id}`);
    const again = assemblyPane(page);
    await expect(again).toContainText('Mud motor');
    await again.locator('[role="grid"]').first().focus();
    await page.keyboard.press('Control+KeyE');
    await expect(again).toContainText('BHA assembly — editing');
    await again.getByLabel('Component row 2 Bend (°)').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2.12');
    await page.keyboard.press('Escape');
    await expect(again).not.toContainText('BHA assembly — editing');
    const after = (await runs()).find((r) => r.id === id)!;
    expect(after.motor_bend_deg).toBe(1.5);
    expect(after.components).toEqual(stored.components);
  } finally {
    expect((await request.delete(`/api/wells/${well}/bha/${id}`, { headers: auth(token) })).ok()).toBe(true);
    id = '';
  }
});
