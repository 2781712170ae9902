/** Table columns of the casing panes: strings of the program and one string's cement slurries, in the user's units. */
import type { CasingStringDto, CementSlurryDto } from '../../api/equipment';
import type { ColumnDef } from '../../features/virtual-table';
import { inches, type EquipmentUnits } from './equipment-units';

const conv = (v: number | null, f: (x: number) => number) => (v === null ? null : f(v));

export function stringColumns(u: EquipmentUnits): ColumnDef<CasingStringDto>[] {
  return [
    { id: 'name', header: 'String', value: (s) => s.name, align: 'start', width: 170, pinned: true },
    { id: 'type', header: 'Type', value: (s) => s.casing_type_label, align: 'start', width: 96 },
    {
      id: 'status',
      header: 'Status',
      value: (s) => (s.status === 'set' ? 'Set' : 'Planned'),
      align: 'start',
      width: 68,
      tone: (s) => (s.status === 'planned' ? 'muted' : undefined),
    },
    { id: 'od', header: 'OD', unit: 'in', value: (s) => s.od_in, format: (s) => inches(s.od_in), width: 60 },
    { id: 'id', header: 'ID', unit: 'in', value: (s) => s.id_in, decimals: 3, width: 64 },
    { id: 'wt', header: 'Weight', unit: 'lb/ft', value: (s) => s.weight_lb_ft, decimals: 1, width: 64 },
    {
      id: 'wtm',
      header: 'Weight',
      unit: u.perLength.symbol,
      value: (s) => u.perLength.convert(s.weight_kg_m),
      decimals: 1,
      width: 64,
      hideable: true,
      defaultHidden: u.imperial,
    },
    { id: 'grade', header: 'Grade', value: (s) => s.grade, align: 'start', width: 64 },
    { id: 'conn', header: 'Connection', value: (s) => s.connection, align: 'start', width: 120, hideable: true },
    { id: 'top', header: 'Top', unit: u.depth.symbol, value: (s) => u.depth.convert(s.top_m), decimals: 1, width: 72 },
    { id: 'shoe', header: 'Shoe MD', unit: u.depth.symbol, value: (s) => u.depth.convert(s.shoe_m), decimals: 1, width: 80 },
    { id: 'tvd', header: 'Shoe TVD', unit: u.depth.symbol, value: (s) => conv(s.shoe_tvd_m, u.depth.convert), decimals: 1, width: 80 },
    { id: 'hole', header: 'Hole', unit: 'in', value: (s) => s.hole_size_in, format: (s) => inches(s.hole_size_in), width: 60 },
    {
      id: 'clear',
      header: 'Clearance',
      unit: 'in',
      description: 'Radial clearance between hole and casing OD',
      value: (s) => s.clearance_in,
      decimals: 3,
      width: 76,
      tone: (s) => (s.clearance_in < 0.75 ? 'warning' : undefined),
    },
    { id: 'len', header: 'Length', unit: u.depth.symbol, value: (s) => u.depth.convert(s.length_m), decimals: 1, width: 76 },
    { id: 'air', header: 'Air weight', unit: u.weight.symbol, value: (s) => u.weight.convert(s.air_weight_kg), decimals: 1, width: 80 },
    { id: 'buoyed', header: 'Buoyed weight', unit: u.weight.symbol, value: (s) => conv(s.buoyed_weight_kg, u.weight.convert), decimals: 1, width: 90 },
    { id: 'toc', header: 'Cement top', unit: u.depth.symbol, value: (s) => conv(s.cement_top_m, u.depth.convert), decimals: 1, width: 80 },
    {
      id: 'cvol',
      header: 'Cement',
      unit: u.volume.symbol,
      description: 'Annular volume of the slurries, gauge hole, no excess',
      value: (s) => u.volume.convert(s.cement_volume_m3),
      decimals: 1,
      width: 72,
    },
    { id: 'form', header: 'Shoe formation', value: (s) => s.shoe_formation ?? '', align: 'start', width: 130, hideable: true },
    {
      id: 'frac',
      header: 'Frac gradient at shoe',
      unit: u.density.symbol,
      value: (s) => conv(s.shoe_frac_sg === null ? null : s.shoe_frac_sg * 1000, u.density.convert),
      decimals: u.density.decimals,
      width: 110,
      hideable: true,
    },
  ];
}

export function slurryColumns(u: EquipmentUnits): ColumnDef<CementSlurryDto>[] {
  return [
    { id: 'kind', header: 'Slurry', value: (x) => x.kind.charAt(0).toUpperCase() + x.kind.slice(1), align: 'start', width: 80 },
    { id: 'top', header: 'Top', unit: u.depth.symbol, value: (x) => u.depth.convert(x.top_m), decimals: 1 },
    { id: 'bottom', header: 'Bottom', unit: u.depth.symbol, value: (x) => u.depth.convert(x.bottom_m), decimals: 1 },
    { id: 'len', header: 'Column', unit: u.depth.symbol, value: (x) => u.depth.convert(x.bottom_m - x.top_m), decimals: 1 },
    { id: 'density', header: 'Density', unit: u.density.symbol, value: (x) => u.density.convert(x.density_kg_m3), decimals: u.density.decimals },
    {
      id: 'vol',
      header: 'Volume',
      unit: u.volume.symbol,
      description: 'Annular volume, gauge hole, no excess',
      value: (x) => u.volume.convert(x.volume_m3),
      decimals: 1,
    },
  ];
}
