/**
 * What each demo caller may do, computed from the declarations alone: the demo organisation
 * (server/seed/demo-org.ts: users, their global permissions, their roles on wells and projects,
 * groups) and the well-access rule of the spec (app-shell 6): a user holds on a well the union of the
 * roles that reach it, on the well or on its project, directly or through a group; admins hold every
 * permission; a role on one of a project's wells makes the project visible (VIEW_PROJECT).
 * Nothing here asks the server: the matrix compares the server's answers with this model.
 */
import { PROJECT_PERMISSIONS, WELL_PERMISSIONS, type ObjectType } from '../../../src/domain/permissions';
import { DEMO_GROUPS, DEMO_ROLES, DEMO_USERS, DEMO_WELLS, type DemoUser } from '../../../server/seed/demo-org';

export interface CallerModel {
  /** Matrix label: 'engineer', 'impersonated engineer (by admin)'. */
  label: string;
  /** The demo user whose rights the caller exercises. */
  user: DemoUser;
  /** False when the session must not be honoured at all (suspended user): every guarded call is 401. */
  live: boolean;
  isAdmin: boolean;
  isSuperadmin: boolean;
  /** A session opened by someone else's impersonation: admin routes refuse it (issue 11). */
  impersonated: boolean;
  global: ReadonlySet<string>;
}

const roleByKey = new Map<string, { permissions: readonly string[] }>(DEMO_ROLES.map((r) => [r.key, r]));
const wellByKey = new Map(DEMO_WELLS.map((w) => [w.key, w]));

export function demoUser(key: string): DemoUser {
  const u = DEMO_USERS.find((x) => x.key === key);
  if (!u) throw new Error(`No demo user '${key}'`);
  return u;
}

export function callerModel(label: string, userKey: string, opts: { live?: boolean; impersonated?: boolean } = {}): CallerModel {
  const user = demoUser(userKey);
  return {
    label,
    user,
    live: opts.live ?? user.status !== 3,
    isAdmin: !!user.is_admin,
    isSuperadmin: !!user.is_superadmin,
    impersonated: opts.impersonated ?? false,
    global: new Set(user.global),
  };
}

/** [role, object key] pairs that reach the user: their own roles and their groups' roles. */
function grants(user: DemoUser, includeGroups = true): (readonly [string, string])[] {
  const own = [...user.roles];
  if (!includeGroups) return own;
  for (const g of DEMO_GROUPS) if ((g.members as readonly string[]).includes(user.key)) own.push(...g.roles);
  return own;
}

const permsOf = (roleKeys: string[]) => new Set(roleKeys.flatMap((k) => [...(roleByKey.get(k)?.permissions ?? [])]));

/** Permissions of the caller on a demo well or project (by key). */
export function objectPermissionsModel(c: CallerModel, type: ObjectType, key: string): ReadonlySet<string> {
  if (c.isAdmin) return new Set(type === 'WELL' ? WELL_PERMISSIONS : PROJECT_PERMISSIONS);
  if (type === 'WELL') {
    const well = wellByKey.get(key)!;
    return permsOf(
      grants(c.user)
        .filter(([, obj]) => obj === key || obj === well.project)
        .map(([r]) => r),
    );
  }
  const direct = permsOf(
    grants(c.user)
      .filter(([, obj]) => obj === key)
      .map(([r]) => r),
  );
  if (direct.size) return direct;
  const viaWell = grants(c.user, false).some(([, obj]) => wellByKey.get(obj)?.project === key);
  return new Set(viaWell ? ['VIEW_PROJECT'] : []);
}

/** The caller's own well (one a role reaches) and a foreign one (none does; admins: any other well). */
export function ownAndForeignWells(c: CallerModel): { own: string; foreign: string } {
  const seen = (k: string) => objectPermissionsModel(c, 'WELL', k).size > 0;
  const own = DEMO_WELLS.find((w) => seen(w.key))?.key ?? DEMO_WELLS[0].key;
  const foreign = DEMO_WELLS.find((w) => !seen(w.key))?.key ?? DEMO_WELLS[DEMO_WELLS.length - 1].key;
  return { own, foreign };
}

export const projectOfWell = (wellKey: string) => wellByKey.get(wellKey)!.project;
export const wellName = (wellKey: string) => wellByKey.get(wellKey)!.name;
