/** The columns of the catalogue, inventory, shipment and shipment-load tables, in display units. */
import { componentStatusLabel } from '../../../domain/equipment/inventory/component-status';
import { inspectionDue } from '../../../domain/equipment/inventory/inventory-counts';
import { shipmentStateLabel } from '../../../domain/equipment/inventory/shipment-states';
import { toolTypeByLength, toolTypeLabel } from '../../../domain/equipment/inventory/tool-types';
import { showDayTimeS } from '../../../features/format/user-format';
import type { ColumnDef } from '../../../features/virtual-table';
import type { CatalogModel, InventoryComponent, Shipment, ShipmentTool } from '../../../api/equipment-inventory';
import { shown, type Scale, type ToolUnits } from './tool-units';

const num = <Row>(id: string, header: string, s: Scale, read: (r: Row) => number | null | undefined, extra: Partial<ColumnDef<Row>> = {}): ColumnDef<Row> => ({
  id,
  header,
  unit: s.symbol,
  value: (r) => shown(read(r), s),
  decimals: s.decimals,
  width: 80,
  ...extra,
});

/** OD, ID, length and weight: every table of tools shows them the same way. */
function dimensions<Row extends { od_mm: number; id_mm: number | null; length_m: number; weight_kg: number }>(u: ToolUnits): ColumnDef<Row>[] {
  return [
    num<Row>('od', 'OD', u.diameter, (r) => r.od_mm),
    num<Row>('id', 'ID', u.diameter, (r) => r.id_mm),
    num<Row>('length', 'Length', u.length, (r) => r.length_m),
    num<Row>('weight', 'Weight', u.weight, (r) => r.weight_kg, { hideable: true }),
  ];
}

const typeColumn = <Row extends { tool_type: string }>(): ColumnDef<Row> => ({
  id: 'type',
  header: 'Type',
  value: (r) => toolTypeLabel(r.tool_type),
  width: 110,
  align: 'start',
});

export function catalogColumns(u: ToolUnits): ColumnDef<CatalogModel>[] {
  return [
    { id: 'name', header: 'Model', value: (r) => r.name, width: 300, align: 'start', pinned: true },
    typeColumn<CatalogModel>(),
    ...dimensions<CatalogModel>(u),
    num<CatalogModel>(
      'weight_per_length',
      'Weight / length',
      { ...u.weight, show: (v) => v, symbol: `${u.weight.symbol}/${u.length.symbol}` },
      (r) => (toolTypeByLength(r.tool_type) ? (r.weight_kg_m * u.weight.show(1)) / u.length.show(1) : null),
      { hideable: true, width: 96, decimals: 1, description: 'Tubulars: nominal weight per length' },
    ),
    { id: 'top', header: 'Top connection', value: (r) => r.top_connection, width: 130, align: 'start' },
    { id: 'bottom', header: 'Bottom connection', value: (r) => r.bottom_connection, width: 130, align: 'start' },
    num<CatalogModel>('torque', 'Max torque', u.torque, (r) => r.max_torque_knm, { width: 90 }),
    num<CatalogModel>('flow', 'Max flow', u.flow, (r) => r.max_flow_lpm, { width: 84 }),
    { id: 'manufacturer', header: 'Manufacturer', value: (r) => r.manufacturer || null, width: 150, align: 'start', hideable: true },
    { id: 'count', header: 'Serialised', value: (r) => r.component_count, width: 76, description: 'Components of this model in the inventory' },
    { id: 'notes', header: 'Notes', value: (r) => r.notes || null, width: 240, align: 'start', hideable: true },
  ];
}

const statusColumn = <Row extends { status: string }>(): ColumnDef<Row> => ({
  id: 'status',
  header: 'Status',
  value: (r) => componentStatusLabel(r.status),
  width: 84,
  align: 'start',
  tone: (r) => (r.status === 'in_hole' ? 'brand' : r.status === 'repair' ? 'warning' : r.status === 'in_transit' ? 'muted' : undefined),
});

