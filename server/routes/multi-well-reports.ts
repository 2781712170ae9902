/**
 * Multi-well reports (spec 7.6): POST reports/aggregation, the compared wells' drilling KPIs per
 * well, rig, hole section or crew (server/multiwell/aggregation.ts); reports/mw_templates, the
 * caller's saved comparisons (name, wells, grouping, KPIs). Wells are checked as the multi-well routes
 * check them: unknown 404 naming them, not viewable 403 (server/multiwell/well-access.ts).
 */
import { z } from 'zod';
import { AGGREGATION_GROUPS, AGGREGATION_KPI_IDS } from '../../src/domain/multiwell/aggregation';
import type { Queryable } from '../db/db';
import { SIGNED_IN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';
import { aggregation } from '../multiwell/aggregation';
import { requireWellSet } from '../multiwell/well-access';
import { wellIds } from './multi-well';

const tags = ['reports', 'multi-well'];
const oneOf = (values: readonly string[]) => ({ message: `must be one of ${values.join(', ')}` });
const groupBy = z.enum(AGGREGATION_GROUPS, oneOf(AGGREGATION_GROUPS));

const aggregate = defineRoute({
  method: 'POST',
  url: '/reports/aggregation',
  summary:
    'Drilling KPIs of the wells per well, rig, hole section or crew (day / night tour): ROP, rotary and slide ROP, connection medians, tripping speed and NPT share, each a ratio of the group’s summed raw figures',
  tags,
  access: SIGNED_IN,
  body: z.object({ well_ids: wellIds, group_by: groupBy }).strict(),
  async handler({ body, db, user, services }) {
    await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
    return { data: await aggregation(db, services.logs.store, body.well_ids, body.group_by) };
  },
});

const kpis = z
  .array(z.enum(AGGREGATION_KPI_IDS, oneOf(AGGREGATION_KPI_IDS)))
  .max(AGGREGATION_KPI_IDS.length)
  .refine((ids) => new Set(ids).size === ids.length, 'a KPI is named twice');
const fields = {
  name: z.string().trim().min(1, 'must not be empty').max(200),
  well_ids: wellIds,
  group_by: groupBy,
  kpis,
};
const createBody = z.object({ ...fields, group_by: groupBy.default('well'), kpis: kpis.default([...AGGREGATION_KPI_IDS]) }).strict();
const updateBody = z.object(fields).partial().strict();

interface TemplateRow {
  id: string;
  name: string;
  well_ids: string[];
  group_by: string;
  kpis: string[];
  created_at: string;
  updated_at: string;
}
const SELECT = 'id, name, well_ids, group_by, kpis, created_at, updated_at';

async function ownTemplate(db: Queryable, ownerId: string, id: string): Promise<TemplateRow> {
  const { rows } = await db.query<TemplateRow>(`select ${SELECT} from mw_templates where id = $1 and owner_id = $2`, [id, ownerId]);
  if (!rows[0]) throw new HttpError(404, `Multi-well template ${id} not found`);
  return rows[0];
}

async function requireNameFree(db: Queryable, ownerId: string, name: string, id: string | null): Promise<void> {
  const { rows } = await db.query('select 1 from mw_templates where owner_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
    ownerId,
    name,
    id,
  ]);
  if (rows.length) throw new HttpError(409, `body.name: you already have a multi-well template named "${name}"`, { field: 'body.name' });
}

const list = defineRoute({
  method: 'GET',
  url: '/reports/mw_templates',
  summary: "The caller's saved multi-well comparisons, by name",
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query<TemplateRow>(`select ${SELECT} from mw_templates where owner_id = $1 order by lower(name)`, [user.id]);
    return { data: rows };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/reports/mw_templates',
  summary: 'Save a multi-well comparison: its name, wells, grouping (well, rig, section, crew) and KPIs (all unless chosen)',
  tags,
  access: SIGNED_IN,
  body: createBody,
  async handler({ body, db, user }) {
    await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
    await requireNameFree(db, user.id, body.name, null);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into mw_templates (owner_id, name, well_ids, group_by, kpis) values ($1, $2, $3, $4, $5) returning id',
        [user.id, body.name, JSON.stringify(body.well_ids), body.group_by, JSON.stringify(body.kpis)],
      );
      await audit(tx, user.id, 'mw_templates.create', { type: 'mw_templates', id: rows[0].id }, { name: body.name });
      return rows[0].id;
    });
    return { data: await ownTemplate(db, user.id, id) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/reports/mw_templates/:id',
  summary: 'Change a saved multi-well comparison: name, wells, grouping, KPIs',
  tags,
  access: SIGNED_IN,
  params: idParams,
  body: updateBody,
  async handler({ params, body, db, user }) {
    await ownTemplate(db, user.id, params.id);
    if (body.well_ids) await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
    if (body.name !== undefined) await requireNameFree(db, user.id, body.name, params.id);
    const set: string[] = [];
    const args: unknown[] = [params.id, user.id];
    if (body.name !== undefined) set.push(`name = $${args.push(body.name)}`);
    if (body.well_ids !== undefined) set.push(`well_ids = $${args.push(JSON.stringify(body.well_ids))}`);
    if (body.group_by !== undefined) set.push(`group_by = $${args.push(body.group_by)}`);
    if (body.kpis !== undefined) set.push(`kpis = $${args.push(JSON.stringify(body.kpis))}`);
    if (set.length) {
      await db.transaction(async (tx) => {
        await tx.query(`update mw_templates set ${set.join(', ')}, updated_at = now() where id = $1 and owner_id = $2`, args);
        await audit(tx, user.id, 'mw_templates.update', { type: 'mw_templates', id: params.id }, { fields: Object.keys(body) });
      });
    }
    return { data: await ownTemplate(db, user.id, params.id) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/reports/mw_templates/:id',
  summary: 'Delete a saved multi-well comparison',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, db, user }) {
    const t = await ownTemplate(db, user.id, params.id);
    await db.transaction(async (tx) => {
      await tx.query('delete from mw_templates where id = $1 and owner_id = $2', [params.id, user.id]);
      await audit(tx, user.id, 'mw_templates.delete', { type: 'mw_templates', id: params.id }, { name: t.name });
    });
    return { data: { id: params.id } };
  },
});

export const multiWellReportRoutes = [aggregate, list, create, update, remove];
