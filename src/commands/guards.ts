/**
 * The one interpreter of GuardSpec (spec 4 "Route guards", spec 6). A pure function of context, so
 * the router, the palette (which shows *why* a command is unavailable) and key bindings agree.
 */
import type { GuardSpec, ProfileFlag, RouteId } from './route-types';

export interface GuardUser {
  isAdmin: boolean;
  isSuperadmin: boolean;
  permissions: ReadonlySet<string>;
  flags: Readonly<Partial<Record<ProfileFlag, boolean>>>;
}

export interface GuardContext {
  /** null when signed out. */
  user: GuardUser | null;
  isMobile: boolean;
  /** Keys of the current query string. */
  queryKeys: readonly string[];
  /** Where the user was going; carried in the redirect query so they come back after. */
  href: string;
}

export interface GuardTarget {
  route: RouteId;
  query?: Record<string, string>;
}

export type GuardOutcome = { ok: true } | { ok: false; reason: string; to: GuardTarget };

export const NOT_FOUND: RouteId = 'public.404';
export const FORBIDDEN: RouteId = 'public.403';
export const SIGN_IN: RouteId = 'public.sign_in';
/** Where superadmin-only routes send everyone else (spec 4). */
export const SUPERADMIN_FALLBACK: RouteId = 'drilling.dashboards';

export function checkGuard(guard: GuardSpec, ctx: GuardContext): GuardOutcome {
  const deny = (reason: string, route: RouteId, query?: Record<string, string>): GuardOutcome => ({ ok: false, reason, to: { route, query } });
  const back = { redirect: ctx.href };

  if (guard.disabled) return deny('This page is disabled', NOT_FOUND);
  if (guard.queryKeyContaining && !ctx.queryKeys.some((k) => k.includes(guard.queryKeyContaining!.text))) {
    return deny(`Needs a link with a ${guard.queryKeyContaining.text}`, guard.queryKeyContaining.redirect);
  }
  if (guard.auth === 'public') return { ok: true };

  const user = ctx.user;
  if (!user) return deny('Sign in first', SIGN_IN, back);
  if (guard.hideInMobile && ctx.isMobile) return deny('Not available on small screens', NOT_FOUND);
  if (guard.auth === 'superadmin' && !user.isSuperadmin) return deny('Superadmins only', SUPERADMIN_FALLBACK);
  if (guard.auth === 'admin' && !user.isAdmin) return deny('Administrators only', FORBIDDEN, back);
  if (guard.permission && !user.permissions.has(guard.permission)) return deny(`Needs the ${guard.permission} permission`, FORBIDDEN, back);
  if (guard.profileFlag && !user.isAdmin && !user.flags[guard.profileFlag.flag]) {
    return deny(`Needs ${guard.profileFlag.flag} on your profile`, guard.profileFlag.redirect ?? FORBIDDEN, guard.profileFlag.redirect ? undefined : back);
  }
  return { ok: true };
}
