/**
 * Well information (issue 16): the header (GET / PATCH wells/{id}/well_details), the offline location
 * map, the geoprognosis tables (pressure, temperature) and the job summary. Inputs are validated by
 * the schemas in src/domain/wellinfo/well-info-schemas.ts, shared with the server.
 */
import useSWR from 'swr';
import type { WellKpis } from '../domain/drilling/kpi/well-kpis';
import type { PressurePointsInput, TemperaturePointsInput, WellHeaderInput } from '../domain/wellinfo/well-info-schemas';
import { api } from './request';
import type { Well } from './types';

export interface WellHeader extends Well {
  uwi: string | null;
  field: string | null;
  country: string | null;
  state: string | null;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
  unit_system: 'metric' | 'imperial';
  company_name: string | null;
  project_name: string | null;
  can_edit: boolean;
}

export interface MapWell {
  id: string;
  name: string;
  uwi: string | null;
  status_name: string;
  stage: string;
  is_selected: boolean;
  latitude: number;
  longitude: number;
  east_m: number;
  north_m: number;
  distance_m: number;
  bearing_deg: number | null;
  trajectory: { east_m: number[]; north_m: number[]; md_m: number[]; tvd_m: number[] } | null;
}

export interface LocationMap {
  well: { id: string; name: string; latitude: number | null; longitude: number | null };
  located: boolean;
  radius_m: number;
  wells: MapWell[];
  boundaries: { id: string; name: string; kind: string; closed: boolean; east_m: number[]; north_m: number[] }[];
  hidden_trajectories: number;
}

export interface PressureAnswer {
  well_name: string;
  unit_system: 'metric' | 'imperial';
  points: {
    tvd_m: number;
    pore_sg: number | null;
    frac_sg: number | null;
    mud_sg: number | null;
    formation: string | null;
    source: string;
    pore_pressure_mpa: number | null;
    frac_pressure_mpa: number | null;
    overbalance_sg: number | null;
    frac_margin_sg: number | null;
    problem: 'kick' | 'losses' | null;
  }[];
}

export interface TemperatureAnswer {
  well_name: string;
  unit_system: 'metric' | 'imperial';
  fit: { surface_c: number; gradient_c_per_100m: number; rms_c: number } | null;
  points: { tvd_m: number; temp_c: number; source: string; interval_gradient_c_per_100m: number | null }[];
}

export interface JobSummary {
  well: {
    id: string;
    name: string;
    uwi: string | null;
    field: string | null;
    county: string | null;
    state: string | null;
    stage: string;
    status_name: string;
    company_name: string | null;
    project_name: string | null;
    rigs: string[];
    unit_system: 'metric' | 'imperial';
    time_zone: string;
    planned_td_m: number | null;
  };
  spud: number | null;
  spud_from: string | null;
  release: number | null;
  on_well: boolean;
  days: number | null;
  depth: {
    first_m: number | null;
    deepest_m: number | null;
    footage_m: number | null;
    footage_per_day_m: number | null;
    record_from: number | null;
    record_to: number | null;
  };
  kpis: WellKpis | null;
  npt: { visible: boolean; total_s: number; troubles: number; by_type: { type: string; count: number; npt_s: number }[] };
  costs: {
    currency: string;
    total: number;
    afe_name: string | null;
    afe_total: number | null;
    afe_total_with_contingency: number | null;
    note: string | null;
  } | null;
  costs_visible: boolean;
  surveys: { count: number; last: { md_m: number; inc_deg: number; azi_deg: number; tvd_m: number; surveyed_at: number | null } | null } | null;
  frac_stages: { count: number; last_stage: number } | null;
}

const quiet = { hideMessage: true, quiet: true } as const;
const w = (id: string) => `wells/${encodeURIComponent(id)}`;
const swrOptions = { revalidateOnFocus: false } as const;

export const useWellHeader = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['well_details', wellId] : null,
    () => api.get<{ data: WellHeader }>(`${w(wellId!)}/well_details`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );

export const saveWellHeader = (wellId: string, body: WellHeaderInput) =>
  api.patch<{ data: WellHeader; message: string }>(`${w(wellId)}/well_details`, body, quiet);

export const useLocationMap = (wellId: string | null, radiusM: number, active = true) =>
  useSWR(
    wellId && active ? ['location_map', wellId, radiusM] : null,
    () => api.get<{ data: LocationMap }>(`${w(wellId!)}/location_map`, { radius_m: radiusM }, quiet).then((r) => r.data),
    swrOptions,
  );

export const usePressure = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['geoprognosis', 'pressure', wellId] : null,
    () => api.get<{ data: PressureAnswer }>(`${w(wellId!)}/geoprognosis/pressure`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );

export const useTemperature = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['geoprognosis', 'temperature', wellId] : null,
    () => api.get<{ data: TemperatureAnswer }>(`${w(wellId!)}/geoprognosis/temperature`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );

export const savePressure = (wellId: string, body: PressurePointsInput) =>
  api.put<{ data: PressureAnswer; message: string }>(`${w(wellId)}/geoprognosis/pressure`, body, quiet);
export const saveTemperature = (wellId: string, body: TemperaturePointsInput) =>
  api.put<{ data: TemperatureAnswer; message: string }>(`${w(wellId)}/geoprognosis/temperature`, body, quiet);

export const useJobSummary = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['job_summary', wellId] : null,
    () => api.get<{ data: JobSummary }>(`${w(wellId!)}/job_summary`, undefined, quiet).then((r) => r.data),
    swrOptions,
  );
