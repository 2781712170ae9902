/**
 * Tool catalogue, rig inventory and shipments (issue 16): the answers' shapes and their SWR hooks,
 * and the shipment verbs. Creating and editing records goes through the entity forms' generic
 * create / update / delete (admin-entities.ts) on the same paths.
 */
import useSWR, { mutate } from 'swr';
import type { ComponentStatus } from '../domain/equipment/inventory/component-status';
import type { InventoryCounts } from '../domain/equipment/inventory/inventory-counts';
import type { ShipmentAction, ShipmentState } from '../domain/equipment/inventory/shipment-states';
import { api } from './request';

const quiet = { hideMessage: true } as const;

export interface CatalogModel {
  id: string;
  tool_type: string;
  name: string;
  manufacturer: string;
  od_mm: number;
  id_mm: number | null;
  length_m: number;
  weight_kg: number;
  weight_kg_m: number;
  top_connection: string | null;
  bottom_connection: string | null;
  max_torque_knm: number | null;
  max_flow_lpm: number | null;
  notes: string;
  component_count: number;
}

export interface Place {
  id: string;
  name: string;
}

export interface InventoryComponent {
  id: string;
  serial_number: string;
  catalog_id: string;
  tool_type: string;
  model: string;
  manufacturer: string;
  od_mm: number;
  id_mm: number | null;
  length_m: number;
  weight_kg: number;
  status: ComponentStatus;
  /** 'rig:<id>' | 'yard:<id>'; null on the road. */
  location: string | null;
  location_name: string | null;
  hours_drilling: number;
  hours_circulating: number;
  last_inspection: string | null;
  notes: string;
  shipment_id: string | null;
  shipment_number: number | null;
  shipment_state: ShipmentState | null;
  shipment_to_name: string | null;
}

export interface InventoryAnswer {
  rigs: Place[];
  yards: (Place & { location: string })[];
  components: InventoryComponent[];
  counts: InventoryCounts;
  today: string;
}

export interface Shipment {
  id: string;
  number: number;
  reference: string;
  state: ShipmentState;
  planned_date: string;
  shipped_at: number | null;
  delivered_at: number | null;
  carrier: string;
  notes: string;
  from: string;
  from_name: string;
  to: string;
  to_name: string;
  item_count: number;
  weight_kg: number;
  created_by_name: string | null;
}

export type ShipmentTool = Pick<
  InventoryComponent,
  | 'id'
  | 'serial_number'
  | 'tool_type'
  | 'model'
  | 'od_mm'
  | 'id_mm'
  | 'length_m'
  | 'weight_kg'
  | 'status'
  | 'location'
  | 'location_name'
  | 'hours_drilling'
  | 'hours_circulating'
  | 'last_inspection'
>;

export const catalogPath = 'bha/catalog';
export const inventoryPath = (wellId: string) => `bha/wells/${encodeURIComponent(wellId)}/inventory`;
export const shipmentsPath = (wellId: string) => `bha/wells/${encodeURIComponent(wellId)}/shipments`;
export const shipmentPath = (wellId: string, id: string) => `${shipmentsPath(wellId)}/${encodeURIComponent(id)}`;

/** Keys start with the path, so refreshEntities(path) reads them again after a write. */
export const useCatalog = () =>
  useSWR([catalogPath, 'catalog'], () => api.get<{ data: CatalogModel[]; can_edit: boolean }>(catalogPath, undefined, quiet), { keepPreviousData: true });

export const useInventory = (wellId: string | null) =>
  useSWR(wellId ? [inventoryPath(wellId), 'inventory'] : null, () =>
    api.get<{ data: InventoryAnswer; can_edit: boolean }>(inventoryPath(wellId!), undefined, quiet),
  );

export const useShipments = (wellId: string | null) =>
  useSWR(wellId ? [shipmentsPath(wellId), 'shipments'] : null, () =>
    api.get<{ data: { shipments: Shipment[]; rigs: Place[] }; can_edit: boolean }>(shipmentsPath(wellId!), undefined, quiet),
  );

export const useShipment = (wellId: string | null, id: string | null) =>
  useSWR(wellId && id ? [shipmentPath(wellId, id), 'shipment'] : null, () =>
    api.get<{ data: Shipment & { tools: ShipmentTool[] }; can_edit: boolean }>(shipmentPath(wellId!, id!), undefined, quiet),
  );

/** After a shipment moves tools, every inventory and shipment answer of the well is stale. */
export const refreshWellEquipment = (wellId: string) =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`bha/wells/${encodeURIComponent(wellId)}/`));

export const shipmentVerb = (wellId: string, id: string, action: ShipmentAction) => api.post<{ data: Shipment }>(`${shipmentPath(wellId, id)}/${action}`);
export const loadTools = (wellId: string, id: string, componentIds: string[]) =>
  api.post<{ data: Shipment }>(`${shipmentPath(wellId, id)}/tools`, { component_ids: componentIds });
export const unloadTool = (wellId: string, id: string, componentId: string) =>
  api.delete<{ message: string }>(`${shipmentPath(wellId, id)}/tools/${encodeURIComponent(componentId)}`);
