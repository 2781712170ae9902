/**
 * Rig-state detection per well (issue 12): the well configuration's overrides of the rig parameters
 * detection otherwise estimates (GET / PATCH wells/{id}/detection_settings), and the `detection`
 * status every answer showing detection results carries beside its data: the parameters in use with
 * where each came from, and the notes (an input missing, an estimate failed, sparse data, gaps,
 * heave) with what was assumed. The body schema is the server's own (server/routes/logs/detection-settings.ts).
 */
import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../request';
import type { DetectionStatus, RecalcResult } from '../../domain/drilling/detection-status';

export type { DetectionStatus } from '../../domain/drilling/detection-status';

/** null clears the override (detection goes back to its estimate). */
export const detectionSettingsBody = z
  .object({
    block_weight_t: z.number().min(0, 'at least 0 t (0: a tared hook load)').max(150, 'at most 150 t').nullable(),
    slips_below_t: z.number().min(0.5, 'at least 0.5 t').max(200, 'at most 200 t').nullable(),
    on_bottom_m: z.number().min(0.05, 'at least 0.05 m').max(5, 'at most 5 m').nullable(),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one setting to change' });
export type DetectionSettingsInput = z.infer<typeof detectionSettingsBody>;
export type DetectionSettingField = 'block_weight_t' | 'slips_below_t' | 'on_bottom_m';
export const DETECTION_SETTING_FIELDS: readonly DetectionSettingField[] = ['block_weight_t', 'slips_below_t', 'on_bottom_m'];

export interface EstimateView {
  value: number;
  source: 'estimated' | 'default';
  /** Why the value is a default, or what to doubt about the estimate. */
  note: string | null;
}

export interface DetectionSettings {
  overrides: Record<DetectionSettingField, number | null>;
  /** What detection estimates from the well's data (what applies where no override is set). */
  estimate: {
    block_weight_t: EstimateView;
    slips_below_t: EstimateView;
    on_bottom_m: EstimateView;
    tared_hookload: boolean;
    /** Where the estimate comes from, in words ("the live stream since …", "the last 24 h of stored data"). */
    basis: string | null;
  };
  /** What the latest detection run used. */
  in_use: DetectionStatus['parameters'];
  updated_at: string | null;
  updated_by: string | null;
  /** Detection runs live on the well (the new settings apply from the next second). */
  live: boolean;
}

const url = (wellId: string) => `wells/${encodeURIComponent(wellId)}/detection_settings`;
const quiet = { hideMessage: true, quiet: true } as const;

export function useDetectionSettings(wellId: string | null) {
  return useSWR(
    wellId ? ['detection_settings', wellId] : null,
    () => api.get<{ data: DetectionSettings }>(url(wellId!), undefined, quiet).then((r) => r.data),
    { revalidateOnFocus: false },
  );
}

export const saveDetectionSettings = (wellId: string, body: DetectionSettingsInput) =>
  api.patch<{ data: DetectionSettings; message: string }>(url(wellId), body, quiet);

/** Re-run detection on [from, to) with the well's settings as they are now (at most 31 days). */
export const recalculateDetection = (wellId: string, fromS: number, toS: number) =>
  api
    .post<{ data: RecalcResult }>('data/recalculate', { well_id: wellId, start_date: Math.floor(fromS), end_date: Math.floor(toS) }, quiet)
    .then((r) => r.data);
