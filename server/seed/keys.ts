import type { Queryable } from '../db/db';

/** Demo keys ('redhawk-2h') to database ids, kept so later seed steps can find what earlier ones made. */
export interface DemoKeys {
  companies: Record<string, string>;
  users: Record<string, string>;
  roles: Record<string, string>;
  projects: Record<string, string>;
  rigs: Record<string, string>;
  fleets: Record<string, string>;
  wells: Record<string, string>;
  groups: Record<string, string>;
}

export async function saveDemoKeys(db: Queryable, keys: DemoKeys): Promise<void> {
  await db.query(`insert into settings (key, value) values ('demo_keys', $1) on conflict (key) do update set value = excluded.value`, [JSON.stringify(keys)]);
}

export async function loadDemoKeys(db: Queryable): Promise<DemoKeys | null> {
  const { rows } = await db.query<{ value: DemoKeys }>(`select value from settings where key = 'demo_keys'`);
  return rows[0]?.value ?? null;
}
