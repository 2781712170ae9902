/** Users (data-widgets-calls 3.3, 7.3; app-shell: statuses, roles, VIEW_USERS to read, admins to write). */
import type { ColumnDef } from '../../../features/virtual-table';
import type { AdminUserRow } from '../../../api/types';
import { choiceLabel, type EntityDecl } from '../frame/entity-decl';
import { USER_ROLE_CHOICES, USER_STATUS_CHOICES } from './choices';

export type UserRow = AdminUserRow & { company_name?: string | null; phone?: string | null; must_change_password?: boolean };

const columns: ColumnDef<UserRow>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, width: 200, align: 'start', pinned: true },
  { id: 'email', header: 'E-mail', value: (r) => r.email, width: 260, align: 'start' },
  { id: 'company', header: 'Company', value: (r) => r.company_name ?? null, width: 200, align: 'start' },
  { id: 'role', header: 'Role', value: (r) => (r.is_admin ? 'Admin' : choiceLabel(USER_ROLE_CHOICES, r.role)), width: 80, align: 'start' },
  {
    id: 'status',
    header: 'Status',
    value: (r) => choiceLabel(USER_STATUS_CHOICES, r.status),
    width: 100,
    align: 'start',
    tone: (r) => (r.status === 3 ? 'danger' : undefined),
  },
];

export const users: EntityDecl<UserRow> = {
  key: 'user',
  noun: 'User',
  plural: 'Users',
  path: 'admin/users',
  listRoute: 'admin.users',
  detailRoute: 'admin.user',
  searchLabel: 'Search users',
  columns,
  fields: [
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'email', label: 'E-mail', input: 'email', required: true },
    { key: 'password', label: 'Password', input: 'password', required: true, empty: 'omit', hint: 'At least 8 characters' },
    { key: 'company_id', label: 'Company', input: 'reference', reference: 'companies' },
    { key: 'role', label: 'Role', input: 'choice', options: USER_ROLE_CHOICES, required: true, initial: 'USER' },
    { key: 'status', label: 'Status', input: 'choice', options: USER_STATUS_CHOICES, required: true, initial: 2 },
    { key: 'phone', label: 'Phone', input: 'text' },
  ],
  title: (r) => r.name,
};
