import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_ARGS } from '../server/exports/pdf-renderer';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface BenchServer {
  proc: ChildProcess;
  url: string;
  dataDir: string;
  /** ms from spawn to the first answer of /api/config */
  firstAnswerMs: number;
  /** The server process's peak RSS (VmHWM), MB. */
  peakRssMb(): number;
  /** The server's RSS now, MB. */
  rssMb(): number;
  /**
   * Peak of the RSS summed over the server and its child processes (the database-creation child of
   * a first start), sampled every 50 ms from spawn, MB.
   */
  treePeakRssMb(): number;
  stop(): Promise<void>;
}

/**
 * How the bench starts the server: `tsx server/main.ts`, or with BENCH_SERVER=compiled the compiled
 * production server (`node dist-server/server/main.js`, as `npm start` runs it; buildCompiledServer
 * builds it). BENCH_SERVER_ROOT points at another checkout (to compare a change with the code before it).
 */
export function benchServerCommand(root = process.env.BENCH_SERVER_ROOT ?? repoRoot): { args: string[]; label: string } {
  if (process.env.BENCH_SERVER === 'compiled') return { args: [join(root, 'dist-server/server/main.js')], label: 'node dist-server/server/main.js' };
  return { args: ['--import', 'tsx', join(root, 'server/main.ts')], label: 'tsx server/main.ts' };
}

/** Builds dist-server/ of the bench's server root (npm run build:server) and makes the bench run it. */
export function buildCompiledServer(): void {
  const root = process.env.BENCH_SERVER_ROOT ?? repoRoot;
  const r = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`server build failed: ${r.stderr || r.stdout}`);
  process.env.BENCH_SERVER = 'compiled';
}

/** Starts the server as its own process on a free port (fresh DATA_DIR unless given). */
export async function startBenchServer(env: Record<string, string> = {}, dataDir?: string, answerTimeoutMs?: number): Promise<BenchServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'drillspace-bench-'));
  // BENCH_PORT: one port of one's own; BENCH_PORTS=lo-hi: a range (a machine shared by several people).
  const [lo, hi] = (process.env.BENCH_PORTS ?? '20000-39999').split('-').map(Number);
  const port = Number(process.env.BENCH_PORT) || lo + Math.floor(Math.random() * (hi - lo + 1));
  const t0 = performance.now();
  const root = process.env.BENCH_SERVER_ROOT ?? repoRoot;
  const proc = spawn(process.execPath, benchServerCommand(root).args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr += d));
  let treePeakMb = 0;
  const sampler = setInterval(() => (treePeakMb = Math.max(treePeakMb, treeRssMb(proc.pid!))), 50);
  sampler.unref();
  proc.once('exit', () => clearInterval(sampler));
  proc.stdout?.on('data', () => {});
  const url = `http://127.0.0.1:${port}`;
  // A cold start seeds the demo data: minutes when the 2 cores are shared with other work.
  const startTimeoutMs = answerTimeoutMs ?? Number(process.env.BENCH_START_TIMEOUT_S ?? 600) * 1000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const r = await fetch(`${url}/api/config`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
    if (performance.now() - t0 > startTimeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`server did not answer within ${startTimeoutMs / 1000} s`);
    }
  }
  const firstAnswerMs = performance.now() - t0;
  return {
    proc,
    url,
    dataDir: dir,
    firstAnswerMs,
    peakRssMb: () => statusMb(proc.pid!, 'VmHWM'),
    rssMb: () => statusMb(proc.pid!, 'VmRSS'),
    treePeakRssMb: () => Math.max(treePeakMb, treeRssMb(proc.pid!)),
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** A field of /proc/<pid>/status in MB (NaN when the process is gone). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** RSS of a process and all its descendants, MB. */
function treeRssMb(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* gone */
  }
  const own = statusMb(pid, 'VmRSS');
  return (Number.isNaN(own) ? 0 : own) + children.reduce((sum, c) => sum + treeRssMb(c), 0);
}

/** Sends `total` requests with `concurrency` in flight over keep-alive connections. */
export async function load(opts: { url: string; headers?: Record<string, string>; concurrency: number; total: number; method?: string; body?: string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      const req = http.request(opts.url, { agent, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) errors++;
          latencies.push(performance.now() - t);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (opts.body) req.write(opts.body);
      req.end();
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < opts.total) {
        next++;
        await one();
      }
    }),
  );
  const elapsedS = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: opts.total / elapsedS, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

/** Waits until /api/health reports no unfinished background work; returns ms since the server started answering. */
export async function waitForBackgroundWork(url: string, timeoutMs = 300_000): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { background: Record<string, { fraction: number }> };
    if (Object.values(health.background).every((b) => b.fraction >= 1)) return performance.now() - t0;
    if (performance.now() - t0 > timeoutMs) throw new Error(`background work unfinished after ${timeoutMs} ms: ${JSON.stringify(health.background)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Debian's Chromium with the flags every browser run here uses (CHROMIUM_ARGS, shared with the PDF renderer and Playwright). */
export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });

const HARNESS_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves a built bench harness (a vite build's output folder) on a free loopback port, and the
 * scripts the bench generates (their data) at the paths given, e.g. { '/rows.js': code }.
 */
export async function serveHarness(dir: string, generated: Record<string, string>): Promise<{ port: number; close(): void }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path in generated) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(generated[path]);
    const file = join(dir, path === '/' ? 'index.html' : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return void res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': HARNESS_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { port: (server.address() as { port: number }).port, close: () => server.close() };
}

/** The JSON of an answer that must be ok; otherwise an error naming the URL, status and body. */
export async function okJson(r: Response) {
  if (!r.ok) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** A token signed in on a bench server: the demo administrator's, or the user's whose e-mail and password are given. */
export async function signInToken(url: string, email = 'admin@demo.drillspace', password = 'drillspace-admin'): Promise<string> {
  const login = await okJson(
    await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
  );
  return login.token as string;
}

/** A fresh PostgreSQL database for one bench (BENCH_PG_URL, default the local test database), or null when none is reachable. */
export async function benchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
  } catch {
    return null;
  }
  const name = `drillspace_bench_${Date.now().toString(36)}`;
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}
