/**
 * Import into a well (preview, progress, commit) and export of a window as CSV or LAS 2.0.
 *
 *   POST /logs/{id}/import/preview     multipart (field 'file') or JSON { file_name, content_base64 }
 *        → 200 { data: { upload_id, state: 'ready', preview } } when parsed within ~1.5 s,
 *          202 { data: { upload_id, state: 'parsing', fraction } } otherwise (poll the GET below),
 *          400 { message: 'file.las: line 12: ...' } when the file cannot be imported
 *   GET  /logs/{id}/import/{upload_id}   the same view, for polling
 *   POST /logs/{id}/import/{upload_id}/commit { mapping?, start_time?, depth_type?, run_name? }
 *        → all or nothing, { data: { run_id, index_type, channels, rows, from, to } }
 *   GET  /logs/{id}/export?from&to&channels&format=csv|las&step=1
 *   GET  /logs/{id}/export_depth?from_m&to_m&channels&format=csv|las&step_m=0.2&depth_type=MD
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { channelById, DEPTH_CHANNELS } from '../../../src/domain/drilling/channels';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { ImportError } from '../../importers/import-error';
import { EPOCH_MS, type LogWindow } from '../../importers/model';
import { writeCsv } from '../../importers/write-csv';
import { writeLas } from '../../importers/write-las';
import { SIMULATOR_CHANNELS } from '../../simulator/history/simulator-runs';
import { depthChannels } from '../../timeseries/depth-logs';
import { commitImport } from '../../timeseries/import/commit-import';
import { jobView, type UploadJob } from '../../timeseries/import/upload-jobs';
import { depthSeriesFor } from './depth-series';
import { checkSpan, queryChannels, queryEpochS, wellParams } from './log-helpers';
import { DEPTH_QUERY_MAX_M, DEPTH_QUERY_MIN_M } from '../../../src/domain/timeseries/depth-range';

/** Preview uploads are held in memory until commit: 1 GiB at most per file. */
export const MAX_IMPORT_BYTES = 1024 ** 3;
const PREVIEW_WAIT_MS = 1500;
const MAX_EXPORT_ROWS = 500_000;
const importTags = ['logs', 'import'];

const jsonUpload = z.object({ file_name: z.string().min(1).max(150), content_base64: z.string().min(1) }).strict();
const uploadParams = z.object({ id: uuid, upload_id: uuid }).strict();

function ownJob(job: UploadJob | undefined, wellId: string, userId: string): UploadJob {
  if (!job || job.wellId !== wellId || job.userId !== userId) throw new HttpError(404, 'Upload not found (uploads are kept for an hour)');
  return job;
}

const preview = defineRoute({
  method: 'POST',
  url: '/logs/:id/import/preview',
  summary: 'Upload a LAS / WITSML / CSV log and preview it: format, index, curves with units, nulls, warnings, proposed channel mapping',
  tags: importTags,
  access: well('IMPORT_LOGS'),
  params: wellParams,
  rawBody: true,
  async handler({ req, reply, params, user, services }) {
    const jobs = services.logs.uploads;
    let job: UploadJob;
    let bytes: Uint8Array;
    if (req.isMultipart()) {
      const part = await req.file({ limits: { fileSize: MAX_IMPORT_BYTES } });
      if (!part) throw new HttpError(400, "body.file: Required (multipart field 'file')");
      job = jobs.create(params.id, user.id!, part.filename || 'upload');
      const total = Number(req.headers['content-length']) || 0;
      const chunks: Buffer[] = [];
      for await (const c of part.file) {
        chunks.push(c as Buffer);
        job.bytes += (c as Buffer).length;
        job.fraction = total ? Math.min(1, job.bytes / total) : 0;
      }
      if (part.file.truncated) throw new HttpError(413, `body.file: larger than ${MAX_IMPORT_BYTES / 1024 ** 2} MB`);
      bytes = Buffer.concat(chunks);
    } else {
      const r = jsonUpload.safeParse(req.body);
      if (!r.success) {
        const issue = r.error.issues[0];
        throw new HttpError(
          400,
          `body${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : (issue?.message ?? 'invalid')} (send multipart field 'file', or JSON { file_name, content_base64 })`,
        );
      }
      job = jobs.create(params.id, user.id!, r.data.file_name);
      bytes = Buffer.from(r.data.content_base64, 'base64');
    }
    const parsing = jobs.parse(job, bytes);
    await Promise.race([parsing, sleep(PREVIEW_WAIT_MS)]);
    if (job.state === 'failed') throw new HttpError(400, job.message ?? 'the file cannot be imported', jobView(job));
    reply.status(job.state === 'ready' ? 200 : 202);
    return { data: jobView(job) };
  },
});

