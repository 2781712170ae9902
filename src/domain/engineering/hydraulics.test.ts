/**
 * Hydraulics checked against the textbook's field-unit equations and against closed-form laminar
 * solutions. References:
 *  - Bourgoyne, Millheim, Chenevert & Young, Applied Drilling Engineering, SPE Textbook Series vol. 2
 *    (1986), ch. 4, summary of equations (Table 4.6): power-law laminar pipe and annulus
 *      dp/dL = K v̄ⁿ ((3+1/n)/0.0416)ⁿ / (144,000 d^(1+n)),  dp/dL = K v̄ⁿ ((2+1/n)/0.0208)ⁿ / (144,000 (d2−d1)^(1+n))
 *    (psi/ft, K eq cp, v̄ ft/s, d in) and the bit Δp = 8.311×10⁻⁵ ρ q² / (Cd² At²) (psi, lbm/gal, gal/min, in²).
 *    Evaluated here in field units, they must agree with our SI implementation (within 3 %, the issue's
 *    target; the constants are rounded to 3–4 digits so agreement is ~0.5 %).
 *    The book's numbered worked examples are not quoted: the equations are what we are sure of.
 *  - Buckingham–Reiner (Bingham plastic laminar pipe flow) and the Bingham slot equation: exact.
 *  - ECD: Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (Gulf
 *    Professional Publishing, 2002), ch. 1 "Equivalent circulating density":
 *    ECD (ppg) = annular pressure loss (psi) ÷ 0.052 ÷ TVD (ft) + mud weight (ppg). Its worked review
 *    (also at drillingformulas.com "Pressure Loss and Equivalent Circulating Density Review"): 12.7 ppg
 *    mud, 50 psi annular friction, 10,000 ft TVD -> ECD 12.8 ppg (12.796 unrounded).
 *  - Smooth-pipe turbulent Newtonian flow: Fanning f = 0.0045 at Re = 10⁵ (Prandtl–Kármán / Moody
 *    chart, Darcy 0.0180), which Dodge–Metzner reduces to at n = 1.
 */
import { describe, expect, it } from 'vitest';
import { convert } from '../units';
import { G } from './drill-string';
import { dodgeMetznerFanning, flowLoss } from './flow-loss';
import { bitPressureDrop, equivalentCirculatingDensity, hydraulics } from './hydraulics';
import { laminarWallStress, nominalShearRate, powerLawFromFann, type Fluid } from './rheology';

const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);
const IN = 0.0254;
const PSI_PER_FT = convert(1, 'psi', 'Pa') / 0.3048;
const gpm = (q: number) => convert(q, 'gpm', 'm3/s');
const ppg = (r: number) => convert(r, 'ppg', 'kg/m3');
/** K in equivalent centipoise (dyne·sⁿ/cm² × 100) to Pa·sⁿ. */
const eqCp = (k: number) => k / 1000;

