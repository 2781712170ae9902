// Parse throughput of the log importers: the largest reference file of each format (CSV, LAS,
// WITSML) and one synthetic day of 1 Hz rig data (86,400 rows × 12 channels) as LAS and CSV.
// Reports median wall time and CPU time per parse (CPU time is the figure a loaded, shared machine
// does not distort), MB/s and rows/s by CPU time.
// Run alone: npx tsx bench/import-parse.ts
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseLogFile } from '../server/importers/parse-log-file';
import { writeCsv } from '../server/importers/write-csv';
import { writeLas } from '../server/importers/write-las';
import type { LogWindow } from '../server/importers/model';
import { refPath } from '../tests/support/refdata-path';

const logsDir = refPath('logs');
const RUNS = 5;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? allFiles(p) : [p];
  });
}

interface Measure {
  wallMs: number;
  cpuMs: number;
  rows: number;
  cells: number;
}

function measure(bytes: Uint8Array, name: string): Measure {
  parseLogFile(bytes, name); // warm-up: JIT and module initialisation
  const wall: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  let cells = 0;
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = parseLogFile(bytes, name);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    rows = r.kind === 'log' ? r.rowCount : r.stations.length;
    cells = r.kind === 'log' ? r.rowCount * (r.curves.length + 1) : r.stations.length * 3;
  }
  return { wallMs: median(wall), cpuMs: median(cpu), rows, cells };
}

function report(out: Record<string, number | string>, label: string, bytes: number, m: Measure): void {
  const mb = bytes / 1e6;
  out[`${label} size MB`] = mb;
  out[`${label} rows`] = m.rows;
  out[`${label} parse wall ms (median)`] = m.wallMs;
  out[`${label} parse CPU ms (median)`] = m.cpuMs;
  out[`${label} MB/s (CPU)`] = mb / (m.cpuMs / 1000);
  out[`${label} rows/s (CPU)`] = m.rows / (m.cpuMs / 1000);
  out[`${label} values/s (CPU)`] = m.cells / (m.cpuMs / 1000);
}

/** One day of 1 Hz surface channels, smooth enough to look like a rig and cheap to generate. */
function syntheticDay(): LogWindow {
  const rows = 86_400;
  const start = Date.UTC(2024, 0, 1);
  const names = ['BITDEP', 'HOLEDEP', 'BPOS', 'HKLD', 'WOB', 'RPM', 'TORQUE', 'SPP', 'FLOWIN', 'ROP', 'GR', 'DIFFP'];
  const units = ['m', 'm', 'm', 'kN', 'kN', 'rpm', 'kN.m', 'kPa', 'L/min', 'm/h', 'gAPI', 'kPa'];
  const index = new Float64Array(rows);
  const values = names.map(() => new Float64Array(rows));
  for (let i = 0; i < rows; i++) {
    index[i] = start + i * 1000;
    const t = i / 3600;
    for (let j = 0; j < names.length; j++) values[j][i] = Math.round((1000 + 100 * j + 50 * Math.sin(t * (j + 1)) + (i % 97) / 10) * 1000) / 1000;
  }
  return {
    indexType: 'time',
    indexMnemonic: 'TIME',
    indexUnit: 'epoch-ms',
    index,
    curves: names.map((m, j) => ({ mnemonic: m, unit: units[j], description: m })),
    values,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  if (existsSync(logsDir)) {
    const files = allFiles(logsDir).map((p) => ({ p, size: statSync(p).size }));
    const largest = (re: RegExp) => files.filter((f) => re.test(f.p)).sort((a, b) => b.size - a.size)[0];
    const picks: [string, { p: string; size: number } | undefined][] = [
      ['largest refdata file', files.sort((a, b) => b.size - a.size)[0]],
      ['largest LAS', largest(/\.las$/i)],
      ['largest WITSML', largest(/\.xml$/i)],
    ];
    for (const [label, f] of picks) {
      if (!f) continue;
      const bytes = readFileSync(f.p);
      out[`${label}`] = relative(logsDir, f.p);
      report(out, label, bytes.length, measure(bytes, f.p));
    }
  } else out['refdata'] = `not found at ${logsDir}: synthetic files only`;

  const day = syntheticDay();
  const las = new TextEncoder().encode(writeLas(day));
  report(out, '1 day 1 Hz × 12 ch LAS', las.length, measure(las, 'day.las'));
  const csv = new TextEncoder().encode(writeCsv(day));
  report(out, '1 day 1 Hz × 12 ch CSV', csv.length, measure(csv, 'day.csv'));
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await run();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(48)} ${typeof v === 'number' ? +v.toFixed(3) : v}`);
}
