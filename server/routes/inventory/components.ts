/**
 * The rig inventory seen from a well (issue 16, data-widgets-calls 7.9 "bha … inventory"): the
 * serialised components on the well's rigs, in the yards and on the road to or from its rigs, with
 * status, hours and last inspection, and the counts per tool type and status. Reading needs the
 * well (VIEW_WELL); adding, changing and removing components EDIT_DESIGN on it, audited.
 */
import { parseLocation, statusLocationProblem, type ComponentStatus } from '../../../src/domain/equipment/inventory/component-status';
import { inventoryCounts } from '../../../src/domain/equipment/inventory/inventory-counts';
import { auditChange } from '../../audit/changes';
import { objectPermissions } from '../../auth/object-access';
import type { Queryable } from '../../db/db';
import { existingLocation, openShipmentOf, readComponent, readComponents, wellRigs, yards } from '../../inventory/inventory-store';
import { insertRow, updateRow } from '../../inventory/row-writes';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { UNIQUE_MESSAGE } from '../../lib/db-error';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { componentCreate, componentParams, componentUpdate, inventoryQuery, tags, wellParams, type ComponentInput } from './inventory-schemas';

const today = () => new Date().toISOString().slice(0, 10);

/** The merged component's rules: a catalogue model, a unique serial, a status that fits its place, a rig of this well. */
async function checkComponent(db: Queryable, wellId: string, id: string | null, input: Partial<ComponentInput>) {
  const stored = id ? await readComponent(db, wellId, id) : null;
  if (input.catalog_id !== undefined) {
    const { rows } = await db.query('select 1 from tool_catalog where id = $1', [input.catalog_id]);
    if (!rows[0]) throw new HttpError(404, 'body.catalog_id: no such catalogue model', { field: 'body.catalog_id' });
  }
  if (input.serial_number !== undefined) {
    const { rows } = await db.query('select 1 from rig_components where lower(serial_number) = lower($1) and ($2::uuid is null or id <> $2)', [
      input.serial_number,
      id,
    ]);
    if (rows[0])
      throw new HttpError(409, `body.serial_number: ${UNIQUE_MESSAGE} (serial ${input.serial_number} is already in the inventory)`, {
        field: 'body.serial_number',
      });
  }
  const moves = input.status !== undefined || input.location !== undefined;
  if (stored && moves) {
    const open = await openShipmentOf(db, id!);
    const changes = (input.status ?? stored.status) !== stored.status || (input.location ?? stored.location) !== stored.location;
    if (open && changes) {
      throw new HttpError(409, `${stored.serial_number} is on shipment ${open.reference} (${open.state.replace('_', ' ')}): it moves with the shipment`);
    }
  }
  if (!moves && stored) return;
  const status = (input.status ?? stored?.status) as ComponentStatus;
  const text = input.location ?? (stored?.location as string | null) ?? null;
  if (text !== null && input.location !== undefined) await existingLocation(db, text, 'body.location');
  const place = text === null ? null : parseLocation(text);
  const problem = statusLocationProblem(status, place);
  if (problem) {
    const field = input.status !== undefined ? 'body.status' : 'body.location';
    throw new HttpError(400, `${field}: ${problem}`, { field });
  }
  if (place?.kind === 'rig' && input.location !== undefined) {
    const rigs = await wellRigs(db, wellId);
    if (!rigs.some((r) => r.id === place.id)) {
      throw new HttpError(400, `body.location: not a rig of this well (${rigs.map((r) => r.name).join(', ') || 'it has none'})`, { field: 'body.location' });
    }
  }
}

const columnsOf = (b: Partial<ComponentInput>) => {
  const out: Record<string, unknown> = {};
  for (const k of ['catalog_id', 'serial_number', 'status', 'hours_drilling', 'hours_circulating', 'last_inspection', 'notes'] as const) {
    if (b[k] !== undefined) out[k] = b[k];
  }
  if (b.location !== undefined) {
    const l = parseLocation(b.location)!;
    out.rig_id = l.kind === 'rig' ? l.id : null;
    out.yard_id = l.kind === 'yard' ? l.id : null;
  }
  return out;
};

