/**
 * Drilling roadmaps (issue 15; app-shell guards VIEW_ROADMAP, EDIT_ROADMAP): per depth interval the
 * target ranges of WOB, RPM, flow, diff. pressure, ROP and torque for rotary and for slide drilling,
 * and how much of the drilling time stayed in them. Reads need the global VIEW_ROADMAP, writes
 * EDIT_ROADMAP (administrators hold both), each besides access to the well. Every write is audited.
 */
import { z } from 'zod';
import { intervalBody, roadmapBody, type IntervalParsed, type RoadmapInput } from '../../src/domain/drilling/roadmap/roadmap-schemas';
import type { GlobalPermission } from '../../src/domain/permissions';
import type { CurrentUser } from '../auth/current-user';
import { auditChange } from '../audit/changes';
import { well } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';
import { roadmapActuals } from '../roadmap/roadmap-actuals';
import { assertNameFree, assertNoOverlap, insertInterval, intervalOf, intervalsOf, listRoadmaps, roadmapOf, updateInterval } from '../roadmap/roadmap-store';

const tags = ['roadmap'];
const roadmapParams = z.object({ id: uuid, roadmap_id: uuid }).strict();
const intervalParams = z.object({ id: uuid, roadmap_id: uuid, interval_id: uuid }).strict();

function need(user: CurrentUser, permission: GlobalPermission) {
  if (!user.isAdmin && !user.globalPermissions.has(permission)) throw new HttpError(403, `Missing permission ${permission}`);
}

const canEdit = (user: CurrentUser) => user.isAdmin || user.globalPermissions.has('EDIT_ROADMAP');

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/roadmaps',
  summary: "The well's roadmaps with their intervals and target ranges, without actuals (VIEW_ROADMAP)",
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  async handler({ params, db, user }) {
    need(user, 'VIEW_ROADMAP');
    return { data: await listRoadmaps(db, params.id), can_edit: canEdit(user) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/wells/:id/roadmaps',
  summary: 'Create an empty roadmap on the well (EDIT_ROADMAP); 409 when the name is taken',
  tags,
  access: well('VIEW_WELL'),
  params: idParams,
  body: roadmapBody,
  async handler({ params, body, db, user, reply }) {
    need(user, 'EDIT_ROADMAP');
    const b = body as RoadmapInput;
    await assertNameFree(db, params.id, b.name);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('insert into roadmaps (well_id, name) values ($1, $2) returning id', [params.id, b.name]);
      await audit(tx, user.id, 'roadmap.create', { type: 'roadmaps', id: rows[0].id }, { well_id: params.id, ...auditChange(null, { name: b.name }) });
      return rows[0].id;
    });
    reply.code(201);
    return { data: { id, well_id: params.id, name: b.name, intervals: [] }, message: 'Roadmap created' };
  },
});

const show = defineRoute({
  method: 'GET',
  url: '/wells/:id/roadmaps/:roadmap_id',
  summary:
    'A roadmap: its intervals with the rotary and slide target ranges, and per interval and mode the time and footage drilled and the share of drilling time below, inside and above each range (VIEW_ROADMAP)',
  tags,
  access: well('VIEW_LOGS'),
  params: roadmapParams,
  async handler({ params, db, user, services }) {
    need(user, 'VIEW_ROADMAP');
    const r = await roadmapOf(db, params.id, params.roadmap_id);
    const intervals = await intervalsOf(db, r.id);
    const actual = await roadmapActuals(db, services.logs.store, params.id, intervals);
    return { data: { ...r, intervals, actual }, can_edit: canEdit(user) };
  },
});

const addInterval = defineRoute({
  method: 'POST',
  url: '/wells/:id/roadmaps/:roadmap_id/intervals',
  summary: 'Add a depth interval to the roadmap (EDIT_ROADMAP); 409 naming the interval it would overlap',
  tags,
  access: well('VIEW_WELL'),
  params: roadmapParams,
  body: intervalBody,
  async handler({ params, body, db, user, reply }) {
    need(user, 'EDIT_ROADMAP');
    const b = body as IntervalParsed;
    await roadmapOf(db, params.id, params.roadmap_id);
    const id = await db.transaction(async (tx) => {
      await assertNoOverlap(tx, params.roadmap_id, b, null);
      const id = await insertInterval(tx, params.roadmap_id, b);
      await audit(tx, user.id, 'roadmap.interval.create', { type: 'roadmap_intervals', id }, { roadmap_id: params.roadmap_id, ...auditChange(null, b) });
      return id;
    });
    reply.code(201);
    return { data: await intervalOf(db, params.roadmap_id, id), message: 'Interval added' };
  },
});

const putInterval = defineRoute({
  method: 'PUT',
  url: '/wells/:id/roadmaps/:roadmap_id/intervals/:interval_id',
  summary: "Replace an interval's depths, name and rotary and slide target ranges (EDIT_ROADMAP); 409 naming the interval it would overlap",
  tags,
  access: well('VIEW_WELL'),
  params: intervalParams,
  body: intervalBody,
  async handler({ params, body, db, user }) {
    need(user, 'EDIT_ROADMAP');
    const b = body as IntervalParsed;
    await roadmapOf(db, params.id, params.roadmap_id);
    const before = await intervalOf(db, params.roadmap_id, params.interval_id);
    await db.transaction(async (tx) => {
      await assertNoOverlap(tx, params.roadmap_id, b, params.interval_id);
      await updateInterval(tx, params.roadmap_id, params.interval_id, b);
      const { id: _i, roadmap_id: _r, ...was } = before;
      await audit(
        tx,
        user.id,
        'roadmap.interval.update',
        { type: 'roadmap_intervals', id: params.interval_id },
        auditChange(was, { ...b, hole_size_in: b.hole_size_in ?? null }),
      );
    });
    return { data: await intervalOf(db, params.roadmap_id, params.interval_id), message: 'Interval saved' };
  },
});

const deleteInterval = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/roadmaps/:roadmap_id/intervals/:interval_id',
  summary: 'Remove an interval from the roadmap (EDIT_ROADMAP)',
  tags,
  access: well('VIEW_WELL'),
  params: intervalParams,
  async handler({ params, db, user }) {
    need(user, 'EDIT_ROADMAP');
    await roadmapOf(db, params.id, params.roadmap_id);
    const before = await intervalOf(db, params.roadmap_id, params.interval_id);
    await db.transaction(async (tx) => {
      await tx.query('delete from roadmap_intervals where id = $1', [params.interval_id]);
      await audit(tx, user.id, 'roadmap.interval.delete', { type: 'roadmap_intervals', id: params.interval_id }, auditChange(before as never, null));
    });
    return { data: { id: params.interval_id }, message: 'Interval removed' };
  },
});

export const roadmapRoutes = [list, create, show, addInterval, putInterval, deleteInterval];
