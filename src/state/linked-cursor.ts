/**
 * Linked cursors: panes of the same well share one MD cursor and one time cursor. Hover a depth in
 * a survey table and every plot of that well marks it. Keyed by well id, so pinned panes of other
 * wells are unaffected. The pane that set the cursor is remembered so it does not echo it back.
 */
import { proxy } from 'valtio';

export interface WellCursor {
  mdM: number | null;
  timeS: number | null;
  /** Instance id of the pane that moved it last. */
  source: string | null;
}

export const linkedCursors = proxy<Record<string, WellCursor>>({});

function cursorOf(wellId: string): WellCursor {
  if (!linkedCursors[wellId]) linkedCursors[wellId] = { mdM: null, timeS: null, source: null };
  return linkedCursors[wellId];
}

export function setMdCursor(wellId: string, mdM: number | null, source: string): void {
  const c = cursorOf(wellId);
  c.mdM = mdM;
  c.source = source;
}

export function setTimeCursor(wellId: string, timeS: number | null, source: string): void {
  const c = cursorOf(wellId);
  c.timeS = timeS;
  c.source = source;
}
