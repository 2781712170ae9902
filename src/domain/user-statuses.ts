/** User account statuses, declared once for the client (Admin › Users) and the server (sign-in, sessions, references). */
export const USER_STATUSES = [
  { id: 1, key: 'new', label: 'New' },
  { id: 2, key: 'active', label: 'Active' },
  { id: 3, key: 'suspended', label: 'Suspended' },
] as const;

/** Ids by key: USER_STATUS.suspended. */
export const USER_STATUS = Object.fromEntries(USER_STATUSES.map((s) => [s.key, s.id])) as { [S in (typeof USER_STATUSES)[number] as S['key']]: S['id'] };
