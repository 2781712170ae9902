/** Companies (data-widgets-calls 3.2, 7.4): operators, services companies, rig contractors, frac companies. */
import type { ColumnDef } from '../../../features/virtual-table';
import { choiceLabel, type EntityDecl } from '../frame/entity-decl';
import { COMPANY_STATUSES, COMPANY_TYPES } from './choices';

export interface CompanyRow {
  id: string;
  name: string;
  type_id: number;
  status: number;
  sso_provider_id: string | null;
  created_at: string;
}

const columns: ColumnDef<CompanyRow>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, width: 280, align: 'start', pinned: true },
  { id: 'type', header: 'Type', value: (r) => choiceLabel(COMPANY_TYPES, r.type_id), width: 160, align: 'start' },
  {
    id: 'status',
    header: 'Status',
    value: (r) => choiceLabel(COMPANY_STATUSES, r.status),
    width: 110,
    align: 'start',
    tone: (r) => (r.status === 2 ? 'danger' : undefined),
  },
  { id: 'sso', header: 'SSO provider', value: (r) => r.sso_provider_id, width: 160, align: 'start', hideable: true },
];

export const companies: EntityDecl<CompanyRow> = {
  key: 'company',
  noun: 'Company',
  plural: 'Companies',
  path: 'companies',
  listRoute: 'admin.companies',
  detailRoute: 'admin.company',
  searchLabel: 'Search companies by name',
  columns,
  fields: [
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'type_id', label: 'Type', input: 'choice', options: COMPANY_TYPES, required: true, initial: 1 },
    { key: 'status', label: 'Status', input: 'choice', options: COMPANY_STATUSES, required: true, initial: 1 },
    { key: 'sso_provider_id', label: 'SSO provider', input: 'text' },
  ],
  filters: [
    { key: 'type_id', label: 'Type', options: COMPANY_TYPES },
    { key: 'status', label: 'Status', options: COMPANY_STATUSES },
  ],
  title: (r) => r.name,
};
