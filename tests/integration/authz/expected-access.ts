/**
 * The expected answer of a guarded call, derived from the route's declared access (server/lib/access.ts)
 * and the caller model: never written per route.
 */
import type { Access } from '../../../server/lib/access';
import { objectPermissionsModel, projectOfWell, type CallerModel } from './caller-model';

export type Expected = { allowed: true } | { allowed: false; status: 401 | 403; why: string };

export function expectedAccess(access: Access, c: CallerModel, wellKey: string): Expected {
  if (access.kind === 'public') return { allowed: true };
  if (!c.live) return { allowed: false, status: 401, why: 'session not honoured' };
  const deny = (why: string): Expected => ({ allowed: false, status: 403, why });
  switch (access.kind) {
    case 'signedIn':
      return { allowed: true };
    case 'admin':
      if (c.impersonated) return deny('no administration while impersonating');
      if (!c.isAdmin) return deny('not an admin');
      return !access.permission || c.global.has(access.permission) ? { allowed: true } : deny(`admin without ${access.permission}`);
    case 'superadmin':
      if (c.impersonated) return deny('no administration while impersonating');
      return c.isSuperadmin ? { allowed: true } : deny('not a superadmin');
    case 'global':
      return c.global.has(access.permission) ? { allowed: true } : deny(`no ${access.permission}`);
    case 'adminOrGlobal':
      return c.isAdmin || c.global.has(access.permission) ? { allowed: true } : deny(`not admin, no ${access.permission}`);
    case 'object': {
      const key = access.type === 'WELL' ? wellKey : projectOfWell(wellKey);
      const perms = objectPermissionsModel(c, access.type, key);
      if (perms.size === 0) return deny(`no role on ${access.type.toLowerCase()} ${key}`);
      if (access.permission && !perms.has(access.permission)) return deny(`no ${access.permission} on ${key}`);
      return { allowed: true };
    }
  }
}

/** STOMP: CONNECT needs a live session, SUBSCRIBE the topic's declared permission on its well. */
export function expectedSubscribe(permission: string, c: CallerModel, wellKey: string): boolean {
  return c.live && objectPermissionsModel(c, 'WELL', wellKey).has(permission);
}
