/**
 * Create, update and delete of a well's journal items (manual entries, troubles) under
 * /wells/:id/<path>: the well's edit permission, zod bodies naming the field, an item of another
 * well or none at all is a 404, and every write is audited.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute, type RouteSpec } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { tags as journalTags, wellParams } from './journal-schemas';

export interface ItemSpec<C extends Record<string, unknown>> {
  path: string;
  table: string;
  noun: string;
  edit: string;
  /** OpenAPI tags; the journal's by default. */
  tags?: string[];
  create: z.ZodType<C>;
  update: z.ZodType<Partial<C>>;
  /** Columns to write, checked against the stored row for an update (end after start). */
  toColumns(input: Partial<C>, stored: Record<string, unknown> | null): Record<string, unknown>;
  read(db: Queryable, wellId: string, id: string): Promise<unknown>;
}

export function itemWrites<C extends Record<string, unknown>>(s: ItemSpec<C>): RouteSpec<any, any, any>[] {
  const url = `/wells/:id/${s.path}`;
  const tags = s.tags ?? journalTags;
  const itemParams = z.object({ id: uuid, item_id: uuid }).strict();
  const notFound = (id: string) => new HttpError(404, `${s.noun} ${id} not found on this well`);
  return [
    defineRoute({
      method: 'POST',
      url,
      summary: `Add a ${s.noun.toLowerCase()}`,
      tags,
      access: well(s.edit),
      params: wellParams,
      body: s.create,
      async handler({ params, body, db, user, reply }) {
        const cols = Object.entries(s.toColumns(body, null)).filter(([, v]) => v !== undefined);
        const id = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into ${s.table} (well_id, created_by, ${cols.map(([k]) => k).join(', ')}) values ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
            [params.id, user.id, ...cols.map(([, v]) => v)],
          );
          await audit(tx, user.id, `${s.table}.create`, { type: s.table, id: rows[0].id });
          return rows[0].id;
        });
        reply.status(201);
        return { data: await s.read(db, params.id, id) };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: `${url}/:item_id`,
      summary: `Update a ${s.noun.toLowerCase()} (only the given fields)`,
      tags,
      access: well(s.edit),
      params: itemParams,
      body: s.update,
      async handler({ params, body, db, user }) {
        await db.transaction(async (tx) => {
          const { rows } = await tx.query<Record<string, unknown>>(`select * from ${s.table} where well_id = $1 and id = $2 for update`, [
            params.id,
            params.item_id,
          ]);
          if (!rows.length) throw notFound(params.item_id);
          const cols = Object.entries(s.toColumns(body, rows[0])).filter(([, v]) => v !== undefined);
          if (cols.length) {
            await tx.query(
              `update ${s.table} set ${[...cols.map(([k], i) => `${k} = $${i + 3}`), 'updated_at = now()'].join(', ')} where well_id = $1 and id = $2`,
              [params.id, params.item_id, ...cols.map(([, v]) => v)],
            );
          }
          await audit(tx, user.id, `${s.table}.update`, { type: s.table, id: params.item_id }, { fields: Object.keys(body as object) });
        });
        return { data: await s.read(db, params.id, params.item_id) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${url}/:item_id`,
      summary: `Delete a ${s.noun.toLowerCase()}`,
      tags,
      access: well(s.edit),
      params: itemParams,
      async handler({ params, db, user }) {
        await db.transaction(async (tx) => {
          const { rows } = await tx.query(`delete from ${s.table} where well_id = $1 and id = $2 returning id`, [params.id, params.item_id]);
          if (!rows.length) throw notFound(params.item_id);
          await audit(tx, user.id, `${s.table}.delete`, { type: s.table, id: params.item_id });
        });
        return { message: `${s.noun} deleted` };
      },
    }),
  ];
}

/** end after start, whether both came in the body or one is the stored value. */
export function checkSpan(input: { start?: number; end?: number }, stored: Record<string, unknown> | null, maxS: number): void {
  const start = input.start ?? Number(stored?.start_s);
  const end = input.end ?? Number(stored?.end_s);
  const field = input.end !== undefined ? 'body.end' : 'body.start';
  if (!(end > start)) throw new HttpError(400, `${field}: Should be greater than start`);
  if (end - start > maxS) throw new HttpError(400, `${field}: at most ${Math.round(maxS / 86_400)} days after start`);
}
