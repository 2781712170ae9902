/**
 * The time journal of a well over a window: reporting days in the well's zone and day shift, the
 * stored auto rig-state intervals (with the live well's open one), its manual entries and troubles.
 */
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import { timeJournal } from '../../src/domain/drilling/journal/time-journal';
import type { Queryable } from '../db/db';
import { openIntervalOf, readIntervals } from '../timeseries/derived/derived-read';
import { readManualEntries, readTroubles } from './journal-store';

export async function wellDayShift(db: Queryable, wellId: string): Promise<{ dayShiftS: number; timeZone: string }> {
  const { rows } = await db.query<{ day_shift: number; timezone: string }>('select day_shift, timezone from wells where id = $1', [wellId]);
  return { dayShiftS: Number(rows[0]?.day_shift ?? 21_600), timeZone: rows[0]?.timezone ?? 'UTC' };
}

export async function readTimeJournal(db: Queryable, wellId: string, fromS: number, toS: number, dayShiftS?: number) {
  const well = await wellDayShift(db, wellId);
  const shift = dayShiftS ?? well.dayShiftS;
  const days = reportingDays(fromS, toS, well.timeZone, shift);
  // Whole days: an entry is folded from its day's intervals, whatever window asked for it.
  const from = days[0]?.startS ?? fromS;
  const to = days[days.length - 1]?.endS ?? toS;
  const [intervals, manual, troubles] = await Promise.all([
    readIntervals(db, wellId, 'auto', from, to, await openIntervalOf(db, wellId, 'auto')),
    readManualEntries(db, wellId, from, to),
    readTroubles(db, wellId, from, to),
  ]);
  return { ...timeJournal({ days, intervals, manual, troubles }), timeZone: well.timeZone, dayShiftS: shift, troubles };
}
