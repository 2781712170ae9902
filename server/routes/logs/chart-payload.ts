/**
 * Chart and analytics calls take { well_id, payload: { start_date, end_date, day_shift? }, parameters? }
 * (the data request helper merges the period into payload). Spec 5 / 8: the connection chart refuses
 * a call without parameters or payload with 'Invalid parameters or payload'; the others refuse one
 * without payload with 'Invalid payload'.
 */
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { uuid } from '../../lib/schemas';
import { bodyEpochS } from './log-helpers';

export const INVALID_PAYLOAD = 'Invalid payload';
export const INVALID_PARAMS_OR_PAYLOAD = 'Invalid parameters or payload';

export const period = (error: string) =>
  z.object({ start_date: bodyEpochS, end_date: bodyEpochS, day_shift: z.number().int().min(0).max(86_399).optional() }, { error }).strict();

export const chartBody = z.object({ well_id: uuid, payload: period(INVALID_PAYLOAD) }, { error: INVALID_PAYLOAD }).strict();

export const connectionsBody = z
  .object(
    {
      well_id: uuid,
      parameters: z
        .object(
          {
            /** Distribution bucket edges, s, ascending (default 0, 2, 3, 4, 5, 6, 8, 10, 15 min). */
            buckets_s: z.array(z.number().min(0).max(86_400)).min(2).max(40).optional(),
          },
          { error: INVALID_PARAMS_OR_PAYLOAD },
        )
        .strict(),
      payload: period(INVALID_PARAMS_OR_PAYLOAD),
    },
    { error: INVALID_PARAMS_OR_PAYLOAD },
  )
  .strict();

/** At most a year per call; the end after the start. */
export function periodOf(p: { start_date: number; end_date: number }): { fromS: number; toS: number } {
  if (!(p.end_date > p.start_date)) throw new HttpError(400, 'body.payload.end_date: Should be greater than start_date');
  if (p.end_date - p.start_date > 366 * 86_400) throw new HttpError(400, 'body.payload.end_date: at most one year per call');
  return { fromS: p.start_date, toS: p.end_date };
}
