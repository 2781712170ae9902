/**
 * The survey edit table's model, pure: station records as editable text in display units, rows the
 * user added or marked for deletion, the validation messages (each naming its row, as the server's
 * do), and the edits that apply the draft (corrections, deletions, additions) in API units.
 */
import type { StationInput, StationRecord } from '../../../api/directional';
import { DEPTH_MAX_M, DEPTH_MIN_M, STATION_SENSOR_MAX } from '../../../domain/directional/station-limits';
import { parseFraction } from '../../../domain/format/fraction';
import type { DisplayUnits } from '../shared/display-units';
import { formatDecimals } from '../../../domain/format';

export const DRAFT_FIELDS = ['md', 'inc', 'az', 'diff_pressure', 'gamma', 'wob', 'rpm', 'slide_seen', 'motor_yield'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly DraftField[] = ['md', 'inc', 'az'];

export interface DraftRow {
  /** Stable React key. */
  key: string;
  /** Server id; null for a row added in this edit. */
  id: string | null;
  values: Record<DraftField, string>;
  deleted: boolean;
}

export interface Draft {
  rows: DraftRow[];
  /** The records the draft started from, by id, to tell what changed. */
  original: ReadonlyMap<string, StationRecord>;
}

type Conv = { show(v: number | null): number | null; toApi(v: number): number };

function converters(u: DisplayUnits): Record<DraftField, Conv> {
  const same: Conv = { show: (v) => v, toApi: (v) => v };
  return {
    md: u.length,
    inc: same,
    az: same,
    diff_pressure: u.pressure,
    gamma: same,
    wob: u.weight,
    rpm: same,
    slide_seen: u.length,
    motor_yield: u.dls,
  };
}

/** Enough digits that an untouched value round-trips to the same API number (±1e-6). */
function text(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return '';
  return String(Number(formatDecimals(v, 6)));
}

export function draftFromRecords(records: readonly StationRecord[], u: DisplayUnits): Draft {
  const c = converters(u);
  return {
    original: new Map(records.map((r) => [r.id, r])),
    rows: records.map((r) => ({
      key: r.id,
      id: r.id,
      deleted: false,
      values: Object.fromEntries(DRAFT_FIELDS.map((f) => [f, text(c[f].show(r[f]))])) as Record<DraftField, string>,
    })),
  };
}

let added = 0;
export function newDraftRow(): DraftRow {
  added += 1;
  return { key: `new-${added}`, id: null, deleted: false, values: Object.fromEntries(DRAFT_FIELDS.map((f) => [f, ''])) as Record<DraftField, string> };
}

/**
 * A number typed by a user: '1,234.5', ' 12 ' and fractions as drillers write them ('1 1/2', '9-5/8',
 * spec 9.8) read; '' is empty; anything else, or a number too large to be finite, is NaN.
 */
export function parseInput(s: string): number | null {
  const t = s.trim().replace(/,/g, '');
  if (t === '') return null;
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t)) {
    const n = Number(t);
    return Number.isFinite(n) ? n : NaN;
  }
  return parseFraction(t) ?? NaN;
}

export interface RowProblem {
  key: string;
  field: DraftField;
  message: string;
}

const LIMITS: Partial<Record<DraftField, [number, number, string]>> = {
  inc: [0, 180, 'inclination'],
  az: [0, 360, 'azimuth'],
  gamma: [0, STATION_SENSOR_MAX.gamma, 'gamma'],
  rpm: [0, STATION_SENSOR_MAX.rpm, 'RPM'],
};

/** Sensors whose display unit may differ from the API's: checked after conversion, shown in display units. */
const CONVERTED_MAX: Partial<Record<DraftField, number>> = {
  diff_pressure: STATION_SENSOR_MAX.diff_pressure,
  wob: STATION_SENSOR_MAX.wob,
  slide_seen: STATION_SENSOR_MAX.slide_seen,
  motor_yield: STATION_SENSOR_MAX.motor_yield,
};

/**
 * Every problem of the draft, in row order, each naming the row (1-based among kept rows) and the
 * field: a required value missing, a value that is not a number or out of range, MD not increasing
 * or above the tie-in.
 */