describe('hydraulics', () => {
  // A low-density, shear-thinning mud: n = 0.6, K = 250 eq cp, 9.5 lbm/gal.
  const mud: Fluid = { densityKgM3: ppg(9.5), yieldPa: 0, n: 0.6, kPaSn: eqCp(250) };

  it('power-law laminar loss in drill pipe agrees with Bourgoyne’s field-unit equation', () => {
    const d = 4.276; // 5" 19.5 lb/ft drill pipe ID, in
    const q = 120; // gpm: slow enough to stay laminar
    const v = q / (2.448 * d * d); // ft/s (Bourgoyne: v̄ = q / 2.448 d²)
    const n = mud.n;
    const book = (250 * v ** n * ((3 + 1 / n) / 0.0416) ** n) / (144_000 * d ** (1 + n));
    const ours = flowLoss(mud, gpm(q), d * IN);
    expect(ours.regime).toBe('laminar');
    expect(rel(ours.gradientPaPerM / PSI_PER_FT, book)).toBeLessThan(0.03);
    expect(rel(ours.gradientPaPerM / PSI_PER_FT, book)).toBeLessThan(0.006);
  });

  it('power-law laminar loss in the annulus agrees with Bourgoyne’s slot equation', () => {
    const d2 = 8.5;
    const d1 = 5;
    const q = 250;
    const v = q / (2.448 * (d2 * d2 - d1 * d1));
    const n = mud.n;
    const book = (250 * v ** n * ((2 + 1 / n) / 0.0208) ** n) / (144_000 * (d2 - d1) ** (1 + n));
    const ours = flowLoss(mud, gpm(q), d2 * IN, d1 * IN);
    expect(ours.regime).toBe('laminar');
    expect(rel(ours.gradientPaPerM / PSI_PER_FT, book)).toBeLessThan(0.006);
  });

  it('bit nozzle drop agrees with Bourgoyne’s 8.311×10⁻⁵ ρ q² / (Cd² At²)', () => {
    // 12.0 lbm/gal, 400 gal/min, three 12/32-in nozzles.
    const at = 3 * (Math.PI / 4) * (12 / 32) ** 2;
    const book = (8.311e-5 * 12 * 400 ** 2) / (0.95 ** 2 * at * at);
    const ours = convert(bitPressureDrop(ppg(12), gpm(400), [(12 / 32) * IN, (12 / 32) * IN, (12 / 32) * IN]), 'Pa', 'psi');
    expect(rel(ours, book)).toBeLessThan(0.001);
    expect(book).toBeGreaterThan(1600);
    expect(book).toBeLessThan(1620);
  });

  it('a Bingham plastic (Herschel–Bulkley, n = 1) follows Buckingham–Reiner in a pipe and the slot equation in the annulus', () => {
    const bingham: Fluid = { densityKgM3: 1200, yieldPa: 7, n: 1, kPaSn: 0.02 };
    for (const tw of [7.5, 10, 20, 60]) {
      const r = 7 / tw;
      expect(rel(nominalShearRate(bingham, 'pipe', tw), (tw / 0.02) * (1 - (4 / 3) * r + r ** 4 / 3))).toBeLessThan(1e-9);
      expect(rel(nominalShearRate(bingham, 'annulus', tw), (tw / 0.02) * (1 - 1.5 * r + 0.5 * r ** 3))).toBeLessThan(1e-9);
    }
    // And the wall stress solver inverts it.
    const tw = laminarWallStress(bingham, 'pipe', 300);
    expect(rel(nominalShearRate(bingham, 'pipe', tw), 300)).toBeLessThan(1e-9);
  });

  it('Herschel–Bulkley with no yield stress is the power law', () => {
    const hb = laminarWallStress({ ...mud, yieldPa: 0 }, 'pipe', 500);
    expect(rel(hb, mud.kPaSn * (((3 * mud.n + 1) / (4 * mud.n)) * 500) ** mud.n)).toBeLessThan(1e-9);
  });

  it('turbulent Newtonian flow in a smooth pipe: Fanning 0.0045 at Re 10⁵', () => {
    expect(rel(dodgeMetznerFanning(1e5, 1), 0.0045)).toBeLessThan(0.01);
    // Fast flow of a thin fluid in a pipe is turbulent and uses it.
    const water: Fluid = { densityKgM3: 1000, yieldPa: 0, n: 1, kPaSn: 0.001 };
    const f = flowLoss(water, gpm(600), 4.276 * IN);
    expect(f.regime).toBe('turbulent');
    expect(rel(f.fanning, dodgeMetznerFanning(f.reynolds, 1))).toBeLessThan(1e-9);
  });

  it('power-law parameters from Fann readings: n = 3.32 log(θ600/θ300), K = 510 θ300 / 511ⁿ eq cp', () => {
    const f = powerLawFromFann(55, 34, 1200);
    const n = 3.32 * Math.log10(55 / 34);
    expect(rel(f.n, n)).toBeLessThan(0.001);
    expect(rel(f.kPaSn, eqCp((510 * 34) / 511 ** n))).toBeLessThan(0.005);
  });

  it('a vertical well: the standpipe is the sum of its parts and ECD = ρ + annular loss / (g TVD)', () => {
    const r = hydraulics({
      fluid: mud,
      flowM3s: gpm(450),
      string: [
        { name: 'Collars', lengthM: 150, odM: 6.5 * IN, idM: 2.8125 * IN, weightKgPerM: 135 },
        { name: 'Drill pipe', lengthM: 1, odM: 5 * IN, idM: 4.276 * IN, weightKgPerM: 32 },
      ],
      bitMdM: 3000,
      hole: { casingIdM: 8.835 * IN, shoeMdM: 2000, openHoleM: 8.5 * IN },
      nozzlesM: [(12 / 32) * IN, (12 / 32) * IN, (12 / 32) * IN],
      surfaceLossPa: 0.5e6,
      tvdAt: (md) => md,
    });
    expect(r.sections.map((s) => s.name)).toEqual(['Collars', 'Drill pipe', 'Collars × open hole', 'Drill pipe × cased', 'Drill pipe × open hole']);
    const parts = r.sections.reduce((a, s) => a + s.lossPa, 0) + r.bitLossPa + 0.5e6;
    expect(rel(r.standpipePa, parts)).toBeLessThan(1e-12);
    expect(rel(r.ecdBitKgM3, mud.densityKgM3 + r.annulusLossPa / (G * 3000))).toBeLessThan(1e-12);
    const aboveShoe = r.sections.find((s) => s.name === 'Drill pipe × cased')!.lossPa;
    expect(rel(r.ecdShoeKgM3!, mud.densityKgM3 + aboveShoe / (G * 2000))).toBeLessThan(1e-12);
    // Faster flow, higher losses everywhere.
    expect(r.ecdBitKgM3).toBeGreaterThan(mud.densityKgM3);
  });

  it('ECD from annular losses matches Lapeyrouse’s worked example: 12.7 ppg, 50 psi over 10,000 ft TVD -> 12.8 ppg', () => {
    const ecd = equivalentCirculatingDensity(ppg(12.7), convert(50, 'psi', 'Pa'), convert(10_000, 'ft', 'm'));
    const ecdPpg = convert(ecd, 'kg/m3', 'ppg');
    // The book's 0.052 psi/ft per ppg is g rounded (0.051948): agreement within 0.01 %, and 12.8 at its precision.
    expect(rel(ecdPpg, 12.7 + 50 / 0.052 / 10_000)).toBeLessThan(1e-3);
    expect(Number(ecdPpg.toFixed(1))).toBe(12.8);
    // Pumps off (no annular friction), or at surface: the mud weight itself.
    expect(equivalentCirculatingDensity(ppg(12.7), 0, 3048)).toBe(ppg(12.7));
    expect(equivalentCirculatingDensity(ppg(12.7), 1e6, 0)).toBe(ppg(12.7));
  });
});
