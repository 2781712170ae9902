/** AI reports (server/routes/assistant-narrative.ts): the narrative of a well's morning report or alert digest, with its facts. */
import useSWR from 'swr';
import type { NarrativeKind, ReportNarrative } from '../domain/assistant/report-narrative';
import { api } from './request';

export interface NarrativeRequest {
  kind: NarrativeKind;
  at?: number;
  hours?: number;
  model?: string;
}

const url = (wellId: string) => `wells/${encodeURIComponent(wellId)}/llm/narrative`;

export const fetchNarrative = (wellId: string, body: NarrativeRequest) =>
  api.post<{ data: ReportNarrative }>(url(wellId), body, { hideMessage: true, quiet: true }).then((r) => r.data);

/** The morning report's narrative for the reporting day found at `atS` (the day the report shows). */
export const useMorningNarrative = (wellId: string | null, atS: number | null) =>
  useSWR(wellId && atS ? [url(wellId), 'morning', atS] : null, () => fetchNarrative(wellId!, { kind: 'morning', at: atS! }), {
    revalidateOnFocus: false,
  });
