/**
 * The Data Grid's columns, declared once: the time (pinned) and every time channel in the user's
 * units. Used by the Data Grid pane and by the virtual table bench (bench/virtual-table-scroll.ts).
 */
import { TIME_CHANNELS } from '../../domain/drilling/channels';
import { showDateTimeS } from '../../features/format/user-format';
import { displayUnit } from '../../features/log-tracks/display-units';
import type { ColumnDef } from '../../features/virtual-table';
import type { UnitSystemId } from '../../domain/units';
import type { WindowRow } from './use-window-rows';

/** Wide enough for the channel's name on one line at the grid's 12 px semibold (about 7 px a character, plus padding). */
const channelColumnWidthPx = (label: string) => Math.max(96, Math.ceil(label.length * 7 + 20));

export function dataGridColumns(units: UnitSystemId): ColumnDef<WindowRow>[] {
  return [
    { id: 'time', header: 'Time', value: (r) => showDateTimeS(r.t), align: 'start', width: 160, pinned: true },
    ...TIME_CHANNELS.map((c) => {
      const u = displayUnit(c.unit, units);
      return {
        id: c.id,
        header: c.label,
        unit: u.symbol,
        value: (r: WindowRow) => (r.values[c.id] === null || r.values[c.id] === undefined ? null : u.convert(r.values[c.id]!)),
        decimals: u.decimals,
        width: channelColumnWidthPx(c.label),
        hideable: true,
      };
    }),
  ];
}
