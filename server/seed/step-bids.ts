/**
 * Demo bids (issue 17): the price lists the demo services companies hold with the operators. Their
 * day and metre rates are the ones the demo AFEs are priced at (step-costs DEMO_RATES), so a field
 * ticket priced from a bid lands on its AFE line: Vector's directional day rate is the DD rate, Lone
 * Star's rig day rate the RIG rate. Valid over the demo calendar's year (anchor -180 d .. +185 d);
 * Vector also has last year's expired bid at lower prices.
 */
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

interface DemoItem {
  code: string;
  description: string;
  unit: string;
  unitPrice: number;
  costCode: string | null;
}

interface DemoBid {
  company: string;
  name: string;
  status: 'active' | 'expired';
  /** Days from the demo anchor. */
  fromDay: number;
  toDay: number;
  description: string;
  items: DemoItem[];
}

const vectorItems = (scale: number): DemoItem[] => [
  { code: 'DD-DAY', description: 'Directional drilling and MWD, per day', unit: 'day', unitPrice: 9_500 * scale, costCode: 'DD' },
  { code: 'DD-STBY', description: 'Directional crew standby', unit: 'day', unitPrice: 3_800 * scale, costCode: 'DD' },
  { code: 'MWD-GR', description: 'Gamma ray sub', unit: 'day', unitPrice: 650 * scale, costCode: 'DD' },
  { code: 'MOTOR-675', description: '6-3/4 in mud motor, rental', unit: 'day', unitPrice: 1_150 * scale, costCode: 'DD' },
  { code: 'MOB', description: 'Mobilisation and demobilisation', unit: 'each', unitPrice: 7_500 * scale, costCode: 'LOG' },
];

export const DEMO_BIDS: readonly DemoBid[] = [
  {
    company: 'vector',
    name: 'Permian directional 2026',
    status: 'active',
    fromDay: -180,
    toDay: 185,
    description: 'Directional drilling and MWD for the Midland Horizontal Program',
    items: vectorItems(1),
  },
  {
    company: 'vector',
    name: 'Permian directional 2025',
    status: 'expired',
    fromDay: -545,
    toDay: -181,
    description: "Last year's directional rates",
    items: vectorItems(0.95),
  },
  {
    company: 'lonestar',
    name: 'Rig services 2026',
    status: 'active',
    fromDay: -180,
    toDay: 185,
    description: 'Rig day rate and rig-supplied services',
    items: [
      { code: 'RIG-DAY', description: 'Drilling rig, operating day rate', unit: 'day', unitPrice: 28_500, costCode: 'RIG' },
      { code: 'RIG-MOVE', description: 'Rig move between pads', unit: 'each', unitPrice: 95_000, costCode: 'LOG' },
      { code: 'FUEL', description: 'Rig fuel, diesel', unit: 'gal', unitPrice: 3.9, costCode: 'FUEL' },
      { code: 'SOL-DAY', description: 'Solids control package', unit: 'day', unitPrice: 3_200, costCode: 'SOL' },
    ],
  },
  {
    company: 'redrock',
    name: 'Frac services 2026',
    status: 'active',
    fromDay: -180,
    toDay: 185,
    description: 'Pumping, proppant and fluids for plug-and-perf completions',
    items: [
      { code: 'HHP-STG', description: 'Pumping spread (hydraulic horsepower), per stage', unit: 'stage', unitPrice: 28_500, costCode: 'PUMP' },
      { code: 'SAND-100', description: '100 mesh proppant, delivered', unit: 'lb', unitPrice: 0.024, costCode: 'PROP' },
      { code: 'FR-GAL', description: 'Friction reducer', unit: 'gal', unitPrice: 7.25, costCode: 'FLUID' },
      { code: 'WATER-BBL', description: 'Frac water, sourced and transferred', unit: 'bbl', unitPrice: 0.95, costCode: 'WATER' },
      { code: 'WL-STG', description: 'Wireline plug and perf, per stage', unit: 'stage', unitPrice: 6_200, costCode: 'WL' },
      { code: 'PLUG-CMP', description: 'Composite frac plug', unit: 'each', unitPrice: 2_350, costCode: 'PLUG' },
      { code: 'RENT-DAY', description: 'Frac tree, zipper manifold and flowback iron, rental', unit: 'day', unitPrice: 5_400, costCode: 'RENT' },
    ],
  },
];

const day = (anchorS: number, d: number) => new Date((anchorS + d * 86400) * 1000).toISOString().slice(0, 10);

export const bidsStep: SeedStep = {
  id: '027-bids',
  async run({ db, anchorS, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    let items = 0;
    for (const b of DEMO_BIDS) {
      const companyId = keys.companies[b.company];
      if (!companyId) continue;
      const { rows } = await db.query<{ id: string }>(
        `insert into bids (company_id, name, currency, valid_from, valid_to, status, description) values ($1, $2, 'USD', $3, $4, $5, $6)
         on conflict do nothing returning id`,
        [companyId, b.name, day(anchorS, b.fromDay), day(anchorS, b.toDay), b.status, b.description],
      );
      if (!rows[0]) continue;
      for (const i of b.items) {
        await db.query('insert into bid_items (bid_id, code, description, unit, unit_price, cost_code) values ($1, $2, $3, $4, $5, $6)', [
          rows[0].id,
          i.code,
          i.description,
          i.unit,
          Math.round(i.unitPrice * 10_000) / 10_000,
          i.costCode,
        ]);
        items++;
      }
    }
    log(`bids: ${DEMO_BIDS.length} demo bids with ${items} items`);
  },
};
