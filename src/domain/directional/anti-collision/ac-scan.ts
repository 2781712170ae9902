/**
 * Anti-collision scan: one reference well against many offsets. The reference is prepared once; an
 * offset whose block spheres all lie beyond the scan radius of the reference's is reported as such
 * without computing its uncertainty or searching a single station.
 */
import type { TrajectoryPoint } from '../types';
import { clearance, prepareWell, type ClearanceConfig, type ClearanceRow, type UncertaintySetup } from './clearance';
import { buildOffsetIndex, wellsWithin } from './offset-index';
import { riskLevel, RISK_THRESHOLDS, type RiskLevel, type RiskThreshold } from './risk-levels';
import type { SeparationSettings } from './separation-factor';

export interface ScanOffset {
  readonly id: string;
  readonly name?: string;
  readonly trajectory: readonly TrajectoryPoint[];
  /** Hole or casing diameter, inches; defaults to the scan's offsetHoleDiameterIn. */
  readonly holeDiameterIn?: number;
  /** Error model of this offset's surveys; defaults to the reference's. */
  readonly setup?: UncertaintySetup;
}

export interface ScanConfig {
  readonly ref: UncertaintySetup;
  /** Separation settings; offsetHoleDiameterIn is the default for offsets that state none. */
  readonly separation?: Partial<SeparationSettings>;
  readonly thresholds?: readonly RiskThreshold[];
  /** Offsets wholly farther than this from the reference are not scanned, metres. Default: all. */
  readonly scanRadiusM?: number;
}

export interface ScanExtreme {
  readonly value: number;
  readonly refMdM: number;
  readonly offsetMdM: number;
}

export interface OffsetScan {
  readonly id: string;
  readonly name?: string;
  readonly status: 'scanned' | 'beyond-scan-radius';
  readonly rows: ClearanceRow[];
  readonly minSf?: ScanExtreme;
  readonly minCcDistance?: ScanExtreme;
  readonly risk: RiskLevel;
  readonly kickOffMdM?: number;
}

export interface ScanResult {
  /** Most critical first (lowest minimum SF). */
  readonly offsets: OffsetScan[];
  readonly worstRisk: RiskLevel;
}

function extreme(rows: readonly ClearanceRow[], value: (r: ClearanceRow) => number): ScanExtreme | undefined {
  let best: ScanExtreme | undefined;
  for (const r of rows) {
    const v = value(r);
    if (!best || v < best.value) best = { value: v, refMdM: r.refMdM, offsetMdM: r.offsetMdM };
  }
  return best;
}

export function acScan(ref: readonly TrajectoryPoint[], offsets: readonly ScanOffset[], config: ScanConfig): ScanResult {
  const thresholds = config.thresholds ?? RISK_THRESHOLDS;
  const preparedRef = prepareWell(ref, config.ref);
  const radius = config.scanRadiusM ?? Infinity;
  const results: OffsetScan[] = offsets.map((o) => {
    if (Number.isFinite(radius) && !wellsWithin(preparedRef.index, buildOffsetIndex(o.trajectory), radius)) {
      return { id: o.id, name: o.name, status: 'beyond-scan-radius', rows: [], risk: thresholds[thresholds.length - 1].level };
    }
    const cfg: ClearanceConfig = {
      ref: config.ref,
      offset: o.setup,
      separation: { ...config.separation, ...(o.holeDiameterIn !== undefined ? { offsetHoleDiameterIn: o.holeDiameterIn } : {}) },
    };
    const { rows, kickOffMdM } = clearance(ref, o.trajectory, cfg, preparedRef);
    const minSf = extreme(rows, (r) => r.sf);
    return {
      id: o.id,
      name: o.name,
      status: 'scanned',
      rows,
      minSf,
      minCcDistance: extreme(rows, (r) => r.ccDistanceM),
      risk: minSf ? riskLevel(minSf.value, thresholds) : thresholds[thresholds.length - 1].level,
      ...(kickOffMdM !== undefined ? { kickOffMdM } : {}),
    };
  });
  results.sort((a, b) => (a.minSf?.value ?? Infinity) - (b.minSf?.value ?? Infinity));
  const order = thresholds.map((t) => t.level);
  const worstRisk = results.reduce<RiskLevel>((w, r) => (order.indexOf(r.risk) < order.indexOf(w) ? r.risk : w), order[order.length - 1]);
  return { offsets: results, worstRisk };
}
