/**
 * The circulating system of a well: pressure losses inside each string section and in each annular
 * section (string against casing above the shoe, against open hole below), the bit nozzles, the
 * standpipe pressure they add up to, and the equivalent circulating density at the bit and the shoe.
 *   bit:  Δp = ρ Q² / (2 Cd² A²)   (Bourgoyne et al., ch. 4; Cd = 0.95)
 *   ECD = ρ + Σ annular losses above the depth / (g · TVD)
 * SI: m, m³/s, Pa, kg/m³.
 */
import { G, sectionSpans, type StringSection } from './drill-string';
import { flowLoss, type FlowRegime } from './flow-loss';
import type { Fluid } from './rheology';

/** Nozzle discharge coefficient (Bourgoyne: 0.95 fits jet bits). */
export const NOZZLE_CD = 0.95;

export interface Hole {
  /** Inside diameter of the last casing, m. */
  readonly casingIdM: number;
  readonly shoeMdM: number;
  /** Open hole (bit) diameter below the shoe, m. */
  readonly openHoleM: number;
}

export interface HydraulicsCase {
  readonly fluid: Fluid;
  readonly flowM3s: number;
  /** Sections from the bit up; the top one reaches the surface. */
  readonly string: readonly StringSection[];
  readonly bitMdM: number;
  readonly hole: Hole;
  /** Nozzle diameters, m. */
  readonly nozzlesM: readonly number[];
  readonly dischargeCoefficient?: number;
  /** Surface equipment (standpipe, hose, swivel, top drive), Pa. */
  readonly surfaceLossPa?: number;
  /** TVD at an MD, m (from the well path). */
  readonly tvdAt: (mdM: number) => number;
}

export interface HydraulicSection {
  readonly where: 'pipe' | 'annulus';
  readonly name: string;
  readonly topMdM: number;
  readonly bottomMdM: number;
  /** Diameters the fluid flows between, m (innerM 0 inside pipe). */
  readonly outerM: number;
  readonly innerM: number;
  readonly velocityMS: number;
  readonly reynolds: number;
  readonly regime: FlowRegime;
  readonly lossPa: number;
}

export interface HydraulicsResult {
  readonly sections: readonly HydraulicSection[];
  readonly pipeLossPa: number;
  readonly annulusLossPa: number;
  readonly bitLossPa: number;
  readonly surfaceLossPa: number;
  readonly standpipePa: number;
  readonly nozzleVelocityMS: number;
  /** Hydraulic power spent at the bit, W. */
  readonly bitPowerW: number;
  readonly bitTvdM: number;
  readonly ecdBitKgM3: number;
  /** ECD at the shoe; null when the bit is above it. */
  readonly ecdShoeKgM3: number | null;
}

/**
 * Equivalent circulating density at a depth: the mud density plus the annular friction losses above
 * it spread over its true vertical depth, ECD = ρ + Δp_annulus / (g · TVD), kg/m³. At surface (TVD 0)
 * nothing is above: the mud density.
 */
export function equivalentCirculatingDensity(densityKgM3: number, annularLossAbovePa: number, tvdM: number): number {
  return tvdM > 0 ? densityKgM3 + annularLossAbovePa / (G * tvdM) : densityKgM3;
}

/** Pressure drop across the nozzles, Pa. */
export function bitPressureDrop(densityKgM3: number, flowM3s: number, nozzlesM: readonly number[], cd = NOZZLE_CD): number {
  const area = nozzlesM.reduce((a, d) => a + (Math.PI / 4) * d * d, 0);
  if (!(area > 0)) throw new RangeError('the bit has no nozzle area');
  return (densityKgM3 * flowM3s * flowM3s) / (2 * cd * cd * area * area);
}

export function hydraulics(c: HydraulicsCase): HydraulicsResult {
  const sections: HydraulicSection[] = [];
  const spans = sectionSpans(c.string, c.bitMdM);
  for (const s of spans) {
    if (s.bottomMdM <= s.topMdM || s.section.idM <= 0) continue;
    const f = flowLoss(c.fluid, c.flowM3s, s.section.idM);
    sections.push({
      where: 'pipe',
      name: s.section.name,
      topMdM: s.topMdM,
      bottomMdM: s.bottomMdM,
      outerM: s.section.idM,
      innerM: 0,
      velocityMS: f.velocityMS,
      reynolds: f.reynolds,
      regime: f.regime,
      lossPa: f.gradientPaPerM * (s.bottomMdM - s.topMdM),
    });
  }
  for (const s of spans) {
    // Split at the shoe: casing above, open hole below.
    const parts: [number, number, number, string][] = [];
    const shoe = c.hole.shoeMdM;
    if (s.topMdM < shoe) parts.push([s.topMdM, Math.min(shoe, s.bottomMdM), c.hole.casingIdM, 'cased']);
    if (s.bottomMdM > shoe) parts.push([Math.max(shoe, s.topMdM), s.bottomMdM, c.hole.openHoleM, 'open hole']);
    for (const [top, bottom, outer, label] of parts) {
      if (bottom <= top) continue;
      if (!(outer > s.section.odM)) throw new RangeError(`${s.section.name} (OD ${s.section.odM} m) does not fit the ${label} (${outer} m)`);
      const f = flowLoss(c.fluid, c.flowM3s, outer, s.section.odM);
      sections.push({
        where: 'annulus',
        name: `${s.section.name} × ${label}`,
        topMdM: top,
        bottomMdM: bottom,
        outerM: outer,
        innerM: s.section.odM,
        velocityMS: f.velocityMS,
        reynolds: f.reynolds,
        regime: f.regime,
        lossPa: f.gradientPaPerM * (bottom - top),
      });
    }
  }
  const sum = (where: 'pipe' | 'annulus') => sections.filter((s) => s.where === where).reduce((a, s) => a + s.lossPa, 0);
  const pipeLossPa = sum('pipe');
  const annulusLossPa = sum('annulus');
  const bitLossPa = bitPressureDrop(c.fluid.densityKgM3, c.flowM3s, c.nozzlesM, c.dischargeCoefficient ?? NOZZLE_CD);
  const surfaceLossPa = c.surfaceLossPa ?? 0;
  const nozzleArea = c.nozzlesM.reduce((a, d) => a + (Math.PI / 4) * d * d, 0);
  const annulusAbove = (mdM: number) =>
    sections
      .filter((s) => s.where === 'annulus')
      .reduce((a, s) => a + (s.lossPa * Math.max(0, Math.min(mdM, s.bottomMdM) - s.topMdM)) / (s.bottomMdM - s.topMdM), 0);
  const ecdAt = (mdM: number) => equivalentCirculatingDensity(c.fluid.densityKgM3, annulusAbove(mdM), c.tvdAt(mdM));
  return {
    sections,
    pipeLossPa,
    annulusLossPa,
    bitLossPa,
    surfaceLossPa,
    standpipePa: surfaceLossPa + pipeLossPa + bitLossPa + annulusLossPa,
    nozzleVelocityMS: c.flowM3s / nozzleArea,
    bitPowerW: bitLossPa * c.flowM3s,
    bitTvdM: c.tvdAt(c.bitMdM),
    ecdBitKgM3: ecdAt(c.bitMdM),
    ecdShoeKgM3: c.bitMdM > c.hole.shoeMdM ? ecdAt(c.hole.shoeMdM) : null,
  };
}
