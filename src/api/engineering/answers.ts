/**
 * Answers of the engineering calls and the requests that fetch them. SI with the unit in the name:
 * forces kN, torques kN·m, pressures Pa, densities kg/m³, depths m (the panes convert for display).
 */
import { api } from '../request';
import type { HydraulicsBody, TorqueDragBody } from '../../domain/engineering/request-schemas';

export type TorqueDragModeId = 'tripOut' | 'tripIn' | 'rotatingOffBottom' | 'rotatingOnBottom';

interface TrajectoryUsed {
  source: 'survey' | 'plan';
  label: string;
  note: string;
  td_md_m: number;
}

interface SectionInput {
  name: string;
  length_m: number;
  od_m: number;
  id_m: number;
  weight_kg_per_m: number;
}

export interface TorqueDragAnswer {
  trajectory: TrajectoryUsed & { td_tvd_m: number };
  inputs: {
    string: SectionInput[];
    mud_density_kg_m3: number;
    friction: { cased: number; open: number };
    broomstick_frictions: number[];
    shoe_md_m: number;
    shoe_from: string;
    wob_t: number;
    bit_torque_knm: number;
    block_weight_t: number;
    block_weight_from: string;
    step_m: number;
    defaulted: string[];
    note: string;
  };
  model: string;
  broomstick: { bit_md_m: number[]; curves: { mode: TorqueDragModeId; friction: number; hook_load_kn: number[]; surface_torque_knm: number[] }[] };
  at_td: Record<TorqueDragModeId, { hook_load_kn: number; surface_torque_knm: number }>;
  profile: { md_m: number[]; tension_kn: Record<TorqueDragModeId, number[]>; torque_knm: Record<TorqueDragModeId, number[]> };
  measured: {
    from: number | null;
    to: number | null;
    bucket_s: number | null;
    time: number[];
    bit_md_m: number[];
    hook_load_kn: number[];
    mode: TorqueDragModeId[];
    note: string;
  };
  compute_ms: number;
}

export interface HydraulicSectionAnswer {
  where: 'pipe' | 'annulus';
  name: string;
  top_md_m: number;
  bottom_md_m: number;
  outer_m: number;
  inner_m: number;
  velocity_m_s: number;
  reynolds: number;
  regime: 'laminar' | 'transitional' | 'turbulent';
  loss_pa: number;
}

export interface HydraulicsAnswer {
  trajectory: TrajectoryUsed;
  inputs: {
    string: SectionInput[];
    fluid: { density_kg_m3: number; model: string; r600: number; r300: number; r3?: number; n: number; k_pa_sn: number; yield_pa: number };
    flow_lpm: number;
    bit_md_m: number;
    hole: { casing_id_m: number; shoe_md_m: number; open_hole_m: number; shoe_from: string };
    nozzles_32nds: number[];
    surface_loss_mpa: number;
    defaulted: string[];
    note: string;
  };
  model: string;
  result: {
    sections: HydraulicSectionAnswer[];
    surface_loss_pa: number;
    pipe_loss_pa: number;
    annulus_loss_pa: number;
    bit_loss_pa: number;
    standpipe_pa: number;
    nozzle_velocity_m_s: number;
    bit_power_w: number;
    bit_tvd_m: number;
    ecd_bit_kg_m3: number;
    ecd_shoe_kg_m3: number | null;
  };
  curve: { flow_lpm: number[]; standpipe_pa: number[]; bit_loss_pa: number[]; ecd_bit_kg_m3: number[] };
  compute_ms: number;
}

export const fetchTorqueDrag = (wellId: string, body: TorqueDragBody) =>
  api.post<{ data: TorqueDragAnswer }>(`wells/${encodeURIComponent(wellId)}/engineering/torque_drag`, body, { hideMessage: true }).then((r) => r.data);

export const fetchHydraulics = (wellId: string, body: HydraulicsBody) =>
  api.post<{ data: HydraulicsAnswer }>(`wells/${encodeURIComponent(wellId)}/engineering/hydraulics`, body, { hideMessage: true }).then((r) => r.data);
