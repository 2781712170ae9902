/**
 * Shipments of tools between yards and a well's rigs (issue 16, data-widgets-calls 7.9 "bha …
 * shipment, shipment tools"): planned, dispatched (in transit), delivered. Only a planned shipment's
 * route, date and load change; dispatching and delivering move every component on it, with the
 * shipment, in one transaction. Reading needs VIEW_WELL on the well, writing EDIT_DESIGN; audited.
 */
import {
  loadProblem,
  placementAfter,
  routeProblem,
  shipmentEditable,
  shipmentStateLabel,
  shipmentTransition,
  type ShipmentAction,
} from '../../../src/domain/equipment/inventory/shipment-states';
import type { ComponentStatus, Location } from '../../../src/domain/equipment/inventory/component-status';
import { auditChange } from '../../audit/changes';
import { objectPermissions } from '../../auth/object-access';
import type { Queryable } from '../../db/db';
import { existingLocation, readShipment, readShipments, readShipmentTools, wellRigs } from '../../inventory/inventory-store';
import { insertRow, updateRow } from '../../inventory/row-writes';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import {
  shipmentCreate,
  shipmentParams,
  shipmentQuery,
  shipmentToolParams,
  shipmentTools,
  shipmentUpdate,
  tags,
  wellParams,
  type ShipmentInput,
} from './inventory-schemas';

const auditShipment = (db: Queryable, userId: string, verb: string, wellId: string, id: string, details: Record<string, unknown>) =>
  audit(db, userId, `shipments.${verb}`, { type: 'shipments', id }, { well_id: wellId, ...details });

/** The merged route's rules: two places that exist, not the same, one of them a rig of this well. */
async function checkRoute(db: Queryable, wellId: string, input: Partial<ShipmentInput>, stored: { from: string; to: string } | null) {
  const fromText = input.from ?? stored?.from;
  const toText = input.to ?? stored?.to;
  const from = await existingLocation(db, fromText!, 'body.from');
  const to = await existingLocation(db, toText!, 'body.to');
  const problem = routeProblem(from, to);
  if (problem) throw new HttpError(400, `body.to: ${problem}`, { field: 'body.to' });
  const rigs = await wellRigs(db, wellId);
  if (!rigs.length) throw new HttpError(409, 'This well has no rig: shipments go to or from a rig');
  const mine = (l: Location) => l.kind === 'rig' && rigs.some((r) => r.id === l.id);
  if (!mine(from) && !mine(to)) {
    const field = input.to !== undefined ? 'body.to' : 'body.from';
    throw new HttpError(400, `${field}: one end of the shipment must be this well's rig (${rigs.map((r) => r.name).join(', ')})`, { field });
  }
  return { from, to };
}

const routeColumns = (from: Location, to: Location) => ({
  from_rig_id: from.kind === 'rig' ? from.id : null,
  from_yard_id: from.kind === 'yard' ? from.id : null,
  to_rig_id: to.kind === 'rig' ? to.id : null,
  to_yard_id: to.kind === 'yard' ? to.id : null,
});

interface LoadRow {
  id: string;
  serial_number: string;
  status: ComponentStatus;
  rig_id: string | null;
  yard_id: string | null;
}

async function componentsToLoad(db: Queryable, ids: readonly string[]): Promise<LoadRow[]> {
  const { rows } = await db.query<LoadRow>('select id, serial_number, status, rig_id, yard_id from rig_components where id = any($1::uuid[])', [[...ids]]);
  return rows;
}

function assertLoadable(rows: readonly LoadRow[], from: Location, to: Location) {
  for (const c of rows) {
    const problem = loadProblem({ serial: c.serial_number, status: c.status, rigId: c.rig_id, yardId: c.yard_id }, from, to);
    if (problem) throw new HttpError(409, problem);
  }
}

function assertPlanned(s: { state: string; reference: string }) {
  if (!shipmentEditable(s.state as 'planned')) {
    throw new HttpError(409, `Shipment ${s.reference} is ${shipmentStateLabel(s.state).toLowerCase()}: only a planned shipment changes`);
  }
}

const withTools = async (db: Queryable, wellId: string, id: string) => ({ ...(await readShipment(db, wellId, id)), tools: await readShipmentTools(db, id) });

const list = defineRoute({
  method: 'GET',
  url: '/bha/wells/:id/shipments',
  summary: "Shipments to or from the well's rigs, newest planned date first, with their item count and weight",
  tags,
  access: well('VIEW_WELL'),
  params: wellParams,
  query: shipmentQuery,
  async handler({ params, query, db, user }) {
    const [shipments, rigs, access] = await Promise.all([
      readShipments(db, params.id, query.state),
      wellRigs(db, params.id),
      objectPermissions(db, user, 'WELL', params.id),
    ]);
    return { data: { shipments, rigs }, can_edit: access.permissions.includes('EDIT_DESIGN') };
  },
});

