/** Columns of an EDM design's stations (computed positions in the site frame), in the user's units. */
import type { TrajPoint } from '../../../api/planning';
import type { ColumnDef } from '../../../features/virtual-table';
import { DEG, type DisplayUnits } from '../shared/display-units';

export function edmStationColumns(u: DisplayUnits): ColumnDef<TrajPoint>[] {
  const L = u.length;
  const len = (f: (r: TrajPoint) => number) => (r: TrajPoint) => L.show(f(r));
  return [
    { id: 'md', header: 'MD', unit: L.symbol, value: len((r) => r.md), decimals: 2, width: 92, pinned: true },
    { id: 'inc', header: 'Inc', unit: DEG, value: (r) => r.inc, decimals: 2, width: 70 },
    { id: 'azi', header: 'Azi', unit: DEG, value: (r) => r.azi, decimals: 2, width: 74 },
    { id: 'tvd', header: 'TVD', unit: L.symbol, value: len((r) => r.tvd), decimals: 2, width: 92, description: 'Below the site datum' },
    { id: 'ns', header: 'N/S', unit: L.symbol, value: len((r) => r.ns), decimals: 2, width: 90, description: 'From the site centre' },
    { id: 'ew', header: 'E/W', unit: L.symbol, value: len((r) => r.ew), decimals: 2, width: 90, description: 'From the site centre' },
    { id: 'vs', header: 'VS', unit: L.symbol, value: len((r) => r.vs), decimals: 2, width: 86 },
    { id: 'dls', header: 'DLS', unit: u.dls.symbol, value: (r) => u.dls.show(r.dls), decimals: 2, width: 80 },
  ];
}
