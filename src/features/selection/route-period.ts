/**
 * start_date and end_date in any URL (spec 2): when both are present they become the period, the
 * well is resynchronised through /wells/sync_filter, and the route keeps only its well (the dates
 * leave the address bar).
 */
import { syncFilter } from '../../api/wells';
import { isEpochSeconds, type Period } from '../../state/period';
import { selectPeriod, selection } from '../../state/selection';

export interface RouteDates {
  startS: number;
  endS: number;
}

/** Both dates as integer epoch seconds, else null. Spec 5: a non-integer timestamp is logged. */
export function routeDatesOf(query: URLSearchParams): RouteDates | null {
  const start = query.get('start_date');
  const end = query.get('end_date');
  if (start === null || end === null) return null;
  const startS = Number(start);
  const endS = Number(end);
  if (!isEpochSeconds(startS) || !isEpochSeconds(endS)) {
    console.error('Period sync: start_date and end_date must be integer timestamps', { start, end });
    return null;
  }
  return { startS, endS };
}

/** The URL's dates, settled by the server's sync filter (falls back to the raw dates if it fails). */
export async function periodFromRouteDates(wellId: string, d: RouteDates): Promise<Period> {
  const raw: Period = { start_date: d.startS, end_date: d.endS, start_depth: null, end_depth: null, autoUpdate: false, source: { type: 'url' } };
  try {
    const { data } = await syncFilter(wellId, d.startS, d.endS);
    return { ...raw, ...pick(data) };
  } catch {
    return raw;
  }
}

function pick(p: Partial<Period>): Partial<Period> {
  const out: Partial<Period> = {};
  if (isEpochSeconds(p.start_date)) out.start_date = p.start_date;
  if (isEpochSeconds(p.end_date)) out.end_date = p.end_date;
  if (p.start_depth !== undefined) out.start_depth = p.start_depth;
  if (p.end_depth !== undefined) out.end_depth = p.end_depth;
  return out;
}

/** For a well that is already selected: apply the URL's dates as its period. */
export async function applyRouteDates(wellId: string, d: RouteDates): Promise<void> {
  const period = await periodFromRouteDates(wellId, d);
  if (selection.wellId === wellId) selectPeriod(wellId, period);
}

/** The same URL without start_date and end_date. */
export function withoutRouteDates(search: string): string {
  const q = new URLSearchParams(search);
  q.delete('start_date');
  q.delete('end_date');
  const s = q.toString();
  return s ? `?${s}` : '';
}
