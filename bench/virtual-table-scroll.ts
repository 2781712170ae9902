/**
 * A virtual table of 100,000 rows scrolled in Chromium (issue 15; target: frame p95 under 16.7 ms).
 * The product's <VirtualTable> with the Data Grid's columns (time and 12 channels, metric), over
 * 100,000 seconds of the rig model's channels newest first, as the Data Grid shows them; the harness
 * (bench/virtual-table-harness) is built with Vite into a temporary folder and served locally.
 * Three ways of scrolling, each timed frame by frame (requestAnimationFrame intervals): a steady
 * scroll of 10 rows a frame, a fling of 300 rows a frame (every frame a fresh screenful), and
 * PageDown pressed on the focused grid (its own keyboard handler; keydown to the next frame).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { TIME_CHANNELS } from '../src/domain/drilling/channels';
import { createRigModel } from '../server/simulator/rig-model';
import { percentile, repoRoot, launchChromium, serveHarness } from './_support';

const ROWS = 100_000;
const ROW_PX = 26;
const FRAMES = 300;
const TARGET_MS = 16.7;

function rigRows(): string {
  const t0 = Math.floor(Date.now() / 1000) - ROWS;
  const c = createRigModel({ seed: 15, startTimeMs: t0 * 1000, startDepthM: 1200, targetDepthM: 5000, maxDepthM: 5500 }).nextChunk(ROWS);
  const rows = [];
  for (let i = ROWS - 1; i >= 0; i--) {
    const values: Record<string, number> = {};
    for (const ch of TIME_CHANNELS) values[ch.id] = Math.round(c.channels[ch.id][i] * 1000) / 1000;
    rows.push({ t: t0 + i, values });
  }
  return `window.__ROWS__ = ${JSON.stringify(rows)};`;
}

const stats = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1], over: s.filter((x) => x > TARGET_MS).length };
};

const workText = (w: Record<string, number>) =>
  Object.values(w)
    .map((x) => x.toFixed(1))
    .join(' / ');

export async function run(): Promise<Record<string, number | string>> {
  const out = mkdtempSync(join(tmpdir(), 'drillspace-vtable-'));
  await build({
    root: join(repoRoot, 'bench/virtual-table-harness'),
    configFile: false,
    logLevel: 'error',
    base: '/',
    build: { outDir: out, emptyOutDir: true, minify: !process.env.BENCH_PROFILE },
  });
  const rowsJs = rigRows();
  const server = await serveHarness(out, { '/rows.js': rowsJs });
  const port = server.port;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const t0 = performance.now();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('[role="grid"] [role="row"][aria-rowindex="2"]', { timeout: 60_000 });
    const shownMs = performance.now() - t0;
    const rowCount = await page.locator('[role="grid"]').getAttribute('aria-rowcount');
    // The main thread's own work per frame (script, style, layout: CDP Performance metrics), which a
    // loaded machine stretches less than it stretches frame intervals.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const KINDS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;
    const metrics = async () => {
      const m = (await cdp.send('Performance.getMetrics')).metrics;
      return KINDS.map((k) => m.find((x) => x.name === k)?.value ?? NaN);
    };
    const perFrame = async (px: number) => {
      const a = await metrics();
      const frames = stats(await page.evaluate(([p, n]) => window.__fling(p, n), [px, FRAMES] as const));
      const b = await metrics();
      const work = Object.fromEntries(KINDS.map((k, i) => [k, ((b[i] - a[i]) * 1000) / FRAMES])) as Record<(typeof KINDS)[number], number>;
      return { ...frames, work };
    };
    const PROFILE = process.env.BENCH_PROFILE;
    if (PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const steady = await perFrame(10 * ROW_PX);
    const fling = await perFrame(300 * ROW_PX);
    if (PROFILE) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const pages = stats(await page.evaluate((n) => window.__pageDowns(n), 100));
    const domRows = await page.locator('[role="grid"] [role="row"]').count();
    // BENCH_SHOT=file.png: the table after the scrolling, to look at.
    if (process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });
    return {
      'target: frame p95 (ms)': TARGET_MS,
      'rows (aria-rowcount, header included)': Number(rowCount),
      'rows in the DOM after scrolling': domRows,
      'rows generated, page loaded and first row shown (ms)': shownMs,
      'steady scroll, 10 rows a frame: frame p50 (ms)': steady.p50,
      'steady scroll, 10 rows a frame: frame p95 (ms)': steady.p95,
      'steady scroll: frames over 16.7 ms': `${steady.over} of ${FRAMES}`,
      'steady scroll, per frame: all / script / style / layout (ms)': workText(steady.work),
      'fling, 300 rows a frame: frame p50 (ms)': fling.p50,
      'fling, 300 rows a frame: frame p95 (ms)': fling.p95,
      'fling: frame max (ms)': fling.max,
      'fling: frames over 16.7 ms': `${fling.over} of ${FRAMES}`,
      'fling, per frame: all / script / style / layout (ms)': workText(fling.work),
      'PageDown, keydown to next frame p95 (ms)': pages.p95,
      'machine load average (1 min)': loadavg()[0],
    };
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}
