import { WELL_PERMISSIONS, type GlobalPermission, type ObjectType } from '../../src/domain/permissions';

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

// ───────────── the object-access rule, written once (every route's list filter and check uses it) ─────────────
//
// A user reaches a well through a role on the well or on its project, held directly or through a
// group, or through their company: a well manager (MANAGE_WELLS, app-shell 6 "Wells admin") reaches
// every well of their own company with every well permission, the wells they may change
// (auth/well-manager-scope.ts). A project is reached through a role on it or through one of its wells.
// What reaches an object is visible when it grants at least one permission; the permissions held are
// the union of those roles'. Administrators reach every object with every permission (callers test
// user.isAdmin first).

/** Rows (object_type, object_id, role_id) of every role the user holds, directly or through a group. */
function grantsSql(userParam: string): string {
  return `(select ur.object_type, ur.object_id, ur.role_id from user_roles ur where ur.user_id = ${userParam}
     union all
     select gr.object_type, gr.object_id, gr.role_id from group_roles gr join user_group_members m on m.group_id = gr.group_id where m.user_id = ${userParam})`;
}

/** Grant g reaches well w (an alias of wells with id and project_id). */
const reachesWell = (g: string, w: string) =>
  `((${g}.object_type = 'WELL' and ${g}.object_id = ${w}.id) or (${g}.object_type = 'PROJECT' and ${g}.object_id = ${w}.project_id))`;

/** Grant g reaches project p (an alias of projects with id): on the project or on one of its wells. */
const reachesProject = (g: string, p: string) =>
  `((${g}.object_type = 'PROJECT' and ${g}.object_id = ${p}.id) or (${g}.object_type = 'WELL' and ${g}.object_id in (select pw.id from wells pw where pw.project_id = ${p}.id)))`;

/** The global permission that makes a member of a company the manager of its wells. */
const COMPANY_WELLS_PERMISSION: GlobalPermission = 'MANAGE_WELLS';

/** The user ($userParam) manages the wells of company `companyCol` (a column or an expression). */
const managesCompanyWells = (companyCol: string, userParam: string) =>
  `exists (select 1 from users mu join user_global_permissions mg on mg.user_id = mu.id and mg.permission = '${COMPANY_WELLS_PERMISSION}'
     where mu.id = ${userParam} and mu.company_id = ${companyCol})`;

const granting = (reach: string, userParam: string) =>
  `from ${grantsSql(userParam)} g join roles r on r.id = g.role_id where ${reach} and jsonb_array_length(r.permissions) > 0`;

/** SQL condition: the user ($userParam) may see well `alias` (with id, project_id, company_id). Admins: test user.isAdmin beside it. */
export function wellVisibleSql(alias: string, userParam: string): string {
  return `(exists (select 1 ${granting(reachesWell('g', alias), userParam)}) or ${managesCompanyWells(`${alias}.company_id`, userParam)})`;
}

/** SQL condition: the user ($userParam) may see project `alias`. */
export function projectVisibleSql(alias: string, userParam: string): string {
  return `(exists (select 1 ${granting(reachesProject('g', alias), userParam)})
    or exists (select 1 from wells cw where cw.project_id = ${alias}.id and ${managesCompanyWells('cw.company_id', userParam)}))`;
}

/** The company whose wells the user ($1) manages (null: none): what grantsOf keeps beside the roles. */
export const MANAGED_COMPANY_SQL = `select u.company_id from users u join user_global_permissions g on g.user_id = u.id and g.permission = '${COMPANY_WELLS_PERMISSION}' where u.id = $1`;

/**
 * Rows (object_type, object_id, permissions) of every role that grants the user ($userParam) at
 * least one permission, directly or through a group: the grants the rule above reaches objects
 * through. Cached per (user, auth_version) (auth/permission-cache.ts) for single-object checks.
 */
export function userGrantsSql(userParam: string): string {
  return `select g.object_type, g.object_id, r.permissions from ${grantsSql(userParam)} g join roles r on r.id = g.role_id where jsonb_array_length(r.permissions) > 0`;
}

/** A user's grants: object id → the union of the permissions of the roles held on it; the company whose wells they manage. */
export interface Grants {
  WELL: ReadonlyMap<string, ReadonlySet<string>>;
  PROJECT: ReadonlyMap<string, ReadonlySet<string>>;
  managedCompanyId: string | null;
}

/** A well as the rule reads it. */
export interface WellPlace {
  id: string;
  project_id: string | null;
  company_id: string | null;
}

/** The rule above over a user's grants: the permissions held on a well. */
export function wellPermissionsFrom(grants: Grants, well: WellPlace): string[] {
  if (well.company_id !== null && well.company_id === grants.managedCompanyId) return [...WELL_PERMISSIONS].sort();
  const held = new Set(grants.WELL.get(well.id));
  for (const p of (well.project_id && grants.PROJECT.get(well.project_id)) || []) held.add(p);
  return [...held].sort();
}

/**
 * The rule above over a user's grants: the permissions held on project `projectId`, whose wells are
 * `projectWells`. Reached only through one of its wells, a project can be viewed.
 */
export function projectPermissionsFrom(grants: Grants, projectId: string, projectWells: readonly Omit<WellPlace, 'project_id'>[]): string[] {
  const held = grants.PROJECT.get(projectId);
  if (held?.size) return [...held].sort();
  const reached = (w: Omit<WellPlace, 'project_id'>) => grants.WELL.has(w.id) || (w.company_id !== null && w.company_id === grants.managedCompanyId);
  return projectWells.some(reached) ? ['VIEW_PROJECT'] : [];
}
