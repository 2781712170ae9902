/**
 * Minimum curvature over 100,000 stations (positions, DLS, build, turn, toolface per station), and
 * arc interpolation at 100,000 MDs on the result. Then the column form over 1,000,000 stations in
 * typed arrays (positions, DLS, build, turn; target ≥ 10 M stations/s) beside a plain per-station loop
 * (minimumCurvatureStep and an object per station) in the same run, and their ratio. A deterministic survey: 1 m stations wandering in
 * inclination and azimuth like a real hole, so every course has a dogleg (no straight-line shortcut).
 */
import { loadavg } from 'node:os';
import { interpolateAtMd } from '../src/domain/directional/interpolate';
import { minimumCurvature, minimumCurvatureStep } from '../src/domain/directional/minimum-curvature';
import { allocateTrajectoryColumns, minimumCurvatureColumns } from '../src/domain/directional/minimum-curvature-columns';
import type { Station } from '../src/domain/directional/types';

const STATIONS = 100_000;
const RUNS = 9;

function survey(n: number): Station[] {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out: Station[] = [];
  let inc = 0;
  let azi = 0;
  for (let k = 0; k < n; k++) {
    out.push({ mdM: k, incDeg: inc, aziDeg: azi });
    inc = Math.min(88, Math.max(0, inc + (rand() - 0.45) * 0.2));
    azi = (azi + (rand() - 0.5) * 0.4 + 360) % 360;
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const COLUMN_STATIONS = 1_000_000;

/** The textbook loop: one step function call and one result object per station. */
function plainLoop(stations: readonly Station[]): { n: number; e: number; v: number; dls: number }[] {
  const out = [{ n: 0, e: 0, v: 0, dls: 0 }];
  for (let k = 1; k < stations.length; k++) {
    const a = stations[k - 1];
    const b = stations[k];
    const st = minimumCurvatureStep(a, b);
    const p = out[k - 1];
    out.push({ n: p.n + st.dN, e: p.e + st.dE, v: p.v + st.dV, dls: ((st.beta * 180) / Math.PI) * (30 / (b.mdM - a.mdM)) });
  }
  return out;
}

function columnFigures(): Record<string, number | string> {
  const stations = survey(COLUMN_STATIONS);
  const cols = {
    mdM: Float64Array.from(stations, (s) => s.mdM),
    incDeg: Float64Array.from(stations, (s) => s.incDeg),
    aziDeg: Float64Array.from(stations, (s) => s.aziDeg),
  };
  const out = allocateTrajectoryColumns(COLUMN_STATIONS);
  minimumCurvatureColumns(cols, undefined, out);
  plainLoop(stations);
  const colMs: number[] = [];
  const plainMs: number[] = [];
  const colCpuMs: number[] = [];
  let plainTvd = 0;
  const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  // Interleaved, so both see the same machine load.
  for (let r = 0; r < 5; r++) {
    const c0 = process.cpuUsage();
    let t0 = performance.now();
    minimumCurvatureColumns(cols, undefined, out);
    colMs.push(performance.now() - t0);
    colCpuMs.push(cpuMs(process.cpuUsage(c0)));
    t0 = performance.now();
    plainTvd = plainLoop(stations).at(-1)!.v;
    plainMs.push(performance.now() - t0);
  }
  const colRate = COLUMN_STATIONS / (median(colMs) / 1000);
  const plainRate = COLUMN_STATIONS / (median(plainMs) / 1000);
  return {
    'columns: 1 M stations, M stations/s (median of 5)': colRate / 1e6,
    'columns: 1 M stations, M stations/s (best of 5)': COLUMN_STATIONS / Math.min(...colMs) / 1000,
    // on a shared machine the wall clock counts other processes' turns; the process's CPU time does not
    'columns: 1 M stations, M stations/s of CPU time (median of 5)': COLUMN_STATIONS / median(colCpuMs) / 1000,
    'columns: target M stations/s': 10,
    'load average (1 min) during the run': loadavg()[0],
    'plain per-station loop, M stations/s (same run)': plainRate / 1e6,
    'columns / plain loop': colRate / plainRate,
    'columns vs plain loop, TD TVD difference m': Math.abs(out.tvdM[COLUMN_STATIONS - 1] - plainTvd),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const stations = survey(STATIONS);
  minimumCurvature(stations); // warm up the JIT
  const times: number[] = [];
  let t = minimumCurvature(stations);
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    t = minimumCurvature(stations);
    times.push(performance.now() - t0);
  }
  const mds = Array.from({ length: STATIONS }, (_, i) => ((i * 7919) % STATIONS) + 0.5).filter((md) => md < STATIONS - 1);
  for (const md of mds.slice(0, 1000)) interpolateAtMd(t, md);
  const i0 = performance.now();
  let checksum = 0;
  for (const md of mds) checksum += interpolateAtMd(t, md).tvdM;
  const interpMs = performance.now() - i0;
  return {
    stations: STATIONS,
    'minimum curvature, total ms (median of 9)': median(times),
    'minimum curvature, total ms (best)': Math.min(...times),
    'minimum curvature, µs per station (median)': (median(times) * 1000) / STATIONS,
    'interpolateAtMd, µs per query (100k random MDs)': (interpMs * 1000) / mds.length,
    'TD MD / TVD m': `${t[t.length - 1].mdM} / ${t[t.length - 1].tvdM.toFixed(1)}`,
    'mean interpolated TVD m': checksum / mds.length,
    ...columnFigures(),
  };
}
