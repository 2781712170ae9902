/** Cases of a stored engineering scenario (server/routes/engineering/scenario-cases.ts). */
import useSWR, { mutate } from 'swr';
import type { ScenarioInputs } from '../../domain/engineering/scenario-schemas';
import type { Period } from '../../state/period';
import { api } from '../request';
import type { ScenarioCase } from '../../domain/engineering/scenario-cases';
import type { Scenario, ScenarioData } from './scenarios';

export type { ScenarioCase };

export interface CaseData extends ScenarioData {
  case_id: string;
  /** The inputs the case changes from the scenario's. */
  changes: string[];
}

const cases = (wellId: string, scenarioId: string) => `wells/${encodeURIComponent(wellId)}/engineering/scenarios/${encodeURIComponent(scenarioId)}/cases`;
const one = (wellId: string, scenarioId: string, id: string) => `${cases(wellId, scenarioId)}/${encodeURIComponent(id)}`;

/** Torque & drag and hydraulics on one case of the scenario, over your draft when you have one. */
export function useCaseData(wellId: string | null, s: Scenario | null, caseId: string | null, period: Period | null, active: boolean) {
  const from = period ? Math.floor(period.start_date) : undefined;
  const to = period && !period.autoUpdate ? Math.floor(period.end_date) : undefined;
  const draft = s?.draft ? s.draft.updated_at : null;
  const c = s?.cases.find((x) => x.id === caseId) ?? null;
  return useSWR(
    wellId && s && c && active ? ['scenarios', wellId, 'case-data', s.id, s.version, draft, c.id, JSON.stringify(c.inputs), from, to] : null,
    async () =>
      (
        await api.get<{ data: CaseData }>(
          `${one(wellId!, s!.id, c!.id)}/data`,
          { ...(draft ? { draft: 'true' } : {}), ...(from !== undefined ? { measured_from: from } : {}), ...(to !== undefined ? { measured_to: to } : {}) },
          { hideMessage: true },
        )
      ).data,
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
}

const refresh = (wellId: string) => mutate((k) => Array.isArray(k) && k[0] === 'scenarios' && k[1] === wellId);

async function write<T>(wellId: string, call: Promise<{ data: T }>): Promise<T> {
  const r = await call;
  await refresh(wellId);
  return r.data;
}

export const createCase = (wellId: string, scenarioId: string, name: string, inputs: ScenarioInputs) =>
  write<ScenarioCase>(wellId, api.post(cases(wellId, scenarioId), { name, inputs }, { hideMessage: true }));

export const updateCase = (wellId: string, scenarioId: string, id: string, body: { name?: string; inputs?: ScenarioInputs }) =>
  write<ScenarioCase>(wellId, api.patch(one(wellId, scenarioId, id), body, { hideMessage: true }));

export const deleteCase = (wellId: string, scenarioId: string, id: string) =>
  write<{ id: string }>(wellId, api.delete(one(wellId, scenarioId, id), undefined, { hideMessage: true }));

export const reorderCases = (wellId: string, scenarioId: string, ids: readonly string[]) =>
  write<ScenarioCase[]>(wellId, api.put(`${cases(wellId, scenarioId)}/order`, { ids }, { hideMessage: true }));
