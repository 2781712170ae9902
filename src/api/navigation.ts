/** Drilling › Navigation (GET wells/{id}/wps/navigation): the bit against the definitive plan and the way back to it. */
import useSWR from 'swr';
import type { DeviationRow } from './directional';
import { directionalKey } from './directional/keys';
import { api } from './request';

export interface NavPoint {
  md: number;
  inc: number;
  az: number;
  tvd: number;
  ns: number;
  ew: number;
  vsec: number;
  dls: number | null;
}

export interface PlanAheadRow {
  ahead: number;
  plan_md: number;
  target: NavPoint;
  reachable: boolean;
  course_length: number | null;
  dls: number | null;
  tf: number | null;
  build: number | null;
  turn: number | null;
  end_inc: number | null;
  end_az: number | null;
  off_plan_direction: number | null;
}

export interface NavigationAnswer {
  plan: { id: string; name: string } | null;
  from: 'bit' | 'survey';
  bit_md_source: 'given' | 'recorded' | 'none';
  last_survey: NavPoint | null;
  bit: (NavPoint & { projected_m: number }) | null;
  to_plan: Omit<DeviationRow, 'md'> | null;
  plan_ahead: PlanAheadRow[];
  stations: (NavPoint & Omit<DeviationRow, 'md'>)[];
}

export const useNavigation = (wellId: string | null, from: 'bit' | 'survey', active = true) =>
  useSWR(
    // A directional key: a new survey (refreshWell) recomputes it with the well's other directional answers.
    wellId && active ? directionalKey(wellId, 'navigation', { from }) : null,
    async () =>
      (await api.get<{ data: NavigationAnswer }>(`wells/${encodeURIComponent(wellId!)}/wps/navigation`, { from }, { hideMessage: true, quiet: true })).data,
    { revalidateOnFocus: false, refreshInterval: 60_000 },
  );
