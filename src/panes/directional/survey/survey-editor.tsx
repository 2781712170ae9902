/**
 * The survey table in edit mode: every station as entered (MD, inclination, azimuth and the sensor
 * readings, in the user's units) in inputs, a row to delete or restore per station, and the problems
 * of the draft listed under the table, each naming its row. ↑/↓ in a cell move to the same cell of
 * the row above or below; Insert adds a station at the bottom.
 */
import { Button, MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { DEG, type DisplayUnits } from '../shared/display-units';
import { DRAFT_FIELDS, type Draft, type DraftField, type DraftRow, type RowProblem } from './station-draft';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  input: {
    width: '100%',
    boxSizing: 'border-box',
    height: '22px',
    padding: '0 4px',
    textAlign: 'right',
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    ':focus': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-1px' },
  },
  invalid: { border: `1px solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  deleted: { textDecorationLine: 'line-through', opacity: 0.55 },
  problems: { flexShrink: 0, maxHeight: '112px', overflowY: 'auto', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingVerticalXS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const LABELS: Record<DraftField, string> = {
  md: 'MD',
  inc: 'Inc',
  az: 'Azi',
  diff_pressure: 'Diff P',
  gamma: 'Gamma',
  wob: 'WOB',
  rpm: 'RPM',
  slide_seen: 'Slide seen',
  motor_yield: 'Motor yield',
};

export interface SurveyEditorProps {
  draft: Draft;
  problems: readonly RowProblem[];
  units: DisplayUnits;
  onChange(key: string, field: DraftField, value: string): void;
  onToggleDelete(key: string): void;
}

export function SurveyEditor({ draft, problems, units, onChange, onToggleDelete }: SurveyEditorProps) {
  const s = useStyles();
  const wrap = useRef<HTMLDivElement>(null);
  const byCell = useMemo(() => new Map(problems.map((p) => [`${p.key}:${p.field}`, p.message])), [problems]);
  const rowNumber = useMemo(() => {
    const m = new Map<string, number>();
    let n = 0;
    for (const r of draft.rows) if (!r.deleted) m.set(r.key, ++n);
    return m;
  }, [draft.rows]);

  const columns = useMemo<ColumnDef<DraftRow>[]>(() => {
    const unit: Record<DraftField, string | undefined> = {
      md: units.length.symbol,
      inc: DEG,
      az: DEG,
      diff_pressure: units.pressure.symbol,
      gamma: 'gAPI',
      wob: units.weight.symbol,
      rpm: 'rpm',
      slide_seen: units.length.symbol,
      motor_yield: units.dls.symbol,
    };
    return [
      {
        id: 'row',
        header: 'Row',
        value: (r) => rowNumber.get(r.key) ?? null,
        format: (r) => (r.deleted ? 'deleted' : r.id ? String(rowNumber.get(r.key)) : `${rowNumber.get(r.key)} new`),
        width: 64,
        align: 'start',
        pinned: true,
      },
      ...DRAFT_FIELDS.map((f): ColumnDef<DraftRow> => ({ id: f, header: LABELS[f], unit: unit[f], value: (r) => r.values[f], width: f === 'md' ? 100 : 84 })),
      { id: 'delete', header: '', value: () => null, width: 84, align: 'start' },
    ];
  }, [units, rowNumber]);

  const moveFocus = (e: KeyboardEvent<HTMLInputElement>, index: number, field: DraftField) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown' && e.key !== 'Enter') return;
    const next = wrap.current?.querySelector<HTMLInputElement>(`input[data-edit-index="${index + (e.key === 'ArrowUp' ? -1 : 1)}"][data-field="${field}"]`);
    if (next) {
      e.preventDefault();
      next.focus();
      next.select();
      next.scrollIntoView({ block: 'nearest' });
    }
  };

  const renderCell = (r: DraftRow, c: ColumnDef<DraftRow>, index: number) => {
    if (c.id === 'delete') {
      return (
        <Button
          size="small"
          appearance="subtle"
          onClick={() => onToggleDelete(r.key)}
          aria-label={`${r.deleted ? 'Restore' : 'Delete'} row ${rowNumber.get(r.key) ?? ''}`}
        >
          {r.deleted ? 'Restore' : 'Delete'}
        </Button>
      );
    }
    if (!(DRAFT_FIELDS as readonly string[]).includes(c.id)) return undefined;
    const f = c.id as DraftField;
    const problem = byCell.get(`${r.key}:${f}`);
    return (
      <input
        className={mergeClasses(s.input, problem && s.invalid, r.deleted && s.deleted)}
        value={r.values[f]}
        disabled={r.deleted}
        inputMode="decimal"
        data-edit-index={index}
        data-field={f}
        aria-label={`Row ${rowNumber.get(r.key) ?? index + 1} ${LABELS[f]}${c.unit ? ` (${c.unit})` : ''}`}
        aria-invalid={problem ? true : undefined}
        title={problem}
        onChange={(e) => onChange(r.key, f, e.target.value)}
        onKeyDown={(e) => moveFocus(e, index, f)}
        onFocus={(e) => e.target.select()}
      />
    );
  };

  return (
    <div className={s.wrap} ref={wrap} data-survey-editor>
      <VirtualTable label="Survey stations (editing)" rows={draft.rows} columns={columns} rowKey={(r) => r.key} renderCell={renderCell} rowHeightPx={28} />
      {problems.length > 0 && (
        <div className={s.problems} role="alert" data-survey-problems>
          <MessageBar intent="error">
            <MessageBarBody>
              <ul className={s.list}>
                {problems.slice(0, 20).map((p) => (
                  <li key={`${p.key}:${p.field}:${p.message}`}>{p.message}</li>
                ))}
                {problems.length > 20 && <li>and {problems.length - 20} more</li>}
              </ul>
            </MessageBarBody>
          </MessageBar>
        </div>
      )}
    </div>
  );
}

/** Focuses the MD cell of the last row (a station just added), scrolling the table to it. */
export function focusLastRow(container: HTMLElement | null): void {
  const grid = container?.querySelector<HTMLElement>('[data-survey-editor] [role="grid"]');
  if (!grid) return;
  grid.scrollTop = grid.scrollHeight;
  // the virtualiser renders the rows of the new scroll position on its scroll event
  setTimeout(() => {
    const inputs = grid.querySelectorAll<HTMLInputElement>('input[data-field="md"]');
    inputs[inputs.length - 1]?.focus();
  }, 80);
}
