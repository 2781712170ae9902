import { describe, expect, it } from 'vitest';
import {
  checkParameter,
  composeProgram,
  defaultParameters,
  parameterProblems,
  plannedDaysLeaving,
  quantile,
  sectionDaysAndCost,
  sectionIndexAt,
  type AfeIn,
  type ProgramSources,
} from './drilling-program';

// A hand-made AFE: surface to 500 m in 1.25 days, 1 day running casing, intermediate to 2,000 m by
// day 6, 1.5 days of casing. Day rates 40,000 USD/day, metre rates 60 USD/m.
const AFE: AfeIn = {
  name: 'AFE',
  currency: 'USD',
  curve: [
    { depthM: 0, days: 0 },
    { depthM: 500, days: 1.25 },
    { depthM: 500, days: 2.25 },
    { depthM: 2000, days: 6 },
    { depthM: 2000, days: 7.5 },
  ],
  rates: [
    { code: 'RIG', name: 'Rig', basis: 'day', rate: 30_000 },
    { code: 'DD', name: 'Directional', basis: 'day', rate: 10_000 },
    { code: 'MUD', name: 'Mud', basis: 'metre', rate: 60 },
  ],
};

describe('planned days and cost per section (AFE curve)', () => {
  it('a section ends when the plan leaves its shoe: after the casing run', () => {
    expect(plannedDaysLeaving(AFE.curve, 500)).toBe(2.25);
    expect(plannedDaysLeaving(AFE.curve, 2000)).toBe(7.5);
    // mid-intermediate: 2.25 + (500 / 1500) × 3.75 = 3.5
    expect(plannedDaysLeaving(AFE.curve, 1000)).toBeCloseTo(3.5, 10);
    expect(plannedDaysLeaving(AFE.curve, 2500)).toBeNull();
  });
  it('prices each section at the AFE rates: 2.25 d × 40,000 + 500 m × 60 = 120,000', () => {
    expect(sectionDaysAndCost(AFE, 0, 500)).toEqual({ days: 2.25, cost: 120_000 });
    // 5.25 d × 40,000 + 1,500 m × 60 = 210,000 + 90,000
    expect(sectionDaysAndCost(AFE, 500, 2000)).toEqual({ days: 5.25, cost: 300_000 });
    expect(sectionDaysAndCost(null, 0, 500)).toEqual({ days: null, cost: null });
  });
});

describe('parameter ranges', () => {
  it('defaults by hole size, each minimum below its maximum', () => {
    for (const hole of [26, 17.5, 12.25, 8.5, 6]) {
      const p = defaultParameters('s', hole);
      expect(parameterProblems([p])).toEqual([]);
    }
    // DOMAIN.md: an 8½" section pumps 1,500–3,000 L/min with WOB up to 25 t.
    const p = defaultParameters('lateral', 8.5);
    expect(p.flow_min_lpm).toBeGreaterThanOrEqual(1500);
    expect(p.flow_max_lpm).toBeLessThanOrEqual(3000);
    expect(p.wob_max_t).toBeLessThanOrEqual(25);
  });
  it('names the field of an inverted range and a section given twice', () => {
    const p = { ...defaultParameters('Surface', 17.5), rpm_max: 40 };
    expect(parameterProblems([p, defaultParameters('surface', 17.5)])).toEqual([
      { field: 'sections.0.rpm_max', message: 'must not be below the minimum (60 rpm)' },
      { field: 'sections.1.section', message: 'section surface has ranges twice' },
    ]);
  });
});

describe('the field check', () => {
  it('quantiles interpolate between ranks (Hyndman & Fan type 7, numpy.percentile default)', () => {
    const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(x, 0.5)).toBe(5.5);
    expect(quantile(x, 0.1)).toBeCloseTo(1.9, 12);
    expect(quantile(x, 0.9)).toBeCloseTo(9.1, 12);
    expect(quantile([], 0.5)).toBeNull();
  });
  it('flags a parameter whose median is outside the range and says how often it was', () => {
    const c = checkParameter('flow', 'Flow in', 'L/min', 2000, 2700, [2750, 2800, 2650, 2900, 2820]);
    expect([c.status, c.median, c.samples, c.outside_fraction, c.latest]).toEqual(['high', 2800, 5, 0.8, 2820]);
    expect(checkParameter('wob', 'WOB', 't', 6, 16, [5, 5.5, 7]).status).toBe('low');
    expect(checkParameter('wob', 'WOB', 't', 6, 16, [8, 9, 17]).status).toBe('ok');
    expect(checkParameter('rpm', 'RPM', 'rpm', 50, 110, []).status).toBe('no data');
  });
  it('finds the section of a bit depth: the shoe belongs to the section above, below TD the last', () => {
    const s = [
      { from_m: 0, to_m: 550 },
      { from_m: 550, to_m: 2190 },
      { from_m: 2190, to_m: 6250 },
    ];
    expect([sectionIndexAt(s, 0), sectionIndexAt(s, 550), sectionIndexAt(s, 550.1), sectionIndexAt(s, 5000), sectionIndexAt(s, 7000)]).toEqual([0, 0, 1, 2, 2]);
    expect(sectionIndexAt([], 100)).toBeNull();
  });
});

