/**
 * Input shapes of the journal and trouble calls. Like the charts (spec 5 / 8), a call whose period
 * payload is missing or wrong is refused with 'Invalid payload'; the 400 names the field.
 */
import { z } from 'zod';
import { JOURNAL_ACTIVITY_IDS } from '../../../src/domain/drilling/journal/journal-activities';
import { TROUBLE_TYPE_IDS } from '../../../src/domain/drilling/journal/troubles';
import { uuid } from '../../lib/schemas';
import { period, INVALID_PAYLOAD } from '../logs/chart-payload';
import { bodyEpochS } from '../logs/log-helpers';

export const tags = ['journal'];
export const wellParams = z.object({ id: uuid }).strict();

/** { payload: { start_date, end_date, day_shift? } } */
export const periodBody = z.object({ payload: period(INVALID_PAYLOAD) }, { error: INVALID_PAYLOAD }).strict();

const depthM = z.number().finite().min(0).max(20_000).nullable();
const text = z.string().max(2000);

export const entryCreate = z
  .object({
    start: bodyEpochS,
    end: bodyEpochS,
    activity: z.enum(JOURNAL_ACTIVITY_IDS),
    comment: text.default(''),
    hole_from_m: depthM.optional(),
    hole_to_m: depthM.optional(),
    correction: z.boolean().default(false),
  })
  .strict();
export const entryUpdate = z
  .object({ start: bodyEpochS, end: bodyEpochS, activity: z.enum(JOURNAL_ACTIVITY_IDS), comment: text, hole_from_m: depthM, hole_to_m: depthM })
  .partial()
  .strict();

export const troubleCreate = z
  .object({
    type: z.enum(TROUBLE_TYPE_IDS),
    start: bodyEpochS,
    end: bodyEpochS,
    depth_m: depthM.optional(),
    description: text.default(''),
  })
  .strict();
export const troubleUpdate = z
  .object({ type: z.enum(TROUBLE_TYPE_IDS), start: bodyEpochS, end: bodyEpochS, depth_m: depthM, description: text })
  .partial()
  .strict();
