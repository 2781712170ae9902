/**
 * Manual daily cost lines (spec 7.12 costs): what the AFE's rates do not price (a fishing job, a
 * logistics invoice), booked to a reporting day with a cost code. charts/cost adds them to the day.
 *
 *   GET    /cost_codes                        the cost codes
 *   GET    /wells/{id}/daily_costs            the well's manual lines (VIEW_COSTS)
 *   POST   /wells/{id}/daily_costs            { report_date, cost_code, amount, quantity?, description? } (EDIT_COSTS)
 *   PATCH  /wells/{id}/daily_costs/{line_id}  any of those fields (EDIT_COSTS)
 *   DELETE /wells/{id}/daily_costs/{line_id}  (EDIT_COSTS)
 *   POST   /wells/{id}/daily_costs/batch      { add: [line], update: [{ id, ...fields }], delete: [id] } (EDIT_COSTS)
 *
 * Every change is audited, one row per line. A code that does not exist answers 404 naming
 * cost_code; an unknown line 404. The batch is the Daily Costs editor's Apply: all of it or none,
 * in one transaction, its refusals naming the entry (body.update.2.amount), so the editor marks that
 * field and keeps the draft.
 */
import { z } from 'zod';
import { SIGNED_IN, well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import type { Queryable } from '../../db/db';
import { tags, wellParams } from './log-helpers';

const costTags = ['costs', ...tags];

const fields = {
  report_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'is not a real date'),
  cost_code: z.string().trim().min(1).max(20),
  amount: z.number().finite().min(0, 'must be zero or more').max(1e9, 'must be under 1,000,000,000'),
  quantity: z.number().finite().min(0, 'must be zero or more').max(1e9, 'must be under 1,000,000,000'),
  description: z.string().trim().max(500),
};

const lineBody = z.object({ ...fields, quantity: fields.quantity.default(1), description: fields.description.default('') }).strict();

const changeFields = z
  .object({
    report_date: fields.report_date.optional(),
    cost_code: fields.cost_code.optional(),
    amount: fields.amount.optional(),
    quantity: fields.quantity.optional(),
    description: fields.description.optional(),
  })
  .strict();
const patchBody = changeFields.refine((b) => Object.keys(b).length > 0, 'give at least one field to change');

const MAX_BATCH = 500;
const batchBody = z
  .object({
    add: z.array(lineBody).max(MAX_BATCH).default([]),
    update: z
      .array(changeFields.extend({ id: uuid }).refine((u) => Object.keys(u).length > 1, 'give at least one field to change'))
      .max(MAX_BATCH)
      .default([]),
    delete: z.array(uuid).max(MAX_BATCH).default([]),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.add.length + b.update.length + b.delete.length === 0)
      ctx.addIssue({ code: 'custom', path: [], message: 'nothing to apply: give add, update or delete' });
    const seen = new Set<string>();
    const once = (id: string, path: (string | number)[]) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: 'this line is already changed or removed in the same batch' });
      seen.add(id);
    };
    b.update.forEach((u, i) => once(u.id, ['update', i, 'id']));
    b.delete.forEach((id, i) => once(id, ['delete', i]));
  });

const lineParams = z.object({ id: uuid, line_id: uuid }).strict();

type Line = z.infer<typeof lineBody>;
type Change = z.infer<typeof changeFields>;

const LINE_COLUMNS = `id, to_char(report_date, 'YYYY-MM-DD') as report_date, cost_code, amount, quantity, description, created_at, updated_at`;

async function insertLine(tx: Queryable, wellId: string, l: Line, userId: string) {
  const { rows } = await tx.query(
    `insert into daily_cost_lines (well_id, report_date, cost_code, amount, quantity, description, created_by) values ($1, $2, $3, $4, $5, $6, $7) returning ${LINE_COLUMNS}`,
    [wellId, l.report_date, l.cost_code, l.amount, l.quantity, l.description, userId],
  );
  return rows[0];
}

/** The line before and after, or null when the well has no such line. */
async function updateLine(tx: Queryable, wellId: string, lineId: string, c: Change) {
  const before = (await tx.query(`select ${LINE_COLUMNS} from daily_cost_lines where id = $1 and well_id = $2 for update`, [lineId, wellId])).rows[0];
  if (!before) return null;
  const set = (Object.keys(c) as (keyof Change)[]).filter((k) => c[k] !== undefined);
  const { rows } = await tx.query(
    `update daily_cost_lines set ${set.map((k, i) => `${k} = $${i + 3}`).join(', ')}, updated_at = now() where id = $1 and well_id = $2 returning ${LINE_COLUMNS}`,
    [lineId, wellId, ...set.map((k) => c[k])],
  );
  return { before, after: rows[0] };
}

/** 404 naming the entry when a code is not in cost_codes (the foreign key would name no entry). */
async function checkCodes(db: Queryable, named: { code: string | undefined; field: string }[]) {
  const wanted = [...new Set(named.map((n) => n.code).filter((c): c is string => c !== undefined))];
  if (!wanted.length) return;
  const { rows } = await db.query<{ code: string }>('select code from cost_codes where code = any($1::text[])', [wanted]);
  const known = new Set(rows.map((r) => r.code));
  const bad = named.find((n) => n.code !== undefined && !known.has(n.code));
  if (bad) throw new HttpError(404, `${bad.field}: no such cost code`, { field: bad.field });
}

