/** Input shapes of the notes calls (issue 18 part 4); a bad field is a 400 naming it. */
import { z } from 'zod';
import { HAZARD_SEVERITIES, NOTE_BODY_MAX, NOTE_TITLE_MAX, VISIBILITIES } from '../../../src/domain/notes/note-kinds';
import { uuid } from '../../lib/schemas';
import { bodyEpochS, queryEpochS } from '../logs/log-helpers';

export const tags = ['notes'];
export const wellParams = z.object({ id: uuid }).strict();
export const itemParams = z.object({ id: uuid, item_id: uuid }).strict();

const depthM = z.number().finite().min(0).max(20_000);
const queryDepthM = z.coerce.number().finite().min(0).max(20_000);
const title = z.string().trim().max(NOTE_TITLE_MAX, `at most ${NOTE_TITLE_MAX} characters`);
export const noteBody = z.string().max(NOTE_BODY_MAX, `at most ${NOTE_BODY_MAX} characters`);

/** A time range [from, to) or a depth range [depth_from, depth_to]; each bound optional. */
export const rangeQuery = z
  .object({ from: queryEpochS, to: queryEpochS, depth_from: queryDepthM, depth_to: queryDepthM })
  .partial()
  .strict()
  .refine((q) => q.from === undefined || q.to === undefined || q.to > q.from, { message: 'Should be greater than from', path: ['to'] })
  .refine((q) => q.depth_from === undefined || q.depth_to === undefined || q.depth_to >= q.depth_from, {
    message: 'Should not be less than depth_from',
    path: ['depth_to'],
  });

/** Fields every note kind has; `visibility` and `severity` are allowed only where the kind has them. */
const fields = {
  time: bodyEpochS.nullable(),
  depth_m: depthM.nullable(),
  title,
  body: noteBody,
};

export function noteCreate(extra: { visibility?: boolean; severity?: boolean }) {
  return z
    .object({
      ...fields,
      time: fields.time.optional(),
      depth_m: fields.depth_m.optional(),
      title: title.default(''),
      body: noteBody.min(1, 'Required'),
      ...(extra.visibility ? { visibility: z.enum(VISIBILITIES).default('EVERYONE') } : {}),
      ...(extra.severity ? { severity: z.enum(HAZARD_SEVERITIES).nullable().optional() } : {}),
    })
    .strict();
}

export function noteUpdate(extra: { visibility?: boolean; severity?: boolean }) {
  return z
    .object({
      ...fields,
      body: noteBody.min(1, 'Required'),
      ...(extra.visibility ? { visibility: z.enum(VISIBILITIES) } : {}),
      ...(extra.severity ? { severity: z.enum(HAZARD_SEVERITIES).nullable() } : {}),
    })
    .partial()
    .strict();
}

export const templateQuery = z.object({ template: z.string().min(1, 'Required').max(200) }).strict();
export const templateNoteParams = z.object({ note_id: uuid }).strict();
export const templateNoteCreate = z
  .object({ template: z.string().min(1, 'Required').max(200), body: noteBody.min(1, 'Required'), visibility: z.enum(VISIBILITIES).default('EVERYONE') })
  .strict();
export const templateNoteUpdate = z
  .object({ body: noteBody.min(1, 'Required'), visibility: z.enum(VISIBILITIES) })
  .partial()
  .strict();
