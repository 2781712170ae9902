/**
 * The morning report (issue 15): the well's last complete reporting day, the 24 h (23 or 25 across
 * a daylight-saving change) that ended at the last day boundary (spec 9.7 day shift in the well's
 * time zone) at or before the reference instant. At 07:00 with the 06:00 shift it is yesterday
 * 06:00 to today 06:00; exactly at 06:00 it is the day that just ended.
 */
import { reportingDayAt, type ReportingDay } from '../drilling/journal/reporting-days';

export function morningReportDay(referenceS: number, timeZone: string, dayShiftS: number): ReportingDay {
  const current = reportingDayAt(referenceS, timeZone, dayShiftS);
  return reportingDayAt(current.startS - 1, timeZone, dayShiftS);
}

/** GET /api/wells/{id}/reports/morning: the day a well's morning report covers (server/exports/morning-report.ts). */
export interface MorningDay {
  well_id: string;
  well_name: string;
  /** The reporting day's local date, YYYY-MM-DD. */
  date: string;
  /** Epoch s, inclusive. */
  from: number;
  /** Epoch s, exclusive. */
  to: number;
  time_zone: string;
  day_shift_s: number;
  /** The well's start (epoch s) or null: the AFE curve runs from it to the day's end. */
  well_start: number | null;
  /** The reference instant the day was found for (epoch s). */
  at: number;
}

/** Paper of the morning PDF, as the API and the print view name it. */
export const MORNING_PAPERS = ['a4', 'letter'] as const;
export const MORNING_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type MorningPaper = (typeof MORNING_PAPERS)[number];
export type MorningOrientation = (typeof MORNING_ORIENTATIONS)[number];

/** Paper sizes (mm, portrait) and the PDF's margins (mm): the renderer prints with them, the print view lays out for them. */
const PAPER_MM: Record<MorningPaper, { w: number; h: number }> = { a4: { w: 210, h: 297 }, letter: { w: 215.9, h: 279.4 } };
export const MORNING_MARGINS_MM = { top: 10, bottom: 12, side: 10 } as const;

/** The printable area of a page, mm. */
export function printableMm(paper: MorningPaper, orientation: MorningOrientation): { w: number; h: number } {
  const p = PAPER_MM[paper];
  const [w, h] = orientation === 'portrait' ? [p.w, p.h] : [p.h, p.w];
  return { w: Math.floor(w - 2 * MORNING_MARGINS_MM.side), h: Math.floor(h - MORNING_MARGINS_MM.top - MORNING_MARGINS_MM.bottom) };
}

/** The report's file name: well and reporting date, nothing a file system refuses. */
export const morningFileName = (wellName: string, date: string): string => `morning-report-${wellName.replace(/[^A-Za-z0-9_.-]+/g, '_')}-${date}.pdf`;
