import { z } from 'zod';
import { objectPermissions } from '../auth/object-access';
import { assertManagesWell } from '../auth/well-manager-scope';
import { SIGNED_IN, well, wellVisibleSql, type Access } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { epochS, idParams, queryInt, uuid } from '../lib/schemas';
import { offsetRadiusM, surfaceDistanceSql, surfaceLocationOf } from '../wells/surface-distance';
import { wellsListAnswer } from './wells-list-answers';
import { serializeWell, wellColumnsSelect, wellFrom, wellSelect } from './wells-serialize';

const tags = ['wells'];
const MANAGE: Access = { kind: 'adminOrGlobal', permission: 'MANAGE_WELLS' };
const stage = z.enum(['drilling', 'completion_frac', 'completion_wireline', 'production']);

const wellFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  company_id: uuid.nullable(),
  project_id: uuid.nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  stage,
  realtime: z.boolean(),
  start_date: epochS.nullable(),
  end_date: epochS.nullable(),
  start_depth: z.number().min(-1000).max(20000).nullable(),
  end_depth: z.number().min(-1000).max(20000).nullable(),
  day_shift: z.number().int().min(0).max(86399),
  main_nav_title: z.string().max(200).nullable(),
  second_nav_title: z.string().max(200).nullable(),
  project_setting: z.record(z.string(), z.unknown()),
  params_with_defaults: z.record(z.string(), z.unknown()),
  uwi: z.string().max(100).nullable(),
  field: z.string().max(200).nullable(),
  country: z.string().max(100).nullable(),
  state: z.string().max(100).nullable(),
  county: z.string().max(100).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  timezone: z.string().max(64),
  unit_system: z.enum(['metric', 'imperial']),
});
type WellInput = z.infer<typeof wellFields>;

const datesInOrder = (w: Partial<WellInput>) => w.start_date == null || w.end_date == null || w.end_date >= w.start_date;
const dateOrderIssue = { message: 'Should be greater than start_date', path: ['end_date'] };

const visible = (p: string) => wellVisibleSql('t', p);

const wells = defineResource<WellInput>({
  url: '/wells',
  table: 'wells',
  noun: 'Well',
  tags,
  access: { read: SIGNED_IN, write: MANAGE },
  create: wellFields.partial().required({ name: true }).strict().refine(datesInOrder, dateOrderIssue),
  update: wellFields.partial().strict().refine(datesInOrder, dateOrderIssue),
  select: wellSelect,
  listSelect: wellColumnsSelect,
  listAnswer: wellsListAnswer,
  from: wellFrom,
  orderBy: 't.name',
  searchColumns: ['t.name', 't.uwi', 't.field', 't.main_nav_title'],
  filters: {
    status: { schema: z.coerce.number().int().min(1).max(4), sql: (p) => `t.status = ${p}` },
    stage: { schema: stage, sql: (p) => `t.stage = ${p}` },
    project_id: { schema: uuid, sql: (p) => `t.project_id = ${p}` },
    company_id: { schema: uuid, sql: (p) => `t.company_id = ${p}` },
    realtime: { schema: z.enum(['true', 'false']), sql: (p) => `t.realtime = (${p} = 'true')` },
  },
  visibleTo: visible,
  // A well manager sees the wells of their company (lib/access.ts), so the one they create too: no grant is written.
  beforeWrite: (db, id, input, user) => assertManagesWell(db, id, input.company_id, user).then(() => undefined),
  beforeDelete: (db, id, user) => assertManagesWell(db, id, undefined, user),
  // A well moved to another company changes who reaches it through their company: open subscriptions are checked again.
  afterCommit: (_id, { services }) => services.userAuthChanged('*'),
  serialize: serializeWell,
  omit: ['read'],
});

