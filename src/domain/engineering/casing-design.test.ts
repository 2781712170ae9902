/**
 * Casing ratings against API's published tables (API Bulletin 5C2 / TR 5C3, performance properties of
 * casing; the same figures are reprinted in Bourgoyne et al., Applied Drilling Engineering, Table 7.3,
 * and every casing handbook). Table values are rounded to 10 psi and 1,000 lbf; we hold them to 0.5 %.
 *   9⅝" 47 lb/ft N-80 (wall 0.472"):  collapse 4,750 psi (plastic), burst 6,870 psi, body yield 1,086 klbf
 *   7" 26 lb/ft N-80 (wall 0.362"):   collapse 5,410 psi (plastic), burst 7,240 psi, body yield 604 klbf
 *   13⅜" 54.5 lb/ft J-55 (wall 0.380"): collapse 1,130 psi (transition), burst 2,730 psi
 *   20" 94 lb/ft K-55 (wall 0.438"):    collapse 520 psi (elastic), burst 2,110 psi
 * The API 5C3 coefficients (N-80: A 3.070, B 0.0667, C 1,955, F 1.998, G 0.0434; J-55: A 2.991,
 * B 0.0541, C 1,206, F 1.989, G 0.0360) and D/t limits (N-80 13.38 / 22.47 / 31.02; J-55 14.81 / 25.01 /
 * 37.21) are from the same bulletin's table of empirical constants.
 */
import { describe, expect, it } from 'vitest';
import { convert } from '../units';
import { bodyYield, burstRating, checkCasing, collapseBoundaries, collapseCoefficients, collapseRating, type CasingPipe } from './casing-design';

const IN = 0.0254;
const ksi = (k: number) => convert(k * 1000, 'psi', 'Pa');
const pipe = (name: string, odIn: number, wallIn: number, yieldKsi: number, lbft: number): CasingPipe => ({
  name,
  odM: odIn * IN,
  wallM: wallIn * IN,
  yieldPa: ksi(yieldKsi),
  weightKgPerM: lbft * 1.488164,
});
const psi = (pa: number) => convert(pa, 'Pa', 'psi');
const near = (a: number, b: number, rel = 0.005) => expect(Math.abs(a - b) / b).toBeLessThan(rel);

describe('casing design, API 5C3', () => {
  it('N-80 and J-55 collapse constants and regime limits', () => {
    const c = collapseCoefficients(80_000);
    near(c.A, 3.07, 0.001);
    near(c.B, 0.0667, 0.002);
    near(c.C, 1955, 0.002);
    near(c.F, 1.998, 0.002);
    near(c.G, 0.0434, 0.005);
    const b = collapseBoundaries(80_000);
    near(b.yieldPlastic, 13.38, 0.002);
    near(b.plasticTransition, 22.47, 0.002);
    near(b.transitionElastic, 31.02, 0.002);
    const j = collapseCoefficients(55_000);
    near(j.A, 2.991, 0.001);
    near(j.B, 0.0541, 0.002);
    near(j.C, 1206, 0.002);
    near(j.F, 1.989, 0.002);
    near(j.G, 0.036, 0.005);
    const jb = collapseBoundaries(55_000);
    near(jb.yieldPlastic, 14.81, 0.002);
    near(jb.plasticTransition, 25.01, 0.002);
    near(jb.transitionElastic, 37.21, 0.002);
  });

  it.each([
    ['9⅝" 47 lb/ft N-80', pipe('', 9.625, 0.472, 80, 47), 4750, 'plastic', 6870, 1086],
    ['7" 26 lb/ft N-80', pipe('', 7, 0.362, 80, 26), 5410, 'plastic', 7240, 604],
    ['13⅜" 54.5 lb/ft J-55', pipe('', 13.375, 0.38, 55, 54.5), 1130, 'transition', 2730, null],
    ['20" 94 lb/ft K-55', pipe('', 20, 0.438, 55, 94), 520, 'elastic', 2110, null],
  ] as const)('%s: the table’s collapse, burst and body yield', (_, p, collapse, regime, burst, yieldK) => {
    const c = collapseRating(p);
    expect(c.regime).toBe(regime);
    near(psi(c.pa), collapse, 0.01);
    near(psi(burstRating(p)), burst);
    if (yieldK !== null) near(convert(bodyYield(p), 'N', 'klbf'), yieldK);
  });

  it('safety factors are rating over the worst load of each case', () => {
    const p = pipe('9⅝" 47 N-80', 9.625, 0.472, 80, 47);
    const r = checkCasing(p, { shoeTvdM: 2500, mudDensityKgM3: 1300, reservoirPa: 45e6, reservoirTvdM: 3800 });
    // Evacuated casing: the shoe sees the whole mud column.
    near(r.collapseLoadPa, 1300 * 9.80665 * 2500, 1e-9);
    near(r.collapseSF, r.collapseRatingPa / r.collapseLoadPa, 1e-12);
    // Gas to surface: 45 MPa less 3,800 m of gas gradient at the top.
    near(r.burstLoadPa, 45e6 - 2262 * 3800, 1e-9);
    expect(r.tensionSF).toBeGreaterThan(1.6);
  });
});
