/**
 * Computed trajectories per database and well, reused until the well's revision changes. The revision
 * is read on every use (one indexed row), so a change made by another server instance, or written
 * outside the API, is seen at once; nothing has to remember to invalidate.
 */
import type { Queryable } from '../db/db';
import { AnswerCache } from '../lib/answer-cache';
import { revisionsOf } from './revision';
import { loadWellDirectional } from './well-directional';
import { WellTrajectories } from './well-trajectories';

const MAX_WELLS_PER_DB = 256;
const caches = new WeakMap<Queryable, Map<string, WellTrajectories>>();
const answerCaches = new WeakMap<Queryable, AnswerCache>();
const ANSWER_BYTES_PER_DB = 16 * 1024 * 1024;

/**
 * Finished answers (survey tables, JSON bytes) per database, each kept under its well's revision:
 * a revision read elsewhere than this process is read from the database, so this holds on
 * PostgreSQL with several instances as well.
 */
export function directionalAnswers(db: Queryable): AnswerCache {
  let c = answerCaches.get(db);
  if (!c) {
    c = new AnswerCache(ANSWER_BYTES_PER_DB);
    answerCaches.set(db, c);
  }
  return c;
}

function cacheFor(db: Queryable): Map<string, WellTrajectories> {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
  }
  return c;
}

/** One well's directional data and trajectories, from the cache when still current. */
export async function wellTrajectories(db: Queryable, wellId: string): Promise<WellTrajectories> {
  return (await manyWellTrajectories(db, [wellId]))[0];
}

/** Several wells at once: one revision query for all of them. */
export async function manyWellTrajectories(db: Queryable, wellIds: readonly string[]): Promise<WellTrajectories[]> {
  const cache = cacheFor(db);
  const revisions = await revisionsOf(db, wellIds);
  const out: WellTrajectories[] = [];
  for (const id of wellIds) {
    const revision = revisions.get(id) ?? 0;
    let w = cache.get(id);
    if (!w || w.revision !== revision) {
      w = new WellTrajectories(await loadWellDirectional(db, id), revision);
      cache.delete(id);
      if (cache.size >= MAX_WELLS_PER_DB) cache.delete(cache.keys().next().value as string);
    } else {
      cache.delete(id); // re-insert: the Map's order is the least-recently-used order
    }
    cache.set(id, w);
    out.push(w);
  }
  return out;
}
