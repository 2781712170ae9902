/**
 * The frac stages calls (spec 7.13, server/routes/completions/frac-stages.ts): the stage list with
 * well totals, one stage with its treatment lines, its pumping summary, and several stages compared.
 * Values are SI as stored (MPa, m³/min, kg/m³, m³, kg, epoch s); panes convert for display.
 */
import type { FracOffsetWell } from '../domain/completions/frac-offset-well';
import { api } from './request';
import type { FracStepDto } from '../domain/completions/frac-step-dto';
import type { AnnotationDto } from '../domain/notes/note-kinds';

export interface FracStageDto {
  stage_no: number;
  fleet: string | null;
  source: string;
  top_md_m: number;
  bottom_md_m: number;
  plug_md_m: number | null;
  tvd_m: number;
  clusters: number;
  perf_holes: number;
  start_s: number;
  end_s: number;
  pump_start_s: number | null;
  breakdown_s: number | null;
  breakdown_mpa: number | null;
  shut_in_s: number | null;
  isip_mpa: number | null;
  frac_gradient_mpa_per_m: number | null;
  pumping_s: number;
  clean_m3: number;
  slurry_m3: number;
  proppant_kg: number;
  avg_treating_mpa: number | null;
  max_treating_mpa: number | null;
  avg_rate_m3_min: number | null;
  max_rate_m3_min: number | null;
  max_conc_kg_m3: number | null;
  design_proppant_kg: number;
  design_clean_m3: number;
  design_rate_m3_min: number;
}

export interface FracTotalsDto {
  stages: number;
  proppant_kg: number;
  design_proppant_kg: number;
  clean_m3: number;
  design_clean_m3: number;
  slurry_m3: number;
  pumping_s: number;
  mean_isip_mpa: number | null;
  mean_frac_gradient_mpa_per_m: number | null;
  mean_avg_treating_mpa: number | null;
  mean_avg_rate_m3_min: number | null;
  first_start: number | null;
  last_end: number | null;
}

import type { FracLiveStage as FracLiveStageDto, StageLines as StageLinesDto } from '../domain/completions/frac-stage-lines';

export type { FracLiveStageDto, StageLinesDto };

export interface FracStagesData {
  stages: FracStageDto[];
  totals: FracTotalsDto;
}

export interface FracStageData {
  stage: FracStageDto;
  schedule: FracStepDto[];
  series: StageLinesDto;
  units: Record<string, string>;
}

export interface FracPumpingData {
  stage: FracStageDto;
  steps: FracStepDto[];
  totals: {
    design_clean_m3: number;
    design_proppant_kg: number;
    clean_m3: number;
    slurry_m3: number;
    proppant_kg: number;
    duration_s: number;
    avg_rate_m3_min: number | null;
    max_treating_mpa: number | null;
  };
}

export interface FracCompareData {
  align: 'start' | 'breakdown';
  stages: (StageLinesDto & { stage: FracStageDto })[];
  units: Record<string, string>;
}

const base = (wellId: string) => `/completions/${wellId}/frac_stages`;

export const fetchFracStages = (wellId: string) => api.get<{ data: FracStagesData }>(base(wellId), undefined, { hideMessage: true });
export const fetchFracStage = (wellId: string, stageNo: number, width: number, channels?: readonly string[]) =>
  api.get<{ data: FracStageData }>(`${base(wellId)}/${stageNo}`, channels ? { width, channels: channels.join(',') } : { width }, { hideMessage: true });
export const fetchFracPumping = (wellId: string, stageNo: number) =>
  api.get<{ data: FracPumpingData }>(`${base(wellId)}/${stageNo}/pumping`, undefined, { hideMessage: true });
export const fetchFracCompare = (wellId: string, body: { stages: number[]; align: 'start' | 'breakdown'; channels?: string[]; width: number }) =>
  api.post<{ data: FracCompareData }>(`${base(wellId)}/compare`, body, { hideMessage: true });

