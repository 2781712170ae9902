/**
 * Columns of the mud tables, units in the headers: the daily reports (depths and mud weight in the
 * user's unit system, the other properties in the units mud checks are written in), the program per
 * section against the reports, and the products by day and in total.
 */
import type { MudReportDto, MudSectionDto } from '../../../api/mud';
import { oilWaterRatio } from '../../../domain/drilling/mud/mud-products';
import type { DisplayUnit } from '../../../features/log-tracks/display-units';
import type { ColumnDef } from '../../../features/virtual-table';
import { conv, when, type ReportUnits } from '../report-units';

export type MudUnits = ReportUnits & { density: DisplayUnit };

const prop = (id: keyof MudReportDto & string, header: string, unit: string, decimals: number, width = 70, hideable = true): ColumnDef<MudReportDto> => ({
  id,
  header,
  unit: unit || undefined,
  value: (r) => r[id] as number | null,
  decimals,
  width,
  hideable,
});

export function reportColumns(u: MudUnits, sectionName: (id: string) => string, currency: string): ColumnDef<MudReportDto>[] {
  return [
    { id: 'date', header: 'Report date', value: (r) => r.date, align: 'start', width: 100, pinned: true },
    { id: 'at', header: 'Checked', value: (r) => when(r.at), align: 'start', width: 100 },
    { id: 'section', header: 'Section', value: (r) => sectionName(r.section), align: 'start', width: 150 },
    { id: 'hole', header: 'Hole depth', unit: u.depth.symbol, value: (r) => conv(r.hole_depth_m, u.depth), decimals: 1, width: 90 },
    { id: 'bit', header: 'Bit depth', unit: u.depth.symbol, value: (r) => conv(r.bit_depth_m, u.depth), decimals: 1, width: 90, hideable: true },
    { id: 'mud_type', header: 'Mud', value: (r) => r.mud_type, align: 'start', width: 56 },
    {
      id: 'density_kg_m3',
      header: 'Mud weight',
      unit: u.density.symbol,
      value: (r) => conv(r.density_kg_m3, u.density),
      decimals: u.density.decimals,
      width: 96,
    },
    prop('funnel_viscosity_s', 'Funnel vis.', 's/qt', 0, 80),
    prop('pv_cp', 'PV', 'cP', 0, 60),
    prop('yp_lbf_100ft2', 'YP', 'lbf/100 ft²', 0, 80),
    prop('gel_10s_lbf_100ft2', 'Gel 10 s', 'lbf/100 ft²', 0, 80),
    prop('gel_10m_lbf_100ft2', 'Gel 10 min', 'lbf/100 ft²', 0, 84),
    prop('fluid_loss_ml', 'Fluid loss', 'mL/30 min', 1, 84),
    prop('ph', 'pH', '', 1, 50),
    prop('es_v', 'Elec. stab.', 'V', 0, 78),
    prop('solids_pct', 'Solids', '%', 1, 64),
    { id: 'owr', header: 'Oil/water', value: (r) => oilWaterRatio(r.oil_pct), align: 'end', width: 72, hideable: true },
    prop('chlorides_mg_l', 'Chlorides', 'mg/L', 0, 90),
    prop('pit_volume_m3', 'Pit volume', 'm³', 0, 80),
    { id: 'products_cost', header: 'Products', unit: currency, value: (r) => r.products_cost, decimals: 2, width: 96 },
    { id: 'comment', header: 'Comment', value: (r) => r.comment, align: 'start', width: 300 },
  ];
}

const range = (lo: number | null, hi: number | null, u: DisplayUnit) =>
  lo === null || hi === null ? null : `${u.convert(lo).toFixed(u.decimals)} – ${u.convert(hi).toFixed(u.decimals)}`;

export function programColumns(u: MudUnits): ColumnDef<MudSectionDto>[] {
  return [
    { id: 'name', header: 'Section', value: (s) => s.name, align: 'start', width: 160, pinned: true },
    { id: 'from', header: 'From', unit: u.depth.symbol, value: (s) => conv(s.from_m, u.depth), decimals: 0, width: 76 },
    { id: 'to', header: 'To', unit: u.depth.symbol, value: (s) => conv(s.to_m, u.depth), decimals: 0, width: 76 },
    { id: 'hole', header: 'Hole size', unit: 'in', value: (s) => s.hole_size_in, decimals: 2, width: 74 },
    { id: 'planned_type', header: 'Planned mud', value: (s) => s.planned_mud_type, align: 'start', width: 90 },
    {
      id: 'planned_density',
      header: 'Planned weight',
      unit: u.density.symbol,
      value: (s) => range(s.planned_density_min_kg_m3, s.planned_density_max_kg_m3, u.density),
      align: 'end',
      width: 120,
    },
    { id: 'reports', header: 'Reports', value: (s) => s.reports, decimals: 0, width: 66 },
    {
      id: 'actual_type',
      header: 'Actual mud',
      value: (s) => (s.actual_mud_types.length ? s.actual_mud_types.join(', ') : null),
      align: 'start',
      width: 86,
      tone: (s) => (s.type_as_planned ? undefined : 'danger'),
    },
    {
      id: 'actual_density',
      header: 'Actual weight min – max',
      unit: u.density.symbol,
      value: (s) => range(s.actual_density_min_kg_m3, s.actual_density_max_kg_m3, u.density),
      align: 'end',
      width: 150,
    },
    {
      id: 'avg',
      header: 'Actual weight avg',
      unit: u.density.symbol,
      value: (s) => conv(s.actual_density_avg_kg_m3, u.density),
      decimals: u.density.decimals,
      width: 116,
    },
    {
      id: 'outside',
      header: 'Outside window',
      value: (s) => s.outside_window,
      decimals: 0,
      width: 96,
      tone: (s) => (s.outside_window > 0 ? 'warning' : undefined),
    },
  ];
}

export interface ProductDay {
  date: string;
  section: string;
  holeM: number | null;
  lines: number;
  cost: number;
  cumulative: number;
}

export function productDayColumns(u: MudUnits, sectionName: (id: string) => string, currency: string): ColumnDef<ProductDay>[] {
  return [
    { id: 'date', header: 'Report date', value: (d) => d.date, align: 'start', width: 100, pinned: true },
    { id: 'section', header: 'Section', value: (d) => sectionName(d.section), align: 'start', width: 150 },
    { id: 'hole', header: 'Hole depth', unit: u.depth.symbol, value: (d) => conv(d.holeM, u.depth), decimals: 1, width: 90 },
    { id: 'lines', header: 'Products', value: (d) => d.lines, decimals: 0, width: 70 },
    { id: 'cost', header: 'Day cost', unit: currency, value: (d) => d.cost, decimals: 2, width: 100 },
    { id: 'cumulative', header: 'Cumulative', unit: currency, value: (d) => d.cumulative, decimals: 2, width: 110 },
  ];
}

export type ProductTotalRow = { name: string; unit: string; quantity: number; cost: number; share: number };

export function productTotalColumns(currency: string): ColumnDef<ProductTotalRow>[] {
  return [
    { id: 'name', header: 'Product', value: (p) => p.name, align: 'start', width: 170, pinned: true },
    { id: 'unit', header: 'Unit', value: (p) => p.unit, align: 'start', width: 100 },
    { id: 'quantity', header: 'Quantity', value: (p) => p.quantity, decimals: 2, width: 90 },
    { id: 'cost', header: 'Cost', unit: currency, value: (p) => p.cost, decimals: 2, width: 110 },
    { id: 'share', header: 'Share', unit: '%', value: (p) => p.share * 100, decimals: 1, width: 70 },
  ];
}
