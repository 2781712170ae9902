/**
 * A pad program of four wells with its anti-collision matrix, keyboard only (issue 20): the palette
 * opens Pad Programs, Enter on the focused list opens the seeded program, and the pane computes the
 * separation factors across the six pairs of the pad's wells: a 4 × 4 matrix, the flagged pairs and the
 * 3D scene of the pad.
 */
import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

test('a pad program of four wells with its AC matrix, from the palette', async ({ page, request }) => {
  const token = await apiToken(request, 'engineer');
  await openSignedIn(page, token, '/drilling/dashboards');
  await expect(page.locator('[data-workspace] [data-tile-number]').first()).toBeVisible();
  await page.keyboard.press('Control+KeyK');
  await expect(page.locator('[data-palette]')).toBeVisible();
  await page.keyboard.type('pad programs');
  await expect(page.locator('[data-palette] [data-entry="route.planning.pad_programs"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  const list = page.locator('[data-workspace] [data-planning="pad-programs"]');
  const grid = list.locator('[role="grid"]').first();
  await expect(grid.locator('[role="row"][data-row-index]').first()).toBeVisible();
  await grid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');

  const program = page.locator('[data-workspace] [data-planning="pad-program"]');
  await expect(program.locator('[data-pad-ac="ready"]')).toBeVisible({ timeout: 60_000 });
  // Four wells: six pairs; the matrix has a row per well.
  await expect(program.locator('[data-pad-ac="ready"]')).toContainText(/\b6 pairs in \d+ ms/);
  const matrix = program.getByRole('grid', { name: /^Separation factor matrix of / });
  await expect(matrix.locator('[role="row"][data-row-index]')).toHaveCount(4);
  await expect(program).not.toContainText('NaN');
  await shot(page, 'pad-program-ac-matrix');
});
