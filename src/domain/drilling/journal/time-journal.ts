/**
 * The time journal (daily drilling report): per reporting day, the auto entries folded from the
 * detected rig states, with every manual entry laid over them (a manual entry or correction wins
 * the seconds it covers and is marked as such), the seconds per activity and the day's NPT: the
 * sum of the trouble durations inside the day. The days' NPT add up to the troubles' total.
 */
import { foldIntervals, type AutoEntry, type RigInterval } from './fold-intervals';
import type { JournalActivityId } from './journal-activities';
import type { ReportingDay } from './reporting-days';
import { nptS as troubleNptS, type TroubleSpan } from './troubles';

export interface ManualEntry {
  id: string;
  startS: number;
  endS: number;
  activity: JournalActivityId;
  comment: string;
  holeFromM: number | null;
  holeToM: number | null;
  /** Made by correcting an auto entry (rather than added as a new activity). */
  correction: boolean;
}

interface Span {
  startS: number;
  endS: number;
}

export interface JournalRow {
  /** Stable within a journal: the manual entry's id, or 'auto:<start>' for an auto entry. */
  key: string;
  /** The manual entry's id; null for an auto entry. */
  id: string | null;
  startS: number;
  endS: number;
  durationS: number;
  activity: JournalActivityId;
  holeFromM: number | null;
  holeToM: number | null;
  comment: string;
  mode: 'auto' | 'manual';
  correction: boolean;
}

export interface JournalDay extends ReportingDay {
  hours: number;
  rows: JournalRow[];
  /** Seconds per journal activity. */
  secondsByActivity: Partial<Record<JournalActivityId, number>>;
  nptS: number;
  holeStartM: number | null;
  holeEndM: number | null;
}

export interface TimeJournal {
  days: JournalDay[];
  nptS: number;
}

const lerp = (a: number, b: number, f: number) => (Number.isFinite(a) && Number.isFinite(b) ? a + (b - a) * f : Number.isFinite(a) ? a : b);

/** A rig interval's part inside [fromS, toS), hole depths read linearly in time. */
function clipInterval(r: RigInterval, fromS: number, toS: number): RigInterval | null {
  const s = Math.max(r.startS, fromS);
  const e = Math.min(r.endS, toS);
  if (e <= s) return null;
  const len = r.endS - r.startS;
  return {
    ...r,
    startS: s,
    endS: e,
    holeFromM: lerp(r.holeFromM, r.holeToM, (s - r.startS) / len),
    holeToM: lerp(r.holeFromM, r.holeToM, (e - r.startS) / len),
  };
}

/** [s, e) without the spans (sorted or not), as pieces in order. */
function subtract(s: number, e: number, spans: readonly Span[]): Span[] {
  let pieces: Span[] = [{ startS: s, endS: e }];
  for (const m of spans) {
    pieces = pieces.flatMap((p) =>
      m.endS <= p.startS || m.startS >= p.endS
        ? [p]
        : [...(m.startS > p.startS ? [{ startS: p.startS, endS: m.startS }] : []), ...(m.endS < p.endS ? [{ startS: m.endS, endS: p.endS }] : [])],
    );
  }
  return pieces;
}

const num = (v: number | null) => (v !== null && Number.isFinite(v) ? v : null);

/** An entry from another source clipped to the day: depths kept (a stage interval is not a rate). */
function clipEntry(a: AutoEntry, day: ReportingDay): AutoEntry | null {
  const s = Math.max(a.startS, day.startS);
  const e = Math.min(a.endS, day.endS);
  return e > s ? { ...a, startS: s, endS: e } : null;
}

function dayRows(day: ReportingDay, intervals: readonly RigInterval[], manual: readonly ManualEntry[], entries: readonly AutoEntry[]): JournalRow[] {
  const inDay = intervals.map((r) => clipInterval(r, day.startS, day.endS)).filter((r): r is RigInterval => r !== null);
  const mine = manual.map((m) => ({ ...m, startS: Math.max(m.startS, day.startS), endS: Math.min(m.endS, day.endS) })).filter((m) => m.endS > m.startS);
  const rows: JournalRow[] = [];
  const other = entries.map((a) => clipEntry(a, day)).filter((a): a is AutoEntry => a !== null);
  for (const a of [...foldIntervals(inDay), ...other]) {
    for (const p of subtract(a.startS, a.endS, mine)) {
      const f = (t: number) => (t - a.startS) / (a.endS - a.startS);
      rows.push({
        key: `auto:${p.startS}`,
        id: null,
        startS: p.startS,
        endS: p.endS,
        durationS: p.endS - p.startS,
        activity: a.activity,
        holeFromM: num(a.interval ? a.holeFromM : lerp(a.holeFromM, a.holeToM, f(p.startS))),
        holeToM: num(a.interval ? a.holeToM : lerp(a.holeFromM, a.holeToM, f(p.endS))),
        comment: a.comment ?? '',
        mode: 'auto',
        correction: false,
      });
    }
  }
  for (const m of mine) {
    rows.push({
      key: m.id,
      id: m.id,
      startS: m.startS,
      endS: m.endS,
      durationS: m.endS - m.startS,
      activity: m.activity,
      holeFromM: num(m.holeFromM),
      holeToM: num(m.holeToM),
      comment: m.comment,
      mode: 'manual',
      correction: m.correction,
    });
  }
  return rows.sort((x, y) => x.startS - y.startS || x.endS - y.endS);
}

export function timeJournal(p: {
  days: readonly ReportingDay[];
  /** In time order, not overlapping (as stored). */
  intervals: readonly RigInterval[];
  manual: readonly ManualEntry[];
  troubles: readonly TroubleSpan[];
  /** Auto entries from another source than rig states (a fractured well's stages), not folded. */
  entries?: readonly AutoEntry[];
}): TimeJournal {
  let nptS = 0;
  // Intervals come in time order: each day reads only its own (a year of them stays linear).
  let first = 0;
  const days = p.days.map((day): JournalDay => {
    while (first < p.intervals.length && p.intervals[first].endS <= day.startS) first++;
    let last = first;
    while (last < p.intervals.length && p.intervals[last].startS < day.endS) last++;
    const rows = dayRows(day, p.intervals.slice(first, last), p.manual, p.entries ?? []);
    const secondsByActivity: Partial<Record<JournalActivityId, number>> = {};
    for (const r of rows) secondsByActivity[r.activity] = (secondsByActivity[r.activity] ?? 0) + r.durationS;
    const dayNpt = troubleNptS(p.troubles, day.startS, day.endS);
    nptS += dayNpt;
    const depths = rows.flatMap((r) => [r.holeFromM, r.holeToM]).filter((d): d is number => d !== null);
    return {
      ...day,
      hours: (day.endS - day.startS) / 3600,
      rows,
      secondsByActivity,
      nptS: dayNpt,
      holeStartM: rows.find((r) => r.holeFromM !== null)?.holeFromM ?? null,
      holeEndM: depths.length ? Math.max(...depths) : null,
    };
  });
  return { days, nptS };
}
