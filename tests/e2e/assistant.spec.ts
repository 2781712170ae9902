/**
 * The AI assistant in Chromium, keyboard only, on the e2e server (no model configured there): open
 * the chat from the palette, type the sentence, and get its layout: the survey of Red Hawk
 * 2H with the time log of Bluebonnet 12-1H to its right, each pinned to its well, on the last 24
 * hours; the chat says it read the words without a model and lists what it did. Then the short form
 * "survey red hawk 2h | time log bluebonnet" after Undo. Screenshots: test-results/screenshots/assistant-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot as screenshot } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-pane-loading]')).toHaveCount(0, { timeout: 30_000 });
  await screenshot(page, name);
}

/** The visible pane of a type, and the box of the tile holding it. */
const pane = (page: Page, id: string) => page.locator(`[data-workspace] [data-tab-visible="true"] [data-pane="${id}"]`);

test('the chat turns a sentence into a two-tile layout, by keyboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  const wells = Object.fromEntries(
    ((await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[]).map((w) => [
      w.name,
      String(w.id),
    ]),
  );
  expect(wells['Red Hawk 2H'] && wells['Bluebonnet 12-1H']).toBeTruthy();

  await page.setViewportSize({ width: 1600, height: 900 });
  await openSignedIn(page, token, `/drilling/time_journal/${wells['Red Hawk 2H']}`);
  await expect(pane(page, 'drilling.time_journal')).toBeVisible({ timeout: 60_000 });

  // Ctrl+K, "ai assistant", Enter: the chat takes the focused tile, its input has the focus.
  await page.keyboard.press('Control+KeyK');
  await expect(page.locator('[data-palette]')).toBeVisible();
  await page.keyboard.type('ai assistant');
  await expect(page.locator('[data-palette] [data-entry="assistant.open"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(pane(page, 'assistant.chat')).toBeVisible();
  await expect(page.locator('[data-chat-input]')).toBeFocused();
  await expect(page.locator('[data-assistant]')).toContainText('No language model is configured');
  await shot(page, 'assistant-1-chat-open');

  await page.keyboard.type('open the survey of Red Hawk 2H next to the time log of Bluebonnet 12-1H, last 24 hours');
  await page.keyboard.press('Enter');
  const answer = page.locator('[data-chat-answer]').last();
  await expect(answer.locator('[data-chat-action="done"]')).toHaveCount(2);
  await expect(answer).toContainText('Opened Survey of Red Hawk 2H, last 24 hours (to the right)');
  await expect(answer).toContainText('Opened Time Analysis Log of Bluebonnet 12-1H, last 24 hours (to the right)');

  const survey = pane(page, 'drilling.survey');
  const timeLog = pane(page, 'drilling.time_analysis_log');
  await expect(survey).toBeVisible();
  await expect(timeLog).toBeVisible();
  // Side by side: the time log's tile starts where the survey's ends, on the same row.
  const a = (await survey.boundingBox())!;
  const b = (await timeLog.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 2);
  expect(Math.abs(a.y - b.y)).toBeLessThan(4);
  // Each pinned to its well, on the last 24 hours: the focused (last opened) pane's address says so.
  await expect(page.locator('.flexlayout__tabset_tabbar_outer [data-tab-title]').filter({ hasText: 'Red Hawk 2H' }).first()).toBeVisible();
  await expect(page.locator('.flexlayout__tabset_tabbar_outer [data-tab-title]').filter({ hasText: 'Bluebonnet 12-1H' }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/drilling/time_analysis_log/${wells['Bluebonnet 12-1H']}\\?.*period=last_24h`));
  await expect(page.locator('[data-workspace] [data-tile-number]')).toHaveCount(3);
  await shot(page, 'assistant-2-two-tile-layout');

  // Undo (Tab from the message field reaches nothing before it: the Undo button sits above, Shift+Tab).
  await page.locator('[data-chat-input]').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('[data-chat-undo]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(survey).toHaveCount(0);
  await expect(timeLog).toHaveCount(0);
  await expect(page.locator('[data-workspace] [data-tile-number]')).toHaveCount(1);

  // The short form, offline as well.
  await page.locator('[data-chat-input]').focus();
  await page.keyboard.type('survey red hawk 2h | time log bluebonnet');
  await page.keyboard.press('Enter');
  await expect(pane(page, 'drilling.survey')).toBeVisible();
  await expect(pane(page, 'drilling.time_analysis_log')).toBeVisible();
  await expect(page.locator('[data-chat-answer]').last()).toContainText('also matches Bluebonnet 12-2H; took Bluebonnet 12-1H');
  await shot(page, 'assistant-3-short-form');
});

test('Morning summary by keyboard: the template writes the narrative with its facts beside it, each linking to its pane', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'engineer');
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth(token) })).json()).data as { id: string; name: string }[];
  const redHawk = wells.find((w) => w.name === 'Red Hawk 2H')!;
  await openSignedIn(page, token, `/drilling/time_journal/${redHawk.id}`);
  await expect(pane(page, 'drilling.time_journal')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('ai assistant');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-chat-input]')).toBeFocused();

  // The bar's buttons are in the Tab order before the log and the message field.
  await page.locator('[data-chat-summary="morning"]').focus();
  await page.keyboard.press('Enter');
  const block = page.locator('[data-chat-answer]').last().locator('[data-narrative="morning"]');
  await expect(block).toBeVisible({ timeout: 30_000 });
  await expect(block).toHaveAttribute('data-written-by', 'template');
  await expect(block.locator('[data-narrative-text]')).toContainText('Red Hawk 2H');
  const facts = block.locator('[data-fact]');
  // On-bottom time, NPT and troubles at least; a figure that could not be read is named, not shown as 0.
  expect(await facts.count()).toBeGreaterThanOrEqual(3);
  const text = (await block.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/NaN|undefined|null/);
  // The template's prose holds only numbers among the facts.
  await expect(block.locator('[data-narrative-unsupported]')).toHaveCount(0);
  await shot(page, 'assistant-4-morning-summary');

  // A fact's link opens the pane it came from, pinned to the well, beside the chat.
  const link = block.locator('[data-cite]').first();
  const routeId = await link.getAttribute('data-cite');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(pane(page, routeId!)).toBeVisible({ timeout: 30_000 });
  await expect(pane(page, 'assistant.chat')).toBeVisible();
});

test('without AI_CHAT the palette offers the chat disabled with its reason, and Enter opens nothing', async ({ page, request }) => {
  const token = await apiToken(request, 'viewer');
  expect((await request.post('/api/llm/get_defaults', { headers: auth(token), data: {} })).status()).toBe(403);
  await openSignedIn(page, token, '/');
  await expect(page.locator('[data-workspace] [data-pane]').first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Control+KeyK');
  await page.keyboard.type('ai assistant');
  const entry = page.locator('[data-palette] [data-entry="assistant.open"]');
  await expect(entry).toHaveAttribute('data-disabled', 'true');
  await expect(entry.locator('[data-reason]')).toHaveText('Needs the AI_CHAT permission');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-pane="assistant.chat"]')).toHaveCount(0);
});
