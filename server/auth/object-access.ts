import { PROJECT_PERMISSIONS, WELL_PERMISSIONS, type ObjectType } from '../../src/domain/permissions';
import type { Queryable } from '../db/db';
import { projectPermissionsFrom, wellPermissionsFrom } from '../lib/access';
import type { CurrentUser } from './current-user';
import { grantsOf } from './permission-cache';

export interface ObjectAccess {
  exists: boolean;
  permissions: string[];
}

/**
 * The permissions a user holds on one well or project (union of every role that reaches it, by the
 * rule in lib/access.ts). One query reads the object (its project, or its wells) and the user's
 * current auth_version; the user's grants come from the per-(user, auth_version) cache, so a caller
 * holding an older CurrentUser (a long-lived realtime connection) still sees today's rights.
 */
export async function objectPermissions(db: Queryable, user: CurrentUser, type: ObjectType, id: string): Promise<ObjectAccess> {
  if (type === 'WELL') {
    const { rows } = await db.query<{ project_id: string | null; company_id: string | null; version: number | null }>(
      'select w.project_id, w.company_id, (select auth_version from users where id = $2) as version from wells w where w.id = $1',
      [id, user.id],
    );
    const w = rows[0];
    if (!w) return { exists: false, permissions: [] };
    if (user.isAdmin) return { exists: true, permissions: [...WELL_PERMISSIONS] };
    if (w.version === null) return { exists: true, permissions: [] };
    return {
      exists: true,
      permissions: wellPermissionsFrom(await grantsOf(db, user.id, w.version), { id, project_id: w.project_id, company_id: w.company_id }),
    };
  }
  const { rows } = await db.query<{ wells: { id: string; company_id: string | null }[]; version: number | null }>(
    `select coalesce((select json_agg(json_build_object('id', pw.id, 'company_id', pw.company_id)) from wells pw where pw.project_id = p.id), '[]'::json) as wells,
            (select auth_version from users where id = $2) as version
       from projects p where p.id = $1`,
    [id, user.id],
  );
  const p = rows[0];
  if (!p) return { exists: false, permissions: [] };
  if (user.isAdmin) return { exists: true, permissions: [...PROJECT_PERMISSIONS] };
  if (p.version === null) return { exists: true, permissions: [] };
  return { exists: true, permissions: projectPermissionsFrom(await grantsOf(db, user.id, p.version), id, p.wells) };
}
