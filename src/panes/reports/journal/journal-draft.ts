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
