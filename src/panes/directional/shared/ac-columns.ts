/**
 * Columns of the anti-collision tables (AC Summary, Separation, Lookahead): each offset well's
 * minimum separation factor and where, its closest approach, and the risk level the SF puts it in.
 */
import type { ClearanceRow, OffsetSummary, RiskLevel } from '../../../api/directional';
import type { CellTone, ColumnDef } from '../../../features/virtual-table';
import type { DisplayUnits } from './display-units';
import { formatDecimals } from '../../../domain/format';

export const riskTone = (level: RiskLevel | null | undefined): CellTone | undefined =>
  level === 'stop' ? 'danger' : level === 'warning' ? 'warning' : level === 'ok' ? 'success' : undefined;
/** Numbers draw the eye only when they matter: a clear SF stays plain. */
export const sfTone = (level: RiskLevel | null | undefined): CellTone | undefined => (level === 'ok' ? undefined : riskTone(level));

const RISK_WORD: Record<RiskLevel, string> = { stop: 'Stop', warning: 'Warning', ok: 'Clear' };
export const riskWord = (level: RiskLevel) => RISK_WORD[level];

export function offsetSummaryColumns(u: DisplayUnits): ColumnDef<Omit<OffsetSummary, 'intervals'> & { intervals?: OffsetSummary['intervals'] }>[] {
  const L = u.length;
  const len = (v: number | null) => L.show(v);
  return [
    { id: 'name', header: 'Offset well', value: (r) => r.name, width: 150, align: 'start', pinned: true },
    {
      id: 'risk',
      header: 'Risk',
      value: (r) => r.risk_label,
      format: (r) => riskWord(r.risk),
      tone: (r) => riskTone(r.risk),
      width: 76,
      align: 'start',
      description: 'Stop below SF 1.0, warning below 1.5',
    },
    {
      id: 'min_sf',
      header: 'Min SF',
      value: (r) => r.min_sf,
      decimals: 2,
      width: 70,
      tone: (r) => sfTone(r.risk),
      description: 'Smallest separation factor along the reference well',
    },
    {
      id: 'min_sf_ref_md',
      header: 'at MD',
      unit: L.symbol,
      value: (r) => len(r.min_sf_ref_md),
      decimals: 1,
      width: 84,
      description: 'Reference MD of the minimum SF',
    },
    { id: 'min_sf_ref_tvd', header: 'at TVD', unit: L.symbol, value: (r) => len(r.min_sf_ref_tvd), decimals: 1, width: 84 },
    { id: 'min_sf_offset_md', header: 'Offset MD', unit: L.symbol, value: (r) => len(r.min_sf_offset_md), decimals: 1, width: 88 },
    {
      id: 'min_sf_cc',
      header: 'C-C at min SF',
      unit: L.symbol,
      value: (r) => len(r.min_sf_cc),
      decimals: 2,
      width: 96,
      description: 'Centre-to-centre distance where the SF is smallest',
    },
    { id: 'min_cc', header: 'Min C-C', unit: L.symbol, value: (r) => len(r.min_cc), decimals: 2, width: 80, description: 'Closest centre-to-centre distance' },
    { id: 'min_cc_ref_md', header: 'Min C-C at MD', unit: L.symbol, value: (r) => len(r.min_cc_ref_md), decimals: 1, width: 100 },
    { id: 'slot', header: 'Slot', value: (r) => [r.site_name, r.slot_name].filter(Boolean).join(' · ') || null, width: 140, align: 'start', hideable: true },
    { id: 'slot_distance', header: 'Slot distance', unit: L.symbol, value: (r) => len(r.slot_distance), decimals: 1, width: 92, hideable: true },
    {
      id: 'trajectory',
      header: 'Scanned',
      value: (r) => r.trajectory,
      width: 96,
      align: 'start',
      hideable: true,
      description: 'What of the offset was scanned: its survey, its plan, or both',
    },
    {
      id: 'intervals',
      header: 'Below thresholds',
      width: 260,
      align: 'start',
      hideable: true,
      value: (r) =>
        (r.intervals ?? [])
          .map(
            (i) =>
              `${riskWord(i.level)} ${formatDecimals(L.show(i.from_md), 0)}–${formatDecimals(L.show(i.to_md), 0)} ${L.symbol} (SF ${formatDecimals(i.min_sf, 2)})`,
          )
          .join('; ') || null,
    },
  ];
}

export function clearanceColumns(u: DisplayUnits): ColumnDef<ClearanceRow>[] {
  const L = u.length;
  return [
    { id: 'ref_md', header: 'Ref MD', unit: L.symbol, value: (r) => L.show(r.ref_md), decimals: 2, width: 92, pinned: true },
    { id: 'ref_tvd', header: 'Ref TVD', unit: L.symbol, value: (r) => L.show(r.ref_tvd), decimals: 2, width: 92 },
    { id: 'offset_md', header: 'Offset MD', unit: L.symbol, value: (r) => L.show(r.offset_md), decimals: 2, width: 92 },
    { id: 'offset_tvd', header: 'Offset TVD', unit: L.symbol, value: (r) => L.show(r.offset_tvd), decimals: 2, width: 92 },
    { id: 'cc', header: 'C-C', unit: L.symbol, value: (r) => L.show(r.cc), decimals: 2, width: 84, description: 'Centre-to-centre distance' },
    { id: 'sf', header: 'SF', value: (r) => r.sf, decimals: 2, width: 66, tone: (r) => sfTone(r.risk), description: 'Separation factor' },
    { id: 'risk', header: 'Risk', value: (r) => riskWord(r.risk), tone: (r) => sfTone(r.risk), width: 72, align: 'start' },
    {
      id: 'bearing',
      header: 'Bearing',
      unit: '°',
      value: (r) => r.bearing,
      decimals: 1,
      width: 72,
      description: 'Horizontal bearing from the reference to the offset',
    },
    {
      id: 'ref_pcr',
      header: 'Ref PCR',
      unit: L.symbol,
      value: (r) => L.show(r.ref_pcr),
      decimals: 2,
      width: 80,
      hideable: true,
      description: 'Reference pedal-curve radius',
    },
    { id: 'offset_pcr', header: 'Offset PCR', unit: L.symbol, value: (r) => L.show(r.offset_pcr), decimals: 2, width: 84, hideable: true },
  ];
}
