/**
 * Who may manage whose account (edit, suspend, delete, reset the password of, impersonate): superadmin
 * powers stay with superadmins, and an ordinary admin manages users and their own account, never
 * another admin (server/auth/user-admin-rules.ts says why). The server enforces it; Admin › Users
 * offers only what it allows.
 */
export interface RankedUser {
  id: string | number;
  isAdmin: boolean;
  isSuperadmin: boolean;
}

export const ONLY_SUPER_CHANGES = 'Only a superadministrator may change a superadministrator';
export const ONLY_SUPER_CHANGES_ADMIN = 'Only a superadministrator may change another administrator';

/** Why `actor` may not manage `target`'s account, or null when they may. */
export function manageRefusal(actor: RankedUser, target: RankedUser): string | null {
  if (target.isSuperadmin && !actor.isSuperadmin) return ONLY_SUPER_CHANGES;
  if (target.isAdmin && !actor.isSuperadmin && String(target.id) !== String(actor.id)) return ONLY_SUPER_CHANGES_ADMIN;
  return null;
}
