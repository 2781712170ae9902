/**
 * The create / edit forms of catalogue models, components and shipments, declared for the shared
 * entity form (admin/frame): the server validates, and its 400 / 404 / 409 lands on the field it names.
 */
import { COMPONENT_STATUSES } from '../../../domain/equipment/inventory/component-status';
import { TOOL_TYPES, toolTypeLabel, toolTypeOrder } from '../../../domain/equipment/inventory/tool-types';
import type { CatalogModel, InventoryComponent, Place, Shipment } from '../../../api/equipment-inventory';
import type { Choice, FieldDecl } from '../../admin/frame/entity-decl';
import { inchesToMm, mmToInches } from './tool-units';

const TYPE_CHOICES: Choice[] = TOOL_TYPES.map((t) => ({ value: t.id, label: t.label }));
/** In transit is set by dispatching a shipment, so a form never offers it. */
const STATUS_CHOICES: Choice[] = COMPONENT_STATUSES.filter((s) => s.id !== 'in_transit').map((s) => ({ value: s.id, label: s.label }));

export function catalogForm(path: string) {
  const fields: FieldDecl[] = [
    { key: 'tool_type', label: 'Tool type', input: 'choice', options: TYPE_CHOICES, required: true, initial: 'bit' },
    { key: 'name', label: 'Model', input: 'text', required: true, hint: 'Size and description: 8-3/4" PDC 5-blade 16 mm' },
    { key: 'manufacturer', label: 'Manufacturer', input: 'text', empty: 'omit' },
    { key: 'od_mm', label: 'OD (in)', input: 'number', required: true, hint: 'Gauge of a bit or stabiliser, body of anything else' },
    { key: 'id_mm', label: 'ID (in)', input: 'number', hint: 'Empty for a bit or a motor (no open bore)' },
    { key: 'length_m', label: 'Length (m)', input: 'number', required: true },
    { key: 'weight_kg', label: 'Weight in air (kg)', input: 'number', required: true },
    { key: 'top_connection', label: 'Top connection', input: 'text', hint: 'NC50 box, 4-1/2 IF box…' },
    { key: 'bottom_connection', label: 'Bottom connection', input: 'text' },
    { key: 'max_torque_knm', label: 'Max torque (kN·m)', input: 'number', hint: 'Make-up torque of the connection, or a motor’s maximum differential torque' },
    { key: 'max_flow_lpm', label: 'Max flow (L/min)', input: 'number' },
    { key: 'notes', label: 'Notes', input: 'text', empty: 'omit' },
  ];
  return {
    key: 'tool-model',
    noun: 'Catalogue model',
    path,
    fields,
    title: (r: CatalogModel) => r.name,
    toForm: (r: CatalogModel) => ({ ...r, od_mm: mmToInches(r.od_mm), id_mm: mmToInches(r.id_mm) }),
    toBody: (b: Record<string, unknown>) => ({ ...b, od_mm: inchesToMm(b.od_mm), ...('id_mm' in b ? { id_mm: inchesToMm(b.id_mm) } : {}) }),
  };
}

const placeChoices = (rigs: readonly Place[], yards: readonly Place[]): Choice[] => [
  ...rigs.map((r) => ({ value: `rig:${r.id}`, label: `Rig: ${r.name}` })),
  ...yards.map((y) => ({ value: `yard:${y.id}`, label: `Yard: ${y.name}` })),
];

export function componentForm(path: string, models: readonly CatalogModel[], rigs: readonly Place[], yards: readonly Place[]) {
  const fields: FieldDecl[] = [
    {
      key: 'catalog_id',
      label: 'Model',
      input: 'choice',
      required: true,
      options: [...models]
        .sort((a, b) => toolTypeOrder(a.tool_type) - toolTypeOrder(b.tool_type) || b.od_mm - a.od_mm)
        .map((m) => ({ value: m.id, label: `${toolTypeLabel(m.tool_type)}: ${m.name}` })),
      initial: models[0]?.id,
    },
    { key: 'serial_number', label: 'Serial number', input: 'text', required: true },
    { key: 'status', label: 'Status', input: 'choice', options: STATUS_CHOICES, required: true, initial: 'on_rig' },
    {
      key: 'location',
      label: 'Where',
      input: 'choice',
      options: placeChoices(rigs, yards),
      required: true,
      initial: rigs[0] ? `rig:${rigs[0].id}` : yards[0] ? `yard:${yards[0].id}` : undefined,
      hint: 'On rig and in hole: a rig; in yard and repair: a yard',
    },
    { key: 'hours_drilling', label: 'Drilling hours (h)', input: 'number', empty: 'omit' },
    { key: 'hours_circulating', label: 'Circulating hours (h)', input: 'number', empty: 'omit' },
    { key: 'last_inspection', label: 'Last inspection', input: 'date' },
    { key: 'notes', label: 'Notes', input: 'text', empty: 'omit' },
  ];
  return { key: 'component', noun: 'Component', path, fields, title: (r: InventoryComponent) => r.serial_number };
}

export function shipmentForm(path: string, rigs: readonly Place[], yards: readonly Place[]) {
  const choices = placeChoices(rigs, yards);
  const fields: FieldDecl[] = [
    { key: 'from', label: 'From', input: 'choice', options: choices, required: true, initial: yards[0] ? `yard:${yards[0].id}` : undefined },
    { key: 'to', label: 'To', input: 'choice', options: choices, required: true, initial: rigs[0] ? `rig:${rigs[0].id}` : undefined },
    { key: 'planned_date', label: 'Planned date', input: 'date', required: true, initial: new Date().toISOString().slice(0, 10) },
    { key: 'carrier', label: 'Carrier', input: 'text', empty: 'omit' },
    { key: 'notes', label: 'Notes', input: 'text', empty: 'omit' },
  ];
  return { key: 'shipment', noun: 'Shipment', path, fields, title: (r: Shipment) => r.reference };
}
