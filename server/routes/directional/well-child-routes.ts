/**
 * The generic resource pattern (spec 7.1) for things that belong to one well (targets, boundaries,
 * formation tops): list, create, update, delete and batch delete under /wells/:id/<path>, with the
 * well's view and edit permissions, and the well's revision bumped on every write.
 */
import { z } from 'zod';
import type { TargetChange, TargetSnapshot } from '../../../src/domain/alerts/target-change';
import type { Queryable } from '../../db/db';
import { bumpRevision } from '../../directional/revision';
import { notifySurveyChange } from '../../directional/survey-append';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import type { RouteSpec } from '../../lib/route';
import { idList, uuid } from '../../lib/schemas';
import { directionalRoute, tags, wellParams } from './route-helpers';

export interface WellChildSpec<C extends Record<string, unknown>> {
  /** URL segment under /wells/:id. */
  path: string;
  table: string;
  noun: string;
  view: string;
  edit: string;
  create: z.ZodType<C>;
  update: z.ZodType<Partial<C>>;
  toColumns(input: Partial<C>): Record<string, unknown>;
  /** Every item of the well, serialized (may compute with the well's trajectories). */
  list(db: Queryable, wellId: string): Promise<unknown[]>;
  /** Whether a write changes what trajectories are compared with (targets, boundaries): publish PLAN. */
  publishes: boolean;
  /** Targets: each write's item as it was and as it is goes on the PLAN message (the target line change alert). */
  snapshot?(item: unknown): TargetSnapshot;
}

const jsonValue = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

export function wellChildRoutes<C extends Record<string, unknown>>(s: WellChildSpec<C>): RouteSpec<any, any, any>[] {
  const itemParams = z.object({ id: uuid, item_id: uuid }).strict();
  const url = `/wells/:id/${s.path}`;
  const findOne = async (db: Queryable, wellId: string, itemId: string) => {
    const items = (await s.list(db, wellId)) as { id: string }[];
    const found = items.find((x) => x.id === itemId);
    if (!found) throw new HttpError(404, `${s.noun} ${itemId} not found on this well`);
    return found;
  };
  const changed = async (
    db: Queryable,
    services: { publish(d: string, b: unknown): void },
    wellId: string,
    op: TargetChange['op'],
    items: { before: unknown; after: unknown }[],
  ) => {
    if (!s.publishes) return;
    const snap = s.snapshot;
    const targets = snap && items.map((i) => ({ op, before: i.before ? snap(i.before) : null, after: i.after ? snap(i.after) : null }));
    await notifySurveyChange(db, services, wellId, 'PLAN', undefined, targets);
  };

  return [
    directionalRoute({
      method: 'GET',
      url,
      summary: `List the well's ${s.noun.toLowerCase()}s`,
      tags,
      access: well(s.view),
      params: wellParams,
      async handler({ params, db }) {
        return { data: await s.list(db, params.id) };
      },
    }),
    directionalRoute({
      method: 'POST',
      url,
      summary: `Add a ${s.noun.toLowerCase()}`,
      tags,
      access: well(s.edit),
      params: wellParams,
      body: s.create,
      async handler({ params, body, db, user, reply, services }) {
        const id = await db.transaction(async (tx) => {
          const cols = Object.entries(s.toColumns(body)).filter(([, v]) => v !== undefined);
          const { rows } = await tx.query<{ id: string }>(
            `insert into ${s.table} (well_id, ${cols.map(([k]) => k).join(', ')}) values ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
            [params.id, ...cols.map(([, v]) => jsonValue(v))],
          );
          await bumpRevision(tx, params.id);
          await audit(tx, user.id, `${s.table}.create`, { type: s.table, id: rows[0].id });
          return rows[0].id;
        });
        const after = await findOne(db, params.id, id);
        await changed(db, services, params.id, 'created', [{ before: null, after }]);
        reply.status(201);
        return { data: after };
      },
    }),
    directionalRoute({
      method: 'PATCH',
      url: `${url}/:item_id`,
      summary: `Update a ${s.noun.toLowerCase()} (only the given fields)`,
      tags,
      access: well(s.edit),
      params: itemParams,
      body: s.update,
      async handler({ params, body, db, user, services }) {
        const before = await findOne(db, params.id, params.item_id);
        await db.transaction(async (tx) => {
          const cols = Object.entries(s.toColumns(body)).filter(([, v]) => v !== undefined);
          const { rows } = await tx.query(
            `update ${s.table} set ${[...cols.map(([k], i) => `${k} = $${i + 3}`), 'updated_at = now()'].join(', ')} where well_id = $1 and id = $2 returning id`,
            [params.id, params.item_id, ...cols.map(([, v]) => jsonValue(v))],
          );
          if (!rows.length) throw new HttpError(404, `${s.noun} ${params.item_id} not found on this well`);
          await bumpRevision(tx, params.id);
          await audit(tx, user.id, `${s.table}.update`, { type: s.table, id: params.item_id }, { fields: Object.keys(body as object) });
        });
        const after = await findOne(db, params.id, params.item_id);
        await changed(db, services, params.id, 'updated', [{ before, after }]);
        return { data: after };
      },
    }),
    directionalRoute({
      method: 'DELETE',
      url: `${url}/:item_id`,
      summary: `Delete a ${s.noun.toLowerCase()}`,
      tags,
      access: well(s.edit),
      params: itemParams,
      async handler({ params, db, user, services }) {
        const before = await findOne(db, params.id, params.item_id);
        await db.transaction(async (tx) => {
          const { rows } = await tx.query(`delete from ${s.table} where well_id = $1 and id = $2 returning id`, [params.id, params.item_id]);
          if (!rows.length) throw new HttpError(404, `${s.noun} ${params.item_id} not found on this well`);
          await bumpRevision(tx, params.id);
          await audit(tx, user.id, `${s.table}.delete`, { type: s.table, id: params.item_id });
        });
        await changed(db, services, params.id, 'deleted', [{ before, after: null }]);
        return { message: `${s.noun} deleted` };
      },
    }),
    directionalRoute({
      method: 'DELETE',
      url,
      summary: `Delete several ${s.noun.toLowerCase()}s (body: ids)`,
      tags,
      access: well(s.edit),
      params: wellParams,
      body: idList,
      async handler({ params, body, db, user, services }) {
        const befores = ((await s.list(db, params.id)) as { id: string }[]).filter((x) => body.ids.includes(x.id));
        await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(`delete from ${s.table} where well_id = $1 and id = any($2::uuid[]) returning id`, [
            params.id,
            body.ids,
          ]);
          if (rows.length !== body.ids.length) {
            const gone = new Set(rows.map((r) => r.id));
            throw new HttpError(404, `${s.noun} ${body.ids.find((x) => !gone.has(x))} not found on this well`);
          }
          await bumpRevision(tx, params.id);
          for (const r of rows) await audit(tx, user.id, `${s.table}.delete`, { type: s.table, id: r.id });
        });
        await changed(
          db,
          services,
          params.id,
          'deleted',
          befores.map((before) => ({ before, after: null })),
        );
        return { message: `${body.ids.length} deleted` };
      },
    }),
  ];
}
