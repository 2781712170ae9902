/**
 * An editable grid of text cells, written once for panes whose edit mode changes a whole list (BHA
 * components, casing strings, cement slurries): one input per cell (numbers as typed, choices as a
 * select), Insert adds a row, Ctrl+Delete removes the focused row, each row a Remove button. The
 * pane converts the text to its API body (and says what is wrong) when the user applies.
 */
import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';

export interface DraftColumn {
  id: string;
  label: string;
  unit?: string;
  kind: 'number' | 'text' | 'select';
  options?: readonly { value: string; label: string; disabled?: boolean }[];
  widthPx?: number;
}

export interface DraftGridRow {
  key: string;
  cells: Record<string, string>;
}

const useStyles = makeStyles({
  wrap: { overflow: 'auto', padding: tokens.spacingHorizontalS, minHeight: 0, flexShrink: 0 },
  th: { textAlign: 'start', fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, padding: '2px 4px', whiteSpace: 'nowrap' },
  td: { padding: '1px 2px' },
  invalid: { boxShadow: `0 0 0 2px ${tokens.colorPaletteRedBorder2}` },
});

let counter = 0;
export const newDraftKey = () => `new${++counter}`;

export function DraftGrid(p: {
  label: string;
  columns: readonly DraftColumn[];
  rows: readonly DraftGridRow[];
  onChange(rows: DraftGridRow[]): void;
  /** A blank row for Insert; omitted, rows cannot be added or removed. */
  blank?: () => DraftGridRow;
  /** Focus the first cell when shown (the pane's edit mode just started). */
  autoFocus?: boolean;
  /** Cells a check or the server refused, as `${row key}:${column id}`: marked invalid. */
  invalid?: ReadonlySet<string>;
}) {
  const s = useStyles();
  const set = (key: string, id: string, value: string) => p.onChange(p.rows.map((r) => (r.key === key ? { ...r, cells: { ...r.cells, [id]: value } } : r)));
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, key: string) => {
    if (!p.blank) return;
    if (e.key === 'Insert') {
      e.preventDefault();
      const i = p.rows.findIndex((r) => r.key === key);
      p.onChange([...p.rows.slice(0, i + 1), p.blank(), ...p.rows.slice(i + 1)]);
    } else if (e.key === 'Delete' && e.ctrlKey) {
      e.preventDefault();
      p.onChange(p.rows.filter((r) => r.key !== key));
    }
  };
  return (
    <div className={s.wrap} style={{ flexGrow: p.blank ? 1 : 0 }} data-draft-grid={p.label}>
      <table aria-label={p.label}>
        <thead>
          <tr>
            <th className={s.th}>#</th>
            {p.columns.map((c) => (
              <th key={c.id} className={s.th}>
                {c.label}
                {c.unit ? ` (${c.unit})` : ''}
              </th>
            ))}
            {p.blank && <th />}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((r, i) => (
            <tr key={r.key} onKeyDown={(e) => onKeyDown(e, r.key)}>
              <td className={s.td}>{i + 1}</td>
              {p.columns.map((c, j) => {
                const aria = `${p.label} row ${i + 1} ${c.label}${c.unit ? ` (${c.unit})` : ''}`;
                const focus = p.autoFocus && i === 0 && j === 0 ? { 'data-edit-focus': true, autoFocus: true } : {};
                const bad = p.invalid?.has(`${r.key}:${c.id}`);
                const cell = { 'data-cell': `${r.key}:${c.id}`, 'aria-invalid': bad || undefined };
                return (
                  <td key={c.id} className={s.td}>
                    {c.kind === 'select' ? (
                      <Select
                        size="small"
                        className={bad ? s.invalid : undefined}
                        aria-label={aria}
                        value={r.cells[c.id] ?? ''}
                        onChange={(_, d) => set(r.key, c.id, d.value)}
                        {...cell}
                        {...focus}
                      >
                        {c.options?.map((o) => (
                          <option key={o.value} value={o.value} disabled={o.disabled}>
                            {o.label}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input
                        size="small"
                        className={bad ? s.invalid : undefined}
                        style={{ width: c.widthPx ?? (c.kind === 'number' ? 80 : 150) }}
                        inputMode={c.kind === 'number' ? 'decimal' : undefined}
                        aria-label={aria}
                        value={r.cells[c.id] ?? ''}
                        onChange={(_, d) => set(r.key, c.id, d.value)}
                        {...cell}
                        {...focus}
                      />
                    )}
                  </td>
                );
              })}
              {p.blank && (
                <td className={s.td}>
                  <Button size="small" appearance="subtle" aria-label={`Remove row ${i + 1}`} onClick={() => p.onChange(p.rows.filter((q) => q.key !== r.key))}>
                    Remove
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A number cell's text: '' → null, else the number, or NaN when it is not one. */
export function cellNumber(text: string | undefined): number | null {
  const t = (text ?? '').trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : NaN;
}

/** Whether two drafts hold the same text (their row keys aside). */
export const sameCells = (a: readonly DraftGridRow[], b: readonly DraftGridRow[]) =>
  JSON.stringify(a.map((r) => r.cells)) === JSON.stringify(b.map((r) => r.cells));
