/**
 * The well tuner (Management › Well Tuner, app-shell: WELL_PROCESSING): a processing engineer's
 * corrections over what rig-state detection found on a well, and what they change.
 *
 *   GET    /wells/{id}/well_tuner?from&to            detected and corrected time log, stands and trips of the window, every correction
 *   POST   /wells/{id}/corrections/{kind}            kind: activities | stands | events | zones
 *   PUT    /wells/{id}/corrections/{kind}/{item_id}  the whole correction again
 *   DELETE /wells/{id}/corrections/{kind}/{item_id}  detection's reading comes back
 *
 * Reading needs VIEW_LOGS on the well (everyone who sees the KPIs may see what corrected them);
 * changing needs EDIT_TIMELOG on the well and the global WELL_PROCESSING. Every change is audited
 * with its before and after. The KPI readers apply the corrections (derived-read.ts).
 */
import { z } from 'zod';
import {
  activityCorrectionBody,
  applyEventCorrections,
  applyStandCorrections,
  eventCorrectionBody,
  overlaps,
  standCorrectionBody,
  standKeyS,
  tripKeyS,
  zoneBody,
} from '../../../src/domain/drilling/corrections/corrections';
import { auditChange } from '../../audit/changes';
import type { CurrentUser } from '../../auth/current-user';
import { CORRECTION_TABLES, readCorrections, rowOf, type CorrectionKind } from '../../corrections/corrections-store';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { openIntervalOf, readDetectedStands, readDetectedTrips, readIntervals } from '../../timeseries/derived/derived-read';
import { checkSpan, queryEpochS, tags, wellParams } from './log-helpers';
import { intervalView } from './timelog';

const tunerTags = ['well tuner', ...tags];
const itemParams = z.object({ id: uuid, item_id: uuid }).strict();
/** The tuner shows at most this much at once, s. */
const MAX_WINDOW_S = 7 * 86_400;

function mayProcess(user: CurrentUser): void {
  if (!user.globalPermissions.has('WELL_PROCESSING')) throw new HttpError(403, 'Missing permission WELL_PROCESSING');
}

const when = (s: number) => `${new Date(s * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The conflicts and dangling references a correction's body can have beyond its own shape (404 / 409). */
async function checkAgainstData(db: Queryable, kind: CorrectionKind, wellId: string, body: Record<string, any>, selfId: string | null): Promise<void> {
  if (kind === 'activities') {
    const clash = (await readCorrections(db, 'activities', wellId)).find((c) => c.id !== selfId && overlaps(c, body as { from_s: number; to_s: number }));
    if (clash)
      throw new HttpError(409, `body.from_s: overlaps the correction of ${when(clash.from_s)} to ${when(clash.to_s)}: change or delete that one`, {
        field: 'body.from_s',
      });
  } else if (kind === 'stands' || kind === 'events') {
    const key = kind === 'stands' ? 'stand_start_s' : 'trip_start_s';
    const what = kind === 'stands' ? 'stand' : 'trip';
    const { rows } = await db.query(`select 1 from ${kind === 'stands' ? 'log_stands' : 'log_trips'} where well_id = $1 and start_s = $2`, [wellId, body[key]]);
    if (!rows.length) throw new HttpError(404, `body.${key}: no detected ${what} starts at ${when(body[key])}`, { field: `body.${key}` });
    const t = CORRECTION_TABLES[kind];
    const dup = await db.query(`select id from ${t.table} where well_id = $1 and ${key} = $2 and id <> coalesce($3::uuid, gen_random_uuid())`, [
      wellId,
      body[key],
      selfId,
    ]);
    if (dup.rows.length)
      throw new HttpError(409, `body.${key}: the ${what} of ${when(body[key])} is corrected already: change that correction`, { field: `body.${key}` });
  } else {
    const dup = await db.query('select id from well_zones where well_id = $1 and lower(name) = lower($2) and id <> coalesce($3::uuid, gen_random_uuid())', [
      wellId,
      body.name,
      selfId,
    ]);
    if (dup.rows.length) throw new HttpError(409, `body.name: the well has a zone named '${body.name}' already`, { field: 'body.name' });
  }
}

const BODIES = { activities: activityCorrectionBody, stands: standCorrectionBody, events: eventCorrectionBody, zones: zoneBody } as const;

function editRoutes<K extends CorrectionKind>(kind: K) {
  const t = CORRECTION_TABLES[kind];
  const body = BODIES[kind] as z.ZodType<Record<string, unknown> & { comment: string }>;
  const cols = [...t.columns, 'comment'];
  const base = `/wells/:id/corrections/${kind}`;

  const create = defineRoute({
    method: 'POST',
    url: base,
    summary: `Add a ${t.noun} to the well (WELL_PROCESSING)`,
    tags: tunerTags,
    access: well('EDIT_TIMELOG'),
    params: wellParams,
    body,
    async handler({ params, body, db, user }) {
      mayProcess(user);
      return db.transaction(async (tx) => {
        await checkAgainstData(tx, kind, params.id, body, null);
        const { rows } = await tx.query<Record<string, unknown>>(
          `insert into ${t.table} (well_id, created_by, ${cols.join(', ')}) values ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) returning *`,
          [params.id, user.id, ...cols.map((c) => body[c] ?? null)],
        );
        const after = rowOf(kind, rows[0]);
        await audit(tx, user.id, `well_tuner.${kind}.create`, { type: 'wells', id: params.id }, { id: after.id, ...auditChange(null, after) });
        return { data: (await readCorrections(tx, kind, params.id, String(after.id)))[0], message: `Saved the ${t.noun}: the KPIs read it from now on.` };
      });
    },
  });

  const update = defineRoute({
    method: 'PUT',
    url: `${base}/:item_id`,
    summary: `Change a ${t.noun} of the well (the whole correction; WELL_PROCESSING)`,
    tags: tunerTags,
    access: well('EDIT_TIMELOG'),
    params: itemParams,
    body,
    async handler({ params, body, db, user }) {
      mayProcess(user);
      return db.transaction(async (tx) => {
        const before = (await readCorrections(tx, kind, params.id, params.item_id))[0];
        if (!before) throw new HttpError(404, `params.item_id: no such ${t.noun} on this well`);
        await checkAgainstData(tx, kind, params.id, body, params.item_id);
        await tx.query(`update ${t.table} set ${cols.map((c, i) => `${c} = $${i + 3}`).join(', ')} where well_id = $1 and id = $2`, [
          params.id,
          params.item_id,
          ...cols.map((c) => body[c] ?? null),
        ]);
        const after = (await readCorrections(tx, kind, params.id, params.item_id))[0];
        await audit(tx, user.id, `well_tuner.${kind}.update`, { type: 'wells', id: params.id }, { id: params.item_id, ...auditChange(before, after) });
        return { data: after, message: `Saved the ${t.noun}.` };
      });
    },
  });

  const remove = defineRoute({
    method: 'DELETE',
    url: `${base}/:item_id`,
    summary: `Delete a ${t.noun} of the well: detection's reading comes back (WELL_PROCESSING)`,
    tags: tunerTags,
    access: well('EDIT_TIMELOG'),
    params: itemParams,
    async handler({ params, db, user }) {
      mayProcess(user);
      return db.transaction(async (tx) => {
        const before = (await readCorrections(tx, kind, params.id, params.item_id))[0];
        if (!before) throw new HttpError(404, `params.item_id: no such ${t.noun} on this well`);
        await tx.query(`delete from ${t.table} where well_id = $1 and id = $2`, [params.id, params.item_id]);
        await audit(tx, user.id, `well_tuner.${kind}.delete`, { type: 'wells', id: params.id }, { id: params.item_id, ...auditChange(before, null) });
        return { message: `Deleted the ${t.noun}: detection's reading is back.` };
      });
    },
  });
  return [create, update, remove];
}