export function draftProblems(draft: Draft, u: DisplayUnits, tieInMdM: number): RowProblem[] {
  const problems: RowProblem[] = [];
  const kept = draft.rows.filter((r) => !r.deleted);
  let prevMd: number | null = null;
  let prevRow = 0;
  const L = u.length;
  const fmt = (m: number) => `${Number(formatDecimals(L.show(m), 2))} ${L.symbol}`;
  const c = converters(u);
  kept.forEach((r, i) => {
    const row = `row ${i + 1}`;
    for (const f of DRAFT_FIELDS) {
      const v = parseInput(r.values[f]);
      if (v === null) {
        if (REQUIRED_FIELDS.includes(f))
          problems.push({ key: r.key, field: f, message: `${row}: ${f === 'md' ? 'MD' : f === 'inc' ? 'inclination' : 'azimuth'} is required` });
        continue;
      }
      if (Number.isNaN(v)) {
        problems.push({ key: r.key, field: f, message: `${row}: '${r.values[f]}' is not a number` });
        continue;
      }
      const lim = LIMITS[f];
      if (lim && !(v >= lim[0] && v <= lim[1]))
        problems.push({ key: r.key, field: f, message: `${row}: ${lim[2]} ${v} must be between ${lim[0]} and ${lim[1]}` });
      else if (!lim && f !== 'md' && v < 0) problems.push({ key: r.key, field: f, message: `${row}: ${f.replace('_', ' ')} cannot be negative` });
      else if (CONVERTED_MAX[f] !== undefined && c[f].toApi(v) > CONVERTED_MAX[f]) {
        const max = Number(c[f].show(CONVERTED_MAX[f])!.toPrecision(6));
        problems.push({ key: r.key, field: f, message: `${row}: ${f.replace('_', ' ')} ${v} must not exceed ${max}` });
      }
    }
    const mdShown = parseInput(r.values.md);
    if (mdShown === null || Number.isNaN(mdShown)) return;
    const md = L.toApi(mdShown);
    if (!(md >= DEPTH_MIN_M && md <= DEPTH_MAX_M)) {
      problems.push({ key: r.key, field: 'md', message: `${row}: MD must be between ${fmt(DEPTH_MIN_M)} and ${fmt(DEPTH_MAX_M)}` });
      return;
    }
    if (md < tieInMdM - 1e-6) problems.push({ key: r.key, field: 'md', message: `${row}: MD ${fmt(md)} is above the tie-in at ${fmt(tieInMdM)}` });
    else if (prevMd !== null && !(md > prevMd + 1e-9))
      problems.push({ key: r.key, field: 'md', message: `${row}: MD ${fmt(md)} must be greater than the MD of row ${prevRow} (${fmt(prevMd)})` });
    prevMd = md;
    prevRow = i + 1;
  });
  return problems;
}

function inputOf(r: DraftRow, u: DisplayUnits): StationInput {
  const c = converters(u);
  const out: Record<string, number | null> = {};
  for (const f of DRAFT_FIELDS) {
    const v = parseInput(r.values[f]);
    out[f] = v === null || Number.isNaN(v) ? null : c[f].toApi(v);
  }
  return out as unknown as StationInput;
}

const same = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : b !== null && b !== undefined && Math.abs(a! - b) < 1e-6;

/** The calls that turn the records into the draft. Only changed fields of corrected rows are sent. */
export function draftEdits(draft: Draft, u: DisplayUnits): { update: { id: string; fields: Partial<StationInput> }[]; remove: string[]; add: StationInput[] } {
  const update: { id: string; fields: Partial<StationInput> }[] = [];
  const remove: string[] = [];
  const add: StationInput[] = [];
  for (const r of draft.rows) {
    if (r.id && r.deleted) {
      remove.push(r.id);
      continue;
    }
    if (r.deleted) continue;
    const input = inputOf(r, u);
    if (!r.id) {
      add.push(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as unknown as StationInput);
      continue;
    }
    const o = draft.original.get(r.id)!;
    const fields: Partial<Record<DraftField, number | null>> = {};
    for (const f of DRAFT_FIELDS) if (!same(o[f], input[f])) fields[f] = input[f] ?? null;
    if (Object.keys(fields).length) update.push({ id: r.id, fields: fields as Partial<StationInput> });
  }
  return { update, remove, add };
}

export function isDirty(draft: Draft, u: DisplayUnits): boolean {
  const e = draftEdits(draft, u);
  return e.update.length + e.remove.length + e.add.length > 0;
}
