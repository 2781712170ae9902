/**
 * Values are stored and drawn in the channel's own unit (channels.ts: m, t, kN·m, MPa, L/min, m/h);
 * text shows them in the user's unit system (spec: units shown). Only text converts: a curve sits at
 * the same place whatever the unit, because its scale converts with it.
 */
import { convert, unitDef, unitFor, type UnitId, type UnitSystemId } from '../../domain/units';
import { formatNumber } from '../../domain/format';

export interface DisplayUnit {
  symbol: string;
  convert(v: number): number;
  decimals: number;
}

/** Channel units that have a role in the unit systems, by their symbol in channels.ts. */
const ROLE_BY_UNIT: Record<string, { from: UnitId; role: Parameters<typeof unitFor>[1] }> = {
  m: { from: 'm', role: 'depth' },
  t: { from: 't', role: 'weight' },
  'kN·m': { from: 'kN.m', role: 'torque' },
  MPa: { from: 'MPa', role: 'pressure' },
  'L/min': { from: 'L/min', role: 'flowRate' },
  'kg/m³': { from: 'kg/m3', role: 'density' },
};

const DECIMALS: Record<string, number> = { rpm: 0, gAPI: 0, 'm/h': 1, 'ft/h': 0 };

export function displayUnit(channelUnit: string, system: UnitSystemId): DisplayUnit {
  const r = ROLE_BY_UNIT[channelUnit];
  if (r) {
    const to = unitFor(system, r.role);
    const def = unitDef(to);
    return {
      symbol: def.symbol,
      convert: (v) => convert(v, r.from, to),
      decimals: def.decimals > 1 && r.role !== 'pressure' && r.role !== 'density' ? 1 : def.decimals,
    };
  }
  if (channelUnit === 'm/h' && system === 'imperial') return { symbol: 'ft/h', convert: (v) => v / 0.3048, decimals: 0 };
  return { symbol: channelUnit, convert: (v) => v, decimals: DECIMALS[channelUnit] ?? 1 };
}

/** '143.2' (no unit) or '-' for a missing value (spec 9.8). */
export function formatValue(v: number | null | undefined, u: DisplayUnit): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '-';
  return formatNumber(u.convert(v), { mask: u.decimals > 0 ? `0,0.${'0'.repeat(u.decimals)}` : '0,0' });
}
