/**
 * Minimum curvature over 100,000 stations (positions, DLS, build, turn, toolface per station), and
 * arc interpolation at 100,000 MDs on the result. A deterministic survey: 1 m stations wandering in
 * inclination and azimuth like a real hole, so every course has a dogleg (no straight-line shortcut).
 */
import { interpolateAtMd } from '../src/domain/directional/interpolate';
import { minimumCurvature } from '../src/domain/directional/minimum-curvature';
import type { Station } from '../src/domain/directional/types';

const STATIONS = 100_000;
const RUNS = 9;

function survey(n: number): Station[] {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
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
    'stations': STATIONS,
    'minimum curvature, total ms (median of 9)': median(times),
    'minimum curvature, total ms (best)': Math.min(...times),
    'minimum curvature, µs per station (median)': (median(times) * 1000) / STATIONS,
    'interpolateAtMd, µs per query (100k random MDs)': (interpMs * 1000) / mds.length,
    'TD MD / TVD m': `${t[t.length - 1].mdM} / ${t[t.length - 1].tvdM.toFixed(1)}`,
    'mean interpolated TVD m': checksum / mds.length,
  };
}
