/** Stored engineering scenarios and their drafts (server/routes/engineering/scenarios.ts). */
import useSWR, { mutate } from 'swr';
import type { ScenarioInputs } from '../../domain/engineering/scenario-schemas';
import type { Period } from '../../state/period';
import { api } from '../request';
import type { HydraulicsAnswer, TorqueDragAnswer } from './answers';
import type { ScenarioCase } from '../../domain/engineering/scenario-cases';

export interface ScenarioDraft {
  name: string;
  description: string;
  inputs: ScenarioInputs;
  base_version: number;
  updated_at: string;
}

export interface Scenario {
  id: string;
  well_id: string;
  name: string;
  description: string;
  inputs: ScenarioInputs;
  version: number;
  author_name: string | null;
  updated_by_name: string | null;
  updated_at: string;
  /** Your draft of it; null when you are not editing it. */
  draft: ScenarioDraft | null;
  /** Its cases, in the engineer's order. */
  cases: ScenarioCase[];
}

export interface ScenarioListItem extends Omit<Scenario, 'draft' | 'cases'> {
  editing: boolean;
}

export interface ScenarioData {
  scenario_id: string;
  version: number;
  from_draft: boolean;
  torque_drag: TorqueDragAnswer;
  hydraulics: HydraulicsAnswer;
}

const base = (wellId: string) => `wells/${encodeURIComponent(wellId)}/engineering/scenarios`;
const one = (wellId: string, id: string) => `${base(wellId)}/${encodeURIComponent(id)}`;
const opts = { revalidateOnFocus: false, shouldRetryOnError: false };

export const useScenarios = (wellId: string | null, active: boolean) =>
  useSWR(
    wellId && active ? ['scenarios', wellId] : null,
    async () => (await api.get<{ data: ScenarioListItem[] }>(base(wellId!), undefined, { hideMessage: true })).data,
    opts,
  );

export const useScenario = (wellId: string | null, id: string | null, active: boolean) =>
  useSWR(
    wellId && id && active ? ['scenarios', wellId, 'one', id] : null,
    async () => (await api.get<{ data: Scenario }>(one(wellId!, id!), undefined, { hideMessage: true })).data,
    opts,
  );

/** Torque & drag and hydraulics on the scenario, or on your draft of it (keyed by the draft's time, so a saved change recomputes). */
export function useScenarioData(wellId: string | null, s: Scenario | null, period: Period | null, active: boolean) {
  const from = period ? Math.floor(period.start_date) : undefined;
  const to = period && !period.autoUpdate ? Math.floor(period.end_date) : undefined;
  const draft = s?.draft ? s.draft.updated_at : null;
  return useSWR(
    wellId && s && active ? ['scenarios', wellId, 'data', s.id, s.version, draft, from, to] : null,
    async () =>
      (
        await api.get<{ data: ScenarioData }>(
          `${one(wellId!, s!.id)}/data`,
          { ...(draft ? { draft: 'true' } : {}), ...(from !== undefined ? { measured_from: from } : {}), ...(to !== undefined ? { measured_to: to } : {}) },
          { hideMessage: true },
        )
      ).data,
    { ...opts, keepPreviousData: true },
  );
}

const refresh = (wellId: string) => mutate((k) => Array.isArray(k) && k[0] === 'scenarios' && k[1] === wellId);

async function write(wellId: string, call: Promise<{ data: Scenario }>): Promise<Scenario> {
  const r = await call;
  await refresh(wellId);
  return r.data;
}

export const createScenario = (wellId: string, name: string) => write(wellId, api.post(base(wellId), { name }, { hideMessage: true }));

export const scenarioAction = (wellId: string, id: string, action: 'edit' | 'cancel' | 'apply') =>
  write(wellId, api.post(`${one(wellId, id)}/${action}`, undefined, { hideMessage: true }));

export const updateScenarioDraft = (wellId: string, id: string, body: { name?: string; inputs?: ScenarioInputs }) =>
  write(wellId, api.patch(one(wellId, id), body, { hideMessage: true }));
