/**
 * The well tuner (Management › Well Tuner, WELL_PROCESSING): the window's detected and corrected time
 * log, stands and trips with their corrections, and the corrections' edits
 * (server/routes/logs/well-tuner.ts). The bodies are the domain's (src/domain/drilling/corrections).
 */
import useSWR from 'swr';
import type { ActivityCorrection, EventCorrection, StandCorrection, Zone } from '../../domain/drilling/corrections/corrections';
import { api } from '../request';

export interface TunerRow {
  start: number;
  end: number;
  code: number;
  activity: string;
  label: string;
  color: string;
  corrected?: boolean;
}
export interface TunerStand {
  start_s: number;
  end_s: number;
  index: number;
  from_m: number;
  to_m: number;
  connection: {
    off_bottom_s: number;
    slips_in_s: number;
    slips_out_s: number;
    on_bottom_s: number;
    slips_to_slips_s: number;
    weight_to_weight_s: number;
  } | null;
  correction: StandCorrection | null;
  counted: boolean;
}
export interface TunerTrip {
  start_s: number;
  end_s: number;
  direction: 'in' | 'out';
  from_m: number | null;
  to_m: number | null;
  distance_m: number | null;
  speed_m_per_h: number | null;
  correction: EventCorrection | null;
  counted: boolean;
}
export interface WellTunerView {
  detected: TunerRow[];
  corrected: TunerRow[];
  stands: TunerStand[];
  trips: TunerTrip[];
  corrections: { activities: ActivityCorrection[]; stands: StandCorrection[]; events: EventCorrection[]; zones: Zone[] };
}
export type CorrectionKind = keyof WellTunerView['corrections'];

export function useWellTuner(wellId: string | null, fromS: number | null, toS: number | null) {
  return useSWR(
    wellId && fromS !== null && toS !== null ? ['well_tuner', wellId, fromS, toS] : null,
    () => api.get<{ data: WellTunerView }>(`wells/${encodeURIComponent(wellId!)}/well_tuner`, { from: fromS!, to: toS! }).then((r) => r.data),
    { revalidateOnFocus: false },
  );
}

const base = (wellId: string, kind: CorrectionKind) => `wells/${encodeURIComponent(wellId)}/corrections/${kind}`;
export const addCorrection = (wellId: string, kind: CorrectionKind, body: object) => api.post<{ data: unknown; message: string }>(base(wellId, kind), body);
export const deleteCorrection = (wellId: string, kind: CorrectionKind, id: string) =>
  api.delete<{ message: string }>(`${base(wellId, kind)}/${encodeURIComponent(id)}`);
export const updateCorrection = (wellId: string, kind: CorrectionKind, id: string, body: object) =>
  api.put<{ data: unknown; message: string }>(`${base(wellId, kind)}/${encodeURIComponent(id)}`, body);
