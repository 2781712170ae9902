/**
 * Rig-state detection per well (issue 12): the well configuration's overrides of the rig parameters
 * detection otherwise estimates (GET / PATCH wells/{id}/detection_settings), and the `detection`
 * status every answer showing detection results carries beside its data: the parameters in use with
 * where each came from, and the notes (an input missing, an estimate failed, sparse data, gaps,
 * heave) with what was assumed. The body schema is the server's own (server/routes/logs/detection-settings.ts).
 */
import useSWR from 'swr';
import { api } from '../request';
import type { DetectionSettings, DetectionSettingsInput } from '../../domain/drilling/detection-settings';
import type { RecalcResult } from '../../domain/drilling/detection-status';

export type { DetectionStatus } from '../../domain/drilling/detection-status';
export { DETECTION_SETTING_FIELDS, detectionSettingsBody } from '../../domain/drilling/detection-settings';
export type { DetectionSettingField, DetectionSettings, DetectionSettingsInput } from '../../domain/drilling/detection-settings';

/** null clears the override (detection goes back to its estimate). */

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
