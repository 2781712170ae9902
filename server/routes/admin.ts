import { z } from 'zod';
import { USER_STATUSES } from '../../src/domain/user-statuses';
import { GLOBAL_PERMISSIONS, PROJECT_PERMISSIONS, WELL_PERMISSIONS } from '../../src/domain/permissions';
import { hashPassword } from '../auth/passwords';
import { issuePasswordToken } from '../auth/sessions';
import { assertGroupsAllowCompany, assertMemberOfGroupCompany, assertMembersAllowCompany } from '../auth/group-company-rule';
import { assertMayManageUser, checkUserWrite, endSessionsForUserWrite, type UserBefore } from '../auth/user-admin-rules';
import { ADMIN, global, wellVisibleSql } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';
import type { Services } from '../services';
import type { Queryable } from '../db/db';

const tags = ['admin'];
const stage = z.enum(['drilling', 'completion_frac', 'completion_wireline', 'production']);

const userFields = z.object({
  email: z.email({ message: 'E-mail is invalid' }).max(254),
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  password: z.string().min(8, 'Min 8 characters').max(256),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'Phone number is invalid')
    .nullable(),
  company_id: uuid.nullable(),
  status: z.literal(USER_STATUSES.map((s) => s.id)),
  role: z.enum(['ADMIN', 'USER']),
  is_admin: z.boolean(),
  is_superadmin: z.boolean(),
  test_case_enabled: z.boolean(),
  multi_well_enabled: z.boolean(),
  must_change_password: z.boolean(),
  default_stage: stage,
  locale: z.record(z.string(), z.unknown()),
  spatial: z.object({ base_maps_allowed: z.boolean(), layers_allowed: z.boolean() }).partial(),
  global_permissions: z.array(z.enum(GLOBAL_PERMISSIONS)).max(GLOBAL_PERMISSIONS.length),
});
type UserInput = z.infer<typeof userFields>;

const userSelect = `t.id, t.email, t.name, t.phone, t.company_id, t.status, t.role, t.is_admin, t.is_superadmin, t.test_case_enabled,
  t.multi_well_enabled, t.must_change_password, t.default_stage, t.locale, t.spatial, t.created_at, t.updated_at,
  c.name as company_name,
  coalesce((select array_agg(p.permission order by p.permission) from user_global_permissions p where p.user_id = t.id), '{}') as global_permissions`;

async function userColumns(input: Partial<UserInput>): Promise<Record<string, unknown>> {
  const { password, global_permissions: _perms, ...rest } = input;
  return { ...rest, ...(password ? { password_hash: await hashPassword(password) } : {}) };
}

const users = defineResource<UserInput, UserBefore | undefined>({
  url: '/admin/users',
  table: 'users',
  noun: 'User',
  tags,
  access: { read: global('VIEW_USERS'), write: ADMIN },
  create: userFields.partial().required({ email: true, name: true, password: true }).strict(),
  update: userFields.partial().strict(),
  select: userSelect,
  from: 'users t left join companies c on c.id = t.company_id',
  orderBy: 't.name',
  searchColumns: ['t.name', 't.email'],
  // A holder of VIEW_USERS who is no administrator sees the users of their own company only.
  visibleTo: (p) => `t.company_id = (select vu.company_id from users vu where vu.id = ${p})`,
  filters: {
    status: { schema: z.coerce.number().pipe(z.literal(USER_STATUSES.map((s) => s.id))), sql: (p) => `t.status = ${p}` },
    company_id: { schema: uuid, sql: (p) => `t.company_id = ${p}` },
  },
  toColumns: userColumns,
  async beforeWrite(db, id, input, actor) {
    const before = await checkUserWrite(db, id, input, actor);
    if (id && input.company_id !== undefined) await assertGroupsAllowCompany(db, id, input.company_id);
    return before;
  },
  async afterWrite(db, id, input, ctx) {
    if (input.global_permissions) {
      await db.query('delete from user_global_permissions where user_id = $1', [id]);
      for (const p of input.global_permissions) await db.query('insert into user_global_permissions (user_id, permission) values ($1, $2)', [id, p]);
    }
    await endSessionsForUserWrite(db, id, input, ctx);
  },
  async beforeDelete(db, id, user) {
    if (id === user.id) throw new HttpError(409, 'You cannot delete your own account');
    await assertMayManageUser(db, id, user);
  },
  afterCommit: (id, { services }) => services.userAuthChanged(id),
});

/** A role, group or role assignment changed: open realtime subscriptions of anyone may have lost their reason. */
const anyonesAccessChanged = (_id: string, { services }: { services: Services }) => services.userAuthChanged('*');

const roleFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(100),
  object_type: z.enum(['WELL', 'PROJECT']),
  description: z.string().max(1000),
  permissions: z.array(z.enum([...WELL_PERMISSIONS, ...PROJECT_PERMISSIONS])).max(200),
});
type RoleInput = z.infer<typeof roleFields>;
const roleResource = (url: string, access: { read: typeof ADMIN; write: typeof ADMIN }) =>
  defineResource<RoleInput>({
    url,
    table: 'roles',
    noun: 'Role',
    tags,
    access,
    create: roleFields.partial({ description: true, permissions: true }).strict(),
    update: roleFields.partial().strict(),
    orderBy: 't.object_type, t.name',
    searchColumns: ['t.name'],
    filters: { object_type: { schema: z.enum(['WELL', 'PROJECT']), sql: (p) => `t.object_type = ${p}` } },
    afterCommit: anyonesAccessChanged,
  });

const groupFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(100),
  description: z.string().max(1000),
  company_id: uuid.nullable(),
});
type GroupInput = z.infer<typeof groupFields>;
const groupResource = (url: string) =>
  defineResource<GroupInput>({
    url,
    table: 'user_groups',
    noun: 'Group',
    tags,
    access: { read: ADMIN, write: ADMIN },
    create: groupFields.partial({ description: true, company_id: true }).strict(),
    update: groupFields.partial().strict(),
    select: 't.*, (select count(*)::int from user_group_members m where m.group_id = t.id) as member_count',
    orderBy: 't.name',
    searchColumns: ['t.name'],
    async beforeWrite(db, id, input) {
      if (id && input.company_id !== undefined) await assertMembersAllowCompany(db, id, input.company_id);
    },
    afterCommit: anyonesAccessChanged,
  });

const assignment = z.object({ object_id: uuid, object_type: z.enum(['WELL', 'PROJECT']), role_id: uuid });
type ObjectType = 'WELL' | 'PROJECT';

/**
 * object_id has no foreign key (it names a well or a project): a grant on nothing is refused as a
 * 404 naming the field, and a role of the other kind (a project role on a well) as a 400.
 */
/** A 404 naming the field when the row `id` of `table` does not exist (a dangling id is never a 200 or a bare 500). */
async function assertExists(db: Queryable, table: 'users' | 'user_groups' | 'wells' | 'projects', id: string, field: string, noun: string): Promise<void> {
  const { rows } = await db.query(`select 1 from ${table} where id = $1`, [id]);
  if (!rows[0]) throw new HttpError(404, `${field}: no such ${noun}`, { field });
}

async function assertGrantable(db: Queryable, objectType: ObjectType, objectId: string, roleId: string | undefined, field = 'body.object_id') {
  await assertExists(db, objectType === 'WELL' ? 'wells' : 'projects', objectId, field, objectType === 'WELL' ? 'well' : 'project');
  if (roleId === undefined) return;
  const role = await db.query<{ object_type: string }>('select object_type from roles where id = $1', [roleId]);
  if (!role.rows[0]) throw new HttpError(404, 'body.role_id: no such role', { field: 'body.role_id' });
  if (role.rows[0].object_type !== objectType) throw new HttpError(400, `body.role_id: a ${role.rows[0].object_type} role cannot be given on a ${objectType}`);
}

/** beforeWrite of the user and group role resources: on an update, the stored assignment fills what the body leaves out. */
const grantCheck =
  (table: 'user_roles' | 'group_roles') =>
  async (db: Queryable, id: string | null, input: Partial<{ object_id: string; object_type: ObjectType; role_id: string }>): Promise<undefined> => {
    if (id !== null && input.object_id === undefined && input.object_type === undefined && input.role_id === undefined) return;
    const stored =
      id === null
        ? null
        : (await db.query<{ object_id: string; object_type: ObjectType; role_id: string }>(`select * from ${table} where id = $1`, [id])).rows[0];
    const objectType = input.object_type ?? stored?.object_type;
    const objectId = input.object_id ?? stored?.object_id;
    if (objectType && objectId) await assertGrantable(db, objectType, objectId, input.role_id ?? stored?.role_id);
  };

/** The name of the well or project a grant is on (alias t), for lists that show it. */
const objectJoin = `left join wells ow on t.object_type = 'WELL' and ow.id = t.object_id left join projects op on t.object_type = 'PROJECT' and op.id = t.object_id`;
const objectName = 'coalesce(ow.name, op.name) as object_name';
const userRoleFields = assignment.extend({ user_id: uuid });
const groupRoleFields = assignment.extend({ group_id: uuid });
const objectFilters = {
  object_id: { schema: uuid, sql: (p: string) => `t.object_id = ${p}` },
  object_type: { schema: z.enum(['WELL', 'PROJECT']), sql: (p: string) => `t.object_type = ${p}` },
};
const userRoleResource = (url: string) =>
  defineResource<z.infer<typeof userRoleFields>>({
    url,
    table: 'user_roles',
    noun: 'User role',
    tags,
    access: { read: ADMIN, write: ADMIN },
    create: userRoleFields.strict(),
    update: userRoleFields.partial().strict(),
    select: `t.*, u.email as user_email, r.name as role_name, ${objectName}`,
    from: `user_roles t join users u on u.id = t.user_id join roles r on r.id = t.role_id ${objectJoin}`,
    beforeWrite: grantCheck('user_roles'),
    filters: { ...objectFilters, user_id: { schema: uuid, sql: (p) => `t.user_id = ${p}` } },
    afterCommit: anyonesAccessChanged,
  });
