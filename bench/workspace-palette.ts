/**
 * The workspace's two speed promises:
 * - palette filtering per keystroke over 5,000 entries (every command, verb and layout, topped up
 *   with wells) stays under a frame (16 ms): the filter the palette uses (narrowingFilter), typed a
 *   key at a time, in Node;
 * - from navigation to an interactive workspace of 12 tiles restored from a saved layout, in
 *   Chromium against the real server: the layout is planted through PUT /backstore2/app_state, a
 *   fresh browser opens the first tile's URL; reported: when all 12 panes are mounted in their
 *   tiles, and when the workspace answers a key (Alt+5 moves focus to tile 5), which also waits for
 *   the panes' first data to render: that is "interactive". Six of the tiles are Survey panes of six
 *   wells (real tables), six are other route panes.
 * Needs `npm run build` first. BENCH_SERVER_URL measures against a server already running.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IJsonModel, IJsonRowNode } from 'flexlayout-react';
import { bindings } from '../src/commands/keymap';
import { rootEntries, type PaletteEntry } from '../src/features/palette/entries';
import { narrowingFilter, prepare } from '../src/features/palette/filter';
import { CURRENT_WORKSPACE_VERSION, type TabConfig, type WorkspaceDoc } from '../src/state/workspace-doc';
import { syntheticWells } from './_palette-entries';
import { percentile, repoRoot, startBenchServer, launchChromium } from './_support';

const ENTRIES = 5_000;
const FRAME_MS = 16;
const RUNS = 3;
const TILES = 12;

function paletteFigures(): Record<string, number | string> {
  const base = rootEntries({ bindings, whyNotRoute: () => null, wells: [], layouts: [{ id: 'main', name: 'Main' }], activeLayoutId: 'main' });
  const wells = rootEntries({ bindings: [], whyNotRoute: () => null, wells: syntheticWells(ENTRIES - base.length), layouts: [], activeLayoutId: '' }).filter(
    (e) => e.group === 'Wells',
  );
  const entries: PaletteEntry[] = [...base, ...wells];
  const t0 = performance.now();
  const prepared = prepare(entries);
  const prepareMs = performance.now() - t0;

  // Queries typed a key at a time: a route, a verb, a well, initials, and one that matches nothing.
  const queries = ['survey', 'split right', 'bakken 12-3h', 'pva', 'focus tile 3', 'zzzz'];
  const perKey: number[] = [];
  for (let round = 0; round < 20; round++) {
    // A fresh filter each round: one typing the same queries again would answer from memory.
    const typed = narrowingFilter(prepared);
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        const s = performance.now();
        typed(q.slice(0, i), 60);
        perKey.push(performance.now() - s);
      }
    }
  }
  perKey.sort((a, b) => a - b);
  const p95 = percentile(perKey, 95);
  return {
    palette_entries: entries.length,
    palette_prepare_ms: prepareMs,
    palette_keystroke_ms_p50: percentile(perKey, 50),
    palette_keystroke_ms_p95: p95,
    palette_keystroke_ms_max: perKey[perKey.length - 1],
    palette_keystrokes_measured: perKey.length,
    palette_target_ms: FRAME_MS,
    palette_within_target: p95 < FRAME_MS ? 'yes' : 'NO',
  };
}

/** 12 tiles in 3 rows of 4: Survey for six wells (pinned), and six other route panes. */
function twelveTileDoc(wellIds: string[]): WorkspaceDoc {
  const others = ['drilling.deviation', 'drilling.plans', 'drilling.buildwalk', 'drilling.slidesheet', 'drilling.time_journal', 'drilling.days_vs_depth'];
  const configs: TabConfig[] = [
    ...wellIds.slice(0, 6).map((w): TabConfig => ({ pane: 'drilling.survey', params: {}, well: w, period: 'follow' })),
    ...others.map((p): TabConfig => ({ pane: p, params: {}, well: 'follow', period: 'follow' })),
  ].slice(0, TILES);
  const rows: IJsonRowNode[] = [0, 1, 2].map((r) => ({
    type: 'row',
    weight: 100,
    children: configs.slice(r * 4, r * 4 + 4).map((c, i) => ({
      type: 'tabset' as const,
      id: `ts-${r}-${i}`,
      weight: 100,
      ...(r === 0 && i === 0 ? { active: true } : {}),
      children: [{ type: 'tab' as const, id: `tab-${r}-${i}`, component: 'pane', name: c.pane, config: c }],
    })),
  }));
  const model: IJsonModel = { global: { rootOrientationVertical: true }, borders: [], layout: { type: 'row', children: rows } };
  return {
    version: CURRENT_WORKSPACE_VERSION,
    savedAt: Date.now(),
    active: 'main',
    layouts: [{ id: 'main', name: 'Twelve', model }],
    dashboards: [],
    linkCursors: true,
  };
}

