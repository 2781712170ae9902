/**
 * Equipment option lists (data-widgets-calls spec §3).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

/** Riser stays in the list (old data holds it) but cannot be chosen. */
export const CASING_TYPES = [
  { id: 'riser', label: 'Riser', disabled: true },
  { id: 'conductor', label: 'Conductor', disabled: false },
  { id: 'surface', label: 'Surface', disabled: false },
  { id: 'intermediate', label: 'Intermediate', disabled: false },
  { id: 'production', label: 'Production', disabled: false },
  { id: 'unknown', label: 'Unknown', disabled: false },
] as const;

export type CasingTypeId = (typeof CASING_TYPES)[number]['id'];
