/**
 * Reads of the tool catalogue, the rig inventory seen from a well and its shipments (issue 16). A
 * well sees its rigs' components, every yard's stock, and what is on the road to or from its rigs;
 * the shipments it sees are those to or from its rigs.
 */
import { parseLocation, type Location } from '../../src/domain/equipment/inventory/component-status';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

export interface Place {
  id: string;
  name: string;
}

export async function wellRigs(db: Queryable, wellId: string): Promise<Place[]> {
  const { rows } = await db.query<Place>(
    'select r.id, r.name from well_rigs wr join rigs r on r.id = wr.rig_id where wr.well_id = $1 order by wr.spud_date desc nulls last, r.name',
    [wellId],
  );
  return rows;
}

export async function yards(db: Queryable): Promise<(Place & { location: string })[]> {
  const { rows } = await db.query<Place & { location: string }>('select id, name, location from equipment_yards order by name');
  return rows;
}

// ───────────── catalogue ─────────────

export const CATALOG_COLUMNS = `k.id, k.tool_type, k.name, k.manufacturer, k.od_mm, k.id_mm, k.length_m, k.weight_kg,
  round((k.weight_kg / k.length_m)::numeric, 1)::float8 as weight_kg_m, k.top_connection, k.bottom_connection,
  k.max_torque_knm, k.max_flow_lpm, k.notes, k.created_at, k.updated_at,
  (select count(*)::int from rig_components c where c.catalog_id = k.id) as component_count`;

export async function readCatalog(db: Queryable, q: { tool_type?: string; search?: string }) {
  const args: unknown[] = [];
  const where: string[] = [];
  if (q.tool_type) where.push(`k.tool_type = $${args.push(q.tool_type)}`);
  if (q.search) where.push(`(k.name ilike $${args.push(`%${q.search}%`)} or k.manufacturer ilike $${args.length})`);
  const { rows } = await db.query(
    `select ${CATALOG_COLUMNS} from tool_catalog k ${where.length ? `where ${where.join(' and ')}` : ''} order by k.tool_type, k.od_mm desc, k.name`,
    args,
  );
  return rows as Record<string, unknown>[];
}

export async function readCatalogItem(db: Queryable, id: string) {
  const { rows } = await db.query(`select ${CATALOG_COLUMNS} from tool_catalog k where k.id = $1`, [id]);
  if (!rows[0]) throw new HttpError(404, `Catalogue item ${id} not found`);
  return rows[0] as Record<string, unknown>;
}

// ───────────── components ─────────────

const locationSql = (rig: string, yard: string) =>
  `case when ${rig} is not null then 'rig:' || ${rig}::text when ${yard} is not null then 'yard:' || ${yard}::text end`;

/** Components seen from well $1, with their model, place and the shipment they are loaded on. */
const componentsSql = (extra: string) => `
  with wr as (select rig_id from well_rigs where well_id = $1)
  select c.id, c.serial_number, c.catalog_id, k.tool_type, k.name as model, k.manufacturer, k.od_mm, k.id_mm, k.length_m, k.weight_kg,
    c.status, ${locationSql('c.rig_id', 'c.yard_id')} as location, coalesce(r.name, y.name) as location_name,
    c.hours_drilling, c.hours_circulating, to_char(c.last_inspection, 'YYYY-MM-DD') as last_inspection, c.notes,
    o.id as shipment_id, o.number as shipment_number, o.state as shipment_state, coalesce(tr.name, ty.name) as shipment_to_name,
    c.created_at, c.updated_at
  from rig_components c
  join tool_catalog k on k.id = c.catalog_id
  left join rigs r on r.id = c.rig_id
  left join equipment_yards y on y.id = c.yard_id
  left join lateral (
    select s.id, s.number, s.state, s.from_rig_id, s.to_rig_id, s.to_yard_id from shipment_items si join shipments s on s.id = si.shipment_id
    where si.component_id = c.id and s.state <> 'delivered' order by s.created_at desc limit 1
  ) o on true
  left join rigs tr on tr.id = o.to_rig_id
  left join equipment_yards ty on ty.id = o.to_yard_id
  where (c.rig_id in (select rig_id from wr) or c.yard_id is not null
         or (c.status = 'in_transit' and (o.to_rig_id in (select rig_id from wr) or o.from_rig_id in (select rig_id from wr))))
  ${extra}`;

export async function readComponents(db: Queryable, wellId: string, q: { tool_type?: string; status?: string }) {
  const args: unknown[] = [wellId];
  const where: string[] = [];
  if (q.tool_type) where.push(`k.tool_type = $${args.push(q.tool_type)}`);
  if (q.status) where.push(`c.status = $${args.push(q.status)}`);
  const { rows } = await db.query(
    componentsSql(`${where.map((w) => `and ${w}`).join(' ')} order by (c.rig_id is null), coalesce(r.name, y.name), k.tool_type, c.serial_number`),
    args,
  );
  return rows as Record<string, unknown>[];
}

