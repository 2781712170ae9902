/**
 * HTTP load with autocannon against a real server process, and what that process spent: CPU ms per
 * request (from /proc, the figure that does not depend on what else the 2-core machine runs) and RSS.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Server CPU (user + system) per answered request, ms. */
  cpuMsPerRequest: number;
}

/** utime + stime of a process in ms (Linux clock ticks are 100 Hz). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/**
 * `connections` clients each sending requests one after another for `durationS` (or `amount` in total).
 * Every client has its own keep-alive connection, as browsers would; a request not answered within
 * `timeoutS` counts as a time-out.
 */
export async function hammer(opts: {
  url: string;
  pid: number;
  headers?: Record<string, string>;
  connections: number;
  durationS?: number;
  amount?: number;
  timeoutS?: number;
  /** A path for each request (else every request asks `url`): e.g. windows that are never asked twice. */
  nextPath?: () => string;
}): Promise<LoadFigures> {
  const cpu0 = processCpuMs(opts.pid);
  const latencies: number[] = [];
  const instance = autocannon({
    url: opts.url,
    headers: opts.headers,
    connections: opts.connections,
    duration: opts.durationS ?? 10,
    amount: opts.amount,
    timeout: opts.timeoutS ?? 10,
    ...(opts.nextPath ? { requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: opts.nextPath!() }) }] } : {}),
  });
  instance.on('response', (_c, _status, _bytes, ms) => latencies.push(ms));
  const r = await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
  const cpu = processCpuMs(opts.pid) - cpu0;
  const answered = r.requests.total || 1;
  return {
    rps: r.requests.average,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies[latencies.length - 1] ?? NaN,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    cpuMsPerRequest: cpu / answered,
  };
}

export const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : String(x));
