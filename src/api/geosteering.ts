/**
 * Geosteering (issue 15, spec 7.7): the well's trajectory against its formation tops and target
 * zone, the bit's distances to the zone, and the gamma ray track (server/geosteering/geosteering-read.ts).
 */
import useSWR from 'swr';
import type { InterpretationInput } from '../domain/directional/geosteering-interpretation';
import { api } from './request';

export interface GeosteeringAnswer {
  vs_azimuth_deg: number;
  survey: { md: number[]; tvd: number[]; vs: number[]; inc: number[] };
  plan: { name: string | null; md: number[]; tvd: number[]; vs: number[] };
  tops: { name: string; tvd_m: number; color: string | null; lithology: string | null }[];
  target_zone: { name: string; top_tvd_m: number; base_tvd_m: number | null; base_name: string | null; landing_tvd_m: number } | null;
  bit: {
    md_m: number;
    tvd_m: number;
    vs_m: number;
    projected_m: number;
    md_from: 'rig_data' | 'last_survey';
    below_plan_m: number | null;
    zone: { below_top_m: number; above_base_m: number | null; in_zone: boolean } | null;
    /** TVD below the interpreted target line at the bit's MD (negative: above), inside its window or not. */
    target_line: { below_line_m: number; in_window: boolean } | null;
  } | null;
  /** The geologist's picks of the target formation's top and bottom TVD against MD; vs null off the well. */
  interpretation: { md: number[]; top_tvd: number[]; bottom_tvd: number[]; vs: (number | null)[] };
  /** The target line to steer at along MD with its window above and below, m. */
  target_line: { md: number[]; tvd: number[]; window_above_m: number[]; window_below_m: number[]; vs: (number | null)[] };
  hole_depth_at_s: number | null;
  /** The GR depth log, reduced to depth buckets (mid-range of each). */
  gamma: { source: string; channel: string; unit: string; md: number[]; value: number[]; vs: (number | null)[]; tvd: (number | null)[] } | null;
  /** The gamma read at each survey station, gAPI. */
  station_gamma: { md: number[]; value: number[]; vs: (number | null)[]; tvd: (number | null)[] } | null;
  notes: string[];
}

export const saveInterpretation = (wellId: string, body: InterpretationInput) =>
  api.put<{ data: InterpretationInput }>(`wells/${encodeURIComponent(wellId)}/geosteering/interpretation`, body);

export const useGeosteering = (wellId: string | null, active = true) =>
  useSWR(
    wellId && active ? ['geosteering', wellId] : null,
    () => api.get<{ data: GeosteeringAnswer }>(`wells/${encodeURIComponent(wellId!)}/geosteering`, undefined, { hideMessage: true, quiet: true }),
    { revalidateOnFocus: false },
  );
