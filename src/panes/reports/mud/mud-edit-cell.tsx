/**
 * An edit-mode cell of the mud report table: a text field for a property or the comment. Enter
 * applies, Escape cancels (the journal's keys); Up / Down move to the same field of the next report.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { applyOrCancelKey } from '../journal/journal-edit-cell';
import type { EditableField } from './mud-draft';

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
  number: { textAlign: 'end' },
  changed: { border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`, backgroundColor: tokens.colorPaletteMarigoldBackground1 },
});

export function MudEditCell(p: {
  date: string;
  index: number;
  field: EditableField;
  label: string;
  value: string;
  changed: boolean;
  focusHere: boolean;
  onChange(text: string): void;
  onApply(): void;
  onCancel(): void;
}) {
  const s = useStyles();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (applyOrCancelKey(e, p)) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const grid = e.currentTarget.closest('[role="grid"]');
      const next = grid?.querySelector<HTMLInputElement>(`[data-mud-index="${p.index + (e.key === 'ArrowUp' ? -1 : 1)}"][data-field="${p.field}"]`);
      if (next) {
        e.preventDefault();
        next.focus();
      }
    }
  };
  return (
    <input
      className={mergeClasses(s.field, p.field !== 'comment' && s.number, p.changed && s.changed)}
      data-mud-index={p.index}
      data-field={p.field}
      data-edit-focus={p.focusHere && p.field === 'density_kg_m3' ? '' : undefined}
      aria-label={`${p.label} of the mud report of ${p.date}`}
      inputMode={p.field === 'comment' ? 'text' : 'decimal'}
      maxLength={p.field === 'comment' ? 2000 : 12}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
