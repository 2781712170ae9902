import type { Queryable } from '../db/db';
import { globalPermissionsOf } from './permission-cache';
import { impersonationRefusal } from './impersonation-rule';
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
  /** Moves with every change to what the user may do or reach (migrations 005 and 008). */
  authVersion: number;
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
  auth_version: number;
  company_status: number | null;
  revoked_at: string | null;
  impersonated_by: string | null;
  imp_session_user: string | null;
  imp_session_revoked: string | null;
  imp_status: number | null;
  imp_admin: boolean | null;
  imp_superadmin: boolean | null;
  imp_version: number | null;
  imp_company_status: number | null;
}

const SUSPENDED_USER = 3;
const SUSPENDED_COMPANY = 2;

/**
 * Session, user, company, and for an impersonation the impersonator's own session, user and company:
 * one query per request, its row as one JSON value (PGlite converts a row field by field: 18 fields
 * cost ~40 % more than one JSON). Global permissions come from the per-(user, auth_version) cache.
 */
const SQL = `select row_to_json(q) as r from (select u.id, u.email, u.name, u.company_id, u.is_admin, u.is_superadmin, u.status, u.auth_version,
        c.status as company_status, s.revoked_at, s.impersonated_by,
        si.user_id as imp_session_user, si.revoked_at as imp_session_revoked,
        i.status as imp_status, i.is_admin as imp_admin, i.is_superadmin as imp_superadmin, i.auth_version as imp_version,
        ic.status as imp_company_status
   from sessions s
   join users u on u.id = s.user_id
   left join companies c on c.id = u.company_id
   left join sessions si on si.id = s.impersonator_session_id
   left join users i on i.id = s.impersonated_by
   left join companies ic on ic.id = i.company_id
  where s.id = $1 and u.id = $2) q`;

/**
 * Loads the user behind verified token claims. Null ends the session (401 'Session ended') when the
 * session was revoked, the user or their company is suspended, or the user is gone; and for an
 * impersonation also when the impersonator signed out, was suspended (or their company), is no
 * longer an admin holding LOGIN_AS_USER, or now ranks below the user they impersonate.
 */
export async function loadCurrentUser(db: Queryable, claims: TokenClaims): Promise<CurrentUser | null> {
  const { rows } = await db.query<{ r: Row }>(SQL, [claims.sid, claims.sub]);
  const r = rows[0]?.r;
  if (!r || r.revoked_at || r.status === SUSPENDED_USER || r.company_status === SUSPENDED_COMPANY) return null;
  // The session row is the truth; the claim must agree (a deleted impersonator nulls the column).
  const impersonatedBy = claims.imp ?? null;
  if ((r.impersonated_by ?? null) !== impersonatedBy) return null;
  const globalPermissions = await globalPermissionsOf(db, r.id, r.auth_version);
  if (impersonatedBy && !(await impersonatorStillEntitled(db, r, impersonatedBy, globalPermissions))) return null;
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    companyId: r.company_id,
    isAdmin: r.is_admin,
    isSuperadmin: r.is_superadmin,
    globalPermissions,
    authVersion: r.auth_version,
    sessionId: claims.sid,
    impersonatedBy,
  };
}

async function impersonatorStillEntitled(db: Queryable, r: Row, impersonatorId: string, targetPermissions: ReadonlySet<string>): Promise<boolean> {
  if (r.imp_session_user !== impersonatorId || r.imp_session_revoked) return false;
  if (r.imp_status === null || r.imp_status === SUSPENDED_USER || r.imp_company_status === SUSPENDED_COMPANY) return false;
  const impersonator = {
    isAdmin: !!r.imp_admin,
    isSuperadmin: !!r.imp_superadmin,
    globalPermissions: await globalPermissionsOf(db, impersonatorId, r.imp_version ?? 0),
  };
  return impersonationRefusal(impersonator, { isAdmin: r.is_admin, isSuperadmin: r.is_superadmin, globalPermissions: targetPermissions }) === null;
}
