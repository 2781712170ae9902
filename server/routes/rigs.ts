import { z } from 'zod';
import { ADMIN, SIGNED_IN, wellVisibleSql } from '../lib/access';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';

const tags = ['rigs'];
const rigFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  contractor_id: uuid.nullable(),
  rig_type: z.enum(['land', 'jackup', 'semisub', 'drillship', 'platform']),
  rig_info: z.record(z.string(), z.unknown()),
});
const fleetFields = z.object({ name: z.string().trim().min(1, 'This field could not be empty').max(200), contractor_id: uuid.nullable() });

const favouriteFlag = (type: string) => `exists (select 1 from favorites f where f.object_type = '${type}' and f.object_id = t.id and f.user_id = $1)`;

const rigs = defineResource<z.infer<typeof rigFields>>({
  url: '/rigs',
  table: 'rigs',
  noun: 'Rig',
  tags,
  access: { read: SIGNED_IN, write: ADMIN },
  create: rigFields.partial({ contractor_id: true, rig_type: true, rig_info: true }).strict(),
  update: rigFields.partial().strict(),
  select: 't.*, c.name as contractor_name',
  from: 'rigs t left join companies c on c.id = t.contractor_id',
  orderBy: 't.name',
  searchColumns: ['t.name'],
  filters: { contractor_id: { schema: uuid, sql: (p) => `t.contractor_id = ${p}` } },
});

const fleets = defineResource<z.infer<typeof fleetFields>>({
  url: '/frac_fleets',
  table: 'frac_fleets',
  noun: 'Frac fleet',
  tags,
  access: { read: SIGNED_IN, write: ADMIN },
  create: fleetFields.partial({ contractor_id: true }).strict(),
  update: fleetFields.partial().strict(),
  select: 't.*, c.name as contractor_name',
  from: 'frac_fleets t left join companies c on c.id = t.contractor_id',
  orderBy: 't.name',
  searchColumns: ['t.name'],
});

const wellRigs = defineRoute({
  method: 'GET',
  url: '/rigs/well_rigs',
  summary: 'Which rig drills which of your wells, with spud dates',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query(
      `select wr.well_id, t.name as well_name, wr.rig_id, r.name as rig_name, wr.spud_date, wr.release_date
         from well_rigs wr join wells t on t.id = wr.well_id join rigs r on r.id = wr.rig_id
        where $1 or ${wellVisibleSql('t', '$2')} order by r.name, wr.spud_date`,
      [user.isAdmin, user.id],
    );
    return {
      data: rows.map((r) => ({
        ...r,
        spud_date: r.spud_date === null ? null : Number(r.spud_date),
        release_date: r.release_date === null ? null : Number(r.release_date),
      })),
    };
  },
});

const accessible = defineRoute({
  method: 'GET',
  url: '/rigs/accessible',
  summary: 'Rigs working on wells you may see, with your favourite flag',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query(
      `select distinct t.*, ${favouriteFlag('RIG')} as favorite from rigs t
         join well_rigs wr on wr.rig_id = t.id join wells w on w.id = wr.well_id
        where $2 or ${wellVisibleSql('w', '$1')} order by t.name`,
      [user.id, user.isAdmin],
    );
    return { data: rows };
  },
});

const rigInfo = defineRoute({
  method: 'GET',
  url: '/rigs/:id/rig_info',
  summary: 'Rig details and its current well',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ params, db, user }) {
    // The current well is named only to callers who may see it.
    const { rows } = await db.query(
      `select t.*, c.name as contractor_name,
              (select json_build_object('well_id', w.id, 'well_name', w.name, 'spud_date', wr.spud_date)
                 from well_rigs wr join wells w on w.id = wr.well_id
                where wr.rig_id = t.id and wr.release_date is null and ($2 or ${wellVisibleSql('w', '$3')})
                order by wr.spud_date desc limit 1) as current_well
         from rigs t left join companies c on c.id = t.contractor_id where t.id = $1`,
      [params.id, user.isAdmin, user.id],
    );
    if (!rows[0]) return { data: null };
    return { data: rows[0] };
  },
});

const favorites = defineRoute({
  method: 'GET',
  url: '/favorites',
  summary: 'Your favourite wells, rigs and frac fleets',
  tags: ['favorites'],
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query<{ object_type: string; object_id: string; name: string | null }>(
      `select f.object_type, f.object_id, coalesce(w.name, r.name, ff.name) as name from favorites f
         left join wells w on f.object_type = 'WELL' and w.id = f.object_id
         left join rigs r on f.object_type = 'RIG' and r.id = f.object_id
         left join frac_fleets ff on f.object_type = 'FRAC_FLEET' and ff.id = f.object_id
        where f.user_id = $1 order by f.created_at`,
      [user.id],
    );
    const pick = (t: string) => rows.filter((r) => r.object_type === t).map((r) => ({ id: r.object_id, name: r.name }));
    return { data: { wells: pick('WELL'), rigs: pick('RIG'), frac_fleets: pick('FRAC_FLEET') } };
  },
});

export const rigRoutes = [wellRigs, accessible, ...rigs, rigInfo, ...fleets, favorites];
