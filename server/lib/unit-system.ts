/** The unit system a user reads in (users.locale.unit_system; metric until the profile says otherwise), for text the server writes. */
import type { UnitSystemId } from '../../src/domain/units';
import type { Queryable } from '../db/db';

export async function userUnitSystem(db: Queryable, userId: string): Promise<UnitSystemId> {
  const { rows } = await db.query<{ unit_system: string | null }>(`select locale->>'unit_system' as unit_system from users where id = $1`, [userId]);
  return rows[0]?.unit_system === 'imperial' ? 'imperial' : 'metric';
}
