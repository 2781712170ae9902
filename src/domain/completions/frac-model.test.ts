/**
 * The frac stage model against published relations:
 * - fracture gradient = ISIP / TVD + hydrostatic gradient (e.g. Economides & Nolte, Reservoir
 *   Stimulation, 3rd ed., ch. 9; a worked field figure: ISIP 5,000 psi at 10,000 ft TVD with fresh water
 *   0.433 psi/ft gives FG = 0.5 + 0.433 = 0.933 psi/ft);
 * - limited-entry perforation friction ΔP = 0.2369 q² ρ / (n² d⁴ Cd²) (psi, bpm, ppg, in): 60 bpm of
 *   8.34 ppg water through 40 holes of 0.40" at Cd 0.6 is 0.2369·3600·8.34/(1600·0.0256·0.36) = 482 psi;
 * - slurry density by absolute volumes (ρf + c)/(1 + c/ρp): 2 ppa of sand (22.1 ppg grains) in
 *   8.34 ppg water is (8.34 + 2) lb in (1 + 2/22.1) gal = 9.48 ppg;
 * - mass balance: proppant placed = Σ concentration × clean volume, both per design and per second.
 */
import { describe, expect, it } from 'vitest';
import { FT_M, PSI_MPA, bpmToM3Min, ppaToKgM3, mpaToPsi, US_GAL_M3, LB_KG, SAND_ABS_KG_M3 } from './frac-constants';
import { fractureGradientMPaPerM, hydrostaticGradientMPaPerM, perfFrictionMPa, pipeFrictionMPa, slurryDensityKgM3 } from './frac-hydraulics';
import { pickStage, stageFractureGradient } from './frac-picks';
import { designSchedule, scheduleTotals } from './frac-schedule';
import { simulateTreatment } from './frac-treatment';
import { planStages, type TrajectoryPoint } from './frac-well-plan';

// A Delaware horizontal: vertical to 2,600 m, build to 90° by 3,050 m MD at 2,900 m TVD, lateral to 6,120 m.
const TRAJ: TrajectoryPoint[] = [
  { mdM: 0, tvdM: 0, incDeg: 0 },
  { mdM: 2600, tvdM: 2600, incDeg: 0 },
  { mdM: 3050, tvdM: 2886, incDeg: 90 },
  { mdM: 6120, tvdM: 2900, incDeg: 90.2 },
];

describe('hydraulics', () => {
  it('fracture gradient = ISIP / TVD + hydrostatic gradient (0.5 + 0.433 psi/ft)', () => {
    const isipMPa = 5000 * PSI_MPA;
    const tvdM = 10_000 * FT_M;
    const fg = fractureGradientMPaPerM(isipMPa, tvdM);
    expect(fg).toBe(isipMPa / tvdM + hydrostaticGradientMPaPerM(1000));
    // fresh water 0.433 psi/ft (g = 9.80665, ρ 1000 kg/m³ → 0.4335)
    expect(mpaToPsi(fg) * FT_M).toBeCloseTo(0.5 + 0.4335, 3);
  });

  it('perforation friction matches the limited-entry worked figure (482 psi)', () => {
    const psi = mpaToPsi(perfFrictionMPa(bpmToM3Min(60), (8.34 * LB_KG) / US_GAL_M3, 40, 0.4 * 0.0254, 0.6));
    expect(psi).toBeCloseTo((0.2369 * 3600 * 8.34) / (1600 * 0.4 ** 4 * 0.36), 6);
    expect(Math.round(psi)).toBe(482);
  });

  it('slurry density by absolute volume: 2 ppa in 8.34 ppg water ≈ 9.48 ppg', () => {
    const ppg = (slurryDensityKgM3(ppaToKgM3(2), (8.34 * LB_KG) / US_GAL_M3) * US_GAL_M3) / LB_KG;
    expect(ppg).toBeCloseTo((8.34 + 2) / (1 + 2 / ((SAND_ABS_KG_M3 * US_GAL_M3) / LB_KG)), 9);
    expect(ppg).toBeCloseTo(9.49, 1);
  });

  it('pipe friction grows as rate^1.8 and falls with the friction reducer', () => {
    const a = pipeFrictionMPa(10, 1000, 5000, 0.1214, 0.7);
    const b = pipeFrictionMPa(20, 1000, 5000, 0.1214, 0.7);
    expect(b / a).toBeCloseTo(2 ** 1.8, 9);
    expect(pipeFrictionMPa(10, 1000, 5000, 0.1214, 0)).toBeCloseTo(a / 0.3, 9);
    // 90 bpm of slickwater down 5,000 m of 5½" casing: 15–35 MPa (≈ 0.2–0.45 psi/ft with FR).
    const f90 = pipeFrictionMPa(bpmToM3Min(90), 1000, 5000, 0.1214, 0.7);
    expect(f90).toBeGreaterThan(15);
    expect(f90).toBeLessThan(35);
  });
});

