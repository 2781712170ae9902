import { z } from 'zod';

/** Shared input pieces for route schemas. */
export const uuid = z.uuid({ message: 'must be an id (uuid)' });
export const idParams = z.object({ id: uuid }).strict();
export const epochS = z.number().int({ message: 'must be an integer timestamp (epoch seconds)' });
/** Query-string integers arrive as text. */
export const queryInt = (min = 0, max = 10_000) => z.coerce.number().int().min(min).max(max);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const idList = z.object({ ids: z.array(uuid).min(1, 'give at least one id').max(1000) }).strict();
