import { PROJECT_PERMISSIONS, WELL_PERMISSIONS, type ObjectType } from '../../src/domain/permissions';
import type { Queryable } from '../db/db';
import type { CurrentUser } from './current-user';

export interface ObjectAccess {
  exists: boolean;
  permissions: string[];
}

/** The permissions a user holds on one well or project (union of every role that reaches it). */
export async function objectPermissions(db: Queryable, user: CurrentUser, type: ObjectType, id: string): Promise<ObjectAccess> {
  const table = type === 'WELL' ? 'wells' : 'projects';
  const exists = (await db.query(`select 1 from ${table} where id = $1`, [id])).rows.length > 0;
  if (!exists) return { exists, permissions: [] };
  if (user.isAdmin) return { exists, permissions: [...(type === 'WELL' ? WELL_PERMISSIONS : PROJECT_PERMISSIONS)] };
  const reach =
    type === 'WELL'
      ? `(x.object_type = 'WELL' and x.object_id = $2) or (x.object_type = 'PROJECT' and x.object_id = (select project_id from wells where id = $2))`
      : `(x.object_type = 'PROJECT' and x.object_id = $2)`;
  const { rows } = await db.query<{ permission: string }>(
    `select distinct jsonb_array_elements_text(r.permissions) as permission
       from (select object_type, object_id, role_id from user_roles where user_id = $1
             union all
             select gr.object_type, gr.object_id, gr.role_id from group_roles gr
               join user_group_members m on m.group_id = gr.group_id where m.user_id = $1) x
       join roles r on r.id = x.role_id
      where ${reach}`,
    [user.id, id],
  );
  const perms = rows.map((r) => r.permission);
  // A project is also visible to someone who holds a role on one of its wells.
  if (type === 'PROJECT' && perms.length === 0) {
    const viaWell = await db.query(
      `select 1 from wells w join user_roles ur on ur.object_type = 'WELL' and ur.object_id = w.id where w.project_id = $1 and ur.user_id = $2 limit 1`,
      [id, user.id],
    );
    if (viaWell.rows.length) return { exists, permissions: ['VIEW_PROJECT'] };
  }
  return { exists, permissions: perms.sort() };
}
