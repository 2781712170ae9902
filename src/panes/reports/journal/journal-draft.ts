/**
 * The journal's edit draft: what the user changed per row (activity, comment), how many rows differ
 * (the dirty counter), and the calls that save it: a changed manual entry is updated, a changed
 * auto entry becomes a correction over exactly its seconds.
 */
import type { EntryInput, JournalRowDto } from '../../../api/journal';
import type { JournalActivityId } from '../../../domain/drilling/journal/journal-activities';

export interface RowEdit {
  activity: JournalActivityId;
  comment: string;
}

export type Draft = ReadonlyMap<string, RowEdit>;

const differs = (row: JournalRowDto, e: RowEdit) => row.activity !== e.activity || row.comment !== e.comment.trim();

export function changedRows(draft: Draft, rows: readonly JournalRowDto[]): JournalRowDto[] {
  return rows.filter((r) => {
    const e = draft.get(r.key);
    return e !== undefined && differs(r, e);
  });
}

export function withEdit(draft: Draft, row: JournalRowDto, change: Partial<RowEdit>): Draft {
  const next = new Map(draft);
  next.set(row.key, { activity: row.activity, comment: row.comment, ...draft.get(row.key), ...change });
  return next;
}

export function draftEdits(draft: Draft, rows: readonly JournalRowDto[]): { add: EntryInput[]; update: { id: string; fields: Partial<EntryInput> }[] } {
  const add: EntryInput[] = [];
  const update: { id: string; fields: Partial<EntryInput> }[] = [];
  for (const r of changedRows(draft, rows)) {
    const e = draft.get(r.key)!;
    const fields = { activity: e.activity, comment: e.comment.trim() };
    if (r.mode === 'manual' && r.id) update.push({ id: r.id, fields });
    else add.push({ start: r.start, end: r.end, ...fields, hole_from_m: r.hole_from_m, hole_to_m: r.hole_to_m, correction: true });
  }
  return { add, update };
}

/** A manual entry being added: times as typed, 'YYYY-MM-DD HH:mm' in the browser's zone. */
export interface NewEntry {
  key: string;
  start: string;
  end: string;
  activity: JournalActivityId;
  comment: string;
}

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:mm' in the browser's zone as epoch s; null when it is not one. */
export function parseLocalMinute(text: string): number | null {
  const m = LOCAL_MINUTE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const date = new Date(y, mo - 1, d, h, mi);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || h > 23 || mi > 59) return null;
  return Math.floor(date.getTime() / 1000);
}

/** The entries to add, or what is wrong with them (naming the entry and the field). */
export function newEntryInputs(added: readonly NewEntry[]): { inputs: EntryInput[]; problems: string[] } {
  const inputs: EntryInput[] = [];
  const problems: string[] = [];
  added.forEach((a, i) => {
    const start = parseLocalMinute(a.start);
    const end = parseLocalMinute(a.end);
    const name = `New entry ${i + 1}`;
    if (start === null) problems.push(`${name}: the start is not a date and time (YYYY-MM-DD HH:mm)`);
    else if (end === null) problems.push(`${name}: the end is not a date and time (YYYY-MM-DD HH:mm)`);
    else if (end <= start) problems.push(`${name}: the end must come after the start`);
    else inputs.push({ start, end, activity: a.activity, comment: a.comment.trim() });
  });
  return { inputs, problems };
}
