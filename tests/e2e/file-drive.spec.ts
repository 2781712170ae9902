/**
 * The file drive in the browser, keyboard first, against the real server: the demo well's files are
 * listed (made by the seed from its own surveys), a 200 MB file is uploaded with the progress bar,
 * the page is reloaded part-way and the same file chosen again resumes where it stopped (the server
 * says how much it has; the finished file's sha256 is the local one's); a bad name is refused with
 * the spec's message; F2 renames, Delete deletes (asked first).
 */
import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiToken, openSignedIn, shot } from './support';

const pane = '[data-workspace] [data-pane="drilling.file_drive"]';

test('keyboard: demo files listed; a 200 MB upload with progress, reloaded part-way and resumed; rename and delete', async ({ page, request }) => {
  test.setTimeout(300_000);
  const token = await apiToken(request, 'engineer');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/backstore2/app_state', { headers: auth, data: { config: {} } })).ok()).toBe(true);
  const wells = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data as { id: string; name: string }[];
  const well = wells.find((w) => w.name === 'Red Hawk 2H')!;

  await openSignedIn(page, token, `/drilling/file_drive/${well.id}`);
  const drive = page.locator(pane);
  await expect(drive).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  await expect(drive.getByRole('row', { name: /Red Hawk 2H survey listing\.csv/ })).toBeVisible();
  await shot(page, 'file-drive-01-demo-files');

  // A 200 MB file into Logs: keyboard to the folder, then Upload… (the browser's file chooser).
  const dir = mkdtempSync(join(tmpdir(), 'drive-e2e-'));
  const big = join(dir, 'Run 3 memory log.bin');
  const bytes = randomBytes(200 * 1024 * 1024);
  writeFileSync(big, bytes);
  const sha = createHash('sha256').update(bytes).digest('hex');
  await drive.locator('[data-folder="logs"]').focus();
  await page.keyboard.press('Enter');
  await expect(drive.locator('[data-folder="logs"]')).toHaveAttribute('aria-pressed', 'true');

  // At most 40 MB/s up, so the reload lands part-way however fast the machine is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (bytesPerS: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerS });
  await throttle(40 * 1024 * 1024);
  const chooser = page.waitForEvent('filechooser');
  await drive.getByRole('button', { name: 'Upload…' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(big);
  const status = drive.locator('[data-upload="Run 3 memory log.bin"] [data-upload-status]');
  await expect(status).toContainText(/of 209\.7 MB \(\d+ %\)/);
  await expect.poll(async () => Number(/\((\d+) %\)/.exec((await status.textContent()) ?? '')?.[1] ?? 0), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
  await shot(page, 'file-drive-02-uploading');

  // Reload part-way: the browser remembers the unfinished upload; choosing the file again resumes it.
  await page.reload();
  await expect(drive).toHaveAttribute('data-pane-state', 'content', { timeout: 60_000 });
  await expect(drive.locator('[data-unfinished]')).toContainText('Run 3 memory log.bin');
  await throttle(-1);
  let resumedAt: number | null = null;
  page.on('request', (r) => {
    if (resumedAt === null && r.method() === 'PATCH' && r.url().includes('/file_drive/uploads/')) resumedAt = Number(r.headers()['upload-offset']);
  });
  await drive.locator('[data-folder="logs"]').click();
  const again = page.waitForEvent('filechooser');
  await drive.getByRole('button', { name: 'Upload…' }).focus();
  await page.keyboard.press('Enter');
  await (await again).setFiles(big);
  await expect(drive.locator('[data-upload="Run 3 memory log.bin"]')).toHaveAttribute('data-upload-state', 'done', { timeout: 120_000 });
  expect(resumedAt, 'the second upload continued from the server offset').toBeGreaterThanOrEqual(16 * 1024 * 1024);
  await shot(page, 'file-drive-03-uploaded');
  const listed = (await (await request.get(`/api/file_drive/${well.id}?folder_id=logs`, { headers: auth })).json()).data as {
    id: string;
    name: string;
    sha256: string;
    size_bytes: number;
  }[];
  const stored = listed.find((f) => f.name === 'Run 3 memory log.bin')!;
  expect(stored.size_bytes).toBe(bytes.length);
  expect(stored.sha256).toBe(sha);

  // A bad name is refused before any byte leaves, with the spec's message.
  const bad = join(dir, 'tops: final.csv');
  writeFileSync(bad, 'md,tvd\n');
  const third = page.waitForEvent('filechooser');
  await drive.getByRole('button', { name: 'Upload…' }).focus();
  await page.keyboard.press('Enter');
  await (await third).setFiles(bad);
  await expect(drive.locator('[data-upload="tops: final.csv"] [data-upload-status]')).toHaveText('Not uploaded: File names cannot contain \\ / : * ? " < > |');

  // Rename (F2) and delete (Delete, confirmed) from the keyboard on the selected row.
  const row = drive.getByRole('row', { name: /Run 3 memory log\.bin/ });
  await row.click();
  await page.keyboard.press('F2');
  const input = drive.getByRole('textbox', { name: 'New name' });
  await expect(input).toBeFocused();
  await input.fill('Run 3 memory log (MWD).bin');
  await page.keyboard.press('Enter');
  await expect(drive.getByRole('row', { name: /Run 3 memory log \(MWD\)\.bin/ })).toBeVisible();
  await shot(page, 'file-drive-04-renamed');
  await drive.getByRole('row', { name: /Run 3 memory log \(MWD\)\.bin/ }).click();
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Delete' }).last().press('Enter');
  await expect(drive.getByRole('row', { name: /Run 3 memory log/ })).toHaveCount(0);
});
