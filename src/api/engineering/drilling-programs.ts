/** Drilling programs and the field engineer's check (server/routes/engineering/drilling-programs.ts). */
import useSWR, { mutate } from 'swr';
import type { ParameterCheck, ProgramSection, ProgramStatus, ProgramTotals, SectionParameters } from '../../domain/engineering/drilling-program';
import { api } from '../request';
import type { ClearanceFinding } from '../../domain/engineering/clearance-finding';

interface ProgramHead {
  id: string;
  well_id: string;
  name: string;
  version: number;
  status: ProgramStatus;
  design_id: string | null;
  design_name: string | null;
  notes: string;
  source: string;
  author_name: string | null;
  submitted_by_name: string | null;
  submitted_at: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProgramListItem extends ProgramHead {
  ranged_sections: number;
  totals: ProgramTotals;
  checks: number;
}

export interface DrillingProgram extends ProgramHead {
  sections: ProgramSection[];
  totals: ProgramTotals;
  notes_found: string[];
}

export interface FieldEngineering {
  program: { id: string; name: string; status: ProgramStatus; version: number; design_name: string | null } | null;
  data: {
    from: number;
    to: number;
    bucket_s: number;
    last_reading_s: number;
    age_s: number;
    bit_depth_m: number | null;
    hole_depth_m: number | null;
    last_drilling_s: number | null;
    drilling_s: number;
    bit_depth_at_drilling_m: number | null;
  } | null;
  section: { index: number; name: string; from_m: number; to_m: number; hole_in: number; parameters: SectionParameters | null } | null;
  checks: ParameterCheck[];
  ecd: string | null;
  note: string;
}

/** Whether approving would pass the anti-collision gate: a violation blocks it, warnings do not. */
export interface ApprovalClearance {
  clear: boolean;
  min_approval_sf: number;
  warning_sf: number;
  violation: ClearanceFinding | null;
  warnings: ClearanceFinding[];
}

const base = (wellId: string) => `wells/${encodeURIComponent(wellId)}/drill_prog`;
const opts = { revalidateOnFocus: false, shouldRetryOnError: false };

export const useDrillingPrograms = (wellId: string | null, active: boolean) =>
  useSWR(
    wellId && active ? ['drill_prog', wellId] : null,
    async () => (await api.get<{ data: ProgramListItem[] }>(base(wellId!), undefined, { hideMessage: true })).data,
    opts,
  );

export const useDrillingProgram = (wellId: string | null, id: string | null, active: boolean) =>
  useSWR(
    wellId && id && active ? ['drill_prog', wellId, 'one', id] : null,
    async () => (await api.get<{ data: DrillingProgram }>(`${base(wellId!)}/${encodeURIComponent(id!)}`, undefined, { hideMessage: true })).data,
    opts,
  );

export const useFieldEngineering = (wellId: string | null, active: boolean) =>
  useSWR(
    wellId && active ? ['field_engineering', wellId] : null,
    async () => (await api.get<{ data: FieldEngineering }>(`wells/${encodeURIComponent(wellId!)}/field_engineering`, undefined, { hideMessage: true })).data,
    { ...opts, refreshInterval: 60_000 },
  );

const refresh = (wellId: string) => mutate((k) => Array.isArray(k) && (k[0] === 'drill_prog' || k[0] === 'field_engineering') && k[1] === wellId);

async function write<T>(wellId: string, call: Promise<{ data: T }>): Promise<T> {
  const r = await call;
  await refresh(wellId);
  return r.data;
}

const one = (wellId: string, id: string) => `${base(wellId)}/${encodeURIComponent(id)}`;

export const createProgram = (wellId: string, name: string) => write<DrillingProgram>(wellId, api.post(base(wellId), { name }, { hideMessage: true }));

export const updateProgram = (wellId: string, id: string, body: { name?: string; sections?: SectionParameters[]; notes?: string }) =>
  write<DrillingProgram>(wellId, api.patch(one(wellId, id), body, { hideMessage: true }));

export const programAction = (wellId: string, id: string, action: 'submit' | 'approve') =>
  write<DrillingProgram>(wellId, api.post(`${one(wellId, id)}/${action}`, undefined, { hideMessage: true }));

export const approvalClearance = async (wellId: string, id: string) =>
  (await api.get<{ data: ApprovalClearance }>(`${one(wellId, id)}/approval_clearance`, undefined, { hideMessage: true })).data;

export const copyProgram = (wellId: string, id: string, name: string) =>
  write<DrillingProgram>(wellId, api.post(`${one(wellId, id)}/copy`, { name }, { hideMessage: true }));

export async function deleteProgram(wellId: string, id: string): Promise<void> {
  await api.delete(one(wellId, id), undefined, { hideMessage: true });
  await refresh(wellId);
}