export async function readComponent(db: Queryable, wellId: string, componentId: string) {
  const { rows } = await db.query(componentsSql('and c.id = $2'), [wellId, componentId]);
  if (!rows[0]) throw new HttpError(404, `Component ${componentId} not found in this well's inventory`);
  return rows[0] as Record<string, unknown>;
}

// ───────────── shipments ─────────────

const SHIPMENT_COLUMNS = `s.id, s.number, 'SH-' || lpad(s.number::text, 4, '0') as reference, s.state,
  to_char(s.planned_date, 'YYYY-MM-DD') as planned_date, s.shipped_at, s.delivered_at, s.carrier, s.notes,
  ${locationSql('s.from_rig_id', 's.from_yard_id')} as "from", coalesce(fr.name, fy.name) as from_name,
  ${locationSql('s.to_rig_id', 's.to_yard_id')} as "to", coalesce(tr.name, ty.name) as to_name,
  (select count(*)::int from shipment_items i where i.shipment_id = s.id) as item_count,
  (select coalesce(sum(k.weight_kg), 0)::float8 from shipment_items i join rig_components c on c.id = i.component_id
     join tool_catalog k on k.id = c.catalog_id where i.shipment_id = s.id) as weight_kg,
  u.name as created_by_name, s.created_at, s.updated_at`;

const shipmentsSql = (extra: string) => `
  with wr as (select rig_id from well_rigs where well_id = $1)
  select ${SHIPMENT_COLUMNS}
  from shipments s
  left join rigs fr on fr.id = s.from_rig_id left join equipment_yards fy on fy.id = s.from_yard_id
  left join rigs tr on tr.id = s.to_rig_id left join equipment_yards ty on ty.id = s.to_yard_id
  left join users u on u.id = s.created_by
  where (s.from_rig_id in (select rig_id from wr) or s.to_rig_id in (select rig_id from wr)) ${extra}`;

export async function readShipments(db: Queryable, wellId: string, state?: string) {
  const args: unknown[] = [wellId];
  const { rows } = await db.query(shipmentsSql(`${state ? `and s.state = $${args.push(state)}` : ''} order by s.planned_date desc, s.number desc`), args);
  return rows as Record<string, unknown>[];
}

export async function readShipment(db: Queryable, wellId: string, shipmentId: string) {
  const { rows } = await db.query(shipmentsSql('and s.id = $2'), [wellId, shipmentId]);
  if (!rows[0]) throw new HttpError(404, `Shipment ${shipmentId} not found for this well's rigs`);
  return rows[0] as Record<string, unknown> & {
    state: 'planned' | 'in_transit' | 'delivered';
    from: string;
    to: string;
    reference: string;
    item_count: number;
  };
}

/** A shipment's load: each component with its model and where it is now. */
export async function readShipmentTools(db: Queryable, shipmentId: string) {
  const { rows } = await db.query(
    `select c.id, c.serial_number, k.tool_type, k.name as model, k.od_mm, k.id_mm, k.length_m, k.weight_kg, c.status,
       ${locationSql('c.rig_id', 'c.yard_id')} as location, coalesce(r.name, y.name) as location_name,
       c.hours_drilling, c.hours_circulating, to_char(c.last_inspection, 'YYYY-MM-DD') as last_inspection
     from shipment_items i join rig_components c on c.id = i.component_id join tool_catalog k on k.id = c.catalog_id
     left join rigs r on r.id = c.rig_id left join equipment_yards y on y.id = c.yard_id
     where i.shipment_id = $1 order by k.tool_type, c.serial_number`,
    [shipmentId],
  );
  return rows as Record<string, unknown>[];
}

/** The open (planned or in transit) shipment a component is loaded on, if any. */
export async function openShipmentOf(db: Queryable, componentId: string): Promise<{ id: string; reference: string; state: string } | null> {
  const { rows } = await db.query<{ id: string; reference: string; state: string }>(
    `select s.id, 'SH-' || lpad(s.number::text, 4, '0') as reference, s.state from shipment_items i join shipments s on s.id = i.shipment_id
     where i.component_id = $1 and s.state <> 'delivered' limit 1`,
    [componentId],
  );
  return rows[0] ?? null;
}

/** `text` ('rig:<id>', 'yard:<id>') as a location that exists, else 404 naming `field`. */
export async function existingLocation(db: Queryable, text: string, field: string): Promise<Location & { name: string }> {
  const l = parseLocation(text);
  if (!l) throw new HttpError(400, `${field}: must be a location: 'rig:<id>' or 'yard:<id>'`, { field });
  const { rows } = await db.query<{ name: string }>(`select name from ${l.kind === 'rig' ? 'rigs' : 'equipment_yards'} where id = $1`, [l.id]);
  if (!rows[0]) throw new HttpError(404, `${field}: no such ${l.kind}`, { field });
  return { ...l, name: rows[0].name };
}
