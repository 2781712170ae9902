/**
 * The insert and update statements of the equipment tables, written once: columns come from the
 * route's validated body (never from the caller's keys unchecked), values as parameters.
 */
import type { Queryable } from '../db/db';

type Table = 'tool_catalog' | 'rig_components' | 'shipments';

export async function insertRow(db: Queryable, table: Table, cols: Record<string, unknown>): Promise<string> {
  const keys = Object.keys(cols);
  const { rows } = await db.query<{ id: string }>(
    `insert into ${table} (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(cols),
  );
  return rows[0].id;
}

/** Updates the given columns of row `id` (and its updated_at); nothing to change, nothing written. */
export async function updateRow(db: Queryable, table: Table, id: string, cols: Record<string, unknown>): Promise<void> {
  const set = Object.entries(cols).filter(([, v]) => v !== undefined);
  if (!set.length) return;
  await db.query(`update ${table} set ${set.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [id, ...set.map(([, v]) => v)]);
}
