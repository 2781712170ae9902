/**
 * Survey stations CRUD (edit mode of the Survey pane): add, correct, delete and replace stations.
 * MD must increase; errors name the row. Every change bumps the well's revision and publishes survey-updated.
 */
import { z } from 'zod';
import type { Db } from '../../db/db';
import { wellTrajectories } from '../../directional/directional-cache';
import { notifySurveyChange } from '../../directional/survey-append';
import { addStations, deleteStations, existingMds, replaceStations, updateStation } from '../../directional/survey-stations';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { epochS, idList, uuid } from '../../lib/schemas';
import { STATION_SENSOR_MAX } from '../../../src/domain/directional/station-limits';
import { aziDeg, depthM, directionalRoute, incDeg, tags, wellParams } from './route-helpers';

const sensor = (max: number) => z.number().min(0).max(max).nullable();

/** One row of the survey table as the client sends it (md m, angles degrees, sensors in STATION_UNITS). */
export const stationFields = z.object({
  md: depthM,
  inc: incDeg,
  az: aziDeg,
  diff_pressure: sensor(STATION_SENSOR_MAX.diff_pressure),
  gamma: sensor(STATION_SENSOR_MAX.gamma),
  wob: sensor(STATION_SENSOR_MAX.wob),
  rpm: sensor(STATION_SENSOR_MAX.rpm),
  slide_seen: sensor(STATION_SENSOR_MAX.slide_seen),
  motor_yield: sensor(STATION_SENSOR_MAX.motor_yield),
  surveyed_at: epochS.nullable(),
});
export const stationInput = stationFields.partial().required({ md: true, inc: true, az: true }).strict();

const stationsBody = (max: number) => z.object({ stations: z.array(stationInput).max(max, `at most ${max} stations at once`) }).strict();
const stationParams = z.object({ id: uuid, station_id: uuid }).strict();

const list = directionalRoute({
  method: 'GET',
  url: '/wells/:id/surveys/stations',
  summary: 'The survey stations as entered (md, inc, az and sensor columns), for the edit table',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  async handler({ params, db }) {
    const w = await wellTrajectories(db, params.id);
    return {
      data: w.stationRecords.map((r, i) => ({
        id: r.id,
        row: i + 1,
        md: r.mdM,
        inc: r.incDeg,
        az: r.aziDeg,
        diff_pressure: r.diffPressureMpa,
        gamma: r.gammaApi,
        wob: r.wobT,
        rpm: r.rpm,
        slide_seen: r.slideSeenM,
        motor_yield: r.motorYieldDegPer30m,
        source: r.source,
        surveyed_at: r.surveyedAt,
      })),
      revision: w.revision,
    };
  },
});

const add = directionalRoute({
  method: 'POST',
  url: '/wells/:id/surveys/stations',
  summary: 'Add survey stations (rows must increase in MD and not repeat an existing MD)',
  tags,
  access: well('EDIT_SURVEY'),
  params: wellParams,
  body: stationsBody(5000).refine((b) => b.stations.length > 0, { message: 'give at least one station', path: ['stations'] }),
  async handler({ params, body, db, user, reply, services }) {
    const ids = await db.transaction(async (tx) => {
      const ids = await addStations(tx, params.id, body.stations, 'manual');
      await audit(tx, user.id, 'survey_stations.create', { type: 'wells', id: params.id }, { count: ids.length });
      return ids;
    });
    await notifySurveyChange(db, services, params.id, 'FACT', Math.min(...body.stations.map((s) => s.md)));
    reply.status(201);
    return { data: { ids, count: ids.length } };
  },
});

const replace = directionalRoute({
  method: 'PUT',
  url: '/wells/:id/surveys/stations',
  summary: 'Replace the whole survey with the given rows (edit mode: apply)',
  tags,
  access: well('EDIT_SURVEY'),
  params: wellParams,
  body: stationsBody(20_000),
  async handler({ params, body, db, user, services }) {
    const ids = await db.transaction(async (tx) => {
      const ids = await replaceStations(tx, params.id, body.stations, 'manual');
      await audit(tx, user.id, 'survey_stations.replace', { type: 'wells', id: params.id }, { count: ids.length });
      return ids;
    });
    await notifySurveyChange(db, services, params.id, 'FACT', body.stations[0]?.md ?? 0);
    return { data: { ids, count: ids.length } };
  },
});

const update = directionalRoute({
  method: 'PATCH',
  url: '/wells/:id/surveys/stations/:station_id',
  summary: 'Correct one survey station (a new MD must stay between its neighbours)',
  tags,
  access: well('EDIT_SURVEY'),
  params: stationParams,
  body: stationFields
    .partial()
    .strict()
    .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' }),
  async handler({ params, body, db, user, services }) {
    const before = (await existingMds(db, params.id)).find((s) => s.id === params.station_id)?.md;
    await db.transaction(async (tx) => {
      await updateStation(tx, params.id, params.station_id, body);
      await audit(tx, user.id, 'survey_stations.update', { type: 'survey_stations', id: params.station_id }, { fields: Object.keys(body) });
    });
    await notifySurveyChange(db, services, params.id, 'FACT', Math.min(before ?? Infinity, body.md ?? Infinity));
    const w = await wellTrajectories(db, params.id);
    const r = w.stationRecords.find((s) => s.id === params.station_id)!;
    return { data: { id: r.id, md: r.mdM, inc: r.incDeg, az: r.aziDeg } };
  },
});

async function removeStations(db: Db, wellId: string, ids: string[], userId: string): Promise<number | undefined> {
  const mds = (await existingMds(db, wellId)).filter((s) => ids.includes(s.id)).map((s) => s.md);
  await db.transaction(async (tx) => {
    await deleteStations(tx, wellId, ids);
    await audit(tx, userId, 'survey_stations.delete', { type: 'wells', id: wellId }, { ids });
  });
  return mds.length ? Math.min(...mds) : undefined;
}

const remove = directionalRoute({
  method: 'DELETE',
  url: '/wells/:id/surveys/stations/:station_id',
  summary: 'Delete one survey station',
  tags,
  access: well('EDIT_SURVEY'),
  params: stationParams,
  async handler({ params, db, user, services }) {
    const fromMd = await removeStations(db, params.id, [params.station_id], user.id);
    await notifySurveyChange(db, services, params.id, 'FACT', fromMd);
    return { message: 'Survey station deleted' };
  },
});

const removeMany = directionalRoute({
  method: 'DELETE',
  url: '/wells/:id/surveys/stations',
  summary: 'Delete several survey stations (body: ids)',
  tags,
  access: well('EDIT_SURVEY'),
  params: wellParams,
  body: idList,
  async handler({ params, body, db, user, services }) {
    const fromMd = await removeStations(db, params.id, body.ids, user.id);
    await notifySurveyChange(db, services, params.id, 'FACT', fromMd);
    return { message: `${body.ids.length} deleted` };
  },
});

export const stationRoutes = [list, add, replace, update, remove, removeMany];
