/** Well designs (server/routes/engineering/designs.ts): list, one, generate a new one from the well's data, change its sections. */
import useSWR, { mutate } from 'swr';
import type { DesignProblem, DesignSection, SectionFigures, WellDesignRecord } from '../../domain/engineering/well-design';
import { api } from '../request';

export type DesignStageKind = 'drilling' | 'completions';

export interface WellDesign extends WellDesignRecord {
  figures: SectionFigures[];
  problems: DesignProblem[];
}

const base = (wellId: string) => `wells/${encodeURIComponent(wellId)}/designs`;
const opts = { revalidateOnFocus: false, shouldRetryOnError: false };

export const useDesigns = (wellId: string | null, stage: DesignStageKind, active: boolean) =>
  useSWR(
    wellId && active ? ['designs', wellId, stage] : null,
    async () => (await api.get<{ data: WellDesign[] }>(base(wellId!), { stage }, { hideMessage: true })).data,
    opts,
  );

export const useDesign = (wellId: string | null, id: string | null, active: boolean) =>
  useSWR(
    wellId && id && active ? ['designs', wellId, 'one', id] : null,
    async () => (await api.get<{ data: WellDesign }>(`${base(wellId!)}/${encodeURIComponent(id!)}`, undefined, { hideMessage: true })).data,
    opts,
  );

export async function generateDesign(wellId: string, stage: DesignStageKind, name: string): Promise<WellDesign> {
  const r = await api.post<{ data: WellDesign }>(base(wellId), { stage, name }, { hideMessage: true });
  await mutate((k) => Array.isArray(k) && k[0] === 'designs' && k[1] === wellId);
  return r.data;
}

/** New sections (and so a new version) of a design; every cached design of the well is refetched. */
export async function updateDesignSections(wellId: string, id: string, sections: DesignSection[]): Promise<WellDesign> {
  const r = await api.patch<{ data: WellDesign }>(`${base(wellId)}/${encodeURIComponent(id)}`, { sections }, { hideMessage: true });
  await mutate((k) => Array.isArray(k) && k[0] === 'designs' && k[1] === wellId);
  return r.data;
}
