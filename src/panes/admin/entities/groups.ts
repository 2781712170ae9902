/** User groups (data-widgets-calls 7.3, 7.4): members share the roles the group holds on wells and projects. */
import type { ColumnDef } from '../../../features/virtual-table';
import type { EntityDecl } from '../frame/entity-decl';

export interface GroupRow {
  id: string;
  name: string;
  description: string;
  company_id: string | null;
  member_count: number;
}

const columns: ColumnDef<GroupRow>[] = [
  { id: 'name', header: 'Group', value: (r) => r.name, width: 240, align: 'start', pinned: true },
  { id: 'members', header: 'Members', value: (r) => r.member_count, width: 80 },
  { id: 'description', header: 'Description', value: (r) => r.description || null, width: 320, align: 'start' },
];

export const groups: EntityDecl<GroupRow> = {
  key: 'group',
  noun: 'Group',
  plural: 'Groups',
  path: 'admin/user_groups',
  listRoute: 'admin.global_access',
  detailRoute: 'admin.global_access',
  searchLabel: 'Search groups',
  columns,
  fields: [
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'description', label: 'Description', input: 'text', empty: 'omit' },
    { key: 'company_id', label: 'Company', input: 'reference', reference: 'companies' },
  ],
  title: (r) => r.name,
};
