/**
 * Display conversions of report figures: depths and footage (m or ft), ROP (m/h or ft/h), durations
 * as minutes for connections and hours for activities, shares as percent. Numbers arrive in SI
 * (metres, seconds) with the unit in the field name.
 */
import { formatNumber } from '../../domain/format';
import type { UnitSystemId } from '../../domain/units';
import { displayUnit, formatValue, type DisplayUnit } from '../../features/log-tracks/display-units';
import { plotTimeS, showDayTimeS } from '../../features/format/user-format';

export interface ReportUnits {
  depth: DisplayUnit;
  rop: DisplayUnit;
}

export const reportUnits = (system: UnitSystemId): ReportUnits => ({ depth: displayUnit('m', system), rop: displayUnit('m/h', system) });

const fixed = (v: number | null | undefined, decimals: number) =>
  v === null || v === undefined || !Number.isFinite(v) ? '-' : formatNumber(v, { mask: decimals ? `0,0.${'0'.repeat(decimals)}` : '0,0' });

export const minutes = (s: number | null | undefined) => (s === null || s === undefined || !Number.isFinite(s) ? null : s / 60);
export const hours = (s: number | null | undefined) => (s === null || s === undefined || !Number.isFinite(s) ? null : s / 3600);
export const fmtMin = (s: number | null | undefined) => fixed(minutes(s), 1);
export const fmtHours = (s: number | null | undefined) => fixed(hours(s), 1);
export const fmtPct = (share: number | null | undefined) => fixed(share === null || share === undefined ? null : share * 100, 1);
export const fmtNum = fixed;
export const fmtIn = (v: number | null | undefined, u: DisplayUnit) => formatValue(v ?? null, u);
export const conv = (v: number | null | undefined, u: DisplayUnit) => (v === null || v === undefined || !Number.isFinite(v) ? null : u.convert(v));

/** Epoch s as 'DD MMM HH:mm' in the user's clock and zone. */
export const when = showDayTimeS;
/** Epoch s as the wall-clock string plotly reads as a date axis, in the browser's zone. */
export const plotTime = plotTimeS;
