/**
 * Run summary (BRS, issue 15): per BHA run of the well the drilling figures the server computes from
 * the auto time log and the recorded channels (src/domain/drilling/kpi/run-summary.ts). SI units,
 * with the unit in each field name.
 */
import useSWR from 'swr';
import type { RunSummaryRow } from '../domain/drilling/kpi/run-summary';
import { api } from './request';

export interface RunSummaryAnswer {
  runs: RunSummaryRow[];
  /** What the stored time log covers: epoch s and hole depths, m; null without any drilling detected. */
  rig_data: { from_s: number; to_s: number; top_m: number; bottom_m: number } | null;
  sample_step_s: number | null;
  /** Mean parameters whose channel the well never recorded. */
  unrecorded: string[];
}

export const useRunSummary = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['brs', wellId] : null,
    () => api.get<{ data: RunSummaryAnswer }>(`wells/${encodeURIComponent(wellId!)}/brs`, undefined, { hideMessage: true, quiet: true }),
    { revalidateOnFocus: false },
  );
