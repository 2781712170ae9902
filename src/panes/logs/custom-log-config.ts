/**
 * A user's own log (Custom Log, Custom Well Log): tracks, curves per track, scale, line thickness
 * 1–5 px, the 11 dash styles and SIMPLE / MEDIAN smoothing. Saved with the pane instance: read from
 * its `log_tracks` param (a layout or a shared link carries it), written to local storage under the
 * instance id so a reload keeps it. Validated, so a hand-edited or older layout cannot crash the log.
 */
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import { DASH_STYLES, SMOOTHING_TYPES } from '../../domain/constants/display';
import type { TrackSpec } from '../../features/log-tracks/track-types';
import { local } from '../../state/storage';

const dashIds = DASH_STYLES.map((d) => d.id) as [string, ...string[]];

const curveSchema = z.object({
  channel: z.string().min(1),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  thicknessPx: z.number().int().min(1).max(5),
  dash: z.enum(dashIds),
  min: z.number(),
  max: z.number(),
  auto: z.boolean().optional(),
  smoothing: z
    .object({ type: z.enum(SMOOTHING_TYPES), window: z.number().int().min(3).max(101) })
    .nullable()
    .optional(),
});

const trackSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('curves'),
    id: z.string(),
    title: z.string().optional(),
    scale: z.enum(['linear', 'log']),
    curves: z.array(curveSchema).max(8),
    weight: z.number().positive().optional(),
  }),
  z.object({ kind: z.literal('activity'), id: z.string(), title: z.string().optional(), channel: z.string(), weight: z.number().positive().optional() }),
]);

export const customTracksSchema = z.array(trackSchema).min(1).max(8);

export const CUSTOM_TRACKS_PARAM = 'log_tracks';
const storageKey = (instanceId: string) => `logs.custom_tracks.${instanceId}`;

export function parseTracks(raw: unknown): TrackSpec[] | null {
  const value = typeof raw === 'string' ? safeJson(raw) : raw;
  const r = customTracksSchema.safeParse(value);
  return r.success ? (r.data as TrackSpec[]) : null;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

export function useCustomTracks(instanceId: string | null, params: Readonly<Record<string, string>>, defaults: readonly TrackSpec[]) {
  const initial = useMemo(
    () => (instanceId ? (parseTracks(local.get<unknown>(storageKey(instanceId), null)) ?? parseTracks(params[CUSTOM_TRACKS_PARAM])) : null) ?? [...defaults],
    [instanceId, params, defaults],
  );
  const [tracks, setTracks] = useState<TrackSpec[]>(initial);
  const save = useCallback(
    (next: TrackSpec[]) => {
      const valid = parseTracks(next);
      if (!valid) throw new Error('The log configuration is not valid');
      setTracks(valid);
      if (instanceId) local.set(storageKey(instanceId), valid);
    },
    [instanceId],
  );
  return { tracks, save };
}
