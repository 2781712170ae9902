import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '../auth/current-user';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import type { Access } from './access';
import { auditChange } from '../audit/changes';
import { audit } from './audit';
import { HttpError } from './http-error';
import { defineRoute, type RouteSpec } from './route';
import { idList, idParams, queryInt } from './schemas';

/** A list filter: its query schema and the SQL condition it adds, with $n placeholders filled in. */
export interface ListFilter {
  schema: z.ZodType;
  sql(param: string): string;
}

export interface ResourceSpec<C extends Record<string, unknown>, B = undefined> {
  /** URL under /api, e.g. '/companies' or '/admin/users'. */
  url: string;
  table: string;
  /** Name of one item in messages: 'Company'. */
  noun: string;
  tags: string[];
  access: { read: Access; write: Access };
  create: z.ZodType<Partial<C>>;
  update: z.ZodType<Partial<C>>;
  /** Columns returned; a select list over alias t (joins allowed through `from`). */
  select?: string;
  /** Columns the list returns, when not `select` (a column listAnswer lays over the rows itself). */
  listSelect?: string;
  from?: string;
  orderBy?: string;
  /** Free-text search over these columns (ilike). */
  searchColumns?: string[];
  filters?: Record<string, ListFilter>;
  /** Rows a non-admin may see: SQL condition over alias t, $param is the user id. */
  visibleTo?(param: string): string;
  /** Turn validated input into column values (hash a password, drop virtual fields). */
  toColumns?(input: Partial<C>, db: Queryable): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Rules before a create (id null) or an update, with the caller: throw to refuse. What it returns
   * (the record as it was) reaches afterWrite.
   */
  beforeWrite?(db: Queryable, id: string | null, input: Partial<C>, user: CurrentUser): Promise<B>;
  /** Work after a create or update inside the same transaction (join tables, ending sessions). */
  afterWrite?(db: Queryable, id: string, input: Partial<C>, ctx: { user: CurrentUser; before: B | undefined }): Promise<void>;
  /** After a create, update or delete is committed (tell other instances). */
  afterCommit?(id: string, ctx: { user: CurrentUser; services: Services }): void;
  serialize?(row: Record<string, any>): unknown;
  /**
   * The list's answer made by the area (answers reused under a data version): `compute` reads the
   * page as the list would. What it returns is sent.
   */
  listAnswer?(ctx: ListContext, compute: () => Promise<ListPage>): Promise<unknown>;
  /** Extra rules before delete (e.g. you cannot delete yourself). */
  beforeDelete?(db: Queryable, id: string, user: CurrentUser): Promise<void>;
  /** Leave out verbs the area defines itself (e.g. a read that takes extra query params). */
  omit?: Array<'list' | 'read' | 'create' | 'update' | 'delete' | 'batchDelete'>;
}

/** One page of a list as it is answered. */
export interface ListPage {
  data: unknown[];
  total: number;
}

export interface ListContext {
  db: Queryable;
  user: CurrentUser;
  /** The validated query (limit, offset, search, filters). */
  query: Record<string, unknown>;
  reply: FastifyReply;
}

const jsonValue = (v: unknown) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/**
 * The spec's generic resource pattern (7.1) as one building block: list with query params, read,
 * create, update with PATCH, delete and batch delete, each declaring its access.
 */
