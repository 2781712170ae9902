import { rankOf } from './rank';

export interface Actor {
  isAdmin: boolean;
  isSuperadmin: boolean;
  globalPermissions: ReadonlySet<string>;
}

/**
 * Who may impersonate whom, checked when the token is issued and again on every request made with it:
 * only an administrator holding LOGIN_AS_USER, and only someone with no more rights than themselves
 * (not a higher rank: an admin never becomes a superadmin; not a global permission they lack). An
 * ordinary admin impersonates users only, never another admin (equal rank: see user-admin-rules.ts).
 * Returns why not, or null when allowed.
 */
export function impersonationRefusal(impersonator: Actor, target: Actor): string | null {
  if (!impersonator.isAdmin) return 'Only administrators may impersonate users';
  if (!impersonator.globalPermissions.has('LOGIN_AS_USER')) return 'Missing permission LOGIN_AS_USER';
  if (rankOf(target) > rankOf(impersonator)) {
    return target.isSuperadmin
      ? 'Only a superadministrator may impersonate a superadministrator'
      : 'You cannot impersonate a user with more rights than yourself';
  }
  if (target.isAdmin && !impersonator.isSuperadmin) return 'Only a superadministrator may impersonate an administrator';
  for (const p of target.globalPermissions) {
    if (!impersonator.globalPermissions.has(p)) return `You cannot impersonate a user with more rights than yourself (${p})`;
  }
  return null;
}
