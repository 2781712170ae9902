/**
 * The well header's fields (spec 3.4) as one table: how each shows, how it reads back from what the
 * user typed, in which group it sits. Depths in the user's unit system; dates and the day shift in the
 * well's own time zone. DOM-free, so the draft logic is tested without a browser.
 */
import type { WellHeader } from '../../api/well-info';
import { formatPattern, parseDateTime } from '../../domain/format';
import { convert, unitFor, type UnitSystemId } from '../../domain/units';
import { isTimeZone, wellHeaderBody, type WellHeaderField, type WellHeaderInput } from '../../domain/wellinfo/well-info-schemas';

/** The header fields of a well as the API answers them (WellHeader, src/api/well-info.ts). */
export type HeaderWell = Pick<
  WellHeader,
  | 'name'
  | 'uwi'
  | 'field'
  | 'country'
  | 'state'
  | 'county'
  | 'latitude'
  | 'longitude'
  | 'timezone'
  | 'unit_system'
  | 'day_shift'
  | 'stage'
  | 'status'
  | 'start_date'
  | 'end_date'
  | 'start_depth'
  | 'end_depth'
  | 'main_nav_title'
  | 'second_nav_title'
>;

type Kind = 'text' | 'number' | 'depth' | 'date' | 'dayshift' | 'select' | 'zone';
export interface HeaderField {
  key: WellHeaderField;
  label: string;
  group: 'Identity' | 'Location' | 'Operations' | 'Dates and depths';
  kind: Kind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

export const STAGES = [
  { value: 'drilling', label: 'Drilling' },
  { value: 'completion_frac', label: 'Completion (frac)' },
  { value: 'completion_wireline', label: 'Completion (wireline)' },
  { value: 'production', label: 'Production' },
] as const;
/** Spec 3.4: 1 active (green), 2 paused, 4 planned, 3 completed. */
export const STATUSES = [
  { value: '1', label: 'Active' },
  { value: '2', label: 'Paused' },
  { value: '4', label: 'Planned' },
  { value: '3', label: 'Completed' },
] as const;
const UNIT_SYSTEMS = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'US field units' },
] as const;

export const HEADER_FIELDS: readonly HeaderField[] = [
  { key: 'name', label: 'Well name', group: 'Identity', kind: 'text' },
  { key: 'uwi', label: 'UWI / API', group: 'Identity', kind: 'text' },
  { key: 'main_nav_title', label: 'Main title', group: 'Identity', kind: 'text', hint: 'shown in the navigation' },
  { key: 'second_nav_title', label: 'Second title', group: 'Identity', kind: 'text' },
  { key: 'field', label: 'Field', group: 'Location', kind: 'text' },
  { key: 'country', label: 'Country', group: 'Location', kind: 'text' },
  { key: 'state', label: 'State', group: 'Location', kind: 'text' },
  { key: 'county', label: 'County', group: 'Location', kind: 'text' },
  { key: 'latitude', label: 'Latitude', group: 'Location', kind: 'number', hint: '° north, WGS 84' },
  { key: 'longitude', label: 'Longitude', group: 'Location', kind: 'number', hint: '° east (west is negative)' },
  { key: 'timezone', label: 'Time zone', group: 'Location', kind: 'zone', hint: 'IANA, e.g. America/Chicago' },
  { key: 'unit_system', label: 'Unit system', group: 'Operations', kind: 'select', options: UNIT_SYSTEMS },
  { key: 'day_shift', label: 'Day starts at', group: 'Operations', kind: 'dayshift', hint: "reporting day, well's time" },
  { key: 'stage', label: 'Stage', group: 'Operations', kind: 'select', options: STAGES },
  { key: 'status', label: 'Status', group: 'Operations', kind: 'select', options: STATUSES },
  { key: 'start_date', label: 'Start date', group: 'Dates and depths', kind: 'date', hint: "YYYY-MM-DD HH:mm, well's time" },
  { key: 'end_date', label: 'End date', group: 'Dates and depths', kind: 'date' },
  { key: 'start_depth', label: 'Start depth', group: 'Dates and depths', kind: 'depth' },
  { key: 'end_depth', label: 'End depth', group: 'Dates and depths', kind: 'depth', hint: 'planned TD' },
];

export const HEADER_GROUPS = ['Identity', 'Location', 'Operations', 'Dates and depths'] as const;

export type HeaderDraft = Record<WellHeaderField, string>;

const depthUnit = (system: UnitSystemId) => unitFor(system, 'depth');
const round = (v: number, d: number) => String(Math.round(v * 10 ** d) / 10 ** d);

/** What the field shows (and starts from in edit mode). */
export function fieldText(w: HeaderWell, f: HeaderField, system: UnitSystemId): string {
  const v = w[f.key];
  if (v === null || v === undefined) return '';
  switch (f.kind) {
    case 'depth':
      return round(convert(v as number, 'm', depthUnit(system)), 2);
    case 'date':
      return formatPattern((v as number) * 1000, 'YYYY-MM-DD HH:mm', { timeZone: w.timezone });
    case 'dayshift': {
      const s = v as number;
      return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
    }
    default:
      return String(v);
  }
}

