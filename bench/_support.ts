import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';

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
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Starts `tsx server/main.ts` as its own process on a free port (fresh DATA_DIR unless given). */
export async function startBenchServer(env: Record<string, string> = {}, dataDir?: string, answerTimeoutMs = 180_000): Promise<BenchServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'drillspace-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr += d));
  proc.stdout?.on('data', () => {});
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const r = await fetch(`${url}/api/config`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
    if (performance.now() - t0 > answerTimeoutMs) throw new Error(`server did not answer within ${answerTimeoutMs / 1000} s`);
  }
  const firstAnswerMs = performance.now() - t0;
  return {
    proc,
    url,
    dataDir: dir,
    firstAnswerMs,
    peakRssMb() {
      const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      const m = /VmHWM:\s+(\d+) kB/.exec(status);
      return m ? Number(m[1]) / 1024 : NaN;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
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