const codes = defineRoute({
  method: 'GET',
  url: '/cost_codes',
  summary: 'The cost codes lines are booked to',
  tags: costTags,
  access: SIGNED_IN,
  async handler({ db }) {
    return { data: (await db.query('select code, name, category from cost_codes order by code')).rows };
  },
});

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/daily_costs',
  summary: "The well's manual daily cost lines, newest day first",
  tags: costTags,
  access: well('VIEW_COSTS'),
  params: wellParams,
  async handler({ params, db }) {
    const { rows } = await db.query(`select ${LINE_COLUMNS} from daily_cost_lines where well_id = $1 order by report_date desc, created_at`, [params.id]);
    return { data: rows };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/wells/:id/daily_costs',
  summary: 'Book a manual cost line to a reporting day of the well',
  tags: costTags,
  access: well('EDIT_COSTS'),
  params: wellParams,
  body: lineBody,
  async handler({ params, body, db, user, reply }) {
    reply.status(201);
    return db.transaction(async (tx) => {
      const line = await insertLine(tx, params.id, body, user.id);
      await audit(tx, user.id, 'daily_cost.create', { type: 'wells', id: params.id }, { line });
      return { data: line, message: 'Cost line saved' };
    });
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/daily_costs/:line_id',
  summary: 'Remove a manual cost line',
  tags: costTags,
  access: well('EDIT_COSTS'),
  params: lineParams,
  async handler({ params, db, user }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(`delete from daily_cost_lines where id = $1 and well_id = $2 returning ${LINE_COLUMNS}`, [params.line_id, params.id]);
      if (!rows[0]) throw new HttpError(404, 'params.line_id: no such cost line on this well');
      await audit(tx, user.id, 'daily_cost.delete', { type: 'wells', id: params.id }, { line: rows[0] });
      return { data: rows[0], message: 'Cost line removed' };
    });
  },
});

const change = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/daily_costs/:line_id',
  summary: 'Change a manual cost line: its day, cost code, amount, quantity or note',
  tags: costTags,
  access: well('EDIT_COSTS'),
  params: lineParams,
  body: patchBody,
  async handler({ params, body, db, user }) {
    await checkCodes(db, [{ code: body.cost_code, field: 'body.cost_code' }]);
    return db.transaction(async (tx) => {
      const r = await updateLine(tx, params.id, params.line_id, body);
      if (!r) throw new HttpError(404, 'params.line_id: no such cost line on this well');
      await audit(tx, user.id, 'daily_cost.update', { type: 'wells', id: params.id }, { before: r.before, line: r.after });
      return { data: r.after, message: 'Cost line saved' };
    });
  },
});

const batch = defineRoute({
  method: 'POST',
  url: '/wells/:id/daily_costs/batch',
  summary: "Apply the Daily Costs editor's changes at once: lines added, changed and removed, all or none",
  tags: costTags,
  access: well('EDIT_COSTS'),
  params: wellParams,
  body: batchBody,
  async handler({ params, body, db, user }) {
    await checkCodes(db, [
      ...body.add.map((l, i) => ({ code: l.cost_code, field: `body.add.${i}.cost_code` })),
      ...body.update.map((u, i) => ({ code: u.cost_code, field: `body.update.${i}.cost_code` })),
    ]);
    return db.transaction(async (tx) => {
      const target = { type: 'wells', id: params.id };
      const deleted = [];
      for (const [i, id] of body.delete.entries()) {
        const { rows } = await tx.query(`delete from daily_cost_lines where id = $1 and well_id = $2 returning ${LINE_COLUMNS}`, [id, params.id]);
        if (!rows[0]) throw new HttpError(404, `body.delete.${i}: no such cost line on this well`, { field: `body.delete.${i}` });
        await audit(tx, user.id, 'daily_cost.delete', target, { line: rows[0] });
        deleted.push(rows[0]);
      }
      const updated = [];
      for (const [i, { id, ...c }] of body.update.entries()) {
        const r = await updateLine(tx, params.id, id, c);
        if (!r) throw new HttpError(404, `body.update.${i}.id: no such cost line on this well`, { field: `body.update.${i}.id` });
        await audit(tx, user.id, 'daily_cost.update', target, { before: r.before, line: r.after });
        updated.push(r.after);
      }
      const added = [];
      for (const l of body.add) {
        const line = await insertLine(tx, params.id, l, user.id);
        await audit(tx, user.id, 'daily_cost.create', target, { line });
        added.push(line);
      }
      const said = [
        added.length ? `${added.length} added` : '',
        updated.length ? `${updated.length} changed` : '',
        deleted.length ? `${deleted.length} removed` : '',
      ].filter(Boolean);
      return { data: { added, updated, deleted }, message: `Cost lines saved: ${said.join(', ')}` };
    });
  },
});

export const costLineRoutes = [codes, list, create, change, remove, batch];
