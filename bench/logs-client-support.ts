/**
 * Shared by bench/logs-client-live.ts, bench/logs-client-wall.ts and tests/e2e/logs.spec.ts: a
 * server with the live simulator, sign-in, a saved workspace layout of log tiles pinned to wells, and
 * the render probe that records what each log view paints. No run(): `npm run bench` skips it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startBenchServer, type BenchServer } from './_support';

export const REALTIME_WELLS = ['Red Hawk 2H', 'Bluebonnet 12-1H'] as const;
export const ENGINEER = { email: 'engineer@demo.drillspace', password: 'drillspace-engineer' };

export interface LogsServer {
  server: BenchServer;
  token: string;
  userId: string;
  wells: Record<string, string>;
}

const json = async (r: Response) => {
  if (!r.ok) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return r.json();
};

/** A server with the simulator on and `historyDays` of demo history, both realtime wells live. */
export async function startLogsServer(historyDays = 0.05): Promise<LogsServer> {
  if (!existsSync(join(repoRoot, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startBenchServer({ SIMULATOR: '1', DEMO_HISTORY_DAYS: String(historyDays), LOGIN_RATE_LIMIT: '10000' });
  try {
    const login = await json(
      await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ENGINEER) }),
    );
    const token: string = login.token;
    const headers = { authorization: `Bearer ${token}` };
    const list = (await json(await fetch(`${server.url}/api/wells?limit=100`, { headers }))).data as { id: string; name: string }[];
    const wells = Object.fromEntries(list.map((w) => [w.name, String(w.id)]));
    const deadline = Date.now() + 300_000;
    for (const name of REALTIME_WELLS) {
      for (;;) {
        const st = (await json(await fetch(`${server.url}/api/logs/${wells[name]}/status`, { headers }))).data;
        if (st.state === 'done' && st.live) break;
        if (Date.now() > deadline) throw new Error(`${name}: history not generated in time (${JSON.stringify(st)})`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    await json(
      await fetch(`${server.url}/api/auth/user/preferences`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ theme: 'dark' }),
      }),
    );
    return { server, token, userId: String(login.data.user_id), wells };
  } catch (e) {
    await server.stop();
    throw e;
  }
}

export interface Tile {
  pane: string;
  well: string;
  /** Initial span of a log tile, s or m. */
  span?: number;
}

/** A workspace document (v2): columns of tiles, one pane per tile, each pinned to its well. */
export function wallDoc(columns: Tile[][]) {
  const tab = (t: Tile) => ({
    type: 'tab',
    component: 'pane',
    name: t.pane,
    config: { pane: t.pane, params: t.span ? { span: String(t.span) } : {}, well: t.well, period: 'follow' },
  });
  const layout = {
    type: 'row',
    children: columns.map((col) => ({ type: 'row', weight: 1, children: col.map((t) => ({ type: 'tabset', weight: 1, children: [tab(t)] as unknown[] })) })),
  };
  return {
    version: 2,
    savedAt: Date.now(),
    active: 'main',
    layouts: [{ id: 'main', name: 'Wall', model: { global: {}, borders: [], layout } }],
    dashboards: [],
    linkCursors: true,
  };
}

/**
 * 16 live log tiles, 8 per realtime well: time, control and custom logs over spans from 5 minutes to
 * 4 hours, all time-indexed so each paints every second (a depth log grows only as the hole deepens).
 */
export function wall16(wells: Record<string, string>): Tile[][] {
  const columnsOf = (w: string): Tile[][] => [
    [
      { pane: 'drilling.time_analysis_log', well: w, span: 3600 },
      { pane: 'widget.drilling-control-log', well: w, span: 1800 },
      { pane: 'widget.custom-well-log', well: w, span: 1200 },
      { pane: 'drilling.custom_log', well: w, span: 900 },
    ],
    [
      { pane: 'widget.drilling-control-log', well: w, span: 300 },
      { pane: 'widget.time-analysis-log', well: w, span: 14_400 },
      { pane: 'widget.drilling-control-log', well: w, span: 600 },
      { pane: 'widget.custom-well-log', well: w, span: 7200 },
    ],
  ];
  return REALTIME_WELLS.flatMap((n) => columnsOf(wells[n]));
}

export async function saveWorkspace(s: LogsServer, doc: unknown): Promise<void> {
  await json(
    await fetch(`${s.server.url}/api/backstore2/app_state`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ config: { workspace: doc } }),
    }),
  );
}

export interface PaintStats {
  live: number;
  full: number;
  lastIndex: number;
  /** First paint time (epoch ms) of each newest second, for latency. */
  firstPaintOf: Record<number, number>;
  /** Duration of each live paint, ms. */
  paintMs: number[];
}

/**
 * Script run before the app in the page: collects every log view's paints in window.__logPaints
 * (tag → counts, newest second painted, and when each second was first painted).
 */
export const PROBE_SCRIPT = `
  window.__logPaints = {};
  window.__logRenderProbe = (e) => {
    const p = (window.__logPaints[e.tag] ??= { live: 0, full: 0, lastIndex: -Infinity, firstPaintOf: {}, paintMs: [] });
    if (e.kind === 'live') { p.live++; p.paintMs.push(e.paintMs); } else p.full++;
    if (e.lastIndex > p.lastIndex) { p.lastIndex = e.lastIndex; p.firstPaintOf[e.lastIndex] = e.renderedAtMs; }
  };
`;
