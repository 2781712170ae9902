/**
 * The mud report table's edit draft: per report the fields typed so far, as text in the units shown
 * (mud weight in the user's unit system). Applying turns each changed field back into the API's
 * units; an unreadable number or one the server would refuse is a problem named by date and field,
 * and nothing is sent while any remains.
 */
import type { MudProperty, MudReportDto, MudReportPatch } from '../../../api/mud';

export const EDITABLE = ['density_kg_m3', 'funnel_viscosity_s', 'pv_cp', 'yp_lbf_100ft2', 'fluid_loss_ml', 'comment'] as const;
export type EditableField = (typeof EDITABLE)[number];

export type MudDraft = ReadonlyMap<string, Partial<Record<EditableField, string>>>;

/** Display ⇄ API conversion of one field (mud weight only; the others are shown as stored). */
export interface FieldUnits {
  toApi(field: EditableField, shown: number): number;
  fromApi(field: EditableField, stored: number): number;
  decimals(field: EditableField): number;
}

/** What the server accepts (mud-schemas.ts), in API units. */
const RANGE: Record<Exclude<EditableField, 'comment'>, [number, number]> = {
  density_kg_m3: [800, 2600],
  funnel_viscosity_s: [20, 300],
  pv_cp: [0, 200],
  yp_lbf_100ft2: [0, 200],
  fluid_loss_ml: [0, 200],
};

/** The text a field starts from: the stored value in the shown unit. */
export function shownText(r: MudReportDto, field: EditableField, u: FieldUnits): string {
  if (field === 'comment') return r.comment;
  const v = r[field];
  return v === null ? '' : String(Number(u.fromApi(field, v).toFixed(u.decimals(field))));
}

export function withField(draft: MudDraft, r: MudReportDto, field: EditableField, text: string): MudDraft {
  const next = new Map(draft);
  next.set(r.id, { ...(draft.get(r.id) ?? {}), [field]: text });
  return next;
}

export interface MudEdits {
  edits: { id: string; fields: MudReportPatch }[];
  problems: string[];
}

/** The changed fields of each report in API units, and what cannot be sent. */
export function mudEdits(draft: MudDraft, reports: readonly MudReportDto[], u: FieldUnits): MudEdits {
  const edits: MudEdits['edits'] = [];
  const problems: string[] = [];
  for (const r of reports) {
    const d = draft.get(r.id);
    if (!d) continue;
    const fields: MudReportPatch = {};
    for (const f of EDITABLE) {
      const text = d[f];
      if (text === undefined || text === shownText(r, f, u)) continue;
      if (f === 'comment') {
        fields.comment = text;
        continue;
      }
      const trimmed = text.trim().replace(',', '.');
      if (trimmed === '' && f !== 'density_kg_m3') {
        fields[f as MudProperty] = null;
        continue;
      }
      const shown = Number(trimmed);
      const v = Number.isFinite(shown) && trimmed !== '' ? u.toApi(f, shown) : NaN;
      const [lo, hi] = RANGE[f];
      if (!Number.isFinite(v)) problems.push(`${r.date}: ${f} is not a number`);
      else if (v < lo || v > hi) problems.push(`${r.date}: ${f} must be between ${lo} and ${hi}`);
      else fields[f as MudProperty] = Math.round(v * 1000) / 1000;
    }
    if (Object.keys(fields).length) edits.push({ id: r.id, fields });
  }
  return { edits, problems };
}

/** How many reports have a change that would be sent or refused. */
export function changedCount(draft: MudDraft, reports: readonly MudReportDto[], u: FieldUnits): number {
  return reports.filter((r) => {
    const d = draft.get(r.id);
    return d !== undefined && EDITABLE.some((f) => d[f] !== undefined && d[f] !== shownText(r, f, u));
  }).length;
}
