/** Input schemas of the tool catalogue, rig inventory and shipment routes (issue 16), shared by their route files. */
import { z } from 'zod';
import { COMPONENT_STATUS_IDS, LOCATION_PATTERN } from '../../../src/domain/equipment/inventory/component-status';
import { SHIPMENT_STATE_IDS } from '../../../src/domain/equipment/inventory/shipment-states';
import { TOOL_TYPE_IDS } from '../../../src/domain/equipment/inventory/tool-types';
import { uuid } from '../../lib/schemas';

export const tags = ['equipment'];
const EMPTY = 'This field could not be empty';

export const toolType = z.enum(TOOL_TYPE_IDS, { message: `must be one of ${TOOL_TYPE_IDS.join(', ')}` });
export const componentStatus = z.enum(COMPONENT_STATUS_IDS, { message: `must be one of ${COMPONENT_STATUS_IDS.join(', ')}` });
export const shipmentState = z.enum(SHIPMENT_STATE_IDS, { message: `must be one of ${SHIPMENT_STATE_IDS.join(', ')}` });
const isoDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });
const text = (max: number) => z.string().trim().max(max);
const positive = (max: number, unit: string) =>
  z.number({ message: 'must be a number' }).finite().positive('must be more than 0').max(max, `must be at most ${max} ${unit}`);
export const location = z.string().regex(LOCATION_PATTERN, "must be a location: 'rig:<id>' or 'yard:<id>'");

export const catalogFields = z.object({
  tool_type: toolType,
  name: z.string().trim().min(1, EMPTY).max(200),
  manufacturer: text(200),
  od_mm: positive(1500, 'mm'),
  id_mm: z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(1500).nullable(),
  length_m: positive(50, 'm'),
  weight_kg: positive(100_000, 'kg'),
  top_connection: text(60).nullable(),
  bottom_connection: text(60).nullable(),
  max_torque_knm: positive(1000, 'kN·m').nullable(),
  max_flow_lpm: positive(20_000, 'L/min').nullable(),
  notes: text(2000),
});
export type CatalogInput = z.infer<typeof catalogFields>;
export const catalogCreate = catalogFields
  .partial({ manufacturer: true, id_mm: true, top_connection: true, bottom_connection: true, max_torque_knm: true, max_flow_lpm: true, notes: true })
  .strict();
export const catalogUpdate = catalogFields.partial().strict();
export const catalogQuery = z.object({ tool_type: toolType.optional(), search: text(100).optional() }).strict();

export const componentFields = z.object({
  catalog_id: uuid,
  serial_number: z
    .string()
    .trim()
    .min(1, EMPTY)
    .max(60)
    .regex(/^[\w./#-]+(?: [\w./#-]+)*$/, 'letters, digits and - _ . / # only'),
  status: componentStatus,
  location,
  hours_drilling: z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(100_000),
  hours_circulating: z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(100_000),
  last_inspection: isoDate.nullable(),
  notes: text(2000),
});
export type ComponentInput = z.infer<typeof componentFields>;
export const componentCreate = componentFields.partial({ hours_drilling: true, hours_circulating: true, last_inspection: true, notes: true }).strict();
export const componentUpdate = componentFields.partial().strict();
export const inventoryQuery = z.object({ tool_type: toolType.optional(), status: componentStatus.optional() }).strict();

export const wellParams = z.object({ id: uuid }).strict();
export const componentParams = z.object({ id: uuid, component_id: uuid }).strict();
export const shipmentParams = z.object({ id: uuid, shipment_id: uuid }).strict();
export const shipmentToolParams = z.object({ id: uuid, shipment_id: uuid, component_id: uuid }).strict();

export const shipmentFields = z.object({
  from: location,
  to: location,
  planned_date: isoDate,
  carrier: text(200),
  notes: text(2000),
});
export type ShipmentInput = z.infer<typeof shipmentFields>;
export const shipmentCreate = shipmentFields.partial({ carrier: true, notes: true }).strict();
export const shipmentUpdate = shipmentFields.partial().strict();
export const shipmentQuery = z.object({ state: shipmentState.optional() }).strict();
export const shipmentTools = z.object({ component_ids: z.array(uuid).min(1, 'give at least one component').max(500) }).strict();
