/**
 * The time journal and troubles calls (issue 15): POST wells/{id}/time_journal, manual entries under
 * wells/{id}/time_journal/entries, POST wells/{id}/incidents/details_list and DELETE
 * wells/{id}/incidents/{incident_id} (spec 7.12). Period payloads follow the chart calls' rules
 * (spec 5): no payload is refused before anything is sent. Times are epoch seconds, depths metres.
 */
import type { JournalActivityId } from '../domain/drilling/journal/journal-activities';
import { chartCallReady, dataRequestReady } from '../domain/validation/request-guards';
import type { PeriodPayload } from './logs/analytics';
import { api } from './request';
import { RequestError } from './request-error';

export interface JournalRowDto {
  key: string;
  id: string | null;
  start: number;
  end: number;
  duration_s: number;
  activity: JournalActivityId;
  label: string;
  color: string;
  hole_from_m: number | null;
  hole_to_m: number | null;
  comment: string;
  mode: 'auto' | 'manual';
  correction: boolean;
}

export interface JournalDayDto {
  date: string;
  start: number;
  end: number;
  hours: number;
  npt_s: number;
  hole_start_m: number | null;
  hole_end_m: number | null;
  seconds_by_activity: Partial<Record<JournalActivityId, number>>;
  rows: JournalRowDto[];
}

export interface TroubleDto {
  id: string;
  type: string;
  label: string;
  start: number;
  end: number;
  duration_s: number;
  depth_m: number | null;
  description: string;
  source: 'user' | 'demo';
}

export interface TimeJournalData {
  days: JournalDayDto[];
  npt_s: number;
  troubles: TroubleDto[];
  time_zone: string;
  day_shift: number;
}

export interface TroubleSummaryData {
  rows: TroubleDto[];
  npt_s: number;
  by_type: { type: string; label: string; count: number; npt_s: number }[];
}

export interface EntryInput {
  start: number;
  end: number;
  activity: JournalActivityId;
  comment: string;
  hole_from_m?: number | null;
  hole_to_m?: number | null;
  correction?: boolean;
}

const well = (id: string) => `wells/${encodeURIComponent(id)}`;

async function periodCall<T>(url: string, wellId: string | null, payload: PeriodPayload | null): Promise<{ data: T }> {
  const ready = dataRequestReady(payload, wellId);
  if (ready !== true) throw new RequestError(ready, 0);
  const chart = chartCallReady('other', undefined, payload);
  if (chart !== true) throw new RequestError(chart, 0);
  return api.post<{ data: T }>(`${well(wellId!)}/${url}`, { payload }, { hideMessage: true });
}

export const fetchTimeJournal = (wellId: string | null, payload: PeriodPayload | null) => periodCall<TimeJournalData>('time_journal', wellId, payload);
export const fetchTroubles = (wellId: string | null, payload: PeriodPayload | null) =>
  periodCall<TroubleSummaryData>('incidents/details_list', wellId, payload);

/** Corrections and manual entries of an edit, in order; failures show the server's message and reject. */
export async function applyJournalEdits(wellId: string, edits: { add: EntryInput[]; update: { id: string; fields: Partial<EntryInput> }[] }): Promise<void> {
  for (const u of edits.update) await api.patch(`${well(wellId)}/time_journal/entries/${encodeURIComponent(u.id)}`, u.fields, { hideMessage: true });
  for (const a of edits.add) await api.post(`${well(wellId)}/time_journal/entries`, a, { hideMessage: true });
}

export const deleteJournalEntry = (wellId: string, id: string) =>
  api.delete(`${well(wellId)}/time_journal/entries/${encodeURIComponent(id)}`, undefined, { hideMessage: true });
export const deleteTrouble = (wellId: string, id: string) =>
  api.delete(`${well(wellId)}/incidents/${encodeURIComponent(id)}`, undefined, { hideMessage: true });
