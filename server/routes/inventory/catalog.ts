/**
 * The tool catalogue (issue 16, data-widgets-calls 7.9 "bha … catalog"): tool models with their
 * dimensions, connections and ratings. Every signed-in user reads it (it is the company's reference
 * list); administrators and holders of MANAGE_WELLS curate it. Writes are audited with before and after.
 */
import { toolTypeHasBore, toolTypeLabel } from '../../../src/domain/equipment/inventory/tool-types';
import { auditChange } from '../../audit/changes';
import type { Queryable } from '../../db/db';
import { readCatalog, readCatalogItem, yards } from '../../inventory/inventory-store';
import { insertRow, updateRow } from '../../inventory/row-writes';
import { SIGNED_IN, type Access } from '../../lib/access';
import { audit } from '../../lib/audit';
import { UNIQUE_MESSAGE } from '../../lib/db-error';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { idParams } from '../../lib/schemas';
import { catalogCreate, catalogQuery, catalogUpdate, tags, type CatalogInput } from './inventory-schemas';

const CURATORS: Access = { kind: 'adminOrGlobal', permission: 'MANAGE_WELLS' };

/** The merged record's rules: a bore smaller than the body, none on a bit, one model name per type. */
async function checkCatalog(db: Queryable, id: string | null, input: Partial<CatalogInput>) {
  const stored = id ? await readCatalogItem(db, id) : null;
  const next = { ...stored, ...input } as Partial<CatalogInput>;
  const boreField = input.id_mm !== undefined ? 'body.id_mm' : 'body.od_mm';
  if (next.id_mm != null && next.od_mm != null && next.id_mm >= next.od_mm) {
    throw new HttpError(400, `${boreField}: the bore (${next.id_mm} mm) must be smaller than the OD (${next.od_mm} mm)`, { field: boreField });
  }
  if (next.tool_type && !toolTypeHasBore(next.tool_type) && next.id_mm != null) {
    throw new HttpError(400, `body.id_mm: a ${toolTypeLabel(next.tool_type).toLowerCase()} has no bore: leave it empty`, { field: 'body.id_mm' });
  }
  if (input.name !== undefined || input.tool_type !== undefined) {
    const { rows } = await db.query('select 1 from tool_catalog where tool_type = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
      next.tool_type,
      next.name,
      id,
    ]);
    if (rows[0]) throw new HttpError(409, `body.name: ${UNIQUE_MESSAGE}`, { field: 'body.name' });
  }
}

const auditCatalog = (db: Queryable, userId: string, verb: string, id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  audit(db, userId, `tool_catalog.${verb}`, { type: 'tool_catalog', id }, auditChange(before, after));

const COLUMNS = [
  'tool_type',
  'name',
  'manufacturer',
  'od_mm',
  'id_mm',
  'length_m',
  'weight_kg',
  'top_connection',
  'bottom_connection',
  'max_torque_knm',
  'max_flow_lpm',
  'notes',
] as const;

const list = defineRoute({
  method: 'GET',
  url: '/bha/catalog',
  summary: 'Tool catalogue: models with OD, ID, length, weight, connections and max torque / flow, optionally of one tool type',
  tags,
  access: SIGNED_IN,
  query: catalogQuery,
  async handler({ query, db, user }) {
    const rows = await readCatalog(db, query);
    return { data: rows, can_edit: user.isAdmin || user.globalPermissions.has('MANAGE_WELLS') };
  },
});

const one = defineRoute({
  method: 'GET',
  url: '/bha/catalog/:id',
  summary: 'One catalogue model',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, db }) {
    return { data: await readCatalogItem(db, params.id) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/bha/catalog',
  summary: 'Add a tool model to the catalogue',
  tags,
  access: CURATORS,
  body: catalogCreate,
  async handler({ body, db, user, reply }) {
    await checkCatalog(db, null, body);
    const cols = Object.fromEntries(COLUMNS.map((c) => [c, (body as Partial<CatalogInput>)[c] ?? (c === 'manufacturer' || c === 'notes' ? '' : null)]));
    const after = await db.transaction(async (tx) => {
      const id = await insertRow(tx, 'tool_catalog', cols);
      const row = await readCatalogItem(tx, id);
      await auditCatalog(tx, user.id, 'create', id, null, row);
      return row;
    });
    reply.status(201);
    return { data: after };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/bha/catalog/:id',
  summary: "Change a catalogue model's name, dimensions, connections or ratings",
  tags,
  access: CURATORS,
  params: idParams,
  body: catalogUpdate,
  async handler({ params, body, db, user }) {
    const before = await readCatalogItem(db, params.id);
    await checkCatalog(db, params.id, body);
    return {
      data: await db.transaction(async (tx) => {
        await updateRow(tx, 'tool_catalog', params.id, body);
        const after = await readCatalogItem(tx, params.id);
        await auditCatalog(tx, user.id, 'update', params.id, before, after);
        return after;
      }),
    };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/bha/catalog/:id',
  summary: 'Remove a catalogue model that no component is made of',
  tags,
  access: CURATORS,
  params: idParams,
  async handler({ params, db, user }) {
    const before = await readCatalogItem(db, params.id);
    if (Number(before.component_count) > 0) {
      throw new HttpError(409, `${before.name} has ${before.component_count} serialised component(s) in the inventory: remove those first`);
    }
    await db.transaction(async (tx) => {
      await tx.query('delete from tool_catalog where id = $1', [params.id]);
      await auditCatalog(tx, user.id, 'delete', params.id, before, null);
    });
    return { message: 'Catalogue item deleted' };
  },
});

const yardList = defineRoute({
  method: 'GET',
  url: '/bha/yards',
  summary: 'Yards tools are kept and repaired at, the other end of rig shipments',
  tags,
  access: SIGNED_IN,
  async handler({ db }) {
    return { data: await yards(db) };
  },
});

export const catalogRoutes = [list, one, create, update, remove, yardList];
