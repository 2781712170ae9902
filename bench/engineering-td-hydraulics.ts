/**
 * Engineering calculations (issue 16), in the domain, on one core:
 *  - torque & drag of a 6,000 m well (vertical to 1,000 m, 3°/30 m build to horizontal, lateral to
 *    6,000 m MD; a survey every 30 m) at 1 m elements, the bit at TD: path sampling, element geometry and
 *    the four modes with tension/torque profiles. Target: under 20 ms.
 *  - the full broomstick the API answers (bit every 30 m, 4 modes × 4 friction factors, 1 m elements);
 *  - hydraulics of the same well at 100 flow rates, power law and Herschel–Bulkley.
 */
import type { Station } from '../src/domain/directional/types';
import { DEMO_HOLE, DEMO_NOZZLES_M, DEMO_STRING } from '../src/domain/engineering/demo-case';
import { hydraulics } from '../src/domain/engineering/hydraulics';
import { herschelBulkleyFromFann, powerLawFromFann } from '../src/domain/engineering/rheology';
import { broomstick, pathElements, torqueDrag, TORQUE_DRAG_MODES, type TorqueDragCase } from '../src/domain/engineering/torque-drag';
import { tvdAtMd, wellPath } from '../src/domain/engineering/well-path';
import { percentile } from './_support';

const ROUNDS = 40;

function survey(): Station[] {
  const out: Station[] = [];
  for (let md = 0; md <= 6000; md += 30) {
    const inc = md <= 1000 ? 0 : Math.min(90, ((md - 1000) / 30) * 3);
    out.push({ mdM: md, incDeg: inc, aziDeg: 135 });
  }
  return out;
}

/** Rounds after a few untimed ones (the JIT compiles the loops first). */
function timed(rounds: number, f: () => void): number[] {
  for (let i = 0; i < 3; i++) f();
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    f();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
}

export async function run(): Promise<Record<string, number | string>> {
  const stations = survey();
  const c: TorqueDragCase = {
    string: DEMO_STRING,
    mudDensityKgM3: 1200,
    shoeMdM: 1000,
    frictionCased: 0.2,
    frictionOpen: 0.3,
    wobN: 12 * 9806.65,
    bitTorqueNm: 4000,
    blockWeightN: 20 * 9806.65,
  };
  let hook = 0;
  const one = timed(ROUNDS, () => {
    const el = pathElements(wellPath(stations, 1));
    for (const mode of TORQUE_DRAG_MODES) hook = torqueDrag(el, el.path.mdM.length - 1, mode, c, true).hookLoadN;
  });
  const el = pathElements(wellPath(stations, 1));
  const broom = timed(5, () => broomstick(el, c, [0.1, 0.2, 0.3, 0.4], TORQUE_DRAG_MODES, 30));

  const path = wellPath(stations, 1);
  const flows = Array.from({ length: 100 }, (_, i) => (1000 + i * 25) / 60_000);
  const base = {
    string: DEMO_STRING,
    bitMdM: 6000,
    hole: { ...DEMO_HOLE, shoeMdM: 1000 },
    nozzlesM: DEMO_NOZZLES_M,
    surfaceLossPa: 5e5,
    tvdAt: (md: number) => tvdAtMd(path, md),
  };
  const pl = powerLawFromFann(52, 33, 1200);
  const hb = herschelBulkleyFromFann(52, 33, 6, 1200);
  const hyPl = timed(ROUNDS, () => {
    for (const q of flows) hydraulics({ ...base, fluid: pl, flowM3s: q });
  });
  const at2400 = hydraulics({ ...base, fluid: pl, flowM3s: 2400 / 60_000 });
  const hyHb = timed(ROUNDS, () => {
    for (const q of flows) hydraulics({ ...base, fluid: hb, flowM3s: q });
  });
  return {
    'T&D 6,000 m at 1 m, 4 modes with profiles p50 (ms)': percentile(one, 50),
    'T&D 6,000 m at 1 m, 4 modes with profiles p95 (ms)': percentile(one, 95),
    'target: T&D 6,000 m at 1 m (ms)': 20,
    'broomstick 6,000 m (bit every 30 m, 4 modes x 4 FF) p50 (ms)': percentile(broom, 50),
    'hydraulics 100 flow rates, power law p50 (ms)': percentile(hyPl, 50),
    'hydraulics 100 flow rates, Herschel-Bulkley p50 (ms)': percentile(hyHb, 50),
    'check: hook load rotating on bottom at TD (kN)': Math.round(hook / 100) / 10,
    'check: standpipe at 2,400 L/min (MPa)': Math.round(at2400.standpipePa / 1e4) / 100,
    'check: ECD at TD at 2,400 L/min (kg/m3)': Math.round(at2400.ecdBitKgM3 * 10) / 10,
  };
}