const one = defineRoute({
  method: 'GET',
  url: '/bha/wells/:id/shipments/:shipment_id',
  summary: 'One shipment with its tools',
  tags,
  access: well('VIEW_WELL'),
  params: shipmentParams,
  async handler({ params, db, user }) {
    const access = await objectPermissions(db, user, 'WELL', params.id);
    return { data: await withTools(db, params.id, params.shipment_id), can_edit: access.permissions.includes('EDIT_DESIGN') };
  },
});

const tools = defineRoute({
  method: 'GET',
  url: '/bha/wells/:id/shipments/:shipment_id/tools',
  summary: "A shipment's tools: serial, model, dimensions, status and place now",
  tags,
  access: well('VIEW_WELL'),
  params: shipmentParams,
  async handler({ params, db }) {
    await readShipment(db, params.id, params.shipment_id);
    return { data: await readShipmentTools(db, params.shipment_id) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/bha/wells/:id/shipments',
  summary: 'Plan a shipment from a yard or rig to another, one end a rig of this well',
  tags,
  access: well('EDIT_DESIGN'),
  params: wellParams,
  body: shipmentCreate,
  async handler({ params, body, db, user, reply }) {
    const { from, to } = await checkRoute(db, params.id, body, null);
    const after = await db.transaction(async (tx) => {
      const id = await insertRow(tx, 'shipments', {
        ...routeColumns(from, to),
        planned_date: body.planned_date,
        carrier: body.carrier ?? '',
        notes: body.notes ?? '',
        created_by: user.id,
      });
      const row = await withTools(tx, params.id, id);
      await auditShipment(tx, user.id, 'create', params.id, id, auditChange(null, row));
      return row;
    });
    reply.status(201);
    return { data: after };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/bha/wells/:id/shipments/:shipment_id',
  summary: "Change a planned shipment's route, planned date, carrier or notes",
  tags,
  access: well('EDIT_DESIGN'),
  params: shipmentParams,
  body: shipmentUpdate,
  async handler({ params, body, db, user }) {
    const before = await withTools(db, params.id, params.shipment_id);
    assertPlanned(before);
    const sets: Record<string, unknown> = {};
    if (body.from !== undefined || body.to !== undefined) {
      const { from, to } = await checkRoute(db, params.id, body, before);
      // what is loaded must still be at the (new) origin and fit the (new) destination
      assertLoadable(
        await componentsToLoad(
          db,
          before.tools.map((t) => String(t.id)),
        ),
        from,
        to,
      );
      Object.assign(sets, routeColumns(from, to));
    }
    for (const k of ['planned_date', 'carrier', 'notes'] as const) if (body[k] !== undefined) sets[k] = body[k];
    return {
      data: await db.transaction(async (tx) => {
        await updateRow(tx, 'shipments', params.shipment_id, sets);
        const after = await withTools(tx, params.id, params.shipment_id).catch(() => ({ ...before, ...body }));
        await auditShipment(tx, user.id, 'update', params.id, params.shipment_id, auditChange(before, after));
        return after;
      }),
    };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/bha/wells/:id/shipments/:shipment_id',
  summary: 'Cancel a planned shipment (its tools stay where they are)',
  tags,
  access: well('EDIT_DESIGN'),
  params: shipmentParams,
  async handler({ params, db, user }) {
    const before = await withTools(db, params.id, params.shipment_id);
    assertPlanned(before);
    await db.transaction(async (tx) => {
      await tx.query('delete from shipments where id = $1', [params.shipment_id]);
      await auditShipment(tx, user.id, 'delete', params.id, params.shipment_id, auditChange(before, null));
    });
    return { message: `Shipment ${before.reference} cancelled` };
  },
});

const load = defineRoute({
  method: 'POST',
  url: '/bha/wells/:id/shipments/:shipment_id/tools',
  summary: 'Load components on a planned shipment: each must be at its origin, out of the hole and on no other open shipment',
  tags,
  access: well('EDIT_DESIGN'),
  params: shipmentParams,
  body: shipmentTools,
  async handler({ params, body, db, user }) {
    const s = await readShipment(db, params.id, params.shipment_id);
    assertPlanned(s);
    const ids = [...new Set(body.component_ids)];
    const rows = await componentsToLoad(db, ids);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw new HttpError(404, `body.component_ids: no such component (${missing})`, { field: 'body.component_ids' });
    const from = await existingLocation(db, s.from, 'from');
    const to = await existingLocation(db, s.to, 'to');
    assertLoadable(rows, from, to);
    const { rows: taken } = await db.query<{ serial_number: string; reference: string; shipment_id: string }>(
      `select c.serial_number, 'SH-' || lpad(sh.number::text, 4, '0') as reference, sh.id as shipment_id from shipment_items i
       join shipments sh on sh.id = i.shipment_id join rig_components c on c.id = i.component_id
       where i.component_id = any($1::uuid[]) and sh.state <> 'delivered'`,
      [ids],
    );
    if (taken[0]) {
      const where = taken[0].shipment_id === params.shipment_id ? 'this shipment' : `shipment ${taken[0].reference}`;
      throw new HttpError(409, `${taken[0].serial_number} is already on ${where}`);
    }
    return {
      data: await db.transaction(async (tx) => {
        for (const id of ids) await tx.query('insert into shipment_items (shipment_id, component_id) values ($1, $2)', [params.shipment_id, id]);
        const after = await withTools(tx, params.id, params.shipment_id);
        await auditShipment(tx, user.id, 'load', params.id, params.shipment_id, { serials: rows.map((r) => r.serial_number) });
        return after;
      }),
    };
  },
});

const unload = defineRoute({
  method: 'DELETE',
  url: '/bha/wells/:id/shipments/:shipment_id/tools/:component_id',
  summary: 'Take a component off a planned shipment',
  tags,
  access: well('EDIT_DESIGN'),
  params: shipmentToolParams,
  async handler({ params, db, user }) {
    const s = await readShipment(db, params.id, params.shipment_id);
    assertPlanned(s);
    const { rows } = await db.query<{ serial_number: string }>(
      'select c.serial_number from shipment_items i join rig_components c on c.id = i.component_id where i.shipment_id = $1 and i.component_id = $2',
      [params.shipment_id, params.component_id],
    );
    if (!rows[0]) throw new HttpError(404, `Component ${params.component_id} is not on shipment ${s.reference}`);
    await db.transaction(async (tx) => {
      await tx.query('delete from shipment_items where shipment_id = $1 and component_id = $2', [params.shipment_id, params.component_id]);
      await auditShipment(tx, user.id, 'unload', params.id, params.shipment_id, { serials: [rows[0].serial_number] });
    });
    return { message: `${rows[0].serial_number} taken off ${s.reference}` };
  },
});

/** Dispatch or deliver: the shipment's state and date and every component's place change together. */
function transitionRoute(action: ShipmentAction) {
  return defineRoute({
    method: 'POST',
    url: `/bha/wells/:id/shipments/:shipment_id/${action}`,
    summary:
      action === 'dispatch'
        ? 'Dispatch a planned shipment: it and its components go in transit'
        : 'Deliver a shipment in transit: its components arrive at the destination (on the rig or in the yard)',
    tags,
    access: well('EDIT_DESIGN'),
    params: shipmentParams,
    async handler({ params, db, user }) {
      const before = await readShipment(db, params.id, params.shipment_id);
      const step = shipmentTransition(before.state, action, before.item_count);
      if (!step.ok) throw new HttpError(409, `Shipment ${before.reference}: ${step.reason}`);
      const from = await existingLocation(db, before.from, 'from');
      const to = await existingLocation(db, before.to, 'to');
      const nowS = Math.floor(Date.now() / 1000);
      return {
        data: await db.transaction(async (tx) => {
          const ids = (
            await tx.query<{ component_id: string }>('select component_id from shipment_items where shipment_id = $1', [params.shipment_id])
          ).rows.map((r) => r.component_id);
          if (action === 'dispatch') assertLoadable(await componentsToLoad(tx, ids), from, to);
          const p = placementAfter(action, to);
          await tx.query('update rig_components set status = $2, rig_id = $3, yard_id = $4, updated_at = now() where id = any($1::uuid[])', [
            ids,
            p.status,
            p.rigId,
            p.yardId,
          ]);
          await tx.query(`update shipments set state = $2, ${action === 'dispatch' ? 'shipped_at' : 'delivered_at'} = $3, updated_at = now() where id = $1`, [
            params.shipment_id,
            step.to,
            nowS,
          ]);
          const after = await withTools(tx, params.id, params.shipment_id);
          await auditShipment(tx, user.id, action, params.id, params.shipment_id, {
            before: { state: before.state },
            after: { state: step.to, at: nowS, components: ids.length, place: to.name },
          });
          return after;
        }),
      };
    },
  });
}

export const shipmentRoutes = [list, one, tools, create, update, remove, load, unload, transitionRoute('dispatch'), transitionRoute('deliver')];
