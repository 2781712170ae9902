import { WELL_PERMISSIONS } from '../../src/domain/permissions';
import type { Queryable } from '../db/db';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import type { CurrentUser } from './current-user';

const OWN_COMPANY_ONLY = 'A well manager who is no administrator manages the wells of their own company only';

/**
 * MANAGE_WELLS held by someone who is no administrator (a services company's well manager) reaches
 * the wells of their own company: a well of another company they see through a grant is read, never
 * changed, moved to another company or deleted; a well is created in their own company only.
 * `id` null: a create. Administrators manage every well.
 */
export async function assertManagesWell(db: Queryable, id: string | null, companyId: string | null | undefined, user: CurrentUser): Promise<void> {
  if (user.isAdmin) return;
  const own = user.companyId;
  if (id !== null) {
    const { rows } = await db.query<{ company_id: string | null }>('select company_id from wells where id = $1', [id]);
    if (!own || rows[0]?.company_id !== own) throw new HttpError(403, OWN_COMPANY_ONLY);
  }
  if ((id === null || companyId !== undefined) && (!own || companyId !== own)) {
    throw new HttpError(403, `body.company_id: ${OWN_COMPANY_ONLY}`, { field: 'body.company_id' });
  }
}

/** The role a well manager holds on each well they create: every well permission. */
export const CREATOR_ROLE = 'Well Manager';

/**
 * A well manager who is no administrator sees a well through a grant only (lib/access.ts): the one
 * who creates a well is granted CREATOR_ROLE on it, directly, in the create's transaction, audited
 * like any grant. Without it the well they just made would vanish from their lists (and the create
 * would answer 404 after writing it). The role is made on first use and is edited like any other.
 */
export async function grantWellToCreator(db: Queryable, wellId: string, user: CurrentUser): Promise<void> {
  if (user.isAdmin) return;
  await db.query(
    `insert into roles (name, object_type, description, permissions) values ($1, 'WELL', $2, $3::jsonb) on conflict (object_type, name) do nothing`,
    [CREATOR_ROLE, 'Held by a well manager (MANAGE_WELLS) on each well they create', JSON.stringify(WELL_PERMISSIONS)],
  );
  const { rows } = await db.query<{ id: string }>(`select id from roles where object_type = 'WELL' and name = $1`, [CREATOR_ROLE]);
  const roleId = rows[0].id;
  await db.query(
    `insert into user_roles (user_id, object_id, object_type, role_id) values ($1, $2, 'WELL', $3) on conflict (user_id, object_id, object_type) do nothing`,
    [user.id, wellId, roleId],
  );
  await audit(
    db,
    user.id,
    'user_roles.assign',
    { type: 'WELL', id: wellId },
    { user_id: user.id, role_id: roleId, before: { role_id: null }, after: { role_id: roleId }, reason: 'created the well' },
  );
}
