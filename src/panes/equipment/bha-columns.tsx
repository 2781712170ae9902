/** Table columns of the BHA panes: runs (BHA list) and components (one assembly), in the user's units. */
import type { BhaAssemblyDto, BhaComponentDto } from '../../api/equipment';
import { BHA_COMPONENT_TYPES } from '../../domain/equipment/bha';
import type { ColumnDef } from '../../features/virtual-table';
import { inches, type EquipmentUnits } from './equipment-units';

const conv = (v: number | null, f: (x: number) => number) => (v === null ? null : f(v));
const STATUS: Record<BhaAssemblyDto['status'], string> = { planned: 'Planned', in_hole: 'In hole', pulled: 'Pulled' };
const TYPE_LABEL = Object.fromEntries(BHA_COMPONENT_TYPES.map((t) => [t.id, t.label]));

export function runColumns(u: EquipmentUnits): ColumnDef<BhaAssemblyDto>[] {
  return [
    { id: 'run', header: 'Run', value: (r) => r.run_no, decimals: 0, width: 48, pinned: true },
    { id: 'name', header: 'Name', value: (r) => r.name, align: 'start', width: 220 },
    {
      id: 'status',
      header: 'Status',
      value: (r) => STATUS[r.status],
      align: 'start',
      width: 72,
      tone: (r) => (r.status === 'in_hole' ? 'success' : r.status === 'planned' ? 'muted' : undefined),
    },
    { id: 'hole', header: 'Hole', unit: 'in', value: (r) => r.hole_size_in, format: (r) => inches(r.hole_size_in), width: 60 },
    { id: 'in', header: 'Depth in', unit: u.depth.symbol, value: (r) => conv(r.depth_in_m, u.depth.convert), decimals: 1 },
    { id: 'out', header: 'Depth out', unit: u.depth.symbol, value: (r) => conv(r.depth_out_m, u.depth.convert), decimals: 1 },
    { id: 'footage', header: 'Footage', unit: u.depth.symbol, value: (r) => conv(r.footage_m, u.depth.convert), decimals: 1 },
    { id: 'bit', header: 'Bit', value: (r) => r.bit ?? '', align: 'start', width: 170 },
    { id: 'bend', header: 'Motor bend', unit: '°', value: (r) => r.motor_bend_deg, decimals: 2, width: 76 },
    { id: 'len', header: 'BHA length', unit: u.length.symbol, value: (r) => u.length.convert(r.total_length_m), decimals: 2 },
    { id: 'air', header: 'Weight in air', unit: u.weight.symbol, value: (r) => u.weight.convert(r.air_weight_kg), decimals: 1, width: 96 },
    { id: 'buoyed', header: 'Buoyed weight', unit: u.weight.symbol, value: (r) => conv(r.buoyed_weight_kg, u.weight.convert), decimals: 1, width: 100 },
    {
      id: 'mud',
      header: 'Mud',
      unit: u.density.symbol,
      value: (r) => conv(r.mud_density_kg_m3, u.density.convert),
      decimals: u.density.decimals,
      hideable: true,
    },
    { id: 'n', header: 'Components', value: (r) => r.component_count, decimals: 0, width: 84, hideable: true },
    { id: 'reason', header: 'Reason pulled', value: (r) => r.reason_pulled ?? '', align: 'start', width: 240, hideable: true },
  ];
}

export function componentColumns(u: EquipmentUnits): ColumnDef<BhaComponentDto>[] {
  return [
    { id: 'pos', header: '#', value: (c) => c.position, decimals: 0, width: 36, pinned: true },
    { id: 'type', header: 'Type', value: (c) => TYPE_LABEL[c.type] ?? c.type, align: 'start', width: 150 },
    { id: 'desc', header: 'Description', value: (c) => c.description, align: 'start', width: 240 },
    { id: 'od', header: 'OD', unit: 'in', value: (c) => c.od_in, decimals: 3, width: 64 },
    { id: 'id', header: 'ID', unit: 'in', value: (c) => c.id_in, decimals: 3, width: 64 },
    { id: 'len', header: 'Length', unit: u.length.symbol, value: (c) => u.length.convert(c.length_m), decimals: 2, width: 72 },
    {
      id: 'cum',
      header: 'From bit',
      unit: u.length.symbol,
      description: 'Cumulative length from the bit to the top of the component',
      value: (c) => u.length.convert(c.cumulative_length_m),
      decimals: 2,
      width: 76,
    },
    { id: 'wpl', header: 'Weight', unit: u.perLength.symbol, value: (c) => u.perLength.convert(c.weight_kg_m), decimals: 1, width: 72 },
    { id: 'air', header: 'Air weight', unit: u.weight.symbol, value: (c) => u.weight.convert(c.air_weight_kg), decimals: 2, width: 80 },
    { id: 'buoyed', header: 'Buoyed', unit: u.weight.symbol, value: (c) => conv(c.buoyed_weight_kg, u.weight.convert), decimals: 2, width: 72 },
    { id: 'conn', header: 'Connection', value: (c) => c.connection, align: 'start', width: 110 },
    { id: 'serial', header: 'Serial', value: (c) => c.serial, align: 'start', width: 100 },
    {
      id: 'sensor',
      header: 'Bit to sensor',
      unit: u.length.symbol,
      description: 'Distance from the bit to the sensor measure point',
      value: (c) => conv(c.bit_to_sensor_m, u.length.convert),
      decimals: 2,
      width: 84,
    },
    { id: 'bend', header: 'Bend', unit: '°', value: (c) => c.bend_deg, decimals: 2, width: 56 },
  ];
}
