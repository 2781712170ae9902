/**
 * A well's reporting day for the KPI answers: its day_shift (spec 3.4, default 21 600 s) in its
 * time zone. The domain takes a fixed UTC offset; we take the zone's offset at the window's middle
 * (a window across a daylight-saving change books one hour to the neighbouring day).
 */
import type { ReportingDayOptions } from '../../../src/domain/drilling/kpi/reporting-day';
import { zoneOffsetS } from '../../../src/domain/drilling/journal/reporting-days';
import type { Queryable } from '../../db/db';

export async function reportingOptions(
  db: Queryable,
  wellId: string,
  fromS: number,
  toS: number,
  dayShiftS?: number,
): Promise<ReportingDayOptions & { timeZone: string }> {
  const { rows } = await db.query<{ day_shift: number; timezone: string }>('select day_shift, timezone from wells where id = $1', [wellId]);
  const w = rows[0] ?? { day_shift: 21_600, timezone: 'UTC' };
  return { dayShiftS: dayShiftS ?? Number(w.day_shift), utcOffsetS: zoneOffsetS(w.timezone, Math.floor((fromS + toS) / 2)), timeZone: w.timezone };
}
