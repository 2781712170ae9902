/**
 * Drilling roadmaps (issue 15): a well's roadmaps, one roadmap with its intervals and the time in
 * range of what was drilled, and the interval writes (EDIT_ROADMAP). Inputs are validated by
 * src/domain/drilling/roadmap/roadmap-schemas.ts, shared with the server.
 */
import useSWR from 'swr';
import type { IntervalCompliance } from '../domain/drilling/roadmap/compliance';
import type { RoadmapIntervalRecord, RoadmapParamId } from '../domain/drilling/roadmap/roadmap-params';
import type { IntervalInput } from '../domain/drilling/roadmap/roadmap-schemas';
import { api } from './request';

export interface RoadmapSummary {
  id: string;
  well_id: string;
  name: string;
  updated_at: string;
  intervals: RoadmapInterval[];
}

export type RoadmapInterval = RoadmapIntervalRecord;

export interface RoadmapActual {
  drilled: boolean;
  /** Epoch s of the first and last drilling seen. */
  from: number | null;
  to: number | null;
  sample_step_s: number | null;
  /** Parameters whose channel this well never recorded. */
  missing_parameters: RoadmapParamId[];
  intervals: IntervalCompliance[];
}

export interface Roadmap {
  id: string;
  well_id: string;
  name: string;
  updated_at: string;
  intervals: RoadmapInterval[];
  actual: RoadmapActual;
}

const quiet = { hideMessage: true, quiet: true } as const;
const base = (wellId: string) => `wells/${encodeURIComponent(wellId)}/roadmaps`;
const swrOptions = { revalidateOnFocus: false } as const;

export const useRoadmaps = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['roadmaps', wellId] : null,
    () => api.get<{ data: RoadmapSummary[]; can_edit: boolean }>(base(wellId!), undefined, quiet),
    swrOptions,
  );

export const useRoadmap = (wellId: string | null, roadmapId: string | null, active = true) =>
  useSWR(
    wellId && roadmapId && active ? ['roadmap', wellId, roadmapId] : null,
    () => api.get<{ data: Roadmap; can_edit: boolean }>(`${base(wellId!)}/${encodeURIComponent(roadmapId!)}`, undefined, quiet),
    swrOptions,
  );

export const createRoadmap = (wellId: string, name: string) => api.post<{ data: { id: string }; message: string }>(base(wellId), { name }, quiet);

export const addInterval = (wellId: string, roadmapId: string, body: IntervalInput) =>
  api.post<{ data: RoadmapInterval; message: string }>(`${base(wellId)}/${encodeURIComponent(roadmapId)}/intervals`, body, quiet);

export const saveInterval = (wellId: string, roadmapId: string, intervalId: string, body: IntervalInput) =>
  api.put<{ data: RoadmapInterval; message: string }>(
    `${base(wellId)}/${encodeURIComponent(roadmapId)}/intervals/${encodeURIComponent(intervalId)}`,
    body,
    quiet,
  );

export const removeInterval = (wellId: string, roadmapId: string, intervalId: string) =>
  api.delete<{ message: string }>(`${base(wellId)}/${encodeURIComponent(roadmapId)}/intervals/${encodeURIComponent(intervalId)}`, undefined, quiet);
