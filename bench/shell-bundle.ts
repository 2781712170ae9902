/**
 * The shell's first impression: the gzipped size of the first chunk (the entry script, the chunks
 * index.html preloads and its stylesheets; target under 300 kB, and never plotly or three), and the
 * time from navigation to an interactive signed-in page in Chromium against the real server.
 * Needs `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startBenchServer, launchChromium } from './_support';

const FIRST_CHUNK_TARGET_KB = 300;
const RUNS = 5;
/** Text only these libraries carry in their bundles. */
const FORBIDDEN: Record<string, RegExp> = {
  plotly: /plotly\.js v\d|Plotly\.newPlot|plotly-notifier/,
  three: /WebGLRenderer|three\.module|THREE\.REVISION|REVISION\s*=\s*["']\d{3}/,
};

export function firstChunk(distDir: string): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const f of files) {
    const body = readFileSync(join(distDir, f));
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
    for (const [lib, marker] of Object.entries(FORBIDDEN)) {
      if (marker.test(body.toString('utf8'))) throw new Error(`${lib} is in the first chunk (${f})`);
    }
  }
  return { files, gzipBytes, rawBytes };
}

export async function run(): Promise<Record<string, number | string>> {
  const dist = join(repoRoot, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const chunk = firstChunk(dist);

  const server = await startBenchServer({ SIMULATOR: 'false', LOGIN_RATE_LIMIT: '1000' });
  const browser = await launchChromium();
  const timesMs: number[] = [];
  const mainThreadMs: number[] = [];
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const { token } = (await login.json()) as { token: string };

    for (let i = 0; i < RUNS; i++) {
      // A new context each run: empty HTTP cache, as on a first visit. The worker would serve from its cache.
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), token);
      const t0 = performance.now();
      await page.goto(`${server.url}/drilling/dashboards`);
      await page.waitForSelector('html[data-app-ready="signed-in"] [data-pane]', { state: 'visible', timeout: 60_000 });
      timesMs.push(performance.now() - t0);
      // Main-thread busy time: the part of the wait that is our code, whatever else loads the machine.
      const { metrics } = await cdp.send('Performance.getMetrics');
      const taskS = metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
      mainThreadMs.push(taskS * 1000);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const sorted = [...timesMs].sort((a, b) => a - b);
  const busy = [...mainThreadMs].sort((a, b) => a - b);
  const gzipKb = chunk.gzipBytes / 1000;
  return {
    first_chunk_files: chunk.files.length,
    first_chunk_gzip_kB: gzipKb,
    first_chunk_raw_kB: chunk.rawBytes / 1000,
    first_chunk_target_kB: FIRST_CHUNK_TARGET_KB,
    first_chunk_within_target: gzipKb < FIRST_CHUNK_TARGET_KB ? 'yes' : 'NO',
    plotly_or_three_in_first_chunk: 'no',
    signed_in_interactive_ms_median: sorted[Math.floor(sorted.length / 2)],
    signed_in_interactive_ms_min: sorted[0],
    signed_in_interactive_ms_max: sorted[sorted.length - 1],
    signed_in_main_thread_ms_median: busy[Math.floor(busy.length / 2)],
    signed_in_interactive_runs: RUNS,
  };
}
