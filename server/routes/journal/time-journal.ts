/**
 * The time journal of a well (spec 2.1 Time Journal, Manual Activities; app-shell: VIEW_DRILLING_TIMELOG
 * guards the page, the well's VIEW_TIMELOG / EDIT_TIMELOG the calls): the days of a period with auto
 * entries from rig-state detection and the manual entries and corrections that override them.
 */
import { z } from 'zod';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { readTimeJournal } from '../../journal/journal-read';
import { userUnitSystem } from '../../lib/unit-system';
import { readManualEntries } from '../../journal/journal-store';
import { HttpError } from '../../lib/http-error';
import { periodOf } from '../logs/chart-payload';
import { queryEpochS } from '../logs/log-helpers';
import { checkSpan, itemWrites } from './item-writes';
import { entryCreate, entryUpdate, periodBody, tags, wellParams } from './journal-schemas';
import { dayView, JOURNAL_HEADERS, troubleView } from './serialize';

const MAX_ENTRY_S = 7 * 86_400;

const manualView = (m: Awaited<ReturnType<typeof readManualEntries>>[number]) => ({
  id: m.id,
  start: m.startS,
  end: m.endS,
  duration_s: m.endS - m.startS,
  activity: m.activity,
  comment: m.comment,
  hole_from_m: m.holeFromM,
  hole_to_m: m.holeToM,
  correction: m.correction,
  mode: 'manual' as const,
});

const journal = defineRoute({
  method: 'POST',
  url: '/wells/:id/time_journal',
  summary: 'Time journal: per reporting day (day shift in the well zone) the auto entries, manual entries and corrections, seconds per activity and NPT',
  tags,
  access: well('VIEW_TIMELOG'),
  params: wellParams,
  body: periodBody,
  async handler({ params, body, db, user }) {
    const { fromS, toS } = periodOf(body.payload);
    const j = await readTimeJournal(db, params.id, fromS, toS, body.payload.day_shift, await userUnitSystem(db, user.id));
    return {
      data: { days: j.days.map(dayView), npt_s: j.nptS, troubles: j.troubles.map(troubleView), time_zone: j.timeZone, day_shift: j.dayShiftS },
      headers: { rows: JOURNAL_HEADERS },
    };
  },
});

const listManual = defineRoute({
  method: 'GET',
  url: '/wells/:id/time_journal/entries',
  summary: 'Manual entries and corrections of the time journal, in [from, to) (all without a window)',
  tags,
  access: well('VIEW_TIMELOG'),
  params: wellParams,
  query: z.object({ from: queryEpochS.optional(), to: queryEpochS.optional() }).strict(),
  async handler({ params, query, db }) {
    return { data: (await readManualEntries(db, params.id, query.from ?? 0, query.to ?? Number.MAX_SAFE_INTEGER)).map(manualView) };
  },
});

const writes = itemWrites({
  path: 'time_journal/entries',
  table: 'time_journal_entries',
  noun: 'Journal entry',
  edit: 'EDIT_TIMELOG',
  create: entryCreate,
  update: entryUpdate,
  toColumns(b, stored) {
    if (b.start !== undefined || b.end !== undefined || !stored) checkSpan(b, stored, MAX_ENTRY_S);
    return {
      start_s: b.start,
      end_s: b.end,
      activity: b.activity,
      comment: b.comment,
      hole_from_m: b.hole_from_m,
      hole_to_m: b.hole_to_m,
      correction: b.correction,
    };
  },
  async read(db, wellId, id) {
    const all = await readManualEntries(db, wellId, 0, Number.MAX_SAFE_INTEGER);
    const m = all.find((x) => x.id === id);
    if (!m) throw new HttpError(404, `Journal entry ${id} not found on this well`);
    return manualView(m);
  },
});

export const timeJournalRoutes = [journal, listManual, ...writes];