const progress = defineRoute({
  method: 'GET',
  url: '/logs/:id/import/:upload_id',
  summary: 'An upload: receiving / parsing progress, then its preview, or its commit result',
  tags: importTags,
  access: well('IMPORT_LOGS'),
  params: uploadParams,
  handler({ params, user, services }) {
    return { data: jobView(ownJob(services.logs.uploads.get(params.upload_id), params.id, user.id!)) };
  },
});

const commit = defineRoute({
  method: 'POST',
  url: '/logs/:id/import/:upload_id/commit',
  summary: 'Write a previewed upload into the well with a channel mapping: all or nothing',
  tags: importTags,
  access: well('IMPORT_LOGS'),
  params: uploadParams,
  body: z
    .object({
      mapping: z
        .array(z.object({ mnemonic: z.string().min(1).max(200), channel: z.string().max(60).optional(), skip: z.boolean().optional() }).strict())
        .max(2000)
        .optional(),
      start_time: z.number().int('must be an integer timestamp (epoch seconds)').min(0).optional(),
      depth_type: z.enum(['MD', 'TVD']).optional(),
      run_name: z.string().max(150).optional(),
    })
    .strict(),
  async handler({ params, body, user, services, db }) {
    const job = ownJob(services.logs.uploads.get(params.upload_id), params.id, user.id!);
    if (job.state === 'committed') throw new HttpError(409, 'This upload is already imported', jobView(job));
    if (job.state !== 'ready' || !job.parsed) throw new HttpError(409, `This upload is ${job.state}, not ready to import`);
    job.state = 'committing';
    try {
      job.result = await commitImport(db, params.id, job.parsed, {
        mapping: body.mapping,
        startTimeS: body.start_time,
        depthType: body.depth_type,
        runName: body.run_name,
        fileName: job.fileName,
        userId: user.id,
        liveChannels: services.logs.simulator?.wellIds.includes(params.id) ? new Set(SIMULATOR_CHANNELS) : undefined,
      });
      job.state = 'committed';
      job.parsed = undefined;
      return { data: job.result };
    } catch (e) {
      job.state = 'ready';
      if (e instanceof ImportError) throw new HttpError(400, `${job.fileName}: ${e.message}`);
      throw e;
    }
  },
});

const format = z.enum(['csv', 'las']).default('csv');

function send(reply: Parameters<typeof preview.handler>[0]['reply'], name: string, fmt: 'csv' | 'las', text: string) {
  reply.header('content-type', fmt === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9_.-]+/g, '_')}.${fmt}"`);
  return reply.send(text);
}

async function wellHeader(db: Parameters<typeof preview.handler>[0]['db'], id: string) {
  const { rows } = await db.query<{ name: string; uwi: string | null; company: string | null }>(
    'select w.name, w.uwi, c.name as company from wells w left join companies c on c.id = w.company_id where w.id = $1',
    [id],
  );
  return rows[0];
}

const exportTime = defineRoute({
  method: 'GET',
  url: '/logs/:id/export',
  summary: 'A time window as CSV or LAS 2.0: raw seconds (step 1) or one value per step seconds (the last of each step)',
  tags: importTags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z
    .object({ from: queryEpochS, to: queryEpochS, channels: queryChannels.optional(), format, step: z.coerce.number().int().min(1).max(86_400).default(1) })
    .strict(),
  async handler({ params, query, services, db, reply }) {
    checkSpan(query.from, query.to, 'query');
    const rows = Math.ceil((query.to - query.from) / query.step);
    if (rows > MAX_EXPORT_ROWS) throw new HttpError(400, `query.step: ${rows} rows; at most ${MAX_EXPORT_ROWS} per export (raise step or shorten the window)`);
    const store = services.logs.store;
    const known = await store.channels(params.id);
    const names = query.channels?.length ? query.channels : known.map((c) => c.channel);
    const missing = names.filter((c) => !known.some((k) => k.channel === c));
    if (missing.length) throw new HttpError(400, `query.channels: this well has no channel ${missing.map((m) => `'${m}'`).join(', ')}`);
    let index: Float64Array;
    let values: Float32Array[] | (number | null)[][];
    if (query.step === 1) {
      const raw = await store.raw(params.id, names, query.from, query.to);
      index = Float64Array.from({ length: rows }, (_, i) => (query.from + i) * 1000);
      values = names.map((n) => raw[n]);
    } else {
      const w = await store.window(params.id, names, query.from, query.to, rows);
      index = Float64Array.from(w.t, (t) => t * 1000);
      values = names.map((n) => w.channels[n].last);
    }
    const h = await wellHeader(db, params.id);
    const win: LogWindow = {
      indexType: 'time',
      indexMnemonic: 'TIME',
      indexUnit: EPOCH_MS,
      index,
      curves: names.map((n) => {
        const k = known.find((c) => c.channel === n)!;
        return { mnemonic: channelById(n)?.mnemonic ?? n, unit: k.unit === 'code' ? '' : k.unit, description: k.label || n };
      }),
      values: values.map((v) => Float64Array.from(v as ArrayLike<number | null>, (x) => (x === null ? NaN : x))),
      wellName: h?.name,
      uwi: h?.uwi ?? undefined,
      company: h?.company ?? undefined,
    };
    return send(reply, `${h?.name ?? 'well'}_${query.from}_${query.to}`, query.format, query.format === 'csv' ? writeCsv(win) : writeLas(win));
  },
});

