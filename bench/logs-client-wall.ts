/**
 * Frame times of the 16-tile wall: the saved kiosk layout of 16 live log tiles (8 per realtime well,
 * spans 5 min to 4 h) on a 2560×1440 display in Chromium, after the tiles have loaded their history
 * and settled. A requestAnimationFrame loop records every frame interval and a PerformanceObserver
 * every long task for MEASURE_S seconds of steady state, while each tile appends a second every
 * second (target: no frame over 50 ms).
 */
import { chromium } from 'playwright-core';
import { percentile } from './_support';
import { PROBE_SCRIPT, saveWorkspace, startLogsServer, wall16, wallDoc, type PaintStats } from './logs-client-support';

const SETTLE_S = 10;

/** Frame times depend on what else the machine runs: the figure is printed beside them. */
async function loadAverage(): Promise<number> {
  const { loadavg } = await import('node:os');
  return loadavg()[0];
}
const MEASURE_S = 30;

const FRAME_SCRIPT = `
  window.__frames = { deltas: [], longTasks: [], running: false };
  window.__startFrames = () => {
    const f = window.__frames;
    f.deltas = []; f.longTasks = []; f.running = true;
    let last = performance.now();
    const tick = (now) => { if (!f.running) return; f.deltas.push(now - last); last = now; requestAnimationFrame(tick); };
    requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (f.running) f.longTasks.push(e.duration); }).observe({ type: 'longtask' });
  };
  window.__stopFrames = () => { window.__frames.running = false; return window.__frames; };
`;

export async function run(): Promise<Record<string, number | string>> {
  const s = await startLogsServer(0.05);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    await saveWorkspace(s, wallDoc(wall16(s.wells)));
    const page = await browser.newPage({ viewport: { width: 2560, height: 1440 } });
    await page.addInitScript(PROBE_SCRIPT);
    await page.addInitScript(FRAME_SCRIPT);
    await page.goto(`${s.server.url}/public/404`);
    await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), s.token);
    const t0 = Date.now();
    await page.goto(`${s.server.url}/drilling/time_analysis_log/${s.wells['Red Hawk 2H']}?pinned=1&kiosk=1`);
    await page.waitForFunction(() => document.querySelectorAll('[data-log-pane]:not([data-loads="0"])').length === 16, undefined, { timeout: 120_000 });
    const loadedMs = Date.now() - t0;
    await page.waitForTimeout(SETTLE_S * 1000);

    const before = await page.evaluate(() => (window as unknown as { __logPaints: Record<string, PaintStats> }).__logPaints);
    await page.evaluate(() => (window as unknown as { __startFrames(): void }).__startFrames());
    await page.waitForTimeout(MEASURE_S * 1000);
    const frames = await page.evaluate(() => (window as unknown as { __stopFrames(): { deltas: number[]; longTasks: number[] } }).__stopFrames());
    const after = await page.evaluate(() => (window as unknown as { __logPaints: Record<string, PaintStats> }).__logPaints);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = await cdp.send('Performance.getMetrics').catch(() => null);

    const d = frames.deltas.slice().sort((a, b) => a - b);
    const livePaints = Object.entries(after).map(([tag, p]) => p.live - (before[tag]?.live ?? 0));
    const heapMb = metrics?.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    // Our own work per live second: each tile's paint of its new column(s).
    const paintMs = Object.entries(after)
      .flatMap(([tag, p]) => p.paintMs.slice(before[tag]?.paintMs.length ?? 0))
      .sort((a, b) => a - b);
    const load = await loadAverage();
    return {
      tiles: Object.keys(after).length,
      'wall loaded, all 16 tiles with history (ms)': loadedMs,
      'frames in steady state': d.length,
      'frame interval p50 (ms)': percentile(d, 50),
      'frame interval p95 (ms)': percentile(d, 95),
      'frame interval p99 (ms)': percentile(d, 99),
      'frame interval max (ms)': d[d.length - 1] ?? NaN,
      'frames over 50 ms [target 0]': d.filter((x) => x > 50).length,
      'long tasks (> 50 ms)': frames.longTasks.length,
      'long task max (ms)': frames.longTasks.length ? Math.max(...frames.longTasks) : 0,
      // Depth tiles paint only when the hole deepens by a depth step, time tiles every second.
      'live paints per tile per second (min)': Math.min(...livePaints) / MEASURE_S,
      'live paints per tile per second (max)': Math.max(...livePaints) / MEASURE_S,
      'live paint of one tile p50 (ms)': percentile(paintMs, 50),
      'live paint of one tile p95 (ms)': percentile(paintMs, 95),
      'live paint of one tile max (ms)': paintMs[paintMs.length - 1] ?? NaN,
      'live paint, all tiles, per second (ms)': paintMs.reduce((a, b) => a + b, 0) / MEASURE_S,
      'JS heap used (MB)': heapMb ? heapMb / 1e6 : NaN,
      'machine load average (1 min) during the run': load,
    };
  } finally {
    await browser.close();
    await s.server.stop();
  }
}
