/** Wells (data-widgets-calls 3.4, 7.4), for administrators and holders of MANAGE_WELLS. */
import type { ColumnDef } from '../../../features/virtual-table';
import { session } from '../../../state/session';
import { choiceLabel, type EntityDecl } from '../frame/entity-decl';
import { STAGES, UNIT_SYSTEMS, WELL_STATUS_CHOICES } from './choices';

export interface WellRow {
  id: string;
  name: string;
  company_id: string | null;
  company_name: string | null;
  project_id: string | null;
  project_name: string | null;
  status: number;
  stage: string;
  realtime: boolean;
  uwi: string | null;
  field: string | null;
  state: string | null;
  county: string | null;
}

const columns: ColumnDef<WellRow>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, width: 220, align: 'start', pinned: true },
  { id: 'company', header: 'Company', value: (r) => r.company_name, width: 200, align: 'start' },
  { id: 'project', header: 'Project', value: (r) => r.project_name, width: 180, align: 'start' },
  { id: 'status', header: 'Status', value: (r) => choiceLabel(WELL_STATUS_CHOICES, r.status), width: 100, align: 'start' },
  { id: 'stage', header: 'Stage', value: (r) => choiceLabel(STAGES, r.stage), width: 160, align: 'start' },
  { id: 'realtime', header: 'Realtime', value: (r) => (r.realtime ? 'Yes' : 'No'), width: 80, align: 'start' },
  { id: 'field', header: 'Field', value: (r) => r.field, width: 140, align: 'start', hideable: true },
  { id: 'uwi', header: 'UWI', value: (r) => r.uwi, width: 150, align: 'start', hideable: true },
];

export const wells: EntityDecl<WellRow> = {
  key: 'well',
  noun: 'Well',
  plural: 'Wells',
  path: 'wells',
  listRoute: 'admin.wells',
  detailRoute: 'admin.well',
  searchLabel: 'Search wells by name, UWI or field',
  columns,
  fields: [
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'company_id', label: 'Company', input: 'reference', reference: 'companies' },
    { key: 'project_id', label: 'Project', input: 'reference', reference: 'projects' },
    { key: 'status', label: 'Status', input: 'choice', options: WELL_STATUS_CHOICES, required: true, initial: 4 },
    { key: 'stage', label: 'Stage', input: 'choice', options: STAGES, required: true, initial: 'drilling' },
    { key: 'realtime', label: 'Realtime', input: 'switch' },
    { key: 'uwi', label: 'UWI', input: 'text' },
    { key: 'field', label: 'Field', input: 'text' },
    { key: 'state', label: 'State', input: 'text' },
    { key: 'county', label: 'County', input: 'text' },
    { key: 'latitude', label: 'Latitude (°)', input: 'number' },
    { key: 'longitude', label: 'Longitude (°)', input: 'number' },
    { key: 'day_shift', label: 'Day starts at (s after midnight)', input: 'number', empty: 'omit', initial: 21600 },
    { key: 'timezone', label: 'Time zone', input: 'text', empty: 'omit', initial: 'UTC' },
    { key: 'unit_system', label: 'Unit system', input: 'choice', options: UNIT_SYSTEMS, required: true, initial: 'metric' },
  ],
  filters: [
    { key: 'status', label: 'Status', options: WELL_STATUS_CHOICES },
    { key: 'stage', label: 'Stage', options: STAGES },
  ],
  title: (r) => r.name,
};

/** The server's rule for writing wells: an administrator, or a holder of MANAGE_WELLS. */
export const mayManageWells = (): boolean => !!session.user && (session.user.is_admin || session.user.global_permissions.includes('MANAGE_WELLS'));
