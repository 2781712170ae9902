/**
 * Pieces every logs route uses: query and body schemas (integer epoch seconds, widths in pixels,
 * channel lists), the window answer, per-well permission checks for batch calls, and the rule that
 * API times are epoch seconds.
 */
import { z } from 'zod';
import type { CurrentUser } from '../../auth/current-user';
import { objectPermissions } from '../../auth/object-access';
import type { Queryable } from '../../db/db';
import { HttpError } from '../../lib/http-error';
import { uuid } from '../../lib/schemas';
import type { TimeSeriesStore, WindowResult } from '../../timeseries/store';

export const tags = ['logs'];
export const wellParams = z.object({ id: uuid }).strict();

const INT_TS = 'must be an integer timestamp (epoch seconds)';
/** Epoch seconds from a query string: integers only (spec 5: sync calls refuse other timestamps). */
export const queryEpochS = z.coerce.number({ error: INT_TS }).int({ error: INT_TS }).min(0, { error: INT_TS }).max(1e11, { error: INT_TS });
export const bodyEpochS = z.number({ error: INT_TS }).int({ error: INT_TS }).min(0, { error: INT_TS }).max(1e11, { error: INT_TS });
/** Pane width in pixels: the answer has at most width / 2 buckets, each min, max, first and last. */
export const queryWidth = z.coerce.number().int().min(2).max(20_000).default(1000);
export const bodyWidth = z.number().int().min(2).max(20_000).default(1000);
const CHANNEL = /^[A-Za-z0-9_]{1,60}$/;
/** 'hookloadT,wobT' in a query string. */
export const queryChannels = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .refine((a) => a.every((c) => CHANNEL.test(c)), 'channel names are letters, digits and _')
  .refine((a) => a.length <= 64, 'at most 64 channels');
export const bodyChannels = z.array(z.string().regex(CHANNEL, 'channel names are letters, digits and _')).max(64, 'at most 64 channels');
export const MAX_SPAN_S = 10 * 366 * 86_400;

export function checkSpan(fromS: number, toS: number, where: 'query' | 'body' | string): void {
  if (!(toS > fromS)) throw new HttpError(400, `${where}.to: Should be greater than from`);
  if (toS - fromS > MAX_SPAN_S) throw new HttpError(400, `${where}.to: a window is at most 10 years`);
}

/** The caller must hold `permission` on each well (batch calls name several wells). */
export async function requireWells(db: Queryable, user: CurrentUser, wellIds: readonly string[], permission: string, where: string): Promise<void> {
  for (const [i, id] of [...new Set(wellIds)].entries()) {
    const access = await objectPermissions(db, user, 'WELL', id);
    if (!access.exists) throw new HttpError(404, `Well ${id} not found`);
    if (!access.permissions.includes(permission)) throw new HttpError(403, `${where}[${i}].well_id: missing permission ${permission} on well ${id}`);
  }
}

export interface WindowAnswer extends WindowResult {
  well_id: string;
  units: Record<string, string>;
}

/** A time window of a well: ≤ width / 2 M4 buckets per channel. Unknown channels are a 400 naming them. */
export async function timeWindow(
  store: TimeSeriesStore,
  wellId: string,
  channels: readonly string[] | undefined,
  fromS: number,
  toS: number,
  width: number,
  where: string,
): Promise<WindowAnswer> {
  const known = await store.channels(wellId);
  const names = channels?.length ? channels : known.map((c) => c.channel);
  const missing = names.filter((c) => !known.some((k) => k.channel === c));
  if (missing.length) throw new HttpError(400, `${where}.channels: this well has no channel ${missing.map((m) => `'${m}'`).join(', ')}`);
  const w = await store.window(wellId, names, fromS, toS, Math.max(1, Math.floor(width / 2)));
  return { well_id: wellId, ...w, units: Object.fromEntries(names.map((n) => [n, known.find((k) => k.channel === n)?.unit ?? ''])) };
}

/** Last second any channel of the well covers (null without data). */
export async function lastSecond(store: TimeSeriesStore, wellId: string): Promise<{ first: number | null; last: number | null }> {
  const ch = await store.channels(wellId);
  const firsts = ch.map((c) => c.first_s).filter((x): x is number => x !== null);
  const lasts = ch.map((c) => c.last_s).filter((x): x is number => x !== null);
  return { first: firsts.length ? Math.min(...firsts) : null, last: lasts.length ? Math.max(...lasts) : null };
}

/**
 * API times are epoch seconds: the domain's records carry epoch ms in fields ending in 'Ms'
 * (startMs, slipsOutMs, dayStartMs); in answers they become seconds under the name without 'Ms'.
 */
export function apiTimes<T>(v: T): unknown {
  if (Array.isArray(v)) return v.map(apiTimes);
  if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (k.endsWith('Ms') && k.length > 2 && typeof x === 'number') out[k.slice(0, -2)] = Number.isFinite(x) ? Math.floor(x / 1000) : null;
      else out[k] = apiTimes(x);
    }
    return out;
  }
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  return v;
}