/** Comments, recommendations and incidents of a stage (spec 7.13): only the kinds the caller may view, named in `kinds`. */
export interface FracStageNotesData {
  stages: number[];
  from_s: number;
  to_s: number;
  kinds: ('comment' | 'recommendation' | 'incident')[];
  comments: AnnotationDto[];
  recommendations: AnnotationDto[];
  incidents: AnnotationDto[];
}

export const fetchFracStageNotes = (wellId: string, stageNo: number) =>
  api.get<{ data: FracStageNotesData }>(`${base(wellId)}/${stageNo}/notes`, undefined, { hideMessage: true });

export const fetchFracLive = (wellId: string, width: number, channels?: readonly string[]) =>
  api.get<{ data: { live: FracLiveStageDto | null; units: Record<string, string> } }>(
    `/completions/${wellId}/frac_live`,
    channels ? { width, channels: channels.join(',') } : { width },
    { hideMessage: true },
  );

/** A modelled run's channel as an M4 line: x in seconds from the answer's `origin`. */
export interface RunLineDto {
  x: number[];
  y: (number | null)[];
}

export interface RunEventDto {
  at_s: number;
  md_m: number;
  label: string;
}

export interface WirelineRunSummaryDto {
  stage_no: number;
  start_s: number;
  end_s: number;
  plug_md_m: number;
  top_md_m: number;
  bottom_md_m: number;
  clusters: number;
}

export interface WirelineRunsData {
  runs: WirelineRunSummaryDto[];
  source: 'model';
  note: string;
}

export interface WirelineRunData {
  run: WirelineRunSummaryDto & { speed_factor: number; max_tension_kn: number; duration_s: number };
  origin: number;
  lines: Record<'depth_m' | 'speed_m_min' | 'tension_kn' | 'ccl', RunLineDto>;
  events: RunEventDto[];
  phases: { phase: string; start_s: number; end_s: number }[];
  source: 'model';
  note: string;
}

export interface DrillOutData {
  run: {
    start_s: number;
    end_s: number;
    finished: boolean;
    plugs_total: number;
    plugs_drilled: number;
    mean_mill_s: number | null;
    max_md_m: number;
    pbtd_md_m: number;
  } | null;
  reason?: string;
  origin?: number;
  plugs?: { no: number; md_m: number; tag_s: number; drilled_s: number; mill_s: number }[];
  lines?: Record<'depth_m' | 'speed_m_min' | 'weight_kn' | 'pressure_mpa' | 'rate_m3_min' | 'plugs_drilled', RunLineDto>;
  events?: RunEventDto[];
  source: 'model';
  note: string;
}

export const fetchWirelineRuns = (wellId: string) =>
  api.get<{ data: WirelineRunsData }>(`/completions/${wellId}/wireline_runs`, undefined, { hideMessage: true });
export const fetchWirelineRun = (wellId: string, stageNo: number, width: number) =>
  api.get<{ data: WirelineRunData }>(`/completions/${wellId}/wireline_runs/${stageNo}`, { width }, { hideMessage: true });
export const fetchDrillOut = (wellId: string, width: number) =>
  api.get<{ data: DrillOutData }>(`/completions/${wellId}/drill_out`, { width }, { hideMessage: true });

/** One bar of a frac well's operations (GET completions/{id}/gantt); stage_no null for the drill-out run. */
export interface FracGanttBarDto {
  kind: 'wireline' | 'pumping' | 'plug_drill_out' | 'drill_out';
  stage_no: number | null;
  start_s: number;
  end_s: number;
  label: string;
}

export interface FracGanttData {
  stages: number[];
  bars: FracGanttBarDto[];
  totals: { stages: number; first_s: number | null; last_s: number | null; pumping_s: number };
  drill_out_reason: string | null;
  source: 'model';
  note: string;
}

export const fetchFracGantt = (wellId: string) => api.get<{ data: FracGanttData }>(`/completions/${wellId}/gantt`, undefined, { hideMessage: true });

export const fetchFracOffsets = (wellId: string, radiusM: number) =>
  api.get<{ data: { radius_m: number; wells: FracOffsetWell[] } }>(`/completions/${wellId}/offset_search`, { radius_m: radiusM }, { hideMessage: true });
