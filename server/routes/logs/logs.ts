/**
 * GET /logs/{wellId}/{url}: what a log pane reads. channels (time and depth channels with units and
 * extents), window (a time range as ≤ width/2 M4 buckets), depth (a depth range the same way),
 * latest (the last second, for gauges), status (history generation and live state), runs.
 */
import { z } from 'zod';
import { activityByCode } from '../../../src/domain/drilling/activities';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { readWellState } from '../../simulator/history/simulator-runs';
import { channelRange } from '../../timeseries/channel-meta';
import { depthChannels, depthWindow } from '../../timeseries/depth-logs';
import { checkSpan, lastSecond, queryChannels, queryEpochS, queryWidth, tags, timeWindow, wellParams } from './log-helpers';
import { depthSeriesFor } from './depth-series';
import { seriesVersion } from '../../timeseries/write-version';
import { DEPTH_QUERY_MAX_M, DEPTH_QUERY_MIN_M } from '../../../src/domain/timeseries/depth-range';

const channels = defineRoute({
  method: 'GET',
  url: '/logs/:id/channels',
  summary: 'Time channels (unit, label, source, covered seconds, display range) and depth channels (runs, MD/TVD, top and bottom) of a well',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  async handler({ params, services, db }) {
    const time = await services.logs.store.channels(params.id);
    const depth = await depthChannels(db, params.id);
    return {
      data: {
        time: time.map((c) => ({
          channel: c.channel,
          label: c.label,
          unit: c.unit,
          source: c.source,
          first: c.first_s,
          last: c.last_s,
          range: channelRange(c.channel),
        })),
        depth: depth.map((d) => ({
          channel: d.channel,
          label: d.label,
          unit: d.unit,
          source: d.source,
          run_id: d.run_id,
          run_name: d.run_name,
          depth_type: d.depth_type,
          top_m: d.top_m,
          bottom_m: d.bottom_m,
          points: d.points,
        })),
      },
    };
  },
});

const window = defineRoute({
  method: 'GET',
  url: '/logs/:id/window',
  summary: 'A time window as M4 buckets (min, max, first, last per bucket; at most width/2 buckets, so ≤ 2 points per pixel column) from levels of detail',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z.object({ from: queryEpochS, to: queryEpochS, width: queryWidth, channels: queryChannels.optional() }).strict(),
  async handler({ params, query, services, reply }) {
    checkSpan(query.from, query.to, 'query');
    const store = services.logs.store;
    const answer = async () => ({ data: await timeWindow(store, params.id, query.channels, query.from, query.to, query.width, 'query') });
    if (!store.answers) return answer();
    // Tiles ask for bucket-aligned windows: tiles and walls on one well ask for the same one.
    const key = `window|${params.id}|${query.from}|${query.to}|${query.width}|${query.channels?.join(',') ?? ''}`;
    const body = await store.answers.get(key, String(seriesVersion(params.id)), answer);
    reply.type('application/json; charset=utf-8');
    return body;
  },
});

const depth = defineRoute({
  method: 'GET',
  url: '/logs/:id/depth',
  summary: 'A depth window (MD or TVD, metres) of depth-indexed channels as M4 buckets by depth',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z
    .object({
      from_m: z.coerce.number().min(DEPTH_QUERY_MIN_M).max(DEPTH_QUERY_MAX_M),
      to_m: z.coerce.number().min(DEPTH_QUERY_MIN_M).max(DEPTH_QUERY_MAX_M),
      width: queryWidth,
      channels: queryChannels.optional(),
      depth_type: z.enum(['MD', 'TVD']).default('MD'),
    })
    .strict(),
  async handler({ params, query, db }) {
    if (!(query.to_m > query.from_m)) throw new HttpError(400, 'query.to_m: Should be greater than from_m');
    const names = query.channels?.length ? query.channels : [...new Set((await depthChannels(db, params.id)).map((c) => c.channel))];
    const series = await depthSeriesFor(db, params.id, names, query.depth_type, 'query');
    return { data: { well_id: params.id, ...depthWindow(series, names, query.from_m, query.to_m, Math.floor(query.width / 2), query.depth_type) } };
  },
});

const latest = defineRoute({
  method: 'GET',
  url: '/logs/:id/latest',
  summary: 'The last recorded second of a well and its channel values (gauges, rig status)',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z.object({ channels: queryChannels.optional() }).strict(),
  async handler({ params, query, services }) {
    const store = services.logs.store;
    const { last } = await lastSecond(store, params.id);
    if (last === null) return { data: { well_id: params.id, time: null, values: {} } };
    const names = query.channels?.length ? query.channels : (await store.channels(params.id)).map((c) => c.channel);
    return { data: { well_id: params.id, time: last, values: await store.valuesAt(params.id, names, last) } };
  },
});

const status = defineRoute({
  method: 'GET',
  url: '/logs/:id/status',
  summary: 'History generation (generating, fraction, detail: "generating history 43 %") and live simulator state of a well',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  async handler({ params, services, db }) {
    const logs = services.logs;
    const mem = logs.generation.get(params.id);
    const row = await readWellState(db, params.id);
    const live = logs.simulator?.status(params.id) ?? null;
    const { first, last } = await lastSecond(logs.store, params.id);
    const state =
      mem?.state ?? (row?.history_status === 'generating' ? 'generating' : row?.history_status === 'done' ? 'done' : row ? row.history_status : 'none');
    const activity = live?.provisionalActivity ?? null;
    return {
      data: {
        well_id: params.id,
        generating: state === 'generating' || state === 'catching_up',
        state,
        fraction: mem?.fraction ?? row?.fraction ?? (state === 'done' ? 1 : 0),
        detail: mem?.detail ?? row?.detail ?? '',
        history: row ? { status: row.history_status, from: row.history_from_s, to: row.history_to_s } : null,
        live: live !== null,
        first,
        last: live?.lastS ?? last,
        activity: activity === null ? null : { code: activity, id: activityByCode(activity).id, label: activityByCode(activity).label, provisional: true },
        block_weight_t: (row?.pipeline_state as { rolling?: { blockWeightT?: number | null } } | null)?.rolling?.blockWeightT ?? null,
      },
    };
  },
});

const runs = defineRoute({
  method: 'GET',
  url: '/logs/:id/runs',
  summary: 'Log runs of a well: the simulator and every import (time or depth, channels, extent, who and when)',
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  async handler({ params, db }) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select r.id, r.source, r.name, r.file_name, r.format, r.index_type, r.depth_type, r.channels, r.row_count, r.index_from, r.index_to,
              extract(epoch from r.created_at)::bigint as created_at, u.name as created_by
       from log_runs r left join users u on u.id = r.created_by where r.well_id = $1 order by r.created_at desc`,
      [params.id],
    );
    const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return { data: rows.map((r) => ({ ...r, index_from: n(r.index_from), index_to: n(r.index_to), created_at: n(r.created_at), row_count: n(r.row_count) })) };
  },
});

export const logReadRoutes = [channels, window, depth, latest, status, runs];
