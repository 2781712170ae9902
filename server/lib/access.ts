import type { GlobalPermission, ObjectType } from '../../src/domain/permissions';

/**
 * Who may call a route. Every route declares one; the route helper checks it and the
 * route walker test reads it to prove 401 / 403 / 400 for every route.
 * - admin, superadmin: never from an impersonated session (no admin work while impersonating);
 *   admin with a permission: an administrator who also holds that global permission.
 * - object: the caller needs a permission on the well or project whose id is found at `from.key`.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'admin'; permission?: GlobalPermission }
  | { kind: 'superadmin' }
  | { kind: 'global'; permission: GlobalPermission }
  | { kind: 'adminOrGlobal'; permission: GlobalPermission }
  | { kind: 'object'; type: ObjectType; from: 'params' | 'query' | 'body'; key: string; permission?: string };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const ADMIN: Access = { kind: 'admin' };
export const SUPERADMIN: Access = { kind: 'superadmin' };
export const adminWith = (permission: GlobalPermission): Access => ({ kind: 'admin', permission });
export const global = (permission: GlobalPermission): Access => ({ kind: 'global', permission });
export const well = (permission?: string, from: 'params' | 'query' | 'body' = 'params', key = 'id'): Access => ({
  kind: 'object',
  type: 'WELL',
  from,
  key,
  permission,
});
export const project = (permission?: string, from: 'params' | 'query' | 'body' = 'params', key = 'id'): Access => ({
  kind: 'object',
  type: 'PROJECT',
  from,
  key,
  permission,
});