const groupRoleResource = (url: string) =>
  defineResource<z.infer<typeof groupRoleFields>>({
    url,
    table: 'group_roles',
    noun: 'Group role',
    tags,
    access: { read: ADMIN, write: ADMIN },
    create: groupRoleFields.strict(),
    update: groupRoleFields.partial().strict(),
    select: `t.*, g.name as group_name, r.name as role_name, ${objectName}`,
    from: `group_roles t join user_groups g on g.id = t.group_id join roles r on r.id = t.role_id ${objectJoin}`,
    beforeWrite: grantCheck('group_roles'),
    filters: { ...objectFilters, group_id: { schema: uuid, sql: (p) => `t.group_id = ${p}` } },
    afterCommit: anyonesAccessChanged,
  });

const assignRole = defineRoute({
  method: 'POST',
  url: '/admin/user_roles/:user_id/:object_id/:object_type',
  summary: "Give a user a role on a well or project (replaces the user's previous role there)",
  tags,
  access: ADMIN,
  params: z.object({ user_id: uuid, object_id: uuid, object_type: z.enum(['WELL', 'PROJECT']) }).strict(),
  body: z.object({ role_id: uuid }).strict(),
  async handler({ params, body, db, user, services }) {
    await assertExists(db, 'users', params.user_id, 'params.user_id', 'user');
    await assertGrantable(db, params.object_type, params.object_id, body.role_id, 'params.object_id');
    const was = await db.query<{ role_id: string }>('select role_id from user_roles where user_id = $1 and object_id = $2 and object_type = $3', [
      params.user_id,
      params.object_id,
      params.object_type,
    ]);
    const { rows } = await db.query(
      `insert into user_roles (user_id, object_id, object_type, role_id) values ($1, $2, $3, $4)
       on conflict (user_id, object_id, object_type) do update set role_id = excluded.role_id, updated_at = now() returning *`,
      [params.user_id, params.object_id, params.object_type, body.role_id],
    );
    await audit(
      db,
      user.id,
      'user_roles.assign',
      { type: params.object_type, id: params.object_id },
      {
        user_id: params.user_id,
        role_id: body.role_id,
        before: { role_id: was.rows[0]?.role_id ?? null },
        after: { role_id: body.role_id },
      },
    );
    services.userAuthChanged(params.user_id);
    return { data: rows[0] };
  },
});

const userWellRoles = defineRoute({
  method: 'GET',
  url: '/admin/user_roles/:id/WELL',
  summary: 'The wells a user holds roles on, with the role',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    await assertExists(db, 'users', params.id, 'params.id', 'user');
    const { rows } = await db.query(
      `select ur.id, ur.object_id as well_id, w.name as well_name, r.id as role_id, r.name as role_name
         from user_roles ur join wells w on w.id = ur.object_id join roles r on r.id = ur.role_id
        where ur.user_id = $1 and ur.object_type = 'WELL' order by w.name`,
      [params.id],
    );
    return { data: rows };
  },
});

