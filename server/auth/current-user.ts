import type { Queryable } from '../db/db';
import type { TokenClaims } from './tokens';

/** The signed-in user as every route sees it. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  companyId: string | null;
  isAdmin: boolean;
  isSuperadmin: boolean;
  globalPermissions: ReadonlySet<string>;
  sessionId: string;
  /** Admin who is impersonating this user, if any. */
  impersonatedBy: string | null;
}

interface Row {
  id: string;
  email: string;
  name: string;
  company_id: string | null;
  is_admin: boolean;
  is_superadmin: boolean;
  status: number;
  company_status: number | null;
  revoked_at: string | null;
  perms: string[] | null;
}

/**
 * Loads the user behind verified token claims in one query. Null when the session was revoked, the
 * user or their company is suspended, or the user is gone: all of them end the session (401).
 */
export async function loadCurrentUser(db: Queryable, claims: TokenClaims): Promise<CurrentUser | null> {
  const { rows } = await db.query<Row>(
    `select u.id, u.email, u.name, u.company_id, u.is_admin, u.is_superadmin, u.status,
            c.status as company_status, s.revoked_at,
            (select array_agg(p.permission) from user_global_permissions p where p.user_id = u.id) as perms
       from sessions s
       join users u on u.id = s.user_id
       left join companies c on c.id = u.company_id
      where s.id = $1 and u.id = $2`,
    [claims.sid, claims.sub],
  );
  const r = rows[0];
  if (!r || r.revoked_at || r.status === 3 || r.company_status === 2) return null;
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    companyId: r.company_id,
    isAdmin: r.is_admin,
    isSuperadmin: r.is_superadmin,
    globalPermissions: new Set(r.perms ?? []),
    sessionId: claims.sid,
    impersonatedBy: claims.imp ?? null,
  };
}
