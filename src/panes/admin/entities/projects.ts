/** Projects (data-widgets-calls 7.4): a company's group of wells; a role on a project reaches its wells. */
import type { ColumnDef } from '../../../features/virtual-table';
import type { EntityDecl } from '../frame/entity-decl';

export interface ProjectRow {
  id: string;
  name: string;
  company_id: string | null;
  company_name: string | null;
  description: string;
  well_count: number;
}

const columns: ColumnDef<ProjectRow>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, width: 260, align: 'start', pinned: true },
  { id: 'company', header: 'Company', value: (r) => r.company_name, width: 220, align: 'start' },
  { id: 'wells', header: 'Wells', value: (r) => r.well_count, width: 70 },
  { id: 'description', header: 'Description', value: (r) => r.description || null, width: 360, align: 'start' },
];

export const projects: EntityDecl<ProjectRow> = {
  key: 'project',
  noun: 'Project',
  plural: 'Projects',
  path: 'projects',
  listRoute: 'admin.projects',
  detailRoute: 'admin.project',
  searchLabel: 'Search projects by name',
  columns,
  fields: [
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'company_id', label: 'Company', input: 'reference', reference: 'companies' },
    { key: 'description', label: 'Description', input: 'text', empty: 'omit' },
  ],
  title: (r) => r.name,
};
