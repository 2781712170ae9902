/**
 * A daily mud report as the API answers it (server/mud/mud-store.ts writes it, src/api/mud.ts reads
 * it): times in epoch seconds, depths in metres, each property in the unit its name carries.
 */
import type { MudType } from './mud-program';

/** The measured properties, in the order of the report table (also the table's columns). */
export const MUD_PROPERTIES = [
  'density_kg_m3',
  'funnel_viscosity_s',
  'pv_cp',
  'yp_lbf_100ft2',
  'gel_10s_lbf_100ft2',
  'gel_10m_lbf_100ft2',
  'fluid_loss_ml',
  'ph',
  'es_v',
  'solids_pct',
  'oil_pct',
  'chlorides_mg_l',
  'pit_volume_m3',
] as const;
export type MudProperty = (typeof MUD_PROPERTIES)[number];

export interface MudProductDto {
  name: string;
  unit: string;
  quantity: number;
  unit_cost: number;
  cost: number;
}

export type MudReportDto = {
  id: string;
  date: string;
  at: number;
  section: string;
  hole_depth_m: number | null;
  bit_depth_m: number | null;
  mud_type: MudType;
  products: MudProductDto[];
  products_cost: number;
  comment: string;
  source: 'user' | 'demo';
} & Record<MudProperty, number | null>;