export function defineResource<C extends Record<string, unknown>, B = undefined>(r: ResourceSpec<C, B>): RouteSpec<any, any, any>[] {
  const select = r.select ?? 't.*';
  const from = r.from ?? `${r.table} t`;
  const serialize = r.serialize ?? ((row) => row);
  const isAdminAccess = (u: CurrentUser) => u.isAdmin;

  const listQuery = z
    .object({
      limit: queryInt(1, 1000).optional(),
      offset: queryInt(0, 1_000_000).optional(),
      search: z.string().max(200).optional(),
      ...Object.fromEntries(Object.entries(r.filters ?? {}).map(([k, f]) => [k, f.schema.optional()])),
    })
    .strict();

  function visibility(user: CurrentUser, params: unknown[]): string {
    if (!r.visibleTo || isAdminAccess(user)) return 'true';
    params.push(user.id);
    return r.visibleTo(`$${params.length}`);
  }

  async function readOne(db: Queryable, id: string, user: CurrentUser) {
    const params: unknown[] = [id];
    const vis = visibility(user, params);
    const { rows } = await db.query(`select ${select} from ${from} where t.id = $1 and ${vis}`, params);
    if (!rows[0]) throw new HttpError(404, `${r.noun} ${id} not found`);
    return rows[0];
  }

  /** The record as the list shows it, whoever asks: the before and after of its audit row. */
  async function snapshot(db: Queryable, id: string): Promise<Record<string, unknown> | null> {
    const { rows } = await db.query(`select ${select} from ${from} where t.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async function write(db: Queryable, input: Partial<C>) {
    const cols = r.toColumns ? await r.toColumns(input, db) : (input as Record<string, unknown>);
    return Object.entries(cols).filter(([, v]) => v !== undefined);
  }

  const list = defineRoute({
    method: 'GET',
    url: r.url,
    summary: `List ${r.noun.toLowerCase()} records`,
    tags: r.tags,
    access: r.access.read,
    query: listQuery,
    async handler({ query, db, user, reply }) {
      const q = query as Record<string, unknown>;
      const page = async (): Promise<ListPage> => {
        const params: unknown[] = [];
        const where = [visibility(user, params)];
        if (q.search && r.searchColumns?.length) {
          params.push(`%${String(q.search).replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
          where.push(`(${r.searchColumns.map((c) => `${c} ilike $${params.length}`).join(' or ')})`);
        }
        for (const [k, f] of Object.entries(r.filters ?? {})) {
          if (q[k] === undefined) continue;
          params.push(q[k]);
          where.push(f.sql(`$${params.length}`));
        }
        const cond = where.join(' and ');
        const limit = (q.limit as number | undefined) ?? 100;
        const offset = (q.offset as number | undefined) ?? 0;
        // The page's ids first, over narrow rows; the select list (its subqueries and joined names) is then
        // built for that page only, not for every row before the offset. t.id breaks ties, so pages never
        // overlap or skip a row whose sort value it shares.
        const order = `${r.orderBy ?? 't.created_at'}, t.id`;
        const { rows } = await db.query(
          `select ${r.listSelect ?? select} from ${from}
            where t.id = any(array(select t.id from ${from} where ${cond} order by ${order} limit $${params.length + 1} offset $${params.length + 2}))
            order by ${order}`,
          [...params, limit, offset],
        );
        // A page that is not full is the last one: it tells the total, and counting is only needed otherwise.
        const lastPage = rows.length < limit && (rows.length > 0 || offset === 0);
        const total = lastPage
          ? offset + rows.length
          : (await db.query<{ n: number }>(`select count(*)::int as n from ${from} where ${cond}`, params)).rows[0].n;
        return { data: rows.map(serialize), total };
      };
      return r.listAnswer ? r.listAnswer({ db, user, query: q, reply }, page) : page();
    },
  });

  const read = defineRoute({
    method: 'GET',
    url: `${r.url}/:id`,
    summary: `Read one ${r.noun.toLowerCase()}`,
    tags: r.tags,
    access: r.access.read,
    params: idParams,
    async handler({ params, db, user }) {
      return { data: serialize(await readOne(db, params.id, user)) };
    },
  });

  const create = defineRoute({
    method: 'POST',
    url: r.url,
    summary: `Create a ${r.noun.toLowerCase()}`,
    tags: r.tags,
    access: r.access.write,
    body: r.create,
    async handler({ body, db, user, reply, services }) {
      const before = await r.beforeWrite?.(db, null, body as Partial<C>, user);
      const id = await db.transaction(async (tx) => {
        const cols = await write(tx, body as Partial<C>);
        const { rows } = await tx.query<{ id: string }>(
          `insert into ${r.table} (${cols.map(([k]) => k).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
          cols.map(([, v]) => jsonValue(v)),
        );
        await r.afterWrite?.(tx, rows[0].id, body as Partial<C>, { user, before });
        await audit(tx, user.id, `${r.table}.create`, { type: r.table, id: rows[0].id }, auditChange(null, await snapshot(tx, rows[0].id)));
        return rows[0].id;
      });
      r.afterCommit?.(id, { user, services });
      reply.status(201);
      return { data: serialize(await readOne(db, id, user)) };
    },
  });

  const update = defineRoute({
    method: 'PATCH',
    url: `${r.url}/:id`,
    summary: `Update a ${r.noun.toLowerCase()} (only the given fields)`,
    tags: r.tags,
    access: r.access.write,
    params: idParams,
    body: r.update,
    async handler({ params, body, db, user, services }) {
      await readOne(db, params.id, user);
      const before = await r.beforeWrite?.(db, params.id, body as Partial<C>, user);
      const was = await snapshot(db, params.id);
      await db.transaction(async (tx) => {
        const cols = await write(tx, body as Partial<C>);
        if (cols.length) {
          await tx.query(`update ${r.table} set ${cols.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
            params.id,
            ...cols.map(([, v]) => jsonValue(v)),
          ]);
        }
        await r.afterWrite?.(tx, params.id, body as Partial<C>, { user, before });
        await audit(
          tx,
          user.id,
          `${r.table}.update`,
          { type: r.table, id: params.id },
          {
            fields: Object.keys(body as object),
            ...auditChange(was, await snapshot(tx, params.id)),
          },
        );
      });
      r.afterCommit?.(params.id, { user, services });
      return { data: serialize(await readOne(db, params.id, user)) };
    },
  });

  async function remove(db: Queryable, ids: string[], user: CurrentUser) {
    const was = new Map<string, Record<string, unknown> | null>();
    for (const id of ids) {
      await readOne(db, id, user);
      await r.beforeDelete?.(db, id, user);
      was.set(id, await snapshot(db, id));
    }
    await db.query(`delete from ${r.table} where id = any($1::uuid[])`, [ids]);
    for (const id of ids) await audit(db, user.id, `${r.table}.delete`, { type: r.table, id }, auditChange(was.get(id) ?? null, null));
  }

  const del = defineRoute({
    method: 'DELETE',
    url: `${r.url}/:id`,
    summary: `Delete a ${r.noun.toLowerCase()}`,
    tags: r.tags,
    access: r.access.write,
    params: idParams,
    async handler({ params, db, user, services }) {
      await remove(db, [params.id], user);
      r.afterCommit?.(params.id, { user, services });
      return { message: `${r.noun} deleted` };
    },
  });

  const batchDelete = defineRoute({
    method: 'DELETE',
    url: r.url,
    summary: `Delete several ${r.noun.toLowerCase()} records (body: ids)`,
    tags: r.tags,
    access: r.access.write,
    body: idList,
    async handler({ body, db, user, services }) {
      await db.transaction((tx) => remove(tx, body.ids, user));
      for (const id of body.ids) r.afterCommit?.(id, { user, services });
      return { message: `${body.ids.length} deleted` };
    },
  });

  const verbs = { list, read, create, update, delete: del, batchDelete };
  return Object.entries(verbs)
    .filter(([k]) => !r.omit?.includes(k as keyof typeof verbs))
    .map(([, v]) => v);
}
