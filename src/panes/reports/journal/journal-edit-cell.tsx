/**
 * The journal's edit-mode cells: the activity as a select and the comment as a text field. Keys
 * (spec: Enter applies, Escape cancels) act from any cell; Up / Down move to the same field of the
 * neighbouring entry.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { journalActivitiesFor, type JournalActivityId } from '../../../domain/drilling/journal/journal-activities';
import type { EntryRow, JournalArea } from './journal-columns';
import type { RowEdit } from './journal-draft';

const useStyles = makeStyles({
  field: {
    width: '100%',
    boxSizing: 'border-box',
    height: '24px',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    ':focus': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  changed: { border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`, backgroundColor: tokens.colorPaletteMarigoldBackground1 },
});

export interface EditCellProps {
  row: EntryRow;
  index: number;
  field: 'activity' | 'comment';
  /** Which journal: its activity list offers that area's activities and the shared ones. */
  area: JournalArea;
  value: RowEdit;
  changed: boolean;
  focusHere: boolean;
  onChange(change: Partial<RowEdit>): void;
  onApply(): void;
  onCancel(): void;
}

/** The spec's edit keys in a field: Enter applies, Escape cancels. True when the key was one of them. */
export function applyOrCancelKey(e: KeyboardEvent, h: { onApply(): void; onCancel(): void }): boolean {
  if (e.key !== 'Enter' && e.key !== 'Escape') return false;
  e.preventDefault();
  if (e.key === 'Enter') h.onApply();
  else h.onCancel();
  return true;
}

export function EditCell(p: EditCellProps) {
  const s = useStyles();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (applyOrCancelKey(e, p)) return;
    if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && p.field === 'comment') {
      const grid = e.currentTarget.closest('[role="grid"]');
      const next = grid?.querySelector<HTMLInputElement>(`[data-edit-index="${p.index + (e.key === 'ArrowUp' ? -1 : 1)}"][data-field="comment"]`);
      if (next) {
        e.preventDefault();
        next.focus();
      }
    }
  };
  const common = {
    className: mergeClasses(s.field, p.changed && s.changed),
    'data-edit-index': p.index,
    'data-field': p.field,
    'data-edit-focus': p.focusHere && p.field === 'comment' ? '' : undefined,
    onKeyDown,
  };
  if (p.field === 'activity') {
    return (
      <select
        {...common}
        aria-label={`Activity of the entry at ${p.row.date} row ${p.index + 1}`}
        value={p.value.activity}
        onChange={(e) => p.onChange({ activity: e.target.value as JournalActivityId })}
      >
        {journalActivitiesFor(p.area, p.value.activity).map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      aria-label={`Comment of the entry at ${p.row.date} row ${p.index + 1}`}
      value={p.value.comment}
      maxLength={2000}
      onChange={(e) => p.onChange({ comment: e.target.value })}
    />
  );
}
