/**
 * Completion costs of a plug-and-perf frac, per stage and per reporting day (issue 19). A frac
 * company bills what each stage used: the pumping spread per stage, proppant by the pound, friction
 * reducer by the gallon (its loading per gallon of clean fluid), water by the barrel of clean fluid,
 * the wireline plug-and-perf run and the composite plug that isolate the stage (stage 1 at the toe is
 * opened by a toe sleeve: no run, no plug), and the frac tree and flowback iron rented by the day the
 * spread works on the well. Quantities come from the stage records (proppant placed, clean volume,
 * plug depth); prices from the frac company's bid. The demo field tickets are these quantities per
 * day, and completion daily costs are those tickets: one source, so tickets and costs agree.
 */
import { BBL_M3, LB_KG, US_GAL_M3 } from './frac-constants';

export const COMPLETION_COST_CATEGORIES = ['pumping', 'proppant', 'fluids', 'water', 'wireline', 'plugs', 'rentals'] as const;
export type CompletionCostCategory = (typeof COMPLETION_COST_CATEGORIES)[number];

/** Friction reducer loading of the demo slickwater, US gal per 1,000 US gal of clean fluid. */
export const FR_LOADING_GPT = 0.75;

/** A bid item a frac is billed by: its code, cost code (the category's), unit and what of a stage it counts. */
export interface FracBillItem {
  code: string;
  costCode: string;
  category: CompletionCostCategory;
  unit: string;
}

export const FRAC_BILL_ITEMS: readonly FracBillItem[] = [
  { code: 'HHP-STG', costCode: 'PUMP', category: 'pumping', unit: 'stage' },
  { code: 'SAND-100', costCode: 'PROP', category: 'proppant', unit: 'lb' },
  { code: 'FR-GAL', costCode: 'FLUID', category: 'fluids', unit: 'gal' },
  { code: 'WATER-BBL', costCode: 'WATER', category: 'water', unit: 'bbl' },
  { code: 'WL-STG', costCode: 'WL', category: 'wireline', unit: 'stage' },
  { code: 'PLUG-CMP', costCode: 'PLUG', category: 'plugs', unit: 'each' },
  { code: 'RENT-DAY', costCode: 'RENT', category: 'rentals', unit: 'day' },
];

export const categoryOfCostCode = (costCode: string): CompletionCostCategory | null => FRAC_BILL_ITEMS.find((i) => i.costCode === costCode)?.category ?? null;

/** What of a stage record is billed. */
export interface CostStage {
  stage_no: number;
  start_s: number;
  end_s: number;
  plug_md_m: number | null;
  clean_m3: number;
  proppant_kg: number;
}

/** Quantity per bid item code of one stage (the rentals are by the day, not per stage). */
export function stageQuantities(s: CostStage): Record<string, number> {
  const cleanGal = s.clean_m3 / US_GAL_M3;
  const plugged = s.plug_md_m !== null ? 1 : 0;
  return {
    'HHP-STG': 1,
    'SAND-100': s.proppant_kg / LB_KG,
    'FR-GAL': (cleanGal * FR_LOADING_GPT) / 1000,
    'WATER-BBL': s.clean_m3 / BBL_M3,
    'WL-STG': plugged,
    'PLUG-CMP': plugged,
  };
}

export type Prices = ReadonlyMap<string, number>;

export interface StageCost {
  stage_no: number;
  byCategory: Record<CompletionCostCategory, number>;
  total: number;
}

const zeroCategories = () => Object.fromEntries(COMPLETION_COST_CATEGORIES.map((c) => [c, 0])) as Record<CompletionCostCategory, number>;

/** One stage's cost per category at the given unit prices (an item without a price costs nothing). */
export function stageCost(s: CostStage, prices: Prices): StageCost {
  const byCategory = zeroCategories();
  for (const [code, q] of Object.entries(stageQuantities(s))) {
    const item = FRAC_BILL_ITEMS.find((i) => i.code === code);
    const price = prices.get(code);
    if (item && price !== undefined) byCategory[item.category] += q * price;
  }
  return { stage_no: s.stage_no, byCategory, total: COMPLETION_COST_CATEGORIES.reduce((a, c) => a + byCategory[c], 0) };
}

export interface BillingDay {
  date: string;
  startS: number;
  endS: number;
}

export interface FracTicketDay {
  date: string;
  /** Stages whose treatment record started on the day (their quantities are billed on it). */
  stages: number[];
  /** Bid item code → quantity, positive only; rentals as the fraction of the day the spread worked on the well. */
  quantities: Record<string, number>;
}

/**
 * The frac's billing per reporting day: each stage's quantities on the day its record starts, and
 * the rentals for the part of each day between the first stage's start and the last stage's end
 * (to the hundredth of a day, as a ticket charges a part day).
 */
export function fracTicketDays(stages: readonly CostStage[], days: readonly BillingDay[]): FracTicketDay[] {
  if (!stages.length) return [];
  const firstS = Math.min(...stages.map((s) => s.start_s));
  const lastS = Math.max(...stages.map((s) => s.end_s));
  const out: FracTicketDay[] = [];
  for (const d of days) {
    const quantities: Record<string, number> = {};
    const on = stages.filter((s) => s.start_s >= d.startS && s.start_s < d.endS).sort((a, b) => a.stage_no - b.stage_no);
    for (const s of on) for (const [code, q] of Object.entries(stageQuantities(s))) quantities[code] = (quantities[code] ?? 0) + q;
    const covered = Math.min(d.endS, lastS) - Math.max(d.startS, firstS);
    if (covered > 0) quantities['RENT-DAY'] = Math.round((covered / (d.endS - d.startS)) * 100) / 100;
    for (const k of Object.keys(quantities)) if (!(quantities[k] > 0)) delete quantities[k];
    if (Object.keys(quantities).length) out.push({ date: d.date, stages: on.map((s) => s.stage_no), quantities });
  }
  return out;
}