/** A field's value in view mode: the select's label, the depth with its unit. */
export function fieldDisplay(w: HeaderWell, f: HeaderField, system: UnitSystemId): string {
  const t = fieldText(w, f, system);
  if (t === '') return '-';
  if (f.options) return f.options.find((o) => o.value === t)?.label ?? t;
  if (f.kind === 'depth') return `${Number(t).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${system === 'imperial' ? 'ft' : 'm'}`;
  if (f.kind === 'date' || f.kind === 'dayshift') return `${t} (${w.timezone})`;
  if (f.key === 'latitude' || f.key === 'longitude') return `${Number(t).toFixed(6)}°`;
  return t;
}

export const draftOf = (w: HeaderWell, system: UnitSystemId): HeaderDraft =>
  Object.fromEntries(HEADER_FIELDS.map((f) => [f.key, fieldText(w, f, system)])) as HeaderDraft;

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

function parseField(f: HeaderField, text: string, zone: string, system: UnitSystemId): Parsed {
  const t = text.trim();
  if (t === '')
    return f.key === 'name'
      ? { ok: false, error: 'This field could not be empty' }
      : f.kind === 'select' || f.kind === 'zone' || f.kind === 'dayshift'
        ? { ok: false, error: 'Required' }
        : { ok: true, value: null };
  switch (f.kind) {
    case 'number':
    case 'depth': {
      const n = Number(t.replace(',', '.'));
      if (!Number.isFinite(n)) return { ok: false, error: `'${t}' is not a number` };
      return { ok: true, value: f.kind === 'depth' ? convert(n, depthUnit(system), 'm') : n };
    }
    case 'date': {
      const ms = parseDateTime(t, { timeZone: zone });
      return ms === null ? { ok: false, error: 'Use YYYY-MM-DD HH:mm' } : { ok: true, value: Math.round(ms / 1000) };
    }
    case 'dayshift': {
      const m = /^(\d{1,2}):(\d{2})$/.exec(t);
      if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return { ok: false, error: 'Use HH:mm, 00:00 to 23:59' };
      return { ok: true, value: Number(m[1]) * 3600 + Number(m[2]) * 60 };
    }
    case 'zone':
      return isTimeZone(t) ? { ok: true, value: t } : { ok: false, error: 'Not a time zone (IANA, e.g. America/Chicago)' };
    case 'select':
      return { ok: true, value: f.key === 'status' ? Number(t) : t };
    default:
      return { ok: true, value: t };
  }
}

/**
 * The fields that changed, as PATCH takes them, or the errors by field. Dates are read in the zone
 * being saved (a zone changed in the same edit applies to the dates typed with it).
 */
export function headerChanges(
  w: HeaderWell,
  draft: HeaderDraft,
  system: UnitSystemId,
): { ok: true; body: WellHeaderInput; changed: number } | { ok: false; errors: Partial<Record<WellHeaderField | 'form', string>> } {
  const errors: Partial<Record<WellHeaderField | 'form', string>> = {};
  const body: Record<string, unknown> = {};
  const zone = isTimeZone(draft.timezone.trim()) ? draft.timezone.trim() : w.timezone;
  const before = draftOf(w, system);
  for (const f of HEADER_FIELDS) {
    if (draft[f.key].trim() === before[f.key].trim() && !(f.kind === 'date' && zone !== w.timezone)) continue;
    const p = parseField(f, draft[f.key], zone, system);
    if (!p.ok) errors[f.key] = p.error;
    else body[f.key] = p.value;
  }
  // latitude and longitude travel together (the map moves as one point)
  if ('latitude' in body !== 'longitude' in body && !errors.latitude && !errors.longitude) {
    const other = 'latitude' in body ? 'longitude' : 'latitude';
    const p = parseField(
      HEADER_FIELDS.find((f) => f.key === other)!,
      draft[other],
      zone,
      system,
    );
    if (p.ok) body[other] = p.value;
  }
  // the server compares with the stored date the draft leaves alone: so does the draft
  const start = 'start_date' in body ? (body.start_date as number | null) : w.start_date;
  const end = 'end_date' in body ? (body.end_date as number | null) : w.end_date;
  if (!errors.end_date && !errors.start_date && start !== null && end !== null && end < start) errors.end_date = 'Should be greater than start_date';
  if (Object.keys(errors).length) return { ok: false, errors };
  if (Object.keys(body).length === 0) return { ok: true, body: {}, changed: 0 };
  const parsed = wellHeaderBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[(issue.path[0] as WellHeaderField | undefined) ?? 'form'] = issue.message;
    return { ok: false, errors };
  }
  return { ok: true, body: parsed.data, changed: Object.keys(body).length };
}
