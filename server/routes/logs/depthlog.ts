/** Depth logs of several wells in one call, by MD or TVD (query depth_type). */
import { z } from 'zod';
import { SIGNED_IN } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { depthChannels, depthWindow } from '../../timeseries/depth-logs';
import { depthSeriesFor } from './depth-series';
import { bodyChannels, bodyWidth, requireWells, tags } from './log-helpers';
import { DEPTH_QUERY_MAX_M, DEPTH_QUERY_MIN_M } from '../../../src/domain/timeseries/depth-range';

const depthM = z.number().min(DEPTH_QUERY_MIN_M).max(DEPTH_QUERY_MAX_M);

const batch = defineRoute({
  method: 'POST',
  url: '/logs/depthlog/batch',
  summary: 'Depth windows of several wells: each request { well_id, from_m, to_m, width, channels } as M4 buckets by depth; depth_type MD or TVD',
  tags,
  access: SIGNED_IN,
  query: z.object({ depth_type: z.enum(['MD', 'TVD']).default('MD') }).strict(),
  body: z
    .object({
      requests: z
        .array(z.object({ well_id: uuid, from_m: depthM, to_m: depthM, width: bodyWidth, channels: bodyChannels.optional() }).strict())
        .min(1, 'give at least one request')
        .max(16, 'at most 16 requests'),
    })
    .strict(),
  async handler({ query, body, db, user }) {
    await requireWells(
      db,
      user,
      body.requests.map((r) => r.well_id),
      'VIEW_LOGS',
      'body.requests',
    );
    const out = [];
    for (const [i, r] of body.requests.entries()) {
      if (!(r.to_m > r.from_m)) throw new HttpError(400, `body.requests[${i}].to_m: Should be greater than from_m`);
      const names = r.channels?.length ? r.channels : [...new Set((await depthChannels(db, r.well_id)).map((c) => c.channel))];
      const series = await depthSeriesFor(db, r.well_id, names, query.depth_type, `body.requests[${i}]`);
      out.push({ well_id: r.well_id, ...depthWindow(series, names, r.from_m, r.to_m, Math.floor(r.width / 2), query.depth_type) });
    }
    return { data: out };
  },
});

export const depthlogRoutes = [batch];
