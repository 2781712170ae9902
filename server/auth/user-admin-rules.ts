import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { manageRefusal } from '../../src/domain/user-admin-rank';
import type { CurrentUser } from './current-user';
import { endAllSessionsOf, endImpersonationsBy, endSessionsAfterPasswordChange } from './session-revocation';

/**
 * What an administrator may do to a user record, and which sessions a change ends. Superadmin powers
 * stay with superadmins: only they grant or remove is_superadmin, and only they edit, suspend, delete,
 * reset the password of or force a password change on a superadmin. Nobody grants a global
 * permission they do not hold themselves.
 *
 * Equal rank (issue 11; app-shell 6 names the roles and leaves who may do what to whom open): an
 * ordinary admin manages users and their own account, never another admin. Otherwise one admin could
 * suspend every other admin, or reset another admin's password and sign in as them, which is the
 * impersonation of an equal that impersonation-rule.ts refuses, without its audit trail. Admins are
 * managed by a superadmin. An ordinary admin may still make a user an admin (the spec's "admin flag").
 */
export interface UserWrite {
  password?: string;
  status?: number;
  is_admin?: boolean;
  is_superadmin?: boolean;
  global_permissions?: readonly string[];
}

export interface UserBefore {
  is_admin: boolean;
  is_superadmin: boolean;
  status: number;
  permissions: string[];
}

const ONLY_SUPER_GRANTS = 'Only a superadministrator may grant or remove superadministrator rights';

/** Refuses an account action (edit, suspend, delete, password reset) on a superadmin, or on another admin, by an ordinary admin. */
export async function assertMayManageUser(db: Queryable, targetId: string, actor: CurrentUser): Promise<UserBefore | undefined> {
  const { rows } = await db.query<UserBefore>(
    `select u.is_admin, u.is_superadmin, u.status,
            coalesce((select array_agg(p.permission) from user_global_permissions p where p.user_id = u.id), '{}') as permissions
       from users u where u.id = $1`,
    [targetId],
  );
  const before = rows[0];
  const refusal = before ? manageRefusal(actor, { id: targetId, isAdmin: before.is_admin, isSuperadmin: before.is_superadmin }) : null;
  if (refusal) throw new HttpError(403, refusal);
  return before;
}

/** Checks a create (id null) or update of a user; returns the record as it was. */
export async function checkUserWrite(db: Queryable, id: string | null, input: UserWrite, actor: CurrentUser): Promise<UserBefore | undefined> {
  const before = id ? await assertMayManageUser(db, id, actor) : undefined;
  if (!actor.isSuperadmin && input.is_superadmin !== undefined && input.is_superadmin !== (before?.is_superadmin ?? false)) {
    throw new HttpError(403, ONLY_SUPER_GRANTS);
  }
  if (!actor.isSuperadmin) {
    const held = new Set(before?.permissions ?? []);
    const foreign = (input.global_permissions ?? []).find((p) => !held.has(p) && !actor.globalPermissions.has(p));
    if (foreign) throw new HttpError(403, `You cannot grant ${foreign}: you do not hold it yourself`);
  }
  return before;
}

/**
 * Inside the update's transaction: suspension or demotion ends every session of the user and every
 * impersonation they started; a new password ends their other sessions (the caller's own session
 * survives when they changed their own password); losing LOGIN_AS_USER ends their impersonations.
 */
export async function endSessionsForUserWrite(
  db: Queryable,
  id: string,
  input: UserWrite,
  ctx: { user: CurrentUser; before: UserBefore | undefined },
): Promise<void> {
  const before = ctx.before;
  if (!before) return;
  const suspended = input.status === 3 && before.status !== 3;
  const demoted = (before.is_admin && input.is_admin === false) || (before.is_superadmin && input.is_superadmin === false);
  if (suspended || demoted) return endAllSessionsOf(db, id);
  if (input.password) await endSessionsAfterPasswordChange(db, id, id === ctx.user.id ? ctx.user.sessionId : null);
  if (input.global_permissions && before.permissions.includes('LOGIN_AS_USER') && !input.global_permissions.includes('LOGIN_AS_USER')) {
    await endImpersonationsBy(db, id);
  }
}
