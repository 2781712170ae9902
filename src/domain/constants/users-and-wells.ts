/**
 * User and well statuses and the stages a user works in (app-shell spec §1, §3).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

// Declared once in ../user-statuses.ts (the server's sign-in and session checks read it too).
export { USER_STATUSES } from '../user-statuses';

/** Ids are the server's (planned is 4, completed is 3). Only active's green is in the spec; the rest are ours. */
export const WELL_STATUSES = [
  { id: 1, key: 'active', label: 'Active', color: '#2e7d32' },
  { id: 2, key: 'paused', label: 'Paused', color: '#ed6c02' },
  { id: 4, key: 'planned', label: 'Planned', color: '#0288d1' },
  { id: 3, key: 'completed', label: 'Completed', color: '#757575' },
] as const;

/** A user is an administrator or not (app-shell spec §4); Admin › Users offers these two. */
export const USER_ROLES = ['ADMIN', 'USER'] as const;
