/**
 * Manual daily cost lines (spec 7.12 costs): what the AFE's rates do not price (a fishing job, a
 * logistics invoice), booked to a reporting day with a cost code. charts/cost adds them to the day.
 *
 *   GET    /cost_codes                        the cost codes
 *   GET    /wells/{id}/daily_costs            the well's manual lines (VIEW_COSTS)
 *   POST   /wells/{id}/daily_costs            { report_date, cost_code, amount, description? } (EDIT_COSTS)
 *   DELETE /wells/{id}/daily_costs/{line_id}  (EDIT_COSTS)
 *
 * Every change is audited. A code that does not exist answers 404 naming cost_code; an unknown line 404.
 */
import { z } from 'zod';
import { SIGNED_IN, well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { tags, wellParams } from './log-helpers';

const costTags = ['costs', ...tags];

const lineBody = z
  .object({
    report_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'is not a real date'),
    cost_code: z.string().trim().min(1).max(20),
    amount: z.number().finite().min(0, 'must be zero or more').max(1e9, 'must be under 1,000,000,000'),
    description: z.string().trim().max(500).default(''),
  })
  .strict();

const LINE_COLUMNS = `id, to_char(report_date, 'YYYY-MM-DD') as report_date, cost_code, amount, description, created_at`;

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
      const { rows } = await tx.query(
        `insert into daily_cost_lines (well_id, report_date, cost_code, amount, description, created_by) values ($1, $2, $3, $4, $5, $6) returning ${LINE_COLUMNS}`,
        [params.id, body.report_date, body.cost_code, body.amount, body.description, user.id],
      );
      await audit(tx, user.id, 'daily_cost.create', { type: 'wells', id: params.id }, { line: rows[0] });
      return { data: rows[0], message: 'Cost line saved' };
    });
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/daily_costs/:line_id',
  summary: 'Remove a manual cost line',
  tags: costTags,
  access: well('EDIT_COSTS'),
  params: z.object({ id: uuid, line_id: uuid }).strict(),
  async handler({ params, db, user }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(`delete from daily_cost_lines where id = $1 and well_id = $2 returning ${LINE_COLUMNS}`, [params.line_id, params.id]);
      if (!rows[0]) throw new HttpError(404, 'params.line_id: no such cost line on this well');
      await audit(tx, user.id, 'daily_cost.delete', { type: 'wells', id: params.id }, { line: rows[0] });
      return { data: rows[0], message: 'Cost line removed' };
    });
  },
});

export const costLineRoutes = [codes, list, create, remove];