async function workspaceFigures(): Promise<Record<string, number | string>> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  // BENCH_SERVER_URL: measure against a server already running (it must serve this dist/).
  const external = process.env.BENCH_SERVER_URL;
  const server = external
    ? { url: external, stop: async () => {} }
    : await startBenchServer({ SIMULATOR: 'false', LOGIN_RATE_LIMIT: '1000', DEMO_HISTORY_DAYS: '0' });
  const browser = await launchChromium();
  const mountedMs: number[] = [];
  const interactiveMs: number[] = [];
  const keyMs: number[] = [];
  const mainThreadMs: number[] = [];
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'engineer@demo.drillspace', password: 'drillspace-engineer' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const wells = ((await (await fetch(`${server.url}/api/wells?limit=20`, { headers })).json()) as { data: { id: string }[] }).data.map((w) => String(w.id));

    for (let run = 0; run < RUNS; run++) {
      const doc = twelveTileDoc(wells);
      const put = await fetch(`${server.url}/api/backstore2/app_state`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ config: { workspace: doc, wellId: wells[0] } }),
      });
      if (!put.ok) throw new Error(`planting the layout failed: ${put.status}`);
      // A fresh browser: nothing local, so the layout comes from the server as on another machine.
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), token);
      const t0 = performance.now();
      await page.goto(`${server.url}/drilling/survey/${wells[0]}?pinned=1`);
      // Mounted: 12 tiles, each showing its pane (its chunk loaded, past the loading placeholder).
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-workspace] [data-tile-number]').length === n &&
          document.querySelectorAll('[data-workspace] [data-tab-visible="true"] [data-pane]').length >= n &&
          document.querySelectorAll('[data-workspace] [data-pane-loading]').length === 0,
        TILES,
        { timeout: 120_000, polling: 'raf' },
      );
      mountedMs.push(performance.now() - t0);
      // Interactive: a key press moves focus to tile 5 (it waits for whatever the panes still render).
      const k0 = performance.now();
      await page.keyboard.press('Alt+Digit5');
      await page.waitForSelector('.flexlayout__tabset-selected [data-tile-number="5"]', { timeout: 30_000 });
      const k1 = performance.now();
      interactiveMs.push(k1 - t0);
      keyMs.push(k1 - k0);
      const { metrics } = await cdp.send('Performance.getMetrics');
      mainThreadMs.push((metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    workspace_tiles: TILES,
    workspace_tiles_mounted_ms_median: med(mountedMs),
    workspace_interactive_ms_median: med(interactiveMs),
    workspace_interactive_ms_min: Math.min(...interactiveMs),
    workspace_interactive_ms_max: Math.max(...interactiveMs),
    workspace_first_key_ms_median: med(keyMs),
    workspace_main_thread_ms_median: med(mainThreadMs),
    workspace_runs: RUNS,
    // Two cores shared with other work: the figures stretch with it.
    machine_load_1min: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  return { ...paletteFigures(), ...(await workspaceFigures()) };
}
