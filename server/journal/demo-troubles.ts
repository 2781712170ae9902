/**
 * Demo troubles told by each demo well's own history: the rig model's non-productive holds (pumps
 * off, string still, 45 min to 6 h after a connection) become stuck pipe, rig equipment failures
 * and waiting; the longest spells of circulating become losses and of reaming tight hole. Each
 * trouble spans exactly the seconds the rig spent in it, at the hole depth of the time, so the
 * journal, the logs and the trouble summary tell one story. The driller's own lines go into the
 * journal as corrections over the same seconds: what the crew did during each trouble, and the rig
 * services (the model's shorter holds) booked as such. Deterministic for the same history.
 */
import { Activity, isDrillingCode } from '../../src/domain/drilling/activities';
import type { JournalActivityId } from '../../src/domain/drilling/journal/journal-activities';
import type { TroubleTypeId } from '../../src/domain/drilling/journal/troubles';
import type { Db, Queryable } from '../db/db';
import { readIntervals } from '../timeseries/derived/derived-read';
import type { IntervalRow } from '../timeseries/derived/interval-builder';

/** The rig model's NPT holds last 45 min at least (rig services, shorter, are not troubles). */
const NPT_HOLD_S = 2700;
const LOSSES_MIN_S = 20 * 60;
const TIGHT_MIN_S = 10 * 60;
const DAY_S = 86_400;
/** The rig model's rig services: holds of 20 to 45 min. */
const RIG_SERVICE_S: readonly [number, number] = [1200, NPT_HOLD_S];

/** What the crew did while the trouble lasted, as the journal books it. */
const CREW_ACTIVITY: Record<TroubleTypeId, JournalActivityId> = {
  STUCK_PIPE: 'OTHER',
  LOSSES: 'CIRCULATING',
  KICK: 'CIRCULATING',
  TIGHT_HOLE: 'REAMING',
  RIG_EQUIPMENT: 'RIG_SERVICE',
  DOWNHOLE_TOOL: 'OTHER',
  WAITING: 'WAITING',
  SCREEN_OUT: 'FRAC',
  WIRELINE_MISRUN: 'PLUG_AND_PERF',
  FRAC_PUMP: 'FRAC',
  OTHER: 'OTHER',
};

interface Draft {
  type: TroubleTypeId;
  row: IntervalRow;
  description: string;
}

const HOLD_TYPES: { type: TroubleTypeId; text: (m: string, h: string) => string }[] = [
  { type: 'STUCK_PIPE', text: (m, h) => `Differentially stuck after the connection at ${m}; worked the pipe and jarred free in ${h}.` },
  { type: 'RIG_EQUIPMENT', text: (m, h) => `Top drive hydraulic leak at ${m}; pumps off, repaired in ${h}.` },
  { type: 'WAITING', text: (m, h) => `Waiting on a replacement mud pump part at ${m}, ${h}.` },
];

const hours = (s: number) => `${(s / 3600).toFixed(1)} h`;
const depth = (m: number) => (Number.isFinite(m) ? `${Math.round(m)} m` : 'the bit depth');

/** The `n` longest rows, in time order. */
const longest = (rows: IntervalRow[], n: number) =>
  [...rows]
    .sort((a, b) => b.endS - b.startS - (a.endS - a.startS) || a.startS - b.startS)
    .slice(0, n)
    .sort((a, b) => a.startS - b.startS);

