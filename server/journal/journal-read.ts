/**
 * The time journal of a well over a window: reporting days in the well's zone and day shift, the
 * stored auto rig-state intervals (with the live well's open one), its manual entries and troubles.
 */
import { fracJournalEntries, MAX_WIRELINE_S, type JournalStage } from '../../src/domain/completions/frac-journal';
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import { timeJournal } from '../../src/domain/drilling/journal/time-journal';
import type { Queryable } from '../db/db';
import type { UnitSystemId } from '../../src/domain/units';
import { openIntervalOf, readIntervals } from '../timeseries/derived/derived-read';
import { readManualEntries, readTroubles } from './journal-store';
import { productionJournalEntries } from '../../src/domain/production/production-day';
import { readProductionDays, readProductionEvents } from '../production/production-store';

export async function wellDayShift(db: Queryable, wellId: string): Promise<{ dayShiftS: number; timeZone: string }> {
  const { rows } = await db.query<{ day_shift: number; timezone: string }>('select day_shift, timezone from wells where id = $1', [wellId]);
  return { dayShiftS: Number(rows[0]?.day_shift ?? 21_600), timeZone: rows[0]?.timezone ?? 'UTC' };
}

/** `unitSystem`: the reader's, for the frac stages' and production days' figures written into their entries. */
export async function readTimeJournal(db: Queryable, wellId: string, fromS: number, toS: number, dayShiftS?: number, unitSystem: UnitSystemId = 'metric') {
  const well = await wellDayShift(db, wellId);
  const shift = dayShiftS ?? well.dayShiftS;
  const days = reportingDays(fromS, toS, well.timeZone, shift);
  // Whole days: an entry is folded from its day's intervals, whatever window asked for it.
  const from = days[0]?.startS ?? fromS;
  const to = days[days.length - 1]?.endS ?? toS;
  const [intervals, manual, troubles, stages, daily, events] = await Promise.all([
    readIntervals(db, wellId, 'auto', from, to, await openIntervalOf(db, wellId, 'auto')),
    readManualEntries(db, wellId, from, to),
    readTroubles(db, wellId, from, to),
    readJournalStages(db, wellId, from, to),
    days.length ? readProductionDays(db, wellId, days[0].date, days[days.length - 1].date) : Promise.resolve([]),
    readProductionEvents(db, wellId, from, to),
  ]);
  // Frac stages and production days are entries of the same journal (the well's stage picks the period).
  const entries = [...fracJournalEntries(stages, unitSystem), ...productionJournalEntries(days, new Map(daily.map((d) => [d.day, d])), events, unitSystem)];
  return { ...timeJournal({ days, intervals, manual, troubles, entries }), timeZone: well.timeZone, dayShiftS: shift, troubles };
}

/** The frac stages whose record or the wireline run before it reaches into [fromS, toS). */
async function readJournalStages(db: Queryable, wellId: string, fromS: number, toS: number): Promise<JournalStage[]> {
  const { rows } = await db.query<Record<keyof JournalStage, number | null>>(
    `select stage_no, start_s, end_s, top_md_m, bottom_md_m, plug_md_m, clusters, clean_m3, proppant_kg, isip_mpa
       from frac_stages where well_id = $1 and end_s > $2 and start_s < $3 order by start_s`,
    [wellId, fromS - MAX_WIRELINE_S, toS],
  );
  return rows.map((r) => ({
    stage_no: Number(r.stage_no),
    start_s: Number(r.start_s),
    end_s: Number(r.end_s),
    top_md_m: Number(r.top_md_m),
    bottom_md_m: Number(r.bottom_md_m),
    plug_md_m: r.plug_md_m === null ? null : Number(r.plug_md_m),
    clusters: Number(r.clusters),
    clean_m3: Number(r.clean_m3),
    proppant_kg: Number(r.proppant_kg),
    isip_mpa: r.isip_mpa === null ? null : Number(r.isip_mpa),
  }));
}
