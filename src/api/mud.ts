/**
 * The mud report calls (issue 15): GET wells/{id}/mud_reports over a period, GET wells/{id}/mud_program,
 * and the report writes under wells/{id}/mud_reports. Times are epoch seconds, depths metres, the
 * properties in the units their field names carry.
 */
import type { MudType } from '../domain/drilling/mud/mud-program';
import { MUD_PROPERTIES, type MudProductDto, type MudProperty, type MudReportDto } from '../domain/drilling/mud/mud-report-dto';
import { dataRequestReady } from '../domain/validation/request-guards';
import type { PeriodPayload } from './logs/analytics';
import { api } from './request';
import { RequestError } from './request-error';

export { MUD_PROPERTIES, type MudProductDto, type MudProperty, type MudReportDto };

export interface MudSectionDto {
  section: string;
  name: string;
  from_m: number;
  to_m: number;
  hole_size_in: number;
  planned_mud_type: MudType;
  planned_density_min_kg_m3: number;
  planned_density_max_kg_m3: number;
  reports: number;
  actual_mud_types: MudType[];
  actual_density_min_kg_m3: number | null;
  actual_density_max_kg_m3: number | null;
  actual_density_avg_kg_m3: number | null;
  outside_window: number;
  type_as_planned: boolean;
}

export interface MudData {
  reports: MudReportDto[];
  products: { name: string; unit: string; quantity: number; cost: number }[];
  products_cost: number;
  currency: string;
  cost_code: string;
  /** The well's mud program against all its reports (not only the period's). */
  sections: MudSectionDto[];
}

export type MudReportPatch = Partial<Record<MudProperty, number | null>> & { comment?: string };

const well = (id: string) => `wells/${encodeURIComponent(id)}`;

/** The period's reports and the well's program, in one answer for the mud panes. */
export async function fetchMud(wellId: string | null, payload: PeriodPayload | null): Promise<{ data: MudData }> {
  const ready = dataRequestReady(payload, wellId);
  if (ready !== true) throw new RequestError(ready, 0);
  const period = { from: Math.floor(payload!.start_date), to: Math.floor(payload!.end_date) + 1 };
  const [r, p] = await Promise.all([
    api.get<{ data: Omit<MudData, 'sections'> }>(`${well(wellId!)}/mud_reports`, period, { hideMessage: true }),
    api.get<{ data: { sections: MudSectionDto[] } }>(`${well(wellId!)}/mud_program`, undefined, { hideMessage: true }),
  ]);
  return { data: { ...r.data, sections: p.data.sections } };
}

/** The edited reports, one PATCH each, in order; a failure shows the server's message and rejects. */
export async function applyMudEdits(wellId: string, edits: readonly { id: string; fields: MudReportPatch }[]): Promise<void> {
  for (const e of edits) await api.patch(`${well(wellId)}/mud_reports/${encodeURIComponent(e.id)}`, e.fields, { hideMessage: true });
}
