/**
 * Live latency from the simulator to the browser's render: a server with the live simulator, a
 * Drilling Control Log of Red Hawk 2H in Chromium, and for each second the time from its publication
 * to the first paint of the log that drew it (target p95 < 250 ms).
 *
 * The publication time is the message's `published_ms` when the simulator stamps it, else the time a
 * Node @stomp/stompjs subscriber on the same machine received it (the server's fan-out to the two
 * sockets differs by well under a millisecond). The paint time is the log's render probe, right after
 * LogCanvas drew the new column in its animation frame. Both clocks are this machine's wall clock.
 */
import { chromium } from 'playwright-core';
import { openClient } from '../server/realtime/testing/stomp-test-harness';
import { percentile } from './_support';
import { PROBE_SCRIPT, saveWorkspace, startLogsServer, wallDoc, type PaintStats } from './logs-client-support';

const MEASURE_S = 45;

export async function run(): Promise<Record<string, number | string>> {
  const s = await startLogsServer(0.05);
  const rh = s.wells['Red Hawk 2H'];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    // The Node subscriber: when each second was published.
    const sessionId = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).sid as string;
    const node = openClient(s.server.url.replace(/^http/, 'ws') + '/ws', { token: s.token, sessionId });
    await node.connected;
    const publishedMs = new Map<number, number>();
    let stamped = false;
    await node.subscribe(`/topic/${rh}/live`, (m) => {
      const body = JSON.parse(m.body) as { time: number; published_ms?: number };
      if (typeof body.published_ms === 'number') stamped = true;
      publishedMs.set(body.time, body.published_ms ?? Date.now());
    });

    await saveWorkspace(s, wallDoc([[{ pane: 'widget.drilling-control-log', well: rh, span: 600 }]]));
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(PROBE_SCRIPT);
    await page.goto(`${s.server.url}/public/404`);
    await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), s.token);
    await page.goto(`${s.server.url}/well/${rh}/widget/drilling-control-log/mode/drilling/well_stage/drilling`);
    await page.waitForSelector('[data-log-pane]:not([data-loads="0"])', { timeout: 120_000 }).catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/logs-client-live-failed.png' });
      throw e;
    });
    await page.waitForTimeout(3000);
    const startS = Math.floor(Date.now() / 1000);
    await page.waitForTimeout(MEASURE_S * 1000);
    const paints = await page.evaluate(() => (window as unknown as { __logPaints: Record<string, PaintStats> }).__logPaints);
    await node.stop();

    const firstPaint = new Map<number, number>();
    for (const p of Object.values(paints))
      for (const [t, ms] of Object.entries(p.firstPaintOf)) firstPaint.set(Number(t), Math.min(firstPaint.get(Number(t)) ?? Infinity, ms));
    const latencies: number[] = [];
    let missed = 0;
    for (const [t, pub] of publishedMs) {
      if (t < startS || t > startS + MEASURE_S - 2) continue;
      const painted = firstPaint.get(t);
      if (painted === undefined) missed++;
      else latencies.push(painted - pub);
    }
    latencies.sort((a, b) => a - b);
    return {
      'seconds measured': latencies.length,
      'seconds published but not painted': missed,
      'publish → render p50 (ms)': percentile(latencies, 50),
      'publish → render p95 (ms) [target < 250]': percentile(latencies, 95),
      'publish → render max (ms)': latencies[latencies.length - 1] ?? NaN,
      'publish stamp': stamped ? 'simulator published_ms' : 'Node subscriber receive time',
    };
  } finally {
    await browser.close();
    await s.server.stop();
  }
}
