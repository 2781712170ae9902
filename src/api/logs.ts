/**
 * The logs API (data-widgets-calls 7.10, 7.11; server/routes/logs): a well's channels and history
 * generation status, M4 windows of time and depth channels, and SWR hooks over them. Answers are
 * parsed with zod so a changed server shape fails loudly here, not as NaN on a canvas.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { api } from './request';
import { clampDepthQuery } from '../domain/timeseries/depth-range';

const range = z.object({ min: z.number(), max: z.number() }).nullable().optional();

export const timeChannelSchema = z.object({
  channel: z.string(),
  label: z.string(),
  unit: z.string(),
  source: z.string().optional(),
  /** Epoch s covered. */
  first: z.number().nullable(),
  last: z.number().nullable(),
  range,
});

export const depthChannelSchema = z.object({
  channel: z.string(),
  label: z.string(),
  unit: z.string(),
  source: z.string().optional(),
  run_id: z.string().nullable().optional(),
  run_name: z.string().optional(),
  depth_type: z.enum(['MD', 'TVD']),
  top_m: z.number(),
  bottom_m: z.number(),
  points: z.number().optional(),
});

export const channelsSchema = z.object({ time: z.array(timeChannelSchema), depth: z.array(depthChannelSchema) });
export type WellChannels = z.infer<typeof channelsSchema>;

