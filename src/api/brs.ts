/**
 * Run summary (BRS, issue 15): per BHA run of the well the drilling figures the server computes from
 * the auto time log and the recorded channels (src/domain/drilling/kpi/run-summary.ts). SI units,
 * with the unit in each field name.
 */
import useSWR from 'swr';
import type { RunSummaryRow } from '../domain/drilling/kpi/run-summary';
import type { SectionWindow } from '../domain/drilling/kpi/section-summary';
import type { WellKpis } from '../domain/drilling/kpi/well-kpis';
import { api } from './request';

export interface RunSummaryAnswer {
  runs: RunSummaryRow[];
  /** What the stored time log covers: epoch s and hole depths, m; null without any drilling detected. */
  rig_data: { from_s: number; to_s: number; top_m: number; bottom_m: number } | null;
  sample_step_s: number | null;
  /** Mean parameters whose channel the well never recorded. */
  unrecorded: string[];
  /** The period asked for, with the hole depth at its start and end; null: the well's whole record. */
  period: { from_s: number; to_s: number; hole_from_m: number | null; hole_to_m: number | null } | null;
}

/** The pane's period, epoch s; `toS` null: up to now (a live period), read when the request is sent. */
export interface RunSummaryPeriod {
  fromS: number;
  toS: number | null;
}

export const useRunSummary = (wellId: string | null, period: RunSummaryPeriod | null, active = true) =>
  useSWR(
    wellId && active ? ['brs', wellId, period?.fromS ?? null, period ? (period.toS ?? 'now') : null] : null,
    () => {
      const q = period ? { from: period.fromS, to: Math.max(period.fromS + 1, period.toS ?? Math.floor(Date.now() / 1000)) } : undefined;
      return api.get<{ data: RunSummaryAnswer }>(`wells/${encodeURIComponent(wellId!)}/brs`, q, { hideMessage: true, quiet: true });
    },
    { revalidateOnFocus: false, keepPreviousData: true },
  );

/** One direction's tripping over a section's window (as POST charts/tripping_analysis totals it). */
export interface SectionTripping {
  trips: number;
  distance_m: number;
  speed_mph: number | null;
  speed_excl_connections_mph: number | null;
  connection_median_s: number | null;
}

/** GET wells/:id/section_summary: per hole section its window and the reports' KPIs over it. */
export interface SectionSummaryAnswer {
  sections: (SectionWindow & { kpis: WellKpis | null; tripping: { in: SectionTripping | null; out: SectionTripping | null } | null })[];
  rig_data: { hole_m: number; end_s: number } | null;
}

export const useSectionSummary = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['section_summary', wellId] : null,
    () => api.get<{ data: SectionSummaryAnswer }>(`wells/${encodeURIComponent(wellId!)}/section_summary`, undefined, { hideMessage: true, quiet: true }),
    { revalidateOnFocus: false },
  );