export function componentColumns(u: ToolUnits, today: string): ColumnDef<InventoryComponent>[] {
  return [
    { id: 'serial', header: 'Serial', value: (r) => r.serial_number, width: 130, align: 'start', pinned: true },
    typeColumn<InventoryComponent>(),
    { id: 'model', header: 'Model', value: (r) => r.model, width: 260, align: 'start' },
    statusColumn<InventoryComponent>(),
    {
      id: 'location',
      header: 'Where',
      value: (r) => r.location_name ?? (r.shipment_to_name ? `On the road to ${r.shipment_to_name}` : null),
      width: 170,
      align: 'start',
    },
    ...dimensions<InventoryComponent>(u),
    { id: 'hours', header: 'Drilling hours', unit: 'h', value: (r) => r.hours_drilling, decimals: 1, width: 104 },
    { id: 'circ', header: 'Circulating hours', unit: 'h', value: (r) => r.hours_circulating, decimals: 1, width: 120 },
    {
      id: 'inspection',
      header: 'Last inspection',
      value: (r) => r.last_inspection,
      width: 104,
      align: 'start',
      description: 'Due after 180 days, or when none is on record',
      tone: (r) => (inspectionDue(r.last_inspection, today) ? 'warning' : undefined),
    },
    {
      id: 'shipment',
      header: 'Shipment',
      value: (r) =>
        r.shipment_number === null ? null : `SH-${String(r.shipment_number).padStart(4, '0')} ${shipmentStateLabel(r.shipment_state ?? '').toLowerCase()}`,
      width: 150,
      align: 'start',
      hideable: true,
    },
    { id: 'notes', header: 'Notes', value: (r) => r.notes || null, width: 260, align: 'start', hideable: true },
  ];
}

const at = (s: number | null) => (s === null ? null : showDayTimeS(s));

export function shipmentColumns(u: ToolUnits): ColumnDef<Shipment>[] {
  return [
    { id: 'reference', header: 'Shipment', value: (r) => r.reference, width: 90, align: 'start', pinned: true },
    {
      id: 'state',
      header: 'State',
      value: (r) => shipmentStateLabel(r.state),
      width: 90,
      align: 'start',
      tone: (r) => (r.state === 'in_transit' ? 'brand' : r.state === 'delivered' ? 'muted' : undefined),
    },
    { id: 'from', header: 'From', value: (r) => r.from_name, width: 150, align: 'start' },
    { id: 'to', header: 'To', value: (r) => r.to_name, width: 150, align: 'start' },
    { id: 'planned', header: 'Planned', value: (r) => r.planned_date, width: 96, align: 'start' },
    { id: 'shipped', header: 'Dispatched', value: (r) => at(r.shipped_at), width: 120, align: 'start' },
    { id: 'delivered', header: 'Delivered', value: (r) => at(r.delivered_at), width: 120, align: 'start' },
    { id: 'items', header: 'Tools', value: (r) => r.item_count, width: 60 },
    num<Shipment>('weight', 'Weight', u.weight, (r) => r.weight_kg),
    { id: 'carrier', header: 'Carrier', value: (r) => r.carrier || null, width: 160, align: 'start' },
    { id: 'notes', header: 'Notes', value: (r) => r.notes || null, width: 280, align: 'start', hideable: true },
  ];
}

export function shipmentToolColumns(u: ToolUnits): ColumnDef<ShipmentTool>[] {
  return [
    { id: 'serial', header: 'Serial', value: (r) => r.serial_number, width: 130, align: 'start', pinned: true },
    typeColumn<ShipmentTool>(),
    { id: 'model', header: 'Model', value: (r) => r.model, width: 260, align: 'start' },
    statusColumn<ShipmentTool>(),
    { id: 'location', header: 'Where now', value: (r) => r.location_name ?? 'On the road', width: 150, align: 'start' },
    ...dimensions<ShipmentTool>(u),
    { id: 'hours', header: 'Drilling hours', unit: 'h', value: (r) => r.hours_drilling, decimals: 1, width: 104 },
  ];
}
