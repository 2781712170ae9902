/** Option lists of the admin forms, with the server's ids (data-widgets-calls 3.2–3.4). */
import { USER_ROLES, USER_STATUSES, WELL_STATUSES } from '../../../domain/constants/users-and-wells';
import type { Choice } from '../frame/entity-decl';

export const COMPANY_TYPES: readonly Choice[] = [
  { value: 1, label: 'Operator' },
  { value: 2, label: 'Drilling services' },
  { value: 3, label: 'Rig contractor' },
  { value: 5, label: 'Frac company' },
];
export const COMPANY_STATUSES: readonly Choice[] = [
  { value: 1, label: 'Active' },
  { value: 2, label: 'Suspended' },
];
export const WELL_STATUS_CHOICES: readonly Choice[] = WELL_STATUSES.map((s) => ({ value: s.id, label: s.label }));
export const STAGES: readonly Choice[] = [
  { value: 'drilling', label: 'Drilling' },
  { value: 'completion_frac', label: 'Completion: frac' },
  { value: 'completion_wireline', label: 'Completion: wireline' },
  { value: 'production', label: 'Production' },
];
export const UNIT_SYSTEMS: readonly Choice[] = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
];
export const USER_STATUS_CHOICES: readonly Choice[] = USER_STATUSES.map((s) => ({ value: s.id, label: s.label }));
export const USER_ROLE_CHOICES: readonly Choice[] = USER_ROLES.map((r) => ({ value: r, label: r === 'ADMIN' ? 'Admin' : 'User' }));