describe('schedule', () => {
  it('places the designed proppant: Σ concentration × clean volume = proppant', () => {
    const s = designSchedule({ proppantKg: 200_000, padShare: 0.15, slurryRateM3Min: bpmToM3Min(90), wellboreM3: 60, overflushM3: 3 });
    expect(s[0].kind).toBe('pad');
    expect(s[s.length - 1].kind).toBe('flush');
    expect(s.reduce((sum, x) => sum + x.concKgM3 * x.cleanM3, 0)).toBeCloseTo(200_000, 6);
    expect(scheduleTotals(s).proppantKg).toBeCloseTo(200_000, 6);
    expect(s[0].cleanM3 / (scheduleTotals(s).cleanM3 - s[s.length - 1].cleanM3)).toBeCloseTo(0.15, 9);
  });
});

describe('a modelled stage', () => {
  const plans = planStages(TRAJ, 6120, 40, 7);
  const toe = plans[0];
  const t = simulateTreatment({
    schedule: designSchedule(toe.design),
    well: toe.well,
    rock: toe.rock,
    frReduction: toe.frReduction,
    breakdownRateM3Min: toe.breakdownRateM3Min,
    seed: toe.seed,
  });
  const picks = pickStage(t);

  it('lays 40 stages along the lateral, toe first, with plugs between them', () => {
    expect(plans).toHaveLength(40);
    expect(plans[0].bottomMdM).toBeGreaterThan(plans[39].bottomMdM);
    expect(plans[0].plugMdM).toBeNull();
    expect(plans[1].plugMdM).toBeGreaterThanOrEqual(plans[1].bottomMdM);
    expect(plans[1].plugMdM).toBeLessThanOrEqual(plans[0].topMdM);
    for (const p of plans) expect(p.well.tvdM).toBeGreaterThan(2880);
  });

  it('mass balance: proppant placed = Σ concentration × clean volume, per second and per step', () => {
    let sum = 0;
    for (let i = 0; i < t.n; i++) sum += (t.concKgM3[i] * t.cleanRateM3Min[i]) / 60;
    expect(t.cumProppantKg[t.n - 1]).toBeCloseTo(sum, 6);
    expect(t.steps.reduce((s, x) => s + x.proppantKg, 0)).toBeCloseTo(sum, 6);
    expect(picks.proppantKg).toBeCloseTo(sum, 6);
    // Whole seconds overshoot each step by at most a second's volume: within 0.5 % of the design.
    expect(Math.abs(sum / toe.design.proppantKg - 1)).toBeLessThan(0.005);
    expect(toe.design.proppantKg).toBeGreaterThanOrEqual(150_000);
    expect(toe.design.proppantKg).toBeLessThanOrEqual(250_000);
  });

  it('has realistic pressures and rates (DOMAIN: 40–80 MPa, 60–100 bbl/min)', () => {
    expect(picks.maxRateM3Min! / 0.158987).toBeGreaterThan(80);
    expect(picks.maxRateM3Min! / 0.158987).toBeLessThan(102);
    expect(picks.avgTreatingMPa).toBeGreaterThan(25);
    let maxMain = 0;
    for (let i = t.steps[1].startS; i < t.steps[t.steps.length - 1].endS; i++) maxMain = Math.max(maxMain, t.treatingMPa[i]);
    expect(maxMain).toBeGreaterThan(40);
    expect(maxMain).toBeLessThan(80);
    expect(t.n / 3600).toBeGreaterThan(1.5);
    expect(t.n / 3600).toBeLessThan(3.2);
  });

  it('picks breakdown, shut-in and ISIP where the model put them', () => {
    expect(Math.abs(picks.breakdownS! - t.truth.breakdownS)).toBeLessThanOrEqual(2);
    expect(Math.abs(picks.shutInS! - t.truth.shutInS)).toBeLessThanOrEqual(1);
    expect(Math.abs(picks.isipMPa! - t.truth.isipMPa)).toBeLessThan(0.2);
    // the breakdown spike stands above the pressure at the same rate 25 s later
    expect(picks.breakdownMPa!).toBeGreaterThan(t.treatingMPa[t.truth.breakdownS + 25] + 1.5);
  });

  it('ISIP + hydrostatic of the flush water = the bottomhole pressure at shut-in; FG = ISIP/TVD + ρg', () => {
    expect(t.truth.isipMPa + t.truth.hydrostaticAtShutInMPa).toBeCloseTo(t.bottomholeMPa[t.truth.shutInS], 9);
    expect(t.truth.hydrostaticAtShutInMPa).toBeCloseTo(hydrostaticGradientMPaPerM(1000) * toe.well.tvdM, 6);
    const fg = stageFractureGradient(t.truth.isipMPa, toe.well.tvdM)!;
    expect(fg * toe.well.tvdM).toBeCloseTo(t.bottomholeMPa[t.truth.shutInS], 6);
    // above the closure gradient, in the Delaware's 0.75–0.95 psi/ft
    expect(fg).toBeGreaterThan(toe.rock.closureGradMPaPerM);
    expect(mpaToPsi(fg) * FT_M).toBeGreaterThan(0.75);
    expect(mpaToPsi(fg) * FT_M).toBeLessThan(0.95);
  });

  it('is deterministic per seed', () => {
    const again = simulateTreatment({
      schedule: designSchedule(toe.design),
      well: toe.well,
      rock: toe.rock,
      frReduction: toe.frReduction,
      breakdownRateM3Min: toe.breakdownRateM3Min,
      seed: toe.seed,
    });
    expect(Array.from(again.treatingMPa)).toEqual(Array.from(t.treatingMPa));
    expect(planStages(TRAJ, 6120, 40, 7)).toEqual(plans);
  });
});