const exportDepth = defineRoute({
  method: 'GET',
  url: '/logs/:id/export_depth',
  summary: 'A depth window of depth-indexed channels as CSV or LAS 2.0, resampled every step_m metres (linear between points at most two steps apart)',
  tags: importTags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  query: z
    .object({
      from_m: z.coerce.number().min(DEPTH_QUERY_MIN_M).max(DEPTH_QUERY_MAX_M),
      to_m: z.coerce.number().min(DEPTH_QUERY_MIN_M).max(DEPTH_QUERY_MAX_M),
      step_m: z.coerce.number().min(0.01).max(100).default(0.2),
      channels: queryChannels.optional(),
      depth_type: z.enum(['MD', 'TVD']).default('MD'),
      format,
    })
    .strict(),
  async handler({ params, query, db, reply }) {
    if (!(query.to_m > query.from_m)) throw new HttpError(400, 'query.to_m: Should be greater than from_m');
    const rows = Math.floor((query.to_m - query.from_m) / query.step_m) + 1;
    if (rows > MAX_EXPORT_ROWS) throw new HttpError(400, `query.step_m: ${rows} rows; at most ${MAX_EXPORT_ROWS} per export`);
    const known = await depthChannels(db, params.id);
    const names = query.channels?.length ? query.channels : [...new Set(known.map((c) => c.channel))];
    const missing = names.filter((c) => !known.some((k) => k.channel === c));
    if (missing.length) throw new HttpError(400, `query.channels: this well has no depth channel ${missing.map((m) => `'${m}'`).join(', ')}`);
    const series = await depthSeriesFor(db, params.id, names, query.depth_type, 'query');
    const grid = Float64Array.from({ length: rows }, (_, i) => query.from_m + i * query.step_m);
    const values = names.map((n) => resample(series.get(n) ?? [], grid, 2 * query.step_m));
    const h = await wellHeader(db, params.id);
    const win: LogWindow = {
      indexType: 'depth',
      indexMnemonic: query.depth_type === 'TVD' ? 'TVD' : 'DEPT',
      indexUnit: 'm',
      index: grid,
      curves: names.map((n) => {
        const k = known.find((c) => c.channel === n)!;
        return { mnemonic: DEPTH_CHANNELS.find((d) => d.id === n)?.mnemonic ?? channelById(n)?.mnemonic ?? n, unit: k.unit, description: k.label || n };
      }),
      values,
      wellName: h?.name,
      uwi: h?.uwi ?? undefined,
      company: h?.company ?? undefined,
    };
    return send(reply, `${h?.name ?? 'well'}_${query.from_m}-${query.to_m}m`, query.format, query.format === 'csv' ? writeCsv(win) : writeLas(win));
  },
});

/** Values at grid depths: linear between the neighbouring points when they are at most maxGapM apart. */
function resample(series: { depthM: Float64Array; values: Float32Array }[], grid: Float64Array, maxGapM: number): Float64Array {
  const pts: [number, number][] = [];
  for (const s of series) for (let i = 0; i < s.depthM.length; i++) if (Number.isFinite(s.values[i])) pts.push([s.depthM[i], s.values[i]]);
  pts.sort((a, b) => a[0] - b[0]);
  const out = new Float64Array(grid.length).fill(NaN);
  let j = 0;
  for (let g = 0; g < grid.length; g++) {
    const d = grid[g];
    while (j + 1 < pts.length && pts[j + 1][0] <= d) j++;
    if (!pts.length) break;
    const a = pts[j];
    const b = pts[j + 1];
    if (a[0] === d) out[g] = a[1];
    else if (b && a[0] < d && b[0] - a[0] <= maxGapM) out[g] = a[1] + ((b[1] - a[1]) * (d - a[0])) / (b[0] - a[0]);
  }
  return out;
}

export const importExportRoutes = [preview, progress, commit, exportTime, exportDepth];
