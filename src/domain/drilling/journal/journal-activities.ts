/**
 * What a time journal entry says the rig did: coarser than the rig states (a drilling entry holds
 * its stands' connections and short reaming / circulating), plus what only people know (casing,
 * BHA handling, rig service, waiting), for manual entries and corrections.
 */
import { ACTIVITIES, Activity } from '../activities';

/** Which work a journal reports: drilling, completions or production (the well's stage). */
export type JournalArea = 'drilling' | 'completions' | 'production';

export interface JournalActivityDeclaration {
  readonly id: string;
  readonly label: string;
  readonly color: string;
  /** Auto entries can carry it (detection sees it); the others come from people only. */
  readonly detected: boolean;
  /** Which journals offer it to people: drilling, completions or both (default). */
  readonly area?: JournalArea;
}

const rig = (id: keyof typeof Activity) => ACTIVITIES[Activity[id]];

export const JOURNAL_ACTIVITIES = [
  { id: 'DRILLING', label: 'Drilling', color: rig('ROTARY_DRILLING').color, detected: true },
  { id: 'TRIP_IN', label: rig('TRIP_IN').label, color: rig('TRIP_IN').color, detected: true },
  { id: 'TRIP_OUT', label: rig('TRIP_OUT').label, color: rig('TRIP_OUT').color, detected: true },
  { id: 'REAMING', label: rig('REAMING').label, color: rig('REAMING').color, detected: true },
  { id: 'CIRCULATING', label: rig('CIRCULATING').label, color: rig('CIRCULATING').color, detected: true },
  { id: 'CONNECTION', label: rig('CONNECTION').label, color: rig('CONNECTION').color, detected: true },
  { id: 'OUT_OF_HOLE', label: rig('OUT_OF_HOLE').label, color: rig('OUT_OF_HOLE').color, detected: true },
  { id: 'OTHER', label: rig('OTHER').label, color: rig('OTHER').color, detected: true },
  { id: 'BHA_HANDLING', label: 'BHA handling', color: '#6d4c41', detected: false, area: 'drilling' },
  { id: 'CASING', label: 'Run casing', color: '#3949ab', detected: false, area: 'drilling' },
  { id: 'CEMENTING', label: 'Cementing', color: '#546e7a', detected: false, area: 'drilling' },
  { id: 'RIG_SERVICE', label: 'Rig service', color: '#f9a825', detected: false },
  { id: 'WAITING', label: 'Waiting', color: '#ef6c00', detected: false },
  // Completions: auto entries read off the frac stages' records (src/domain/completions/frac-journal.ts).
  { id: 'FRAC', label: 'Frac stage', color: '#d84315', detected: true, area: 'completions' },
  { id: 'PLUG_AND_PERF', label: 'Wireline plug & perf', color: '#00838f', detected: true, area: 'completions' },
  { id: 'DRILL_OUT', label: 'Drill out plugs', color: '#5e35b1', detected: false, area: 'completions' },
  // Production: auto entries read off the daily volumes and events (src/domain/production/production-day.ts).
  { id: 'PRODUCING', label: 'Producing', color: '#2e7d32', detected: true, area: 'production' },
  { id: 'SHUT_IN', label: 'Shut in', color: '#757575', detected: true, area: 'production' },
  { id: 'WORKOVER', label: 'Workover', color: '#c62828', detected: true, area: 'production' },
  { id: 'LIFT_CHANGE', label: 'Artificial lift change', color: '#6a1b9a', detected: true, area: 'production' },
  { id: 'WELL_TEST', label: 'Well test', color: '#0277bd', detected: true, area: 'production' },
] as const satisfies readonly JournalActivityDeclaration[];

export type JournalActivityId = (typeof JOURNAL_ACTIVITIES)[number]['id'];
export const JOURNAL_ACTIVITY_IDS = JOURNAL_ACTIVITIES.map((a) => a.id) as [JournalActivityId, ...JournalActivityId[]];

/**
 * What a person may pick in one area's journal: that area's activities and the shared ones. The
 * entry's current activity stays offered whatever its area, so a correction never changes it unasked.
 */
export function journalActivitiesFor(area: JournalArea, current?: string): readonly JournalActivityDeclaration[] {
  return JOURNAL_ACTIVITIES.filter((a) => !('area' in a) || a.area === area || a.id === current);
}

export function journalActivity(id: string): JournalActivityDeclaration {
  return JOURNAL_ACTIVITIES.find((a) => a.id === id) ?? JOURNAL_ACTIVITIES[JOURNAL_ACTIVITIES.length - 1];
}
