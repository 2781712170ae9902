/**
 * The AC alert's server side: on a new survey station, the well's survey reference against every
 * offset its subscriber may see (the anti-collision engine of server/directional, cached per pair
 * of revisions), each offset judged over the new course by acVerdict.
 */
import { AC_DEFAULTS, acVerdict, worstOffsets } from '../../src/domain/alerts/ac-alert';
import { numericParams } from '../../src/domain/alerts/alert-params';
import type { Firing } from '../../src/domain/alerts/types';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { findOffsets, offsetClearance, withinScanRadius } from '../directional/anti-collision';
import { wellTrajectories } from '../directional/directional-cache';
import type { EngineSubscription } from './alert-types';

/** Offsets whose closest approach is farther than this are not judged: the AC report's default scan radius, m. */
const SCAN_RADIUS_M = 2000;

export async function judgeAntiCollision(
  db: Db,
  wellId: string,
  subs: readonly EngineSubscription[],
  course: { fromMdM: number; toMdM: number },
  timeS: number,
  out: { fire(s: EngineSubscription, f: Firing): Promise<void>; clear(s: EngineSubscription, key: string): Promise<void> },
): Promise<void> {
  const ref = await wellTrajectories(db, wellId);
  for (const s of subs) {
    const { rows } = await db.query<{ is_admin: boolean }>('select is_admin from users where id = $1', [s.ownerId]);
    if (!rows[0]) continue;
    // Only the offsets the subscriber may see (findOffsets reads the id and the admin flag).
    const owner = { id: s.ownerId, isAdmin: rows[0].is_admin } as CurrentUser;
    const { offsets } = await findOffsets(db, ref, owner);
    const firings: Firing[] = [];
    for (const o of offsets) {
      if (!withinScanRadius(ref, o, { kind: 'survey' }, SCAN_RADIUS_M)) continue;
      const clearance = offsetClearance(ref, o, { kind: 'survey' });
      const v = acVerdict({ id: o.well.data.well.id, name: o.well.data.well.name }, clearance, course, { ...AC_DEFAULTS, ...numericParams(s.params) }, timeS);
      if (v?.kind === 'fire') firings.push(v.firing);
      else if (v?.kind === 'clear') await out.clear(s, v.conditionKey);
    }
    for (const f of worstOffsets(firings, s.topN)) await out.fire(s, f);
  }
}