/** Membership routes of a group resource, mounted under both /admin/user_groups and /groups. */
const groupMemberRoutes = (base: string) => [
  defineRoute({
    method: 'GET',
    url: `${base}/:id/users`,
    summary: 'Members of a user group',
    tags,
    access: ADMIN,
    params: idParams,
    async handler({ params, db }) {
      await assertExists(db, 'user_groups', params.id, 'params.id', 'user group');
      const { rows } = await db.query(
        'select u.id, u.email, u.name from user_group_members m join users u on u.id = m.user_id where m.group_id = $1 order by u.name',
        [params.id],
      );
      return { data: rows };
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/:id/users`,
    summary: 'Add a user to a group',
    tags,
    access: ADMIN,
    params: idParams,
    body: z.object({ user_id: uuid }).strict(),
    async handler({ params, body, db, user }) {
      await assertExists(db, 'user_groups', params.id, 'params.id', 'user group');
      await assertExists(db, 'users', body.user_id, 'body.user_id', 'user');
      await assertMemberOfGroupCompany(db, params.id, body.user_id);
      await db.transaction(async (tx) => {
        const added = await tx.query('insert into user_group_members (group_id, user_id) values ($1, $2) on conflict do nothing', [params.id, body.user_id]);
        await audit(
          tx,
          user.id,
          'user_groups.add_member',
          { type: 'user_groups', id: params.id },
          {
            user_id: body.user_id,
            before: { member: added.affectedRows === 0 },
            after: { member: true },
          },
        );
      });
      return { message: 'Added' };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/:id/users/:user_id`,
    summary: 'Remove a user from a group',
    tags,
    access: ADMIN,
    params: z.object({ id: uuid, user_id: uuid }).strict(),
    async handler({ params, db, user, services }) {
      await assertExists(db, 'user_groups', params.id, 'params.id', 'user group');
      await assertExists(db, 'users', params.user_id, 'params.user_id', 'user');
      await db.transaction(async (tx) => {
        const removed = await tx.query('delete from user_group_members where group_id = $1 and user_id = $2', [params.id, params.user_id]);
        if (removed.affectedRows === 0) throw new HttpError(404, 'params.user_id: not a member of this group', { field: 'params.user_id' });
        await audit(
          tx,
          user.id,
          'user_groups.remove_member',
          { type: 'user_groups', id: params.id },
          {
            user_id: params.user_id,
            before: { member: true },
            after: { member: false },
          },
        );
      });
      services.userAuthChanged(params.user_id);
      return { message: 'Removed' };
    },
  }),
];

const userGroups = defineRoute({
  method: 'GET',
  url: '/admin/users/:id/groups',
  summary: 'The groups a user is a member of',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    await assertExists(db, 'users', params.id, 'params.id', 'user');
    const { rows } = await db.query(
      `select g.id, g.name, g.description, (select count(*)::int from group_roles gr where gr.group_id = g.id) as role_count
         from user_group_members m join user_groups g on g.id = m.group_id where m.user_id = $1 order by g.name`,
      [params.id],
    );
    return { data: rows };
  },
});

const userVisibleWells = defineRoute({
  method: 'GET',
  url: '/admin/users/:id/wells',
  summary: 'The wells a user sees by the access rule (directly, through a group or a project); every well for an administrator',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    const { rows: who } = await db.query<{ is_admin: boolean }>('select is_admin from users where id = $1', [params.id]);
    if (!who[0]) throw new HttpError(404, `User ${params.id} not found`);
    const { rows } = await db.query(
      `select t.id, t.name, t.status, t.stage, p.name as project_name from wells t left join projects p on p.id = t.project_id
        where $2 or ${wellVisibleSql('t', '$1')} order by t.name`,
      [params.id, who[0].is_admin],
    );
    return { data: rows };
  },
});

const resetLink = defineRoute({
  method: 'GET',
  url: '/admin/users/:id/password_reset_link',
  summary: 'A one-time password reset link for a user, for the admin to pass on',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query<{ email: string }>('select email from users where id = $1', [params.id]);
    if (!rows[0]) throw new HttpError(404, `User ${params.id} not found`);
    await assertMayManageUser(db, params.id, user);
    const token = await issuePasswordToken(db, params.id, 'reset');
    await audit(db, user.id, 'users.password_reset_link', { type: 'users', id: params.id });
    return { data: { link: `/public/password/reset?token=${token}&email=${encodeURIComponent(rows[0].email)}` } };
  },
});

const notify = defineRoute({
  method: 'POST',
  url: '/admin/users/:id/send_password_notify',
  summary: 'Require the user to set a new password at next sign-in',
  tags,
  access: ADMIN,
  params: idParams,
  body: z.object({}).strict().optional(),
  async handler({ params, db, user }) {
    await assertMayManageUser(db, params.id, user);
    const r = await db.query('update users set must_change_password = true where id = $1', [params.id]);
    if (!r.affectedRows) throw new HttpError(404, `User ${params.id} not found`);
    await audit(db, user.id, 'users.password_notify', { type: 'users', id: params.id });
    return { message: 'The user will be asked for a new password at next sign-in' };
  },
});

export const adminRoutes = [
  ...users,
  userGroups,
  userVisibleWells,
  resetLink,
  notify,
  ...roleResource('/admin/roles', { read: ADMIN, write: ADMIN }),
  ...roleResource('/roles', { read: ADMIN, write: ADMIN }),
  ...groupResource('/admin/user_groups'),
  ...groupResource('/groups'),
  ...groupMemberRoutes('/admin/user_groups'),
  ...groupMemberRoutes('/groups'),
  assignRole,
  userWellRoles,
  ...userRoleResource('/admin/user_roles'),
  ...userRoleResource('/user_roles'),
  ...groupRoleResource('/group_roles'),
];
