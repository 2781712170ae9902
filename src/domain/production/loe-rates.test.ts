import { describe, expect, it } from 'vitest';
import { draftOfRates, loeRatesPatch, patchOfDraft } from './loe-rates';
import type { LoeRates } from './production-day';
import { productionUnit } from './production-units';

const rates: LoeRates = {
  lift_usd_d: { flowing: 0, gas_lift: 310, rod_pump: 140, esp: 240 },
  power_usd_d: { flowing: 0, gas_lift: 160, rod_pump: 115, esp: 330 },
  chemicals_usd_bbl: 0.1,
  water_disposal_usd_bbl: 0.85,
  overhead_usd_month: 1_500,
  oil_price_usd_bbl: 70,
  nri: 0.8,
};
const bbl = productionUnit('perLiquid', 'imperial');
const m3 = productionUnit('perLiquid', 'metric');

describe('LOE rates draft', () => {
  it('an untouched draft changes nothing, in either unit system', () => {
    expect(patchOfDraft(rates, draftOfRates(rates, bbl), bbl)).toEqual({ unchanged: true });
    expect(patchOfDraft(rates, draftOfRates(rates, m3), m3)).toEqual({ unchanged: true });
  });

  it('sends only the changed rates, per barrel whatever the unit shown', () => {
    const d = { ...draftOfRates(rates, bbl), overhead_usd_month: '2,000', 'lift_usd_d.esp': '300' };
    expect(patchOfDraft(rates, d, bbl)).toEqual({ body: { overhead_usd_month: 2_000, lift_usd_d: { esp: 300 } } });
    // Metric: 0.85 USD/bbl shows as 0.85 × 6.289811 = 5.3463 USD/m³; 10 USD/m³ is 10 / 6.289811 = 1.58987 USD/bbl.
    const dm = draftOfRates(rates, m3);
    expect(Number(dm.water_disposal_usd_bbl)).toBeCloseTo(5.3463, 4);
    const p = patchOfDraft(rates, { ...dm, water_disposal_usd_bbl: '10' }, m3);
    expect('body' in p && p.body.water_disposal_usd_bbl).toBeCloseTo(1.58987, 5);
    expect('body' in p && Object.keys(p.body)).toEqual(['water_disposal_usd_bbl']);
  });

  it("names the field of each problem with the server's own checks", () => {
    const d = { ...draftOfRates(rates, bbl), nri: '1.2', chemicals_usd_bbl: '-1', 'power_usd_d.gas_lift': 'abc' };
    expect(patchOfDraft(rates, d, bbl)).toEqual({ problems: ['Power, Gas lift: must be a number'] });
    const p = patchOfDraft(rates, { ...draftOfRates(rates, bbl), nri: '1.2', chemicals_usd_bbl: '-1' }, bbl);
    expect(p).toEqual({
      problems: expect.arrayContaining(['Net revenue interest: at most 1 (the whole revenue)', 'Chemicals (gross fluid): must not be negative']),
    });
    // The server's schema is this one: the same 400 for the same body.
    expect(loeRatesPatch.safeParse({ nri: 1.2 }).success).toBe(false);
    expect(loeRatesPatch.safeParse({}).success).toBe(false);
  });
});
