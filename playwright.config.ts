/**
 * End-to-end tests in Chromium against the real server: `npx tsx server/main.ts` on a free port with
 * a fresh temporary DATA_DIR (it seeds the demo organisation), serving the dist/ that `npm run build`
 * produced. Set E2E_BASE_URL to run against a server you started yourself.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './server/exports/pdf-renderer';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const external = process.env.E2E_BASE_URL || undefined;
// Workers re-read this file; the port and data folder chosen by the runner reach them through the environment.
if (!external && !process.env.DRILLSPACE_E2E_PORT) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before `npm run test:e2e`.');
  process.env.DRILLSPACE_E2E_PORT = String(await freePort());
  process.env.DRILLSPACE_E2E_DATA = mkdtempSync(join(tmpdir(), 'drillspace-e2e-'));
}
const port = process.env.DRILLSPACE_E2E_PORT;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Two shared cores: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // page.route must see every request; a service worker would answer some of them itself.
    serviceWorkers: 'block',
    // No trace unless asked (E2E_TRACE=retain-on-failure). Tracing screencasts every frame: measured
    // on the keyboard walkthrough, Chromium's CPU 27.5 s with it against 12-14 s without, the test
    // 20.6 s against 12-13 s. CI keeps only the printed output, never a trace file.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : {
        command: 'npx tsx server/main.ts',
        url: `${baseURL}/api/config`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.DRILLSPACE_E2E_DATA!,
          // Tests sign in many times a minute; the shell needs no live rig data.
          LOGIN_RATE_LIMIT: '10000',
          SIMULATOR: 'false',
          // The live frac stage is a played model (no history): cheap, and frac.spec watches it grow.
          FRAC_LIVE: 'true',
          // A day and a half of log history (from one day up the demo frac writes all 40 stages): the default
          // month kept a core busy through most of the run. More than a day, because the morning PDF reads the
          // last whole reporting day, which ended up to 24 h ago, and a realtime well's record starts a few
          // hours after its history (fit to its survey): with 1 day it missed that day before 12:00 UTC.
          // Specs that need live rigs share the live server of tests/e2e/live-server.ts; multi-well starts
          // its own with more history.
          DEMO_HISTORY_DAYS: '1.5',
          LOG_LEVEL: 'warn',
        },
      },
});
