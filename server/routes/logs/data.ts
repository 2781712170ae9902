/**
 * Data calls (spec 7.10): depth/by_time (hole and bit depth at given seconds), depth/by_depth (when
 * the hole first reached given depths): what keeps time and depth cursors of one well's panes in
 * step; data/recalculate (re-run detection on a window) and data/reload (write out what the live
 * simulator holds in memory, answer the well's extent).
 */
import { z } from 'zod';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { LEVEL_BUCKET_S } from '../../../src/domain/timeseries/levels';
import type { TimeSeriesStore } from '../../timeseries/store';
import { bodyEpochS, lastSecond, tags } from './log-helpers';
import { recalculate } from './recalculate';

const dataTags = ['data', ...tags];

/** Stored seconds carry the raw codec's rounding (well under a centimetre): reached within 1 cm counts. */
const REACHED_TOLERANCE_M = 0.01;

/**
 * The first second the hole depth reached d. Hole depth never decreases, so the first M4 bucket whose
 * max reaches d holds it: zoom into that bucket (1000 buckets a step) down to single seconds.
 * (6 steps reach single seconds from any window up to ~30 years.)
 */
async function firstSecondReached(store: TimeSeriesStore, wellId: string, d: number, fromS: number, toS: number): Promise<number | null> {
  for (let step = 0; step < 6; step++) {
    const w = await store.window(wellId, ['holeDepthM'], fromS, toS, 1000);
    const k = w.channels.holeDepthM.max.findIndex((m) => m !== null && m >= d - REACHED_TOLERANCE_M);
    if (k < 0) return null;
    if (w.bucket_s === 1) return w.t[k];
    // A bucket holds the source buckets that start in it, and those may end past it: widen by one.
    const srcS = LEVEL_BUCKET_S[w.level];
    const lo = fromS;
    fromS = Math.max(lo, w.t[k] - srcS);
    toS = Math.min(toS, w.t[k] + w.bucket_s + srcS);
  }
  return fromS;
}

const byField = defineRoute({
  method: 'POST',
  url: '/depth/by_:field',
  summary: 'by_time: hole and bit depth at each given second; by_depth: the first second the hole reached each given depth',
  tags: dataTags,
  access: well('VIEW_LOGS', 'body', 'well_id'),
  params: z.object({ field: z.enum(['time', 'depth']) }).strict(),
  body: z.object({ well_id: uuid, values: z.array(z.number().finite()).min(1, 'give at least one value').max(200, 'at most 200 values') }).strict(),
  async handler({ params, body, services }) {
    const store = services.logs.store;
    if (params.field === 'time') {
      const out = [];
      for (const [i, t] of body.values.entries()) {
        if (!Number.isInteger(t)) throw new HttpError(400, `body.values[${i}]: must be an integer timestamp (epoch seconds)`);
        const v = await store.valuesAt(body.well_id, ['holeDepthM', 'bitDepthM'], t);
        out.push({ time: t, hole_depth_m: v.holeDepthM, bit_depth_m: v.bitDepthM });
      }
      return { data: out };
    }
    const out = [];
    const { first, last } = await lastSecond(store, body.well_id);
    for (const d of body.values)
      out.push({ depth_m: d, time: first === null || last === null ? null : await firstSecondReached(store, body.well_id, d, first, last + 1) });
    return { data: out };
  },
});

const recalc = defineRoute({
  method: 'POST',
  url: '/data/recalculate',
  summary: 'Re-run rig-state detection on [start_date, end_date) of stored channels (at most 31 days): activity, time log, stands, trips, zero readings',
  tags: dataTags,
  access: well('EDIT_TIMELOG', 'body', 'well_id'),
  body: z.object({ well_id: uuid, start_date: bodyEpochS, end_date: bodyEpochS }).strict(),
  async handler({ body, db, services }) {
    if (!(body.end_date > body.start_date)) throw new HttpError(400, 'body.end_date: Should be greater than start_date');
    if (body.end_date - body.start_date > 31 * 86_400) throw new HttpError(400, 'body.end_date: at most 31 days per recalculation');
    return { data: await recalculate(db, services.logs, body.well_id, body.start_date, body.end_date) };
  },
});

const reload = defineRoute({
  method: 'POST',
  url: '/data/reload',
  summary: "Write out what the live simulator holds in memory for a well and answer the well's data extent and generation state",
  tags: dataTags,
  access: well('VIEW_LOGS', 'body', 'well_id'),
  body: z.object({ well_id: uuid }).strict(),
  async handler({ body, services }) {
    const logs = services.logs;
    const live = logs.simulator?.wellIds.includes(body.well_id) ?? false;
    if (live) await logs.simulator!.flushWell(body.well_id);
    const { first, last } = await lastSecond(logs.store, body.well_id);
    const gen = logs.generation.get(body.well_id);
    return {
      data: {
        well_id: body.well_id,
        live,
        flushed: live,
        first,
        last,
        channels: (await logs.store.channels(body.well_id)).length,
        generating: gen?.state === 'generating' || gen?.state === 'catching_up',
      },
    };
  },
});

export const dataRoutes = [byField, recalc, reload];
