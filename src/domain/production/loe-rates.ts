/**
 * A producing well's lease operating cost rates (issue 19), declared once: the change the server
 * accepts (PATCH wells/{id}/production/rates validates with `loeRatesPatch`: 400 naming the field),
 * the fields the Daily Costs pane shows and edits, and the draft the pane turns into that change.
 * The server keeps USD per barrel; the pane shows per-barrel rates in the user's unit system
 * (USD/bbl or USD/m³) and converts both ways here.
 */
import { z } from 'zod';
import { BBL_PER_M3, type ProductionUnit } from './production-units';
import { LIFTS, LIFT_LABELS, type Lift, type LoeRates } from './production-day';

const usd = (max: number, what: string) =>
  z
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(max, `at most ${max.toLocaleString('en-US')} ${what}`);
const perLift = (max: number) =>
  z
    .object(Object.fromEntries(LIFTS.map((l) => [l, usd(max, 'USD a day')])) as Record<Lift, ReturnType<typeof usd>>)
    .partial()
    .strict();

export const loeRatesPatch = z
  .object({
    overhead_usd_month: usd(100_000, 'USD a month'),
    lift_usd_d: perLift(10_000),
    power_usd_d: perLift(10_000),
    chemicals_usd_bbl: usd(100, 'USD a barrel'),
    water_disposal_usd_bbl: usd(100, 'USD a barrel'),
    oil_price_usd_bbl: usd(1_000, 'USD a barrel').positive('must be above 0'),
    nri: z.number({ error: 'must be a number' }).gt(0, 'must be above 0').max(1, 'at most 1 (the whole revenue)'),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one rate to change' });

export type LoeRatesPatch = z.infer<typeof loeRatesPatch>;

/** How a rate is shown: USD a month or a day as they are, per barrel in the user's liquid unit, NRI as a fraction. */
type Kind = 'usd_month' | 'usd_day' | 'per_liquid' | 'fraction';

export interface LoeRateField {
  /** The draft's key: a rate of LoeRates, or lift_usd_d.<lift> / power_usd_d.<lift>. */
  key: string;
  label: string;
  kind: Kind;
}

const SCALARS: LoeRateField[] = [
  { key: 'overhead_usd_month', label: 'Fixed overhead', kind: 'usd_month' },
  { key: 'chemicals_usd_bbl', label: 'Chemicals (gross fluid)', kind: 'per_liquid' },
  { key: 'water_disposal_usd_bbl', label: 'Water disposal', kind: 'per_liquid' },
  { key: 'oil_price_usd_bbl', label: 'Oil price', kind: 'per_liquid' },
  { key: 'nri', label: 'Net revenue interest', kind: 'fraction' },
];
const liftFields = (what: 'lift_usd_d' | 'power_usd_d', label: string): LoeRateField[] =>
  LIFTS.map((l) => ({ key: `${what}.${l}`, label: `${label}, ${LIFT_LABELS[l]}`, kind: 'usd_day' }));

export const LOE_RATE_FIELDS: readonly LoeRateField[] = [...SCALARS, ...liftFields('lift_usd_d', 'Lift rental'), ...liftFields('power_usd_d', 'Power')];

export function rateUnit(kind: Kind, perLiquid: ProductionUnit): { symbol: string; decimals: number } {
  if (kind === 'usd_month') return { symbol: 'USD/month', decimals: 0 };
  if (kind === 'usd_day') return { symbol: 'USD/d', decimals: 0 };
  if (kind === 'fraction') return { symbol: '0–1', decimals: 3 };
  return { symbol: perLiquid.symbol, decimals: perLiquid.decimals };
}

/** A field's value as the server keeps it (USD, USD per barrel, fraction). */
export function rateOf(rates: LoeRates, key: string): number {
  const [k, lift] = key.split('.') as [keyof LoeRates, Lift | undefined];
  const v = rates[k];
  return typeof v === 'number' ? v : lift ? ((v as Record<Lift, number>)[lift] ?? 0) : 0;
}

/** USD per barrel to the user's liquid unit (USD/bbl or USD/m³), and back. Linear: the unit's factor is convert(1). */
const shownOf = (v: number, kind: Kind, u: ProductionUnit) => (kind === 'per_liquid' ? u.convert(v * BBL_PER_M3) : v);
const keptOf = (v: number, kind: Kind, u: ProductionUnit) => (kind === 'per_liquid' ? v / u.convert(1) / BBL_PER_M3 : v);

export const shownRate = (rates: LoeRates, f: LoeRateField, u: ProductionUnit): number => shownOf(rateOf(rates, f.key), f.kind, u);

/** The draft of the edit form: each field's text as typed. */
export type LoeRatesDraft = Record<string, string>;

export function draftOfRates(rates: LoeRates, u: ProductionUnit): LoeRatesDraft {
  return Object.fromEntries(
    LOE_RATE_FIELDS.map((f) => {
      const d = rateUnit(f.kind, u).decimals + 2;
      return [f.key, String(Math.round(shownRate(rates, f, u) * 10 ** d) / 10 ** d)];
    }),
  );
}

/**
 * The change a draft makes: only the fields whose value differs from `rates` (to the shown
 * precision), checked by `loeRatesPatch`; or the problems, each naming its field by label.
 */
export function patchOfDraft(rates: LoeRates, draft: LoeRatesDraft, u: ProductionUnit): { body: LoeRatesPatch } | { problems: string[] } | { unchanged: true } {
  const problems: string[] = [];
  const body: Record<string, unknown> = {};
  const was = draftOfRates(rates, u);
  for (const f of LOE_RATE_FIELDS) {
    const text = (draft[f.key] ?? '').trim().replace(/,/g, '');
    if (text === was[f.key]) continue;
    const shown = text === '' ? NaN : Number(text);
    if (!Number.isFinite(shown)) {
      problems.push(`${f.label}: must be a number`);
      continue;
    }
    const kept = keptOf(shown, f.kind, u);
    const [k, lift] = f.key.split('.');
    if (lift) body[k] = { ...(body[k] as object), [lift]: kept };
    else body[k] = kept;
  }
  if (problems.length) return { problems };
  if (!Object.keys(body).length) return { unchanged: true };
  const r = loeRatesPatch.safeParse(body);
  if (r.success) return { body: r.data };
  const byPath = new Map(LOE_RATE_FIELDS.map((f) => [f.key, f]));
  return {
    problems: r.error.issues.map((i) => {
      const f = byPath.get(i.path.join('.'));
      // In the user's unit where the limit is per barrel: 'at most 100 USD a barrel' reads the same in either system.
      return `${f?.label ?? i.path.join('.')}: ${i.message}`;
    }),
  };
}