const readWell = defineRoute({
  method: 'GET',
  url: '/wells/:id',
  summary: 'One well, for the given stage; records the visit for "recent wells"',
  tags,
  access: well(),
  params: idParams,
  query: z.object({ well_stage: stage.optional() }).strict(),
  async handler({ params, db, user, query }) {
    const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where t.id = $1`, [params.id]);
    await db.query('insert into well_visits (user_id, well_id) values ($1, $2) on conflict (user_id, well_id) do update set visited_at = now()', [
      user.id,
      params.id,
    ]);
    return { data: { ...serializeWell(rows[0]), requested_stage: query.well_stage ?? rows[0].stage } };
  },
});

const search = defineRoute({
  method: 'GET',
  url: '/wells/search',
  summary: 'Search the wells you may see by name, UWI, field or rig',
  tags,
  access: SIGNED_IN,
  query: z.object({ q: z.string().max(200).optional(), limit: queryInt(1, 200).optional(), status: z.coerce.number().int().min(1).max(4).optional() }).strict(),
  async handler({ query, db, user }) {
    const pattern = `%${(query.q ?? '').replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const { rows } = await db.query(
      `select ${wellSelect} from ${wellFrom}
        where ($1 or ${visible('$2')})
          and (t.name ilike $3 or coalesce(t.uwi, '') ilike $3 or coalesce(t.field, '') ilike $3
               or exists (select 1 from well_rigs wr join rigs r on r.id = wr.rig_id where wr.well_id = t.id and r.name ilike $3))
          and ($5::int is null or t.status = $5)
        order by t.status = 1 desc, t.name limit $4`,
      [user.isAdmin, user.id, pattern, query.limit ?? 50, query.status ?? null],
    );
    return { data: rows.map(serializeWell) };
  },
});

const searchActive = defineRoute({
  method: 'GET',
  url: '/wells/search/active',
  summary: 'Active wells you may see',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where t.status = 1 and ($1 or ${visible('$2')}) order by t.name`, [
      user.isAdmin,
      user.id,
    ]);
    return { data: rows.map(serializeWell) };
  },
});

const recent = defineRoute({
  method: 'GET',
  url: '/wells/recent',
  summary: 'Wells you opened most recently',
  tags,
  access: SIGNED_IN,
  query: z.object({ limit: queryInt(1, 50).optional() }).strict(),
  async handler({ db, user, query }) {
    const { rows } = await db.query(
      `select ${wellSelect}, v.visited_at from well_visits v join ${wellFrom} on t.id = v.well_id
        where v.user_id = $1 and ($2 or ${visible('$1')}) order by v.visited_at desc limit $3`,
      [user.id, user.isAdmin, query.limit ?? 10],
    );
    return { data: rows.map(serializeWell) };
  },
});

const wellUsers = defineRoute({
  method: 'GET',
  url: '/wells/:id/users',
  summary: 'Users holding a role on this well (directly or through its project); users of your own company unless you are an administrator',
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query(
      `select u.id, u.email, u.name, r.name as role_name, ur.object_type as via
         from user_roles ur join users u on u.id = ur.user_id join roles r on r.id = ur.role_id
        where ((ur.object_type = 'WELL' and ur.object_id = $1) or (ur.object_type = 'PROJECT' and ur.object_id = (select project_id from wells where id = $1)))
          and ($2 or u.company_id = $3)
        order by u.name`,
      [params.id, user.isAdmin, user.companyId],
    );
    return { data: rows };
  },
});

const wellGroups = defineRoute({
  method: 'GET',
  url: '/wells/:id/groups',
  summary: "Groups holding a role on this well; another company's groups only to administrators",
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query(
      `select g.id, g.name, r.name as role_name from group_roles gr join user_groups g on g.id = gr.group_id join roles r on r.id = gr.role_id
        where gr.object_type = 'WELL' and gr.object_id = $1 and ($2 or g.company_id is null or g.company_id = $3) order by g.name`,
      [params.id, user.isAdmin, user.companyId],
    );
    return { data: rows };
  },
});

const location = defineRoute({
  method: 'GET',
  url: '/wells/:id/location',
  summary: 'Surface location of the well',
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  async handler({ params, db }) {
    const { rows } = await db.query('select id, name, latitude, longitude, field, county, state, country, uwi, timezone from wells where id = $1', [params.id]);
    return { data: rows[0] };
  },
});

const details = defineRoute({
  method: 'GET',
  url: '/wells/:id/well_details',
  summary: 'Well header details: identity, location, rigs, dates and depths, and whether you may edit them',
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where t.id = $1`, [params.id]);
    // can_edit: the header pane offers edit mode only to who may save it (PATCH, well-info/header.ts)
    const { permissions } = await objectPermissions(db, user, 'WELL', params.id);
    return { data: { ...serializeWell(rows[0]), can_edit: permissions.includes('EDIT_WELL_HEADER') } };
  },
});

const offsetSearch = defineRoute({
  method: 'GET',
  url: '/wells/:id/offset_search',
  summary: 'Wells near this one (surface distance), nearest first',
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  query: z.object({ radius_m: offsetRadiusM.optional(), limit: queryInt(1, 200).optional() }).strict(),
  async handler({ params, query, db, user }) {
    const here = await surfaceLocationOf(db, params.id);
    if (!here) return { data: [] };
    const { rows } = await db.query(
      `select * from (
         select ${wellSelect}, ${surfaceDistanceSql('t', '$2', '$3')} as distance_m
           from ${wellFrom}
          where t.id <> $1 and t.latitude is not null and ($4 or ${visible('$5')})) x
        where distance_m <= $6 order by distance_m limit $7`,
      [params.id, here.latitude, here.longitude, user.isAdmin, user.id, query.radius_m ?? 5000, query.limit ?? 50],
    );
    return { data: rows.map((r) => ({ ...serializeWell(r), distance_m: Number(r.distance_m) })) };
  },
});

