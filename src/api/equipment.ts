/**
 * BHA runs and the casing program of a well (issue 16, equipment): GET /wells/{id}/bha[/{id}] and
 * /casing[/{id}], POST to add, PUT to replace (spec 7.9), DELETE. Inputs are validated by the shared
 * schemas in src/domain/equipment/equipment-schemas.ts before they are sent, and again by the server.
 */
import useSWR, { mutate as swrMutate } from 'swr';
import type { BhaAssemblyInput, CasingStringInput } from '../domain/equipment/equipment-schemas';
import type { BhaComponentType } from '../domain/equipment/bha';
import { api } from './request';

const quiet = { hideMessage: true, quiet: true } as const;
const w = (id: string) => `wells/${encodeURIComponent(id)}`;
const swrOptions = { revalidateOnFocus: false } as const;

interface WellPart {
  well_name: string;
  unit_system: 'metric' | 'imperial';
  hole_depth_m: number | null;
}

export interface BhaComponentDto {
  position: number;
  type: BhaComponentType;
  description: string;
  od_in: number;
  id_in: number;
  length_m: number;
  weight_kg_m: number;
  connection: string;
  serial: string;
  sensor_offset_m: number | null;
  bend_deg: number | null;
  cumulative_length_m: number;
  air_weight_kg: number;
  buoyed_weight_kg: number | null;
  bit_to_sensor_m: number | null;
}

export interface BhaAssemblyDto {
  id: string;
  run_no: number;
  name: string;
  hole_size_in: number;
  status: 'planned' | 'in_hole' | 'pulled';
  depth_in_m: number | null;
  depth_out_m: number | null;
  footage_m: number | null;
  reason_pulled: string | null;
  comment: string;
  source: string;
  bit: string | null;
  motor_bend_deg: number | null;
  component_count: number;
  total_length_m: number;
  air_weight_kg: number;
  max_od_in: number;
  mud_density_kg_m3: number | null;
  mud_source: string | null;
  buoyancy_factor: number | null;
  buoyed_weight_kg: number | null;
  missing: string[];
  sensors: { position: number; type: string; description: string; bit_to_sensor_m: number }[];
  components: BhaComponentDto[];
}

export interface CementSlurryDto {
  kind: 'lead' | 'tail' | 'unknown';
  top_m: number;
  bottom_m: number;
  density_kg_m3: number;
  volume_m3: number;
}

export interface CasingStringDto {
  id: string;
  name: string;
  casing_type: string;
  casing_type_label: string;
  job_type: string;
  status: 'planned' | 'set';
  od_in: number;
  id_in: number;
  weight_lb_ft: number;
  weight_kg_m: number;
  grade: string;
  connection: string;
  top_m: number;
  shoe_m: number;
  hole_size_in: number;
  comment: string;
  length_m: number;
  air_weight_kg: number;
  mud_density_kg_m3: number | null;
  mud_source: string | null;
  buoyed_weight_kg: number | null;
  clearance_in: number;
  cement_top_m: number | null;
  cement_volume_m3: number;
  slurries: CementSlurryDto[];
  shoe_tvd_m: number | null;
  shoe_formation: string | null;
  shoe_frac_sg: number | null;
  missing: string[];
}

export type BhaList = WellPart & { assemblies: BhaAssemblyDto[] };
export type BhaOne = WellPart & { assembly: BhaAssemblyDto };
export type CasingProgram = WellPart & { drilled_md_m: number | null; strings: CasingStringDto[] };
export type CasingOne = WellPart & { drilled_md_m: number | null; string: CasingStringDto; program: CasingStringDto[] };

export const useBhaRuns = (wellId: string | null, active = true) =>
  useSWR(wellId && active ? ['bha', wellId] : null, () => api.get<{ data: BhaList }>(`${w(wellId!)}/bha`, undefined, quiet).then((r) => r.data), swrOptions);

export const useBhaAssembly = (wellId: string | null, id: string | null, active = true) =>
  useSWR(
    wellId && id && active ? ['bha', wellId, id] : null,
    () => api.get<{ data: BhaOne }>(`${w(wellId!)}/bha/${encodeURIComponent(id!)}`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );

export const useCasingProgram = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['casing', wellId] : null,
    () => api.get<{ data: CasingProgram }>(`${w(wellId!)}/casing`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );

export const useCasingString = (wellId: string | null, id: string | null, active = true) =>
  useSWR(
    wellId && id && active ? ['casing', wellId, id] : null,
    () => api.get<{ data: CasingOne }>(`${w(wellId!)}/casing/${encodeURIComponent(id!)}`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );

/** Every cached answer of this kind for the well (list and items) is refetched. */
const refresh = (kind: 'bha' | 'casing', wellId: string) => swrMutate((k) => Array.isArray(k) && k[0] === kind && k[1] === wellId);

export async function saveBha(wellId: string, id: string | null, body: BhaAssemblyInput): Promise<BhaAssemblyDto> {
  const r = id
    ? await api.put<{ data: BhaAssemblyDto }>(`${w(wellId)}/bha/${encodeURIComponent(id)}`, body, quiet)
    : await api.post<{ data: BhaAssemblyDto }>(`${w(wellId)}/bha`, body, quiet);
  await refresh('bha', wellId);
  return r.data;
}

export async function deleteBha(wellId: string, id: string): Promise<void> {
  await api.delete(`${w(wellId)}/bha/${encodeURIComponent(id)}`, undefined, quiet);
  await refresh('bha', wellId);
}

export async function saveCasing(wellId: string, id: string | null, body: CasingStringInput): Promise<CasingStringDto> {
  const r = id
    ? await api.put<{ data: CasingStringDto }>(`${w(wellId)}/casing/${encodeURIComponent(id)}`, body, quiet)
    : await api.post<{ data: CasingStringDto }>(`${w(wellId)}/casing`, body, quiet);
  await refresh('casing', wellId);
  return r.data;
}

export async function deleteCasing(wellId: string, id: string): Promise<void> {
  await api.delete(`${w(wellId)}/casing/${encodeURIComponent(id)}`, undefined, quiet);
  await refresh('casing', wellId);
}
