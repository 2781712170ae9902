/**
 * Risk levels from the separation factor. Thresholds are operator policy, not a standard; these are
 * the common ones (SF < 1: the envelopes overlap, stop; < 1.5: drill with caution under a plan).
 */
export type RiskLevel = 'stop' | 'warning' | 'ok';

export interface RiskThreshold {
  readonly level: RiskLevel;
  readonly label: string;
  /** The level applies when SF is below this (the last row has Infinity). */
  readonly sfBelow: number;
}

export const RISK_THRESHOLDS: readonly RiskThreshold[] = [
  { level: 'stop', label: 'Stop drilling', sfBelow: 1.0 },
  { level: 'warning', label: 'Warning: proceed under a risk plan', sfBelow: 1.5 },
  { level: 'ok', label: 'Clear', sfBelow: Infinity },
];

export function riskLevel(sf: number, thresholds: readonly RiskThreshold[] = RISK_THRESHOLDS): RiskLevel {
  for (const t of thresholds) if (sf < t.sfBelow) return t.level;
  return thresholds[thresholds.length - 1].level;
}