describe('composing the program from its sources', () => {
  const src: ProgramSources = {
    sections: [
      { name: 'Surface 17½"', from_m: 0, to_m: 500, hole_in: 17.5, casing_od_in: 13.375, mud_type: 'WBM', mud_min_kg_m3: 1030, mud_max_kg_m3: 1100 },
      { name: 'Intermediate 12¼"', from_m: 500, to_m: 2000, hole_in: 12.25, casing_od_in: 9.625, mud_type: 'OBM', mud_min_kg_m3: 1100, mud_max_kg_m3: 1200 },
    ],
    parameters: [defaultParameters('surface 17½"', 17.5)],
    casing: [
      { id: 'c0', name: '20" conductor', od_in: 20, weight_lb_ft: 94, grade: 'H-40', top_m: 0, shoe_m: 37, hole_size_in: 26, status: 'set' },
      { id: 'c1', name: '13⅜" surface', od_in: 13.375, weight_lb_ft: 54.5, grade: 'J-55', top_m: 0, shoe_m: 500, hole_size_in: 17.5, status: 'set' },
      { id: 'c2', name: '9⅝" intermediate', od_in: 9.625, weight_lb_ft: 40, grade: 'HCL-80', top_m: 0, shoe_m: 2000, hole_size_in: 12.25, status: 'planned' },
    ],
    bhas: [
      { id: 'b1', run_no: 1, name: 'Run 1', hole_size_in: 17.5, status: 'pulled', depth_in_m: 37, depth_out_m: 500, bit: '17½" PDC', motor: '9⅝" motor' },
      { id: 'b2', run_no: 2, name: 'Run 2', hole_size_in: 8.5, status: 'in_hole', depth_in_m: 500, depth_out_m: 1200, bit: '8½" PDC', motor: null },
      { id: 'b3', run_no: 3, name: 'Run 3', hole_size_in: 12.25, status: 'planned', depth_in_m: null, depth_out_m: null, bit: '12¼" PDC', motor: null },
    ],
    mud: [{ name: 'Surface', from_m: 0, to_m: 500, mud_type: 'WBM', density_min_kg_m3: 1040, density_max_kg_m3: 1090 }],
    tops: [
      { name: 'Rustler', md_m: 300, tvd_m: 300 },
      { name: 'Salado', md_m: 500, tvd_m: 500 },
    ],
    hazards: [{ title: 'Salt washout', severity: 'medium', depth_m: 800 }],
    afe: AFE,
    tvdAt: (md) => (md <= 2000 ? md * 0.99 : null),
  };
  const { sections, totals } = composeProgram(src);

  it('reads casing, BHAs, mud, tops and hazards into each section without copying them', () => {
    expect(sections.map((s) => s.casing?.id)).toEqual(['c1', 'c2']);
    expect(sections.map((s) => s.bhas.map((b) => b.id))).toEqual([['b1'], ['b2', 'b3']]);
    expect(sections[0].mud).toEqual({ source: 'mud program', mud_type: 'WBM', density_min_kg_m3: 1040, density_max_kg_m3: 1090 });
    expect(sections[1].mud.source).toBe('design');
    // a top at the shoe belongs to the section below
    expect(sections.map((s) => s.tops.map((t) => t.name))).toEqual([['Rustler'], ['Salado']]);
    expect(sections[1].hazards.map((h) => h.title)).toEqual(['Salt washout']);
    expect([sections[1].from_tvd_m, sections[1].to_tvd_m]).toEqual([495, 1980]);
    expect(sections[0].parameters?.wob_max_t).toBe(14);
  });
  it('says where the sources disagree and totals days and cost', () => {
    expect(sections[0].checks).toEqual([]);
    expect(sections[1].checks).toEqual(['No parameter ranges for this section yet.', 'Run 2 drills 8.5" hole; the design drills 12.25".']);
    expect(totals).toMatchObject({ sections: 2, td_m: 2000, td_tvd_m: 1980, planned_days: 7.5, planned_cost: 420_000, currency: 'USD' });
  });
});
