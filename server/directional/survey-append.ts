/**
 * What the live rig simulator (or an MWD feed) calls when a stand is drilled and surveyed: append one
 * station below the last, bump the well's revision and tell subscribed panes (survey-updated).
 */
import type { TargetChange } from '../../src/domain/alerts/target-change';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { wellTrajectories } from './directional-cache';
import { revisionsOf } from './revision';
import { apiStation, type ApiStation } from './station-view';
import { publishSurveyUpdated, type Publisher } from './survey-events';
import { addStations, type StationInput, type StationSource } from './survey-stations';

type TransactionalDb = Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };

/** Publishers seen per database, so callers without one still notify once any API request has bound it. */
const boundPublishers = new WeakMap<Queryable, Publisher>();

export function bindSurveyPublisher(db: Queryable, publisher: Publisher): void {
  if (boundPublishers.get(db) !== publisher) boundPublishers.set(db, publisher);
}

export async function notifySurveyChange(
  db: Queryable,
  publisher: Publisher | undefined,
  wellId: string,
  kind: 'FACT' | 'PLAN' | 'SETTINGS',
  fromMdM?: number,
  targets?: readonly TargetChange[],
): Promise<void> {
  const p = publisher ?? boundPublishers.get(db);
  if (!p) return;
  const revision = (await revisionsOf(db, [wellId])).get(wellId) ?? 0;
  publishSurveyUpdated(p, {
    well_id: wellId,
    kind,
    revision,
    ...(fromMdM === undefined ? {} : { from_md: fromMdM }),
    ...(targets?.length ? { targets } : {}),
  });
}

/**
 * Append a station deeper than every existing one. Pass the server's services (or any { publish }) so
 * panes hear of it; without one, the publisher bound by the API is used when there is one.
 * Answers the new station as the survey API shows it (TVD, N/E, DLS... computed by the engine).
 */
export async function appendSurveyStation(
  db: TransactionalDb,
  wellId: string,
  station: StationInput & { source?: StationSource },
  publisher?: Publisher,
): Promise<{ id: string; station: ApiStation }> {
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ md: number | null }>('select max(md_m) as md from survey_stations where well_id = $1', [wellId]);
    const last = rows[0]?.md === null || rows[0]?.md === undefined ? null : Number(rows[0].md);
    if (last !== null && !(station.md > last)) {
      throw new HttpError(400, `station: MD ${station.md} m must be greater than the last survey station (${last} m)`);
    }
    const [newId] = await addStations(tx, wellId, [station], station.source ?? 'simulator');
    return newId;
  });
  const w = await wellTrajectories(db, wellId);
  const t = w.fact();
  const k = t.findIndex((p) => p.mdM === station.md);
  const record = w.stationRecords.find((r) => r.id === id);
  await notifySurveyChange(db, publisher, wellId, 'FACT', station.md);
  return { id, station: apiStation(t[k], k > 0 ? t[k - 1].incDeg : null, w.settings, { record }) };
}
