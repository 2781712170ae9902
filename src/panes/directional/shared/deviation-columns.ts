/**
 * Columns of a deviation-from-plan table (Plan vs Actual, Deviation): where each survey station is
 * against the plan, split the way a directional driller reads it: high/low, right/left, ahead/behind.
 */
import type { DeviationRow } from '../../../api/directional';
import type { ColumnDef } from '../../../features/virtual-table';
import { DEG, type DisplayUnits } from './display-units';
import { formatDecimals } from '../../../domain/format';

const side = (v: number, pos: string, neg: string) => (Math.abs(v) < 0.005 ? '' : v > 0 ? ` ${pos}` : ` ${neg}`);

export function deviationColumns(u: DisplayUnits): ColumnDef<DeviationRow>[] {
  const L = u.length;
  const lenFmt = (v: number, pos: string, neg: string) => `${formatDecimals(Math.abs(L.show(v)!), 2)}${side(v, pos, neg)}`;
  return [
    { id: 'md', header: 'MD', unit: L.symbol, value: (r) => L.show(r.md), decimals: 2, width: 92, pinned: true },
    {
      id: 'plan_md',
      header: 'Plan MD',
      unit: L.symbol,
      value: (r) => L.show(r.plan_md),
      decimals: 2,
      width: 92,
      description: 'Where on the plan the station is compared',
    },
    { id: 'distance', header: '3D distance', unit: L.symbol, value: (r) => L.show(r.distance), decimals: 2, width: 92, description: 'Distance from the plan' },
    {
      id: 'high',
      header: 'High/Low',
      unit: L.symbol,
      value: (r) => L.show(r.high),
      format: (r) => lenFmt(r.high, 'high', 'low'),
      width: 96,
      description: 'Above (high) or below (low) the plan, across the hole',
    },
    {
      id: 'right',
      header: 'Right/Left',
      unit: L.symbol,
      value: (r) => L.show(r.right),
      format: (r) => lenFmt(r.right, 'right', 'left'),
      width: 100,
      description: 'Right or left of the plan, looking down the hole',
    },
    {
      id: 'ahead',
      header: 'Ahead/Behind',
      unit: L.symbol,
      value: (r) => L.show(r.ahead),
      format: (r) => lenFmt(r.ahead, 'ahead', 'behind'),
      width: 110,
      description: 'Along the hole, ahead of or behind the plan point',
    },
    {
      id: 'tvd_diff',
      header: 'TVD diff',
      unit: L.symbol,
      value: (r) => L.show(r.tvd_diff),
      decimals: 2,
      width: 84,
      description: 'Survey TVD minus plan TVD (+ deeper)',
    },
    { id: 'vsec_diff', header: 'VS diff', unit: L.symbol, value: (r) => L.show(r.vsec_diff), decimals: 2, width: 84 },
    { id: 'horizontal', header: 'Horizontal', unit: L.symbol, value: (r) => L.show(r.horizontal), decimals: 2, width: 88, defaultHidden: true },
    { id: 'inc_diff', header: 'Inc diff', unit: DEG, value: (r) => r.inc_diff, decimals: 2, width: 74 },
    { id: 'az_diff', header: 'Azi diff', unit: DEG, value: (r) => r.az_diff, decimals: 2, width: 74 },
  ];
}