function demoTroubles(rows: readonly IntervalRow[]): Draft[] {
  const spanS = rows.length ? rows[rows.length - 1].endS - rows[0].startS : 0;
  const len = (r: IntervalRow) => r.endS - r.startS;
  const out: Draft[] = [];
  rows
    .filter((r) => r.code === Activity.OTHER && len(r) >= NPT_HOLD_S)
    .forEach((r, i) => {
      const t = HOLD_TYPES[i % HOLD_TYPES.length];
      out.push({ type: t.type, row: r, description: t.text(depth(r.holeFromM), hours(len(r))) });
    });
  const losses = rows.filter((r) => r.code === Activity.CIRCULATING && len(r) >= LOSSES_MIN_S);
  for (const r of longest(losses, Math.max(1, Math.round(spanS / (5 * DAY_S))))) {
    out.push({
      type: 'LOSSES',
      row: r,
      description: `Partial losses at ${depth(r.holeFromM)}; circulated at reduced rate and pumped an LCM pill (${hours(len(r))}).`,
    });
  }
  const tight = rows.filter((r) => r.code === Activity.REAMING && len(r) >= TIGHT_MIN_S);
  for (const r of longest(tight, Math.max(1, Math.round(spanS / (7 * DAY_S))))) {
    out.push({ type: 'TIGHT_HOLE', row: r, description: `Tight hole at ${depth(r.holeFromM)}; back-reamed the stand (${hours(len(r))}).` });
  }
  if (!out.length) {
    // A short history: its longest spell off bottom is what held the rig up.
    const off = rows.filter((r) => !isDrillingCode(r.code) && r.code !== Activity.TRIP_IN && r.code !== Activity.TRIP_OUT && len(r) >= 60);
    for (const r of longest(off, 1)) {
      const type: TroubleTypeId = r.code === Activity.REAMING ? 'TIGHT_HOLE' : r.code === Activity.CIRCULATING ? 'LOSSES' : 'RIG_EQUIPMENT';
      out.push({ type, row: r, description: `Held up at ${depth(r.holeFromM)} for ${hours(len(r))}.` });
    }
  }
  return out.sort((a, b) => a.row.startS - b.row.startS);
}

/** Rig services of the history, at most one a day, as the driller books them. */
function demoRigServices(rows: readonly IntervalRow[]): IntervalRow[] {
  const out: IntervalRow[] = [];
  for (const r of rows) {
    const len = r.endS - r.startS;
    if (r.code !== Activity.OTHER || len < RIG_SERVICE_S[0] || len >= RIG_SERVICE_S[1]) continue;
    if (out.length && r.startS - out[out.length - 1].startS < DAY_S) continue;
    out.push(r);
  }
  return out;
}

const finiteOrNull = (m: number) => (Number.isFinite(m) ? m : null);

async function insertCorrection(db: Queryable, wellId: string, r: IntervalRow, activity: JournalActivityId, comment: string): Promise<void> {
  await db.query(
    'insert into time_journal_entries (well_id, start_s, end_s, activity, comment, hole_from_m, hole_to_m, correction) values ($1, $2, $3, $4, $5, $6, $7, true)',
    [wellId, r.startS, r.endS, activity, comment, finiteOrNull(r.holeFromM), finiteOrNull(r.holeToM)],
  );
}

/**
 * Seeds the troubles of a demo well and the journal corrections that go with them, once (nothing
 * when it already has demo troubles); returns how many troubles.
 */
export async function seedDemoTroubles(db: Db, wellId: string): Promise<number> {
  const { rows: had } = await db.query('select 1 from incidents where well_id = $1 and source = $2 limit 1', [wellId, 'demo']);
  if (had.length) return 0;
  const { rows: span } = await db.query<{ source: string; from_s: string | null; to_s: string | null }>(
    'select source, min(start_s) as from_s, max(end_s) as to_s from log_intervals where well_id = $1 group by source',
    [wellId],
  );
  // The rig model's own record of what it did; detection's when a well has no truth.
  const src = span.find((s) => s.source === 'truth') ?? span.find((s) => s.source === 'auto');
  if (!src?.from_s || !src.to_s) return 0;
  const rows = await readIntervals(db, wellId, src.source === 'truth' ? 'truth' : 'auto', Number(src.from_s), Number(src.to_s));
  const drafts = demoTroubles(rows);
  await db.transaction(async (tx) => {
    for (const d of drafts) {
      await tx.query('insert into incidents (well_id, type, start_s, end_s, depth_m, description, source) values ($1, $2, $3, $4, $5, $6, $7)', [
        wellId,
        d.type,
        d.row.startS,
        d.row.endS,
        finiteOrNull(d.row.holeFromM),
        d.description,
        'demo',
      ]);
      await insertCorrection(tx, wellId, d.row, CREW_ACTIVITY[d.type], `NPT: ${d.description}`);
    }
    for (const r of demoRigServices(rows)) {
      if (drafts.some((d) => d.row.startS === r.startS)) continue;
      await insertCorrection(tx, wellId, r, 'RIG_SERVICE', 'Rig service: top drive and drawworks inspection, slip and cut drilling line.');
    }
  });
  return drafts.length;
}
