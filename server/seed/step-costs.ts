/**
 * Demo costs: the cost codes, and for every drilling-stage demo well an AFE estimate: a planned days
 * vs depth curve (surface hole and casing, intermediate hole and casing, the lateral, production
 * casing) and the rates a Delaware Basin horizontal is priced at (rig and services by the day, mud
 * and bits by the metre). Auto cost lines come from these rates and the well's own Days vs Depth.
 */
import type { AfePoint, CostRate } from '../../src/domain/drilling/kpi/costs';
import { plannedCasingPointsM } from '../../src/domain/drilling/mud/mud-program';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const DEMO_COST_CODES: readonly { code: string; name: string; category: string }[] = [
  { code: 'RIG', name: 'Drilling rig day rate', category: 'rig' },
  { code: 'DD', name: 'Directional drilling and MWD', category: 'services' },
  { code: 'SOL', name: 'Solids control and rentals', category: 'rentals' },
  { code: 'SUP', name: 'Well-site supervision', category: 'services' },
  { code: 'FUEL', name: 'Fuel', category: 'materials' },
  { code: 'MUD', name: 'Drilling fluids', category: 'materials' },
  { code: 'BIT', name: 'Bits', category: 'materials' },
  { code: 'FISH', name: 'Fishing and remedial work', category: 'services' },
  { code: 'LOG', name: 'Logistics and trucking', category: 'other' },
  // Completions (the frac company's bid items book to these: src/domain/completions/completion-costs.ts).
  { code: 'PUMP', name: 'Frac pumping', category: 'services' },
  { code: 'PROP', name: 'Proppant', category: 'materials' },
  { code: 'FLUID', name: 'Frac fluids and chemicals', category: 'materials' },
  { code: 'WATER', name: 'Frac water', category: 'materials' },
  { code: 'WL', name: 'Wireline plug and perf', category: 'services' },
  { code: 'PLUG', name: 'Frac plugs', category: 'materials' },
  { code: 'RENT', name: 'Completion rentals', category: 'rentals' },
];

export const DEMO_RATES: readonly CostRate[] = [
  { code: 'RIG', name: 'Drilling rig day rate', basis: 'day', rate: 28_500 },
  { code: 'DD', name: 'Directional drilling and MWD', basis: 'day', rate: 9_500 },
  { code: 'SOL', name: 'Solids control and rentals', basis: 'day', rate: 3_200 },
  { code: 'SUP', name: 'Well-site supervision', basis: 'day', rate: 2_800 },
  { code: 'FUEL', name: 'Fuel', basis: 'day', rate: 4_500 },
  { code: 'MUD', name: 'Drilling fluids', basis: 'metre', rate: 38 },
  { code: 'BIT', name: 'Bits', basis: 'metre', rate: 22 },
];

/** The planned curve of a well drilled to `tdM`: sections at planned rates, flat while casing is run. */
export function demoAfeCurve(tdM: number): AfePoint[] {
  const { surfaceM: surface, intermediateM: intermediate } = plannedCasingPointsM(tdM);
  const pts: AfePoint[] = [{ depthM: 0, days: 0 }];
  const drill = (to: number, mPerDay: number) => {
    const last = pts[pts.length - 1];
    pts.push({ depthM: to, days: last.days + (to - last.depthM) / mPerDay });
  };
  const flat = (days: number) => {
    const last = pts[pts.length - 1];
    pts.push({ depthM: last.depthM, days: last.days + days });
  };
  drill(surface, 400);
  flat(1);
  drill(intermediate, 420);
  flat(1.5);
  drill(tdM, 380);
  flat(2);
  return pts.map((p) => ({ depthM: p.depthM, days: Math.round(p.days * 100) / 100 }));
}

export const costsStep: SeedStep = {
  id: 'costs',
  async run({ db }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    for (const c of DEMO_COST_CODES) {
      await db.query('insert into cost_codes (code, name, category) values ($1, $2, $3) on conflict (code) do nothing', [c.code, c.name, c.category]);
    }
    for (const w of DEMO_WELLS) {
      const id = keys.wells[w.key];
      if (!id || w.stage !== 'drilling' || w.spudDay === null) continue;
      await db.query(
        `insert into afe_estimates (well_id, name, curve, rates, contingency) values ($1, $2, $3, $4, 0.1) on conflict (well_id, name) do nothing`,
        [id, 'AFE drilling', JSON.stringify(demoAfeCurve(w.endDepthM)), JSON.stringify(DEMO_RATES)],
      );
    }
  },
};