const tuner = defineRoute({
  method: 'GET',
  url: '/wells/:id/well_tuner',
  summary:
    "The well tuner's view of [from, to) (at most 7 days): the auto time log as detected and as corrected, the detected stands and trips with their corrections and whether the KPIs count them, and every correction and zone of the well",
  tags: tunerTags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z.object({ from: queryEpochS, to: queryEpochS }).strict(),
  async handler({ params, query, db }) {
    checkSpan(query.from, query.to, 'query');
    if (query.to - query.from > MAX_WINDOW_S) throw new HttpError(400, 'query.to: the well tuner shows at most 7 days at once');
    const id = params.id;
    const open = await openIntervalOf(db, id, 'auto');
    const [detected, corrected, stands, trips, activities, standCs, eventCs, zones] = await Promise.all([
      readIntervals(db, id, 'auto', query.from, query.to, open, true),
      readIntervals(db, id, 'auto', query.from, query.to, open),
      readDetectedStands(db, id, query.from, query.to),
      readDetectedTrips(db, id, query.from, query.to),
      readCorrections(db, 'activities', id),
      readCorrections(db, 'stands', id),
      readCorrections(db, 'events', id),
      readCorrections(db, 'zones', id),
    ]);
    const countedStands = new Set(applyStandCorrections(stands, standCs, zones).map(standKeyS));
    const countedTrips = new Set(applyEventCorrections(trips, eventCs, zones).map(tripKeyS));
    const standC = new Map(standCs.map((c) => [c.stand_start_s, c]));
    const tripC = new Map(eventCs.map((c) => [c.trip_start_s, c]));
    const s = (ms: number) => ms / 1000;
    const fin = (v: number) => (Number.isFinite(v) ? v : null);
    return {
      data: {
        detected: detected.map(intervalView),
        corrected: corrected.map(intervalView),
        stands: stands.map((x) => ({
          start_s: standKeyS(x),
          end_s: s(x.endMs),
          index: x.index,
          from_m: x.fromDepthM,
          to_m: x.toDepthM,
          connection: x.connection && {
            off_bottom_s: s(x.connection.offBottomMs),
            slips_in_s: s(x.connection.slipsInMs),
            slips_out_s: s(x.connection.slipsOutMs),
            on_bottom_s: s(x.connection.onBottomMs),
            slips_to_slips_s: x.connection.slipsToSlipsS,
            weight_to_weight_s: x.connection.weightToWeightS,
          },
          correction: standC.get(standKeyS(x)) ?? null,
          counted: countedStands.has(standKeyS(x)),
        })),
        trips: trips.map((x) => ({
          start_s: tripKeyS(x),
          end_s: s(x.endMs),
          direction: x.direction,
          from_m: fin(x.fromDepthM),
          to_m: fin(x.toDepthM),
          distance_m: fin(x.distanceM),
          speed_m_per_h: fin(x.speedMph),
          correction: tripC.get(tripKeyS(x)) ?? null,
          counted: countedTrips.has(tripKeyS(x)),
        })),
        corrections: { activities, stands: standCs, events: eventCs, zones },
      },
    };
  },
});

export const wellTunerRoutes = [tuner, ...editRoutes('activities'), ...editRoutes('stands'), ...editRoutes('events'), ...editRoutes('zones')];
