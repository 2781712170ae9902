/**
 * Rig activity codes (IADC-style rig states), declared once. The numeric `code` is what 1 Hz
 * arrays hold (Uint8Array): the simulator's truth, the detector's output and the auto time log.
 * Codes are the table index so `ACTIVITIES[code]` is a lookup, not a search.
 */

/** Spec 3.9 "Activity filter: Rotary (ROTATION), Slide (FULL_SLIDE)". */
export type ActivityFilterId = 'ROTATION' | 'FULL_SLIDE';

export interface ActivityDeclaration {
  readonly id: string;
  readonly code: number;
  readonly label: string;
  /** Display colour, #rrggbb. Chosen so drilling reads green, trips blue/brown, connections red. */
  readonly color: string;
  /** Which activity filter (spec 3.9) selects this activity; null when no filter does. */
  readonly filter: ActivityFilterId | null;
  /** On-bottom drilling that makes hole. */
  readonly drilling: boolean;
  readonly tripping: boolean;
}

export const ACTIVITIES = [
  { id: 'ROTARY_DRILLING', code: 0, label: 'Rotary drilling', color: '#2e7d32', filter: 'ROTATION', drilling: true, tripping: false },
  { id: 'SLIDE_DRILLING', code: 1, label: 'Slide drilling', color: '#9ccc65', filter: 'FULL_SLIDE', drilling: true, tripping: false },
  { id: 'CONNECTION', code: 2, label: 'Connection', color: '#d32f2f', filter: null, drilling: false, tripping: false },
  { id: 'REAMING', code: 3, label: 'Reaming / washing', color: '#8e24aa', filter: null, drilling: false, tripping: false },
  { id: 'CIRCULATING', code: 4, label: 'Circulating', color: '#1e88e5', filter: null, drilling: false, tripping: false },
  { id: 'TRIP_IN', code: 5, label: 'Tripping in', color: '#00acc1', filter: null, drilling: false, tripping: true },
  { id: 'TRIP_OUT', code: 6, label: 'Tripping out', color: '#8d6e63', filter: null, drilling: false, tripping: true },
  { id: 'OUT_OF_HOLE', code: 7, label: 'Out of hole', color: '#757575', filter: null, drilling: false, tripping: false },
  { id: 'OTHER', code: 8, label: 'Other', color: '#bdbdbd', filter: null, drilling: false, tripping: false },
] as const satisfies readonly ActivityDeclaration[];

export type ActivityId = (typeof ACTIVITIES)[number]['id'];
export const ACTIVITY_COUNT = ACTIVITIES.length;

/** Named codes, for hot loops and readable comparisons: `code === Activity.CONNECTION`. */
export const Activity = Object.freeze(Object.fromEntries(ACTIVITIES.map((a) => [a.id, a.code])) as { readonly [K in ActivityId]: number });

export function activityByCode(code: number): ActivityDeclaration {
  const a = ACTIVITIES[code];
  if (!a) throw new RangeError(`Unknown activity code ${code}`);
  return a;
}

export function isDrillingCode(code: number): boolean {
  return code === Activity.ROTARY_DRILLING || code === Activity.SLIDE_DRILLING;
}
