/**
 * Time logs of several wells in one call (wall displays, multi-well panes), the auto time log of a
 * well, and batch_from_last: the last N seconds of each well, or everything after a second a live
 * pane already has (catching up after a hidden tab or a reconnect).
 */
import { z } from 'zod';
import { activityByCode } from '../../../src/domain/drilling/activities';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { SIGNED_IN } from '../../lib/access';
import { uuid } from '../../lib/schemas';
import { openIntervalOf, readIntervals } from '../../timeseries/derived/derived-read';
import { detectionStatus } from '../../timeseries/derived/detection-settings';
import { bodyChannels, bodyEpochS, bodyWidth, checkSpan, lastSecond, queryEpochS, requireWells, tags, timeWindow, wellParams } from './log-helpers';

const MAX_WELLS = 16;

const batch = defineRoute({
  method: 'POST',
  url: '/logs/timelog/batch',
  summary: 'Time windows of several wells in one call: each request { well_id, from, to, width, channels } answers like GET /logs/{id}/window',
  tags,
  access: SIGNED_IN,
  body: z
    .object({
      requests: z
        .array(z.object({ well_id: uuid, from: bodyEpochS, to: bodyEpochS, width: bodyWidth, channels: bodyChannels.optional() }).strict())
        .min(1, 'give at least one request')
        .max(MAX_WELLS, `at most ${MAX_WELLS} requests`),
    })
    .strict(),
  async handler({ body, db, user, services }) {
    await requireWells(
      db,
      user,
      body.requests.map((r) => r.well_id),
      'VIEW_LOGS',
      'body.requests',
    );
    const out = [];
    for (const [i, r] of body.requests.entries()) {
      checkSpan(r.from, r.to, `body.requests[${i}]`);
      out.push(await timeWindow(services.logs.store, r.well_id, r.channels, r.from, r.to, r.width, `body.requests[${i}]`));
    }
    return { data: out };
  },
});

const batchFromLast = defineRoute({
  method: 'POST',
  url: '/logs/timelog/batch_from_last',
  summary: "Each well's last `seconds` (up to its last recorded second), or with `after` every second after it: live panes catching up",
  tags,
  access: SIGNED_IN,
  body: z
    .object({
      requests: z
        .array(
          z
            .object({
              well_id: uuid,
              seconds: z
                .number()
                .int()
                .min(1)
                .max(31 * 86_400)
                .default(3600),
              after: bodyEpochS.optional(),
              width: bodyWidth,
              channels: bodyChannels.optional(),
            })
            .strict(),
        )
        .min(1, 'give at least one request')
        .max(MAX_WELLS, `at most ${MAX_WELLS} requests`),
    })
    .strict(),
  async handler({ body, db, user, services }) {
    await requireWells(
      db,
      user,
      body.requests.map((r) => r.well_id),
      'VIEW_LOGS',
      'body.requests',
    );
    const out = [];
    for (const [i, r] of body.requests.entries()) {
      const { last } = await lastSecond(services.logs.store, r.well_id);
      if (last === null) {
        out.push({ well_id: r.well_id, last: null, from: null, to: null, bucket_s: null, level: null, t: [], channels: {}, units: {} });
        continue;
      }
      const to = last + 1;
      const from = r.after !== undefined ? Math.min(r.after + 1, to - 1) : to - r.seconds;
      if (to - from > 31 * 86_400) throw new HttpError(400, `body.requests[${i}].after: at most 31 days before the last second`);
      out.push({ last, ...(await timeWindow(services.logs.store, r.well_id, r.channels, from, to, r.width, `body.requests[${i}]`)) });
    }
    return { data: out };
  },
});

const autoTimeLog = defineRoute({
  method: 'GET',
  url: '/logs/:id/timelog',
  summary:
    'The auto time log: activity rows detected from the channels (source auto, with what detection assumed in `detection`) or the simulator truth (source truth), clipped to [from, to)',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z.object({ from: queryEpochS, to: queryEpochS, source: z.enum(['auto', 'truth']).default('auto') }).strict(),
  async handler({ params, query, db }) {
    checkSpan(query.from, query.to, 'query');
    const rows = await readIntervals(db, params.id, query.source, query.from, query.to, await openIntervalOf(db, params.id, query.source));
    return { data: rows.map(intervalView), ...(query.source === 'auto' ? { detection: await detectionStatus(db, params.id, query.from, query.to) } : {}) };
  },
});

export function intervalView(r: {
  startS: number;
  endS: number;
  code: number;
  holeFromM: number;
  holeToM: number;
  bitFromM: number;
  bitToM: number;
  open?: boolean;
  corrected?: boolean;
}) {
  const a = activityByCode(r.code);
  return {
    start: r.startS,
    end: r.endS,
    duration_s: r.endS - r.startS,
    code: r.code,
    activity: a.id,
    label: a.label,
    color: a.color,
    hole_from_m: r.holeFromM,
    hole_to_m: r.holeToM,
    bit_from_m: r.bitFromM,
    bit_to_m: r.bitToM,
    ...(r.open ? { open: true } : {}),
    ...(r.corrected ? { corrected: true } : {}),
  };
}

export const timelogRoutes = [batch, batchFromLast, autoTimeLog];