export const generationStatusSchema = z.object({
  /** none: the well has no generated history; done: finished. */
  state: z.enum(['none', 'generating', 'catching_up', 'done', 'failed']),
  fraction: z.number(),
  detail: z.string().optional().default(''),
  live: z.boolean().optional(),
  /** Epoch s of the well's first and last stored second. */
  first: z.number().nullable().optional(),
  last: z.number().nullable().optional(),
  activity: z.object({ code: z.number(), id: z.string(), label: z.string(), provisional: z.boolean().optional() }).nullable().optional(),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

const bucketSeries = z.object({
  min: z.array(z.number().nullable()),
  max: z.array(z.number().nullable()),
  first: z.array(z.number().nullable()),
  last: z.array(z.number().nullable()),
});

export const windowSchema = z.object({
  from: z.number(),
  to: z.number(),
  bucket_s: z.number(),
  level: z.number().optional(),
  t: z.array(z.number()),
  channels: z.record(z.string(), bucketSeries),
  units: z.record(z.string(), z.string()).optional(),
});

export const depthWindowSchema = z.object({
  from_m: z.number(),
  to_m: z.number(),
  bucket_m: z.number(),
  depth_type: z.enum(['MD', 'TVD']).optional(),
  /** Bucket tops, metres. */
  depth: z.array(z.number()),
  channels: z.record(z.string(), bucketSeries),
});
export type DepthWindowAnswer = z.infer<typeof depthWindowSchema>;

export const latestSchema = z.object({ time: z.number().nullable(), values: z.record(z.string(), z.number().nullable()) });

const dataOf =
  <T>(schema: z.ZodType<T>) =>
  (body: unknown): T =>
    schema.parse((body as { data?: unknown })?.data ?? body);
const wellUrl = (wellId: string, rest: string) => `logs/${encodeURIComponent(wellId)}/${rest}`;

export const fetchChannels = (wellId: string) => api.get<unknown>(wellUrl(wellId, 'channels'), undefined, { hideMessage: true }).then(dataOf(channelsSchema));

export const fetchGenerationStatus = (wellId: string) =>
  api.get<unknown>(wellUrl(wellId, 'status'), undefined, { hideMessage: true, quiet: true }).then(dataOf(generationStatusSchema));

export const fetchLatest = (wellId: string, channels: readonly string[]) =>
  api.get<unknown>(wellUrl(wellId, 'latest'), { channels: channels.join(',') }, { hideMessage: true }).then(dataOf(latestSchema));

export interface WindowRequest {
  channels: readonly string[];
  /** Epoch s, inclusive; a multiple of the bucket so buckets land on the view's columns. */
  from: number;
  /** Epoch s, exclusive. */
  to: number;
  /** Buckets wanted; the server answers width/2 buckets, so this asks with width = 2 × buckets. */
  buckets: number;
  signal?: AbortSignal;
}

/** At most `buckets` M4 buckets per channel of [from, to): the cost does not grow with the window. */
export const fetchWindow = (wellId: string, r: WindowRequest) =>
  api
    .get<unknown>(
      wellUrl(wellId, 'window'),
      { channels: r.channels.join(','), from: r.from, to: r.to, width: Math.min(20_000, 2 * r.buckets) },
      { hideMessage: true, signal: r.signal },
    )
    .then(dataOf(windowSchema));

export interface DepthWindowRequest {
  channels: readonly string[];
  fromM: number;
  toM: number;
  buckets: number;
  depthType?: 'MD' | 'TVD';
  signal?: AbortSignal;
}

/**
 * Depth-indexed curves (gamma, ROP) as M4 buckets of depth. A view zoomed out past the depths a
 * query may ask for (far above the surface) asks for the part it may, with as many buckets per metre.
 */
export async function fetchDepthWindow(wellId: string, r: DepthWindowRequest): Promise<DepthWindowAnswer> {
  const range = clampDepthQuery(r.fromM, r.toM);
  if (!range) return { from_m: r.fromM, to_m: r.toM, bucket_m: r.toM - r.fromM, depth: [], channels: {} };
  const buckets = Math.max(1, Math.round((r.buckets * (range.toM - range.fromM)) / (r.toM - r.fromM)));
  const body = await api.get<unknown>(
    wellUrl(wellId, 'depth'),
    { channels: r.channels.join(','), from_m: range.fromM, to_m: range.toM, width: Math.min(20_000, 2 * buckets), depth_type: r.depthType ?? 'MD' },
    { hideMessage: true, signal: r.signal },
  );
  return dataOf(depthWindowSchema)(body);
}

export function useChannels(wellId: string | null) {
  return useSWR(wellId ? ['logs/channels', wellId] : null, () => fetchChannels(wellId!), { revalidateOnFocus: false });
}

/** Polls while the server is still generating the well's history, then stops. */
export function useGenerationStatus(wellId: string | null, enabled: boolean) {
  return useSWR(wellId && enabled ? ['logs/status', wellId] : null, () => fetchGenerationStatus(wellId!), {
    refreshInterval: (s) => (s && (s.state === 'generating' || s.state === 'catching_up') ? 2000 : 0),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export type ExportFormat = 'csv' | 'las';

/**
 * A window as a CSV or LAS 2.0 file written by the server: stored seconds (one row per second, or per
 * step seconds for a long window) or depth points resampled every 0.2 m.
 */
export async function exportLogWindow(
  wellId: string,
  r: { axis: 'time' | 'depth'; format: ExportFormat; channels: readonly string[]; from: number; to: number },
): Promise<{ blob: Blob; fileName: string }> {
  const span = r.to - r.from;
  const blob =
    r.axis === 'time'
      ? await api.get<Blob>(
          wellUrl(wellId, 'export'),
          { format: r.format, channels: r.channels.join(','), from: Math.floor(r.from), to: Math.ceil(r.to), step: Math.max(1, Math.ceil(span / 200_000)) },
          { responseType: 'blob', hideMessage: true },
        )
      : await api.get<Blob>(
          wellUrl(wellId, 'export_depth'),
          { format: r.format, channels: r.channels.join(','), from_m: +r.from.toFixed(2), to_m: +r.to.toFixed(2), step_m: 0.2 },
          { responseType: 'blob', hideMessage: true },
        );
  return {
    blob,
    fileName: `well-${wellId}-${r.axis === 'time' ? `${Math.floor(r.from)}-${Math.ceil(r.to)}` : `${r.from.toFixed(0)}m-${r.to.toFixed(0)}m`}.${r.format}`,
  };
}