const syncFilter = defineRoute({
  method: 'POST',
  url: '/wells/sync_filter',
  summary: 'Resynchronise a period: the date and depth bounds of the well inside it (spec 7.5)',
  tags,
  access: well(undefined, 'body', 'well_id'),
  body: z
    .object({ start_date: epochS, end_date: epochS, sync_type: z.enum(['date', 'depth']).default('date'), well_id: uuid })
    .strict()
    .refine((b) => b.end_date >= b.start_date, { message: 'Should be greater than start_date', path: ['end_date'] }),
  async handler({ body, db, services }) {
    const w = (
      await db.query<{ start_date: string | null; end_date: string | null; start_depth: number | null; end_depth: number | null }>(
        'select start_date, end_date, start_depth, end_depth from wells where id = $1',
        [body.well_id],
      )
    ).rows[0];
    const bounds = await services.periodBounds(body.well_id, body.start_date, body.end_date);
    return {
      data: {
        start_date: body.start_date,
        end_date: body.end_date,
        start_depth: bounds?.startDepthM ?? w.start_depth,
        end_depth: bounds?.endDepthM ?? w.end_depth,
        well_start_date: w.start_date === null ? null : Number(w.start_date),
        well_end_date: w.end_date === null ? null : Number(w.end_date),
      },
    };
  },
});

const wellTime = defineRoute({
  method: 'POST',
  url: '/wells/:id/well_time',
  summary: 'The well time bounds and depths reached inside a period',
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  body: z
    .object({ start_date: epochS, end_date: epochS })
    .strict()
    .refine((b) => b.end_date >= b.start_date, { message: 'Should be greater than start_date', path: ['end_date'] }),
  async handler({ params, body, services, db }) {
    const bounds = await services.periodBounds(params.id, body.start_date, body.end_date);
    const w = (await db.query<{ start_date: string | null; end_date: string | null }>('select start_date, end_date from wells where id = $1', [params.id]))
      .rows[0];
    return {
      data: {
        start_date: Math.max(body.start_date, Number(w.start_date ?? body.start_date)),
        end_date: Math.min(body.end_date, Number(w.end_date ?? body.end_date)),
        start_depth: bounds?.startDepthM ?? null,
        end_depth: bounds?.endDepthM ?? null,
      },
    };
  },
});

const favorite = (kind: 'wells' | 'rigs' | 'frac_fleets', type: 'WELL' | 'RIG' | 'FRAC_FLEET', method: 'POST' | 'DELETE') =>
  defineRoute({
    method,
    url: `/${kind}/:id/favorite`,
    summary: `${method === 'POST' ? 'Add to' : 'Remove from'} your favourites`,
    tags: ['favorites'],
    access: type === 'WELL' ? well() : SIGNED_IN,
    params: idParams,
    async handler({ params, db, user }) {
      if (type !== 'WELL') {
        const exists = await db.query(`select 1 from ${kind} where id = $1`, [params.id]);
        if (!exists.rows.length) throw new HttpError(404, `${type === 'RIG' ? 'Rig' : 'Frac fleet'} ${params.id} not found`);
      }
      if (method === 'POST') {
        await db.query('insert into favorites (user_id, object_type, object_id) values ($1, $2, $3) on conflict do nothing', [user.id, type, params.id]);
      } else {
        await db.query('delete from favorites where user_id = $1 and object_type = $2 and object_id = $3', [user.id, type, params.id]);
      }
      await audit(db, user.id, `favorites.${method === 'POST' ? 'add' : 'remove'}`, { type, id: params.id });
      return { message: method === 'POST' ? 'Added to favourites' : 'Removed from favourites' };
    },
  });

export const wellRoutes = [
  search,
  searchActive,
  recent,
  syncFilter,
  ...wells,
  readWell,
  wellUsers,
  wellGroups,
  location,
  details,
  offsetSearch,
  wellTime,
  ...(['POST', 'DELETE'] as const).flatMap((m) => [favorite('wells', 'WELL', m), favorite('rigs', 'RIG', m), favorite('frac_fleets', 'FRAC_FLEET', m)]),
];
