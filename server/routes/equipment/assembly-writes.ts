/**
 * Add (POST /wells/:id/<kind>), replace (PUT /wells/:id/<kind>/:assembly_id, spec 7.9) and delete an
 * equipment assembly of a well, written once for BHAs and casing strings: the well's EDIT_DESIGN, a
 * zod body naming the field, a row of another well or none a 404, a duplicate (run number, string
 * name) a 409 from the unique key, and every write audited.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute, type RouteSpec } from '../../lib/route';
import { uuid } from '../../lib/schemas';

export const EQUIPMENT_VIEW = 'VIEW_DESIGN';
export const EQUIPMENT_EDIT = 'EDIT_DESIGN';
export const wellParams = z.object({ id: uuid }).strict();
export const assemblyParams = z.object({ id: uuid, assembly_id: uuid }).strict();

export interface AssemblySpec<B> {
  /** URL segment and audit noun: 'bha', 'casing'. */
  kind: string;
  table: string;
  noun: string;
  tags: string[];
  body: z.ZodType<B, any>;
  /** Columns to write; may throw a 400 after looking at the well's other rows (`selfId` null on add). */
  toColumns(db: Queryable, wellId: string, body: B, selfId: string | null): Promise<Record<string, unknown>>;
  read(db: Queryable, wellId: string, id: string): Promise<unknown>;
}

export function assemblyWrites<B>(s: AssemblySpec<B>): RouteSpec<any, any, any>[] {
  const url = `/wells/:id/${s.kind}`;
  const notFound = (id: string) => new HttpError(404, `${s.noun} ${id} not found on this well`);
  return [
    defineRoute({
      method: 'POST',
      url,
      summary: `Add a ${s.noun}`,
      tags: s.tags,
      access: well(EQUIPMENT_EDIT),
      params: wellParams,
      body: s.body,
      async handler({ params, body, db, user, reply }) {
        const id = await db.transaction(async (tx) => {
          const cols = Object.entries(await s.toColumns(tx, params.id, body, null));
          const { rows } = await tx.query<{ id: string }>(
            `insert into ${s.table} (well_id, created_by, updated_by, ${cols.map(([k]) => k).join(', ')}) values ($1, $2, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
            [params.id, user.id, ...cols.map(([, v]) => v)],
          );
          await audit(tx, user.id, `${s.table}.create`, { type: s.table, id: rows[0].id });
          return rows[0].id;
        });
        reply.status(201);
        return { data: await s.read(db, params.id, id), message: `${s.noun} added` };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: `${url}/:assembly_id`,
      summary: `Replace a ${s.noun} (every field)`,
      tags: s.tags,
      access: well(EQUIPMENT_EDIT),
      params: assemblyParams,
      body: s.body,
      async handler({ params, body, db, user }) {
        await db.transaction(async (tx) => {
          const { rows } = await tx.query(`select id from ${s.table} where well_id = $1 and id = $2 for update`, [params.id, params.assembly_id]);
          if (!rows.length) throw notFound(params.assembly_id);
          const cols = Object.entries(await s.toColumns(tx, params.id, body, params.assembly_id));
          await tx.query(
            `update ${s.table} set ${[...cols.map(([k], i) => `${k} = $${i + 4}`), 'source = $3', 'updated_at = now()', `updated_by = $${cols.length + 4}`].join(', ')}
             where well_id = $1 and id = $2`,
            [params.id, params.assembly_id, 'user', ...cols.map(([, v]) => v), user.id],
          );
          await audit(tx, user.id, `${s.table}.update`, { type: s.table, id: params.assembly_id }, { fields: Object.keys(body as object) });
        });
        return { data: await s.read(db, params.id, params.assembly_id), message: `${s.noun} saved` };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${url}/:assembly_id`,
      summary: `Delete a ${s.noun}`,
      tags: s.tags,
      access: well(EQUIPMENT_EDIT),
      params: assemblyParams,
      async handler({ params, db, user }) {
        await db.transaction(async (tx) => {
          const { rows } = await tx.query(`delete from ${s.table} where well_id = $1 and id = $2 returning id`, [params.id, params.assembly_id]);
          if (!rows.length) throw notFound(params.assembly_id);
          await audit(tx, user.id, `${s.table}.delete`, { type: s.table, id: params.assembly_id });
        });
        return { message: `${s.noun} deleted` };
      },
    }),
  ];
}

export async function wellName(db: Queryable, id: string): Promise<{ well_name: string; unit_system: 'metric' | 'imperial'; hole_depth_m: number | null }> {
  const { rows } = await db.query<{ name: string; unit_system: string; end_depth: number | null }>(
    'select name, unit_system, end_depth from wells where id = $1',
    [id],
  );
  return {
    well_name: rows[0].name,
    unit_system: rows[0].unit_system as 'metric' | 'imperial',
    hole_depth_m: rows[0].end_depth === null ? null : Number(rows[0].end_depth),
  };
}
