/**
 * Day and night tours of a well's crews: the reporting day (the well's day_shift offset in its local
 * time) splits into the day tour, its first 12 hours, and the night tour, the rest (11 to 13 hours on
 * the days the clocks change). Every second of a span falls in exactly one tour window.
 */
import { reportingDayStartMs } from '../drilling/kpi/reporting-day';

export type Tour = 'day' | 'night';
export const TOUR_LABELS: Record<Tour, string> = { day: 'Day tour', night: 'Night tour' };

export interface TourWindow {
  tour: Tour;
  fromS: number;
  toS: number;
}

const TOUR_S = 12 * 3600;

/** The tour windows covering [fromS, toS), clipped to it, in time order. */
export function tourWindows(fromS: number, toS: number, dayShiftS: number, utcOffsetAtS: (s: number) => number): TourWindow[] {
  const out: TourWindow[] = [];
  const dayStart = (s: number) => reportingDayStartMs(s * 1000, { dayShiftS, utcOffsetS: utcOffsetAtS(s) }) / 1000;
  let start = dayStart(fromS);
  while (start < toS) {
    // 26 h on is inside the next reporting day whether today is 23, 24 or 25 hours long.
    const next = dayStart(start + 26 * 3600);
    const parts: TourWindow[] = [
      { tour: 'day', fromS: start, toS: Math.min(start + TOUR_S, next) },
      { tour: 'night', fromS: start + TOUR_S, toS: next },
    ];
    for (const p of parts) {
      const a = Math.max(p.fromS, fromS);
      const b = Math.min(p.toS, toS);
      if (b > a) out.push({ tour: p.tour, fromS: a, toS: b });
    }
    start = next;
  }
  return out;
}
