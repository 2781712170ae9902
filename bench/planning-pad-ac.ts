/**
 * Pad anti-collision of 4 planned wells against each other and 20 existing wells (issue 20): the pad
 * matrix engine (pad-matrix.ts) over the single-well clearance path (ISCWSA MWD Rev 4 covariance, 3D
 * closest approach, WPTS SF), each plan the reference against the 23 other wells (92 ordered pairs; the
 * existing wells are drilled, so their rows are not scanned), then the drilling order's effect. Wells
 * are 6 km with a station every 30 m (a survey program's spacing): 20 existing wells on a ring of slots
 * 8 m apart, the 4 plans on an inner row, each kicking off and building to its own azimuth.
 * Timed cold (covariances computed) and with the wells prepared (what a re-check after moving a well
 * in the order pays). The API adds loading the wells (server/planning/pad-anti-collision.ts).
 */
import { drillingOrderEffect, padMatrix } from '../src/domain/directional/anti-collision/pad-matrix';
import { clearanceRows, prepareWell, type PreparedWell } from '../src/domain/directional/anti-collision/clearance';
import { DEFAULT_SEPARATION } from '../src/domain/directional/anti-collision/separation-factor';
import { ISCWSA_MWD_REV4 } from '../src/domain/directional/error-model/iscwsa-mwd-rev4';
import { ISCWSA_CLEARANCE_SET_PARAMS } from '../src/domain/directional/error-model/models';
import { minimumCurvature } from '../src/domain/directional/minimum-curvature';
import type { Station, TrajectoryPoint } from '../src/domain/directional/types';

const PLANS = 4;
const EXISTING = 20;
const TD_M = 6000;
const STEP_M = 30;
const RUNS = 7;

/** Vertical to kickOffM, then 3°/30 m to 90° towards aziDeg, from a slot at (northM, eastM). */
function well(northM: number, eastM: number, kickOffM: number, aziDeg: number): TrajectoryPoint[] {
  const stations: Station[] = [];
  for (let md = 0; md <= TD_M; md += STEP_M) stations.push({ mdM: md, incDeg: Math.min(90, Math.max(0, md - kickOffM) * (3 / 30)), aziDeg });
  return minimumCurvature(stations, { tvdM: 0, northM, eastM });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run(): Promise<Record<string, number | string>> {
  const trajectories = [
    ...Array.from({ length: PLANS }, (_, i) => well(0, (i - 1.5) * 8, 450 + 60 * i, (90 * i + 20) % 360)),
    ...Array.from({ length: EXISTING }, (_, i) => {
      const a = (2 * Math.PI * i) / EXISTING;
      return well(40 * Math.cos(a), 40 * Math.sin(a), 300 + 25 * i, (18 * i) % 360);
    }),
  ];
  const setup = { model: ISCWSA_MWD_REV4, params: ISCWSA_CLEARANCE_SET_PARAMS };
  const matrixOf = (prepared: (i: number) => PreparedWell) => {
    const m = padMatrix(trajectories.length, (i, j) => (i < PLANS ? clearanceRows(prepared(i), prepared(j), DEFAULT_SEPARATION) : null));
    return {
      m,
      steps: drillingOrderEffect(
        m,
        trajectories.map((_, i) => i),
      ),
    };
  };
  const cold = () => {
    const cache = new Map<number, PreparedWell>();
    return matrixOf((i) => {
      let p = cache.get(i);
      if (!p) cache.set(i, (p = prepareWell(trajectories[i], setup)));
      return p;
    });
  };
  cold(); // warm up the JIT
  const coldTimes: number[] = [];
  let last = cold();
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    last = cold();
    coldTimes.push(performance.now() - t0);
  }
  const prepared = trajectories.map((t) => prepareWell(t, setup));
  const warmTimes: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    matrixOf((i) => prepared[i]);
    warmTimes.push(performance.now() - t0);
  }
  const planCells = last.m.cells
    .slice(0, PLANS)
    .flat()
    .filter((c) => c !== null && c.status === 'scanned');
  return {
    'plans × existing wells (stations each)': `${PLANS} × ${EXISTING} (${trajectories[0].length})`,
    'ordered pairs scanned': planCells.length,
    'pad AC of 4 plans x 20 existing wells (ms, median of 7, covariances included)': median(coldTimes),
    'same, wells prepared (ms, median of 7)': median(warmTimes),
    'pairs below SF 1.5 / below 1.0': `${last.m.flagged.length} / ${last.m.flagged.filter((f) => f.worst.risk === 'stop').length}`,
    'lowest SF of a plan': Math.min(...planCells.map((c) => c!.minSf)),
  };
}
