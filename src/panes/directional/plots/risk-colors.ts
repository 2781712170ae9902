/** Offsets coloured by their anti-collision risk, the same in every view. */
import type { AcSummaryAnswer, RiskLevel } from '../../../api/directional';
import type { ChartTheme } from '../../../features/charts';
import { formatDecimals } from '../../../domain/format';

export function riskColor(t: ChartTheme, level: RiskLevel | undefined): string {
  return level === 'stop' ? t.semantic.stop : level === 'warning' ? t.semantic.warning : t.semantic.offset;
}

export function riskByWell(risk: AcSummaryAnswer | null): Map<string, { level: RiskLevel; minSf: number | null }> {
  return new Map((risk?.offsets ?? []).map((o) => [o.well_id, { level: o.risk, minSf: o.min_sf }]));
}

/** 'Red Hawk 3H · SF 0.92' — the legend names the risk, not only the colour. */
export function offsetLabel(name: string, r: { minSf: number | null } | undefined): string {
  return r?.minSf !== null && r?.minSf !== undefined ? `${name} · SF ${formatDecimals(r.minSf, 2)}` : name;
}