const auditComponent = (
  db: Queryable,
  userId: string,
  verb: string,
  wellId: string,
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => audit(db, userId, `rig_components.${verb}`, { type: 'rig_components', id }, { well_id: wellId, ...auditChange(before, after) });

const list = defineRoute({
  method: 'GET',
  url: '/bha/wells/:id/inventory',
  summary:
    "Rig inventory seen from a well: its rigs' components, the yards' stock and what is on the road to or from its rigs, with counts per tool type and status",
  tags,
  access: well('VIEW_WELL'),
  params: wellParams,
  query: inventoryQuery,
  async handler({ params, query, db, user }) {
    const [rigs, yardList, components, access] = await Promise.all([
      wellRigs(db, params.id),
      yards(db),
      readComponents(db, params.id, query),
      objectPermissions(db, user, 'WELL', params.id),
    ]);
    const counts = inventoryCounts(
      components.map((c) => ({
        toolType: String(c.tool_type),
        status: c.status as ComponentStatus,
        hoursDrilling: Number(c.hours_drilling),
        hoursCirculating: Number(c.hours_circulating),
        lastInspection: (c.last_inspection as string | null) ?? null,
      })),
      today(),
    );
    return { data: { rigs, yards: yardList, components, counts, today: today() }, can_edit: access.permissions.includes('EDIT_DESIGN') };
  },
});

const one = defineRoute({
  method: 'GET',
  url: '/bha/wells/:id/inventory/:component_id',
  summary: 'One component of the inventory seen from a well',
  tags,
  access: well('VIEW_WELL'),
  params: componentParams,
  async handler({ params, db }) {
    return { data: await readComponent(db, params.id, params.component_id) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/bha/wells/:id/inventory',
  summary: "Add a serialised component on one of the well's rigs or at a yard",
  tags,
  access: well('EDIT_DESIGN'),
  params: wellParams,
  body: componentCreate,
  async handler({ params, body, db, user, reply }) {
    await checkComponent(db, params.id, null, body);
    const after = await db.transaction(async (tx) => {
      const id = await insertRow(tx, 'rig_components', { hours_drilling: 0, hours_circulating: 0, notes: '', ...columnsOf(body) });
      const row = await readComponent(tx, params.id, id);
      await auditComponent(tx, user.id, 'create', params.id, id, null, row);
      return row;
    });
    reply.status(201);
    return { data: after };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/bha/wells/:id/inventory/:component_id',
  summary: "Change a component's serial, model, status and place, hours or last inspection",
  tags,
  access: well('EDIT_DESIGN'),
  params: componentParams,
  body: componentUpdate,
  async handler({ params, body, db, user }) {
    const before = await readComponent(db, params.id, params.component_id);
    await checkComponent(db, params.id, params.component_id, body);
    return {
      data: await db.transaction(async (tx) => {
        await updateRow(tx, 'rig_components', params.component_id, columnsOf(body));
        // A component moved off the well's rigs to another rig is no longer seen from here: read it by id.
        const after = await readComponent(tx, params.id, params.component_id).catch(() => null);
        await auditComponent(tx, user.id, 'update', params.id, params.component_id, before, after ?? { ...before, ...body });
        return after ?? { ...before, ...body };
      }),
    };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/bha/wells/:id/inventory/:component_id',
  summary: 'Remove a component that was never shipped (scrapped, entered by mistake)',
  tags,
  access: well('EDIT_DESIGN'),
  params: componentParams,
  async handler({ params, db, user }) {
    const before = await readComponent(db, params.id, params.component_id);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from shipment_items where component_id = $1', [params.component_id]);
    if (rows[0].n > 0) {
      throw new HttpError(409, `${before.serial_number} is on ${rows[0].n} shipment(s): its shipment record stays, so it cannot be deleted`);
    }
    await db.transaction(async (tx) => {
      await tx.query('delete from rig_components where id = $1', [params.component_id]);
      await auditComponent(tx, user.id, 'delete', params.id, params.component_id, before, null);
    });
    return { message: 'Component deleted' };
  },
});

export const componentRoutes = [list, one, create, update, remove];
