/**
 * Notes in Chromium (issue 18 part 4). Well Notes by keyboard only: N reaches the composer, the
 * markdown preview shows what will be saved, Ctrl+Enter saves (the note is listed and in the API),
 * Escape cancels a draft (nothing saved), E edits your own note, Delete deletes it (asked first).
 * Script payloads posted through the API as comments run nothing (a flag each would set stays unset)
 * and show as literal text. A comment at a time marks the time log. The tabs of Well Notes reach the
 * other kinds by keyboard: a hazard with its severity chosen by a key (listed with a named badge), a
 * rig message written, edited and listed like a note.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LogsServer } from '../../bench/logs-client-support';
import { liveServer } from './live-server';
import { shot } from './support';

const WELL = 'Red Hawk 2H';
let srv: LogsServer;
let wellId = '';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC' });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  srv = await liveServer();
  wellId = srv.wells[WELL];
});

type Note = { id: string; body: string; visibility: string; time: number | null };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${srv.server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${srv.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}
const comments = async () => (await api<{ data: Note[] }>('GET', `/wells/${wellId}/user_comments`)).data;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), srv.token);
  await page.goto(`${srv.server.url}${path}`);
}

const pane = (page: Page) => page.locator('[data-pane="widget.well-notes"]');
const widgetUrl = () => `/well/${wellId}/widget/well-notes/mode/drilling/well_stage/drilling`;

test('keyboard only: add a markdown note with Ctrl+Enter, Escape cancels a draft, E edits, Delete deletes', async ({ page }) => {
  test.setTimeout(180_000);
  const before = (await comments()).length;
  await open(page, widgetUrl());
  await expect(pane(page)).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  await expect(pane(page).locator('form[data-notes-form="add"]')).toBeVisible();

  // N, pressed anywhere in the pane but a field, reaches the composer.
  await pane(page).locator('[data-notes-root]').focus();
  await page.keyboard.press('n');
  await expect(pane(page).locator('textarea')).toBeFocused();

  await page.keyboard.type('Pumps **off** at `3100 m`:\n- check the *shakers*\n- call the [mud engineer](https://example.com/mud)');
  const preview = pane(page).locator('[data-notes-preview]');
  await expect(preview.locator('strong')).toHaveText('off');
  await expect(preview.locator('li')).toHaveCount(2);
  await expect(preview.locator('a')).toHaveAttribute('href', 'https://example.com/mud');
  // Tab to the visibility select and choose Only me by keys
  await page.keyboard.press('Tab'); // time
  await page.keyboard.press('Tab'); // depth
  await page.keyboard.type('3100');
  await page.keyboard.press('Tab'); // visibility
  await page.keyboard.press('ArrowDown');
  await expect(pane(page).locator('select')).toHaveValue('ONLY_ME');
  await shot(page, 'notes-01-composer-preview');
  await page.keyboard.press('Control+Enter');
  const note = pane(page).locator('[data-note]').first();
  await expect(note.locator('[data-note-body] strong')).toHaveText('off');
  await expect(note).toContainText('Only me');
  await expect(pane(page).locator('textarea')).toHaveValue('');
  const after = await comments();
  expect(after.length).toBe(before + 1);
  const saved = after.find((c) => c.body.startsWith('Pumps **off**'))!;
  expect(saved.visibility).toBe('ONLY_ME');
  expect(saved.time).not.toBeNull();
  await shot(page, 'notes-02-listed');

  // A draft cancelled with Escape leaves nothing.
  await pane(page).locator('textarea').focus();
  await page.keyboard.type('never mind');
  await page.keyboard.press('Escape');
  await expect(pane(page).locator('textarea')).toHaveValue('');
  expect((await comments()).length).toBe(before + 1);

  // E on the focused note edits it; Ctrl+Enter saves the change.
  await note.focus();
  await page.keyboard.press('e');
  await expect(pane(page).locator('form[data-notes-form="edit"] textarea')).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\nDone.');
  await page.keyboard.press('Control+Enter');
  await expect(pane(page).locator('form[data-notes-form="add"]')).toBeVisible();
  await expect(note).toContainText('Done.');
  expect((await comments()).find((c) => c.id === saved.id)!.body).toMatch(/Done\.$/);

  // Delete on the focused note asks, Enter confirms.
  await note.focus();
  await page.keyboard.press('Delete');
  const confirm = page.locator('[data-confirm-dialog]');
  await expect(confirm).toContainText('Delete the note?');
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(pane(page).locator(`[data-note="${saved.id}"]`)).toHaveCount(0);
  expect((await comments()).find((c) => c.id === saved.id)).toBeUndefined();
});

test('keyboard only: a High hazard shows its named badge and filters by severity; a rig message is written and edited', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, widgetUrl());
  await expect(pane(page)).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  const tab = (kind: string) => pane(page).locator(`[data-notes-kind="${kind}"]`);

  // Arrow keys move along the tabs: Well notes → Rig messages → Hazards; Enter opens it.
  await tab('comment').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('hazard')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab('hazard')).toHaveAttribute('aria-selected', 'true');
  await expect(pane(page).locator('select[aria-label="Severity"]')).toBeVisible();
  await expect(pane(page).locator('select[aria-label="Visible to"]')).toHaveCount(0);

  await pane(page).locator('[data-notes-root]').focus();
  await page.keyboard.press('n');
  await expect(pane(page).locator('textarea')).toBeFocused();
  await page.keyboard.type('Lost circulation in the **limestone**');
  await page.keyboard.press('Tab'); // time
  await page.keyboard.press('Tab'); // depth
  await page.keyboard.type('1500');
  await page.keyboard.press('Tab'); // severity
  await page.keyboard.press('h');
  await expect(pane(page).locator('select[aria-label="Severity"]')).toHaveValue('high');
  await page.keyboard.press('Control+Enter');
  const hazard = pane(page).locator('[data-note]', { has: page.locator('[data-note-body] strong', { hasText: 'limestone' }) });
  await expect(hazard.locator('[data-note-tag="high"]')).toHaveText('Severity High');
  const hazards = (await api<{ data: { id: string; body: string; severity: string | null }[] }>('GET', `/wells/${wellId}/hazards`)).data;
  expect(hazards.find((h) => h.body.includes('limestone'))?.severity).toBe('high');

  // Narrowed to Low, the High hazard leaves the list; back to every severity, it returns.
  await pane(page).locator('[data-notes-filter]').focus();
  await pane(page).locator('[data-notes-filter]').selectOption('low');
  await expect(hazard).toHaveCount(0);
  await pane(page).locator('[data-notes-filter]').selectOption('high');
  await expect(hazard).toHaveCount(1);
  expect(
    await pane(page)
      .locator('[data-note-tag]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-note-tag'))),
  ).not.toContain('low');
  await shot(page, 'notes-07-hazard-severity');

  // Rig messages: one tab back, by keyboard.
  await tab('hazard').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(tab('message')).toHaveAttribute('aria-selected', 'true');
  await expect(pane(page).locator('select')).toHaveCount(0);
  await pane(page).locator('[data-notes-root]').focus();
  await page.keyboard.press('n');
  await page.keyboard.type('Pumps off for a **swab** change');
  await page.keyboard.press('Control+Enter');
  const message = pane(page).locator('[data-note]', { has: page.locator('[data-note-body] strong', { hasText: 'swab' }) });
  await expect(message).toBeVisible();
  await message.focus();
  await page.keyboard.press('e');
  await expect(pane(page).locator('form[data-notes-form="edit"] textarea')).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(', back at 14:20');
  await page.keyboard.press('Control+Enter');
  await expect(message).toContainText('back at 14:20');
  const messages = (await api<{ data: { body: string }[] }>('GET', `/wells/${wellId}/messages`)).data;
  expect(messages.map((m) => m.body)).toContain('Pumps off for a **swab** change, back at 14:20');
  await shot(page, 'notes-08-rig-message');
});

const PAYLOADS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2">',
  '<svg onload="window.__pwned = 3"></svg>',
  '[click me](javascript:window.__pwned=4)',
  '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
  '**<b onmouseover="window.__pwned=6">hover</b>**',
];

test('script payloads posted as comments run nothing and show as text; the log marks them at their time', async ({ page }) => {
  test.setTimeout(240_000);
  const nowS = Math.floor(Date.now() / 1000);
  for (const [i, body] of PAYLOADS.entries()) await api('POST', `/wells/${wellId}/user_comments`, { body, time: nowS - 600 - i * 60, visibility: 'EVERYONE' });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await open(page, widgetUrl());
  await expect(pane(page)).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  for (const body of PAYLOADS.slice(0, 3)) await expect(pane(page).getByText(body, { exact: true })).toBeVisible();
  await expect(pane(page).getByText('[click me](javascript:window.__pwned=4)')).toBeVisible();
  // hover and click what could carry a handler or a link
  await pane(page).getByText('hover').first().hover();
  await pane(page).getByText('[click me]', { exact: false }).first().click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await pane(page).locator('[data-note-body] script, [data-note-body] img, [data-note-body] svg, [data-note-body] iframe').count()).toBe(0);
  expect(await pane(page).locator('[data-note-body] a[href^="javascript"]').count()).toBe(0);
  await shot(page, 'notes-03-payloads-inert');

  // The time log shows a mark per comment in its window, with the note as hover text.
  await open(page, `/drilling/time_analysis_log/${wellId}`);
  const log = page.locator('[data-pane="drilling.time_analysis_log"]');
  await expect(log.locator('[data-log-mark]').first()).toBeAttached({ timeout: 60_000 });
  const titles = await log.locator('[data-log-mark] [title]').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
  expect(titles.some((t) => t.includes('<script>window.__pwned = 1</script>'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.waitForTimeout(1500);
  await shot(page, 'notes-04-time-log-marks');
});

test('Hazards at a depth and Template Notes show what was written, without a sharing scope for hazards', async ({ page }) => {
  test.setTimeout(120_000);
  await api('POST', `/wells/${wellId}/hazards`, {
    title: 'Shallow gas',
    body: 'Expect **gas** from 800 m: keep the *diverter* lined up',
    depth_m: 800,
    severity: 'high',
  });
  await open(page, `/well/${wellId}/widget/hazards/mode/drilling/well_stage/drilling`);
  const hz = page.locator('[data-pane="widget.hazards"]');
  // The demo's own hazards (at the well's formation tops) are listed too: find the one written here.
  const gas = hz.locator('[data-note]', { has: page.locator('h3', { hasText: 'Shallow gas' }) });
  await expect(gas.locator('[data-note-body] strong')).toHaveText('gas', { timeout: 60_000 });
  await expect(gas).toContainText('800');
  await expect(gas.locator('[data-note-tag="high"]')).toHaveText('Severity High');
  await expect(hz.locator('select[aria-label="Visible to"]')).toHaveCount(0);
  await expect(hz.locator('select[aria-label="Severity"]')).toHaveCount(1);
  await shot(page, 'notes-05-hazards');

  await open(page, `/well/${wellId}/widget/template-notes/mode/drilling/well_stage/drilling`);
  const tn = page.locator('[data-pane="widget.template-notes"]');
  await expect(tn.locator('textarea')).toBeVisible({ timeout: 60_000 });
  await tn.locator('textarea').focus();
  await page.keyboard.type('Read the **ROP** track first');
  await page.keyboard.press('Control+Enter');
  await expect(tn.locator('[data-note-body] strong')).toHaveText('ROP');
  await shot(page, 'notes-06-template-notes');
});

test('a rig manager writes rig messages and reads hazards without a composer', async ({ page }) => {
  test.setTimeout(180_000);
  // The rig crew's role: rig messages (VIEW_LOGS, EDIT_TIMELOG); hazards to read (VIEW_HAZARDS, no EDIT_HAZARDS).
  const login = await fetch(`${srv.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'rigmanager@demo.drillspace', password: 'drillspace-rig' }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  await page.goto(`${srv.server.url}/public/404`);
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), token);
  await page.goto(`${srv.server.url}${widgetUrl()}`);
  await expect(pane(page)).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  const tabs = pane(page).locator('[data-notes-kind]');
  await expect(tabs).toHaveCount(4);

  await pane(page).locator('[data-notes-kind="message"]').focus();
  await page.keyboard.press('Enter');
  await expect(pane(page).locator('form[data-notes-form="add"] button[type="submit"]')).toHaveText('Add rig message');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(pane(page).locator('[data-notes-kind="hazard"]')).toHaveAttribute('aria-selected', 'true');
  await expect(pane(page).locator('[data-notes-read-only]')).toHaveText(/writing hazards on this well needs the EDIT_HAZARDS permission/);
  await expect(pane(page).locator('form[data-notes-form]')).toHaveCount(0);
  await shot(page, 'notes-rig-manager-hazards');
});
