/**
 * First render of a screen in Chromium against a server this process runs (bench/in-process-server.ts):
 * each run a new browser context (empty HTTP cache, as on a first visit), signed in by its token, the
 * time from navigation until `ready` holds, and the main thread's busy time over it (our code, whatever
 * else loads the machine). Shared by the completions and production render benches; no run().
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, repoRoot } from './_support';

/** The shared launch (bench/_support.ts), after checking the built client is there. */
export async function launchBuiltChromium(): Promise<Browser> {
  if (!existsSync(join(repoRoot, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  return launchChromium();
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!r.ok) throw new Error(`sign-in of ${email}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

/** Lines drawn by Plotly in the first plot of a pane: the traces' paths. */
export const drawnLines = (page: Page, pane: string) =>
  page
    .locator(`[data-pane="${pane}"] .js-plotly-plot`)
    .first()
    .evaluate((el) => el.querySelectorAll('.scatterlayer .trace path.js-line').length);

/**
 * Waits (each animation frame) until every one of `panes` has a plot with at least `lines` lines
 * drawn, and stamps the page's clock when it first saw them (window.__drawnAt, for dataToDrawnMs).
 */
export function linesDrawn(page: Page, panes: readonly string[], lines: number): Promise<unknown> {
  return page.waitForFunction(
    ({ panes, lines }) => {
      const w = window as unknown as { __drawnAt?: number };
      const ok = panes.every((p) => document.querySelectorAll(`[data-pane="${p}"] .js-plotly-plot .scatterlayer .trace path.js-line`).length >= lines);
      if (ok) w.__drawnAt ??= performance.now();
      return ok;
    },
    { panes, lines },
    { polling: 'raf', timeout: 120_000 },
  );
}

/**
 * The part of a first render that is drawing: from the last answer of a call whose URL contains one
 * of `calls` (resource timing) to the lines first seen drawn. The rest is loading the app and its data.
 */
export function dataToDrawnMs(page: Page, calls: readonly string[]): Promise<number> {
  return page.evaluate((calls) => {
    const drawnAt = (window as unknown as { __drawnAt?: number }).__drawnAt ?? NaN;
    const ends = performance
      .getEntriesByType('resource')
      .filter((e) => calls.some((c) => e.name.includes(c)))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    return ends.length ? drawnAt - Math.max(...ends) : NaN;
  }, calls);
}

export interface RenderRun {
  ms: number;
  mainThreadMs: number;
  page: Page;
}

/**
 * Opens `path` signed in, waits for `ready`, then hands the page to `after` (further timings, a
 * screenshot) before the context closes. Returns each run's figures.
 */
export async function timeFirstRender(
  browser: Browser,
  o: { url: string; token: string; path: string; runs: number; ready: (page: Page) => Promise<unknown>; after?: (run: RenderRun, i: number) => Promise<void> },
): Promise<{ ms: number[]; mainThreadMs: number[] }> {
  const ms: number[] = [];
  const mainThreadMs: number[] = [];
  for (let i = 0; i < o.runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1600, height: 1000 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${o.url}/favicon.svg`);
      await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), o.token);
      await cdp.send('Performance.enable');
      const before = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
      const t0 = performance.now();
      await page.goto(`${o.url}${o.path}`);
      await o.ready(page);
      const run = { ms: performance.now() - t0, mainThreadMs: NaN, page };
      const after = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
      run.mainThreadMs = (after - before) * 1000;
      ms.push(run.ms);
      mainThreadMs.push(run.mainThreadMs);
      await o.after?.(run, i);
    } finally {
      await context.close();
    }
  }
  return { ms, mainThreadMs };
}

/** Median / min / max of a few runs, as printed. */
export const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor(s.length / 2)].toFixed(0)} (${s[0].toFixed(0)}–${s[s.length - 1].toFixed(0)})`;
};

/** Render times on this shared machine depend on what else it runs: printed beside them. */
export const loadAverage = () => loadavg()[0];
