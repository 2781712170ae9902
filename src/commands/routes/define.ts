/**
 * Terse builders for the area files. An area file reads like the spec's route list: one line per
 * route, with only what differs from its neighbours written out.
 */
import type { GlobalPermission } from '../../domain/permissions';
import type { GuardSpec, RouteDecl, Stage } from '../route-types';

export const publicOnly: GuardSpec = { auth: 'public' };
export const signedIn: GuardSpec = { auth: 'signedIn' };
export const adminOnly: GuardSpec = { auth: 'admin' };
export const superadminOnly: GuardSpec = { auth: 'superadmin' };

/** Signed in and holding a global permission (spec 6 table). */
export function needs(permission: GlobalPermission, extra: Omit<GuardSpec, 'auth' | 'permission'> = {}): GuardSpec {
  return { auth: 'signedIn', permission, ...extra };
}

type Extra = Partial<Omit<RouteDecl, 'id' | 'spec' | 'title'>> & { keywords?: readonly string[]; keys?: string };

/** A route builder with shared defaults for one group of routes (stage, breadcrumb trail, guard). */
export function group(defaults: { stage?: Stage; trail: readonly string[]; guard?: GuardSpec; chrome?: RouteDecl['chrome'] }) {
  return (id: string, spec: string, title: string, extra: Extra = {}): RouteDecl => {
    const { keywords, keys, command, ...rest } = extra;
    return {
      id,
      spec,
      title,
      stage: defaults.stage,
      trail: defaults.trail,
      guard: defaults.guard ?? signedIn,
      chrome: defaults.chrome,
      ...rest,
      command: { ...command, keywords: [...(command?.keywords ?? []), ...(keywords ?? [])], ...(keys ? { keys } : {}) },
    };
  };
}
