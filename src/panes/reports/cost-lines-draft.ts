/**
 * The Daily Costs editor's draft: the period's manual cost lines as text cells (one row per line,
 * new rows without an id), what changed against the stored lines (the dirty count), the one batch
 * that saves it, and where a refusal belongs: our own checks and the server's 400/404 name a row and
 * a field ('body.update.2.amount'), which the grid marks while the draft stays as typed.
 */
import type { CostLineBatch, CostLineDto, CostLineInput } from '../../api/daily-costs';
import { cellNumber, newDraftKey, type DraftGridRow } from '../../features/edit-mode/draft-grid';

export const LINE_FIELDS = ['report_date', 'cost_code', 'amount', 'quantity', 'description'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export const FIELD_LABELS: Record<LineField, string> = {
  report_date: 'Reporting day',
  cost_code: 'Cost code',
  amount: 'Amount',
  quantity: 'Quantity',
  description: 'Note',
};

/** A stored line's row: keyed by its id, so the batch knows what it was. */
export function rowOfLine(l: CostLineDto): DraftGridRow {
  return {
    key: l.id,
    cells: { report_date: l.report_date, cost_code: l.cost_code, amount: String(l.amount), quantity: String(l.quantity), description: l.description },
  };
}

export function blankRow(day: string, code: string): DraftGridRow {
  return { key: newDraftKey(), cells: { report_date: day, cost_code: code, amount: '', quantity: '1', description: '' } };
}

/** A problem with one cell of the draft ('row' is the row's key), or with the draft as a whole. */
export interface CellProblem {
  row: string | null;
  field: LineField | null;
  message: string;
}

export interface DraftBatch {
  batch: CostLineBatch;
  /** The row key of each entry sent, by list and index, to place the server's refusal. */
  keys: { add: string[]; update: string[]; delete: string[] };
  /** Rows added, changed and removed: the dirty count. */
  count: number;
  problems: CellProblem[];
}

const lineName = (rows: readonly DraftGridRow[], key: string) => `Line ${rows.findIndex((r) => r.key === key) + 1}`;

function inputOf(r: DraftGridRow, rows: readonly DraftGridRow[], problems: CellProblem[]): CostLineInput | null {
  const c = r.cells;
  const say = (field: LineField, what: string) =>
    problems.push({ row: r.key, field, message: `${lineName(rows, r.key)} ${FIELD_LABELS[field].toLowerCase()}: ${what}` });
  const amount = cellNumber(c.amount);
  const quantity = cellNumber(c.quantity);
  const before = problems.length;
  if (!c.report_date) say('report_date', 'pick a reporting day');
  if (!c.cost_code) say('cost_code', 'pick a cost code');
  if (amount === null || Number.isNaN(amount) || amount < 0) say('amount', 'must be a number, zero or more');
  if (quantity !== null && (Number.isNaN(quantity) || quantity < 0)) say('quantity', 'must be a number, zero or more');
  if (problems.length > before) return null;
  return { report_date: c.report_date, cost_code: c.cost_code, amount: amount!, quantity: quantity ?? 1, description: (c.description ?? '').trim() };
}

/** What the draft changes against the stored lines it started from (lines outside it are not touched). */
export function batchOfDraft(start: readonly CostLineDto[], rows: readonly DraftGridRow[]): DraftBatch {
  const stored = new Map(start.map((l) => [l.id, l]));
  const out: DraftBatch = { batch: { add: [], update: [], delete: [] }, keys: { add: [], update: [], delete: [] }, count: 0, problems: [] };
  for (const r of rows) {
    const was = stored.get(r.key);
    if (was) {
      const before = rowOfLine(was).cells;
      const edited = LINE_FIELDS.filter((f) => (f === 'description' ? (r.cells[f] ?? '').trim() : r.cells[f]) !== before[f]);
      if (!edited.length) continue;
      out.count++;
      const input = inputOf(r, rows, out.problems);
      if (!input) continue;
      const changed = Object.fromEntries(edited.filter((f) => input[f] !== was[f]).map((f) => [f, input[f]]));
      if (Object.keys(changed).length === 0) {
        out.count--; // '1500.0' for 1500: the same line
        continue;
      }
      out.batch.update.push({ id: r.key, ...changed });
      out.keys.update.push(r.key);
    } else {
      out.count++;
      const input = inputOf(r, rows, out.problems);
      if (!input) continue;
      out.batch.add.push(input);
      out.keys.add.push(r.key);
    }
  }
  const kept = new Set(rows.map((r) => r.key));
  for (const l of start) {
    if (kept.has(l.id)) continue;
    out.count++;
    out.batch.delete.push(l.id);
    out.keys.delete.push(l.id);
  }
  return out;
}

const REFUSAL = /^body\.(add|update|delete)\.(\d+)(?:\.(\w+))?: (.*)$/;

/** The server's refusal of a batch placed on the row and field it names; else said of the draft. */
export function placeRefusal(message: string, sent: DraftBatch, rows: readonly DraftGridRow[]): CellProblem {
  const m = REFUSAL.exec(message);
  const key = m ? sent.keys[m[1] as keyof DraftBatch['keys']][Number(m[2])] : undefined;
  if (!m || key === undefined) return { row: null, field: null, message };
  if (m[1] === 'delete') return { row: null, field: null, message: `A removed line: ${m[4]}` };
  const field = (LINE_FIELDS as readonly string[]).includes(m[3] ?? '') ? (m[3] as LineField) : null;
  return { row: key, field, message: `${lineName(rows, key)}${field ? ` ${FIELD_LABELS[field].toLowerCase()}` : ''}: ${m[4]}` };
}
