/**
 * Completion cost roll-ups against figures worked by hand from the bid's unit prices and the exact
 * unit definitions (1 lb = 0.45359237 kg, 1 US gal = 3.785411784 L, 1 bbl = 42 US gal = 158.987294928 L).
 */
import { describe, expect, it } from 'vitest';
import { costRollUp } from '../drilling/kpi/costs';
import { fracTicketDays, stageCost, stageQuantities } from './completion-costs';
import { fracTroubles, PLUG_AND_PERF_S, type TroubleStage } from './frac-troubles';
import { stageOfTime } from './stage-of-time';

// The demo frac bid (server/seed/step-bids.ts).
const PRICES = new Map([
  ['HHP-STG', 28_500],
  ['SAND-100', 0.024],
  ['FR-GAL', 7.25],
  ['WATER-BBL', 0.95],
  ['WL-STG', 6_200],
  ['PLUG-CMP', 2_350],
  ['RENT-DAY', 5_400],
]);
const stage = { stage_no: 2, start_s: 0, end_s: 8000, plug_md_m: 5100, clean_m3: 1000, proppant_kg: 100_000 };

describe('completion costs', () => {
  it('bills a stage by what it used: 100 t is 220,462 lb, 1,000 m³ is 6,289.8 bbl and 264,172 gal', () => {
    const q = stageQuantities(stage);
    expect(q['SAND-100']).toBeCloseTo(220_462.26, 2);
    expect(q['WATER-BBL']).toBeCloseTo(6_289.81, 2);
    // 0.75 gal of friction reducer per 1,000 gal: 264,172.05 × 0.75 / 1000 = 198.13 gal.
    expect(q['FR-GAL']).toBeCloseTo(198.129, 3);
    expect([q['HHP-STG'], q['WL-STG'], q['PLUG-CMP']]).toEqual([1, 1, 1]);
  });

  it('prices the stage: 28,500 + 5,291.09 + 1,436.44 + 5,975.32 + 6,200 + 2,350 = 49,752.85 USD', () => {
    const c = stageCost(stage, PRICES);
    expect(c.byCategory.pumping).toBe(28_500);
    expect(c.byCategory.proppant).toBeCloseTo(5_291.09, 2);
    expect(c.byCategory.fluids).toBeCloseTo(1_436.44, 2);
    expect(c.byCategory.water).toBeCloseTo(5_975.32, 2);
    expect([c.byCategory.wireline, c.byCategory.plugs, c.byCategory.rentals]).toEqual([6_200, 2_350, 0]);
    expect(c.total).toBeCloseTo(49_752.85, 2);
    // The toe stage is opened by a sleeve: no wireline run, no plug (49,752.85 − 8,550).
    expect(stageCost({ ...stage, plug_md_m: null }, PRICES).total).toBeCloseTo(41_202.85, 2);
  });

  it('bills each stage on the day its record starts and rents by the part of the day the spread worked', () => {
    const days = [
      { date: '2026-10-17', startS: 0, endS: 86_400 },
      { date: '2026-10-18', startS: 86_400, endS: 172_800 },
      { date: '2026-10-19', startS: 172_800, endS: 259_200 },
    ];
    const s1 = { ...stage, stage_no: 1, plug_md_m: null, start_s: 80_000, end_s: 88_000 };
    const s2 = { ...stage, start_s: 90_000, end_s: 98_000 };
    const out = fracTicketDays([s2, s1], days);
    // The spread worked 80,000–98,000 s: 6,400 s of day 1 (0.07 d), 11,600 s of day 2 (0.13 d), none of day 3.
    expect(out.map((d) => [d.date, d.stages, d.quantities['RENT-DAY']])).toEqual([
      ['2026-10-17', [1], 0.07],
      ['2026-10-18', [2], 0.13],
    ]);
    expect(out[0].quantities['WL-STG']).toBeUndefined();
    expect(out[1].quantities['PLUG-CMP']).toBe(1);
  });

  it('rolls days up: day totals and a running total', () => {
    const line = (amount: number) => ({ code: 'PUMP', amount, source: 'ticket' as const, description: '' });
    const r = costRollUp([
      { date: 'a', depthEndM: null, lines: [line(41_202.85), line(378)] },
      { date: 'b', depthEndM: null, lines: [line(49_752.85), line(702)] },
    ]);
    expect(r.map((d) => [d.total, d.cumulative])).toEqual([
      [41_580.85, 41_580.85],
      [50_454.85, 92_035.7],
    ]);
  });
});

describe('frac troubles', () => {
  const h = 3600;
  const base = { top_md_m: 5000, plug_md_m: 5000, proppant_kg: 250_000, design_proppant_kg: 250_000 };
  // Three stages of 2.5 h; gaps of 2.5 h and 2.2 h.
  const stages: TroubleStage[] = [
    { ...base, stage_no: 1, plug_md_m: null, start_s: 0, end_s: 2.5 * h, shut_in_s: 2.3 * h, max_treating_mpa: 70 },
    { ...base, stage_no: 2, top_md_m: 4900, plug_md_m: 4905, start_s: 5 * h, end_s: 7.5 * h, shut_in_s: 7.3 * h, max_treating_mpa: 62 },
    { ...base, stage_no: 3, top_md_m: 4800, plug_md_m: 4805, start_s: 9.7 * h, end_s: 12.2 * h, shut_in_s: 12 * h, max_treating_mpa: 57 },
  ];

  it('puts a screen-out after the highest-pressure stage and a misrun in the longest gap left, each leaving one plug-and-perf run', () => {
    const t = fracTroubles(stages);
    expect(t.map((x) => [x.type, x.stageNo, x.startS, x.endS])).toEqual([
      // From stage 1's shut-in (2.3 h) until 1.5 h before stage 2 (3.5 h): 1.2 h.
      ['SCREEN_OUT', 1, 2.3 * h, 5 * h - PLUG_AND_PERF_S],
      // The gap before stage 3: 7.5 h to 9.7 h, 2.2 h less 1.5 h = 0.7 h lost.
      ['WIRELINE_MISRUN', 3, 7.5 * h, 7.5 * h + 0.7 * h],
    ]);
    expect(t[0].description).toContain('70.0 MPa (10,153 psi)');
    expect(t[1].description).toContain('4805 m MD');
  });

  it('names the stage of an instant: inside a record, else the stage the gap leads to', () => {
    expect(stageOfTime(stages, 2.3 * h)).toBe(1);
    expect(stageOfTime(stages, 7.5 * h)).toBe(3);
    expect(stageOfTime(stages, 13 * h)).toBe(3);
  });
});
