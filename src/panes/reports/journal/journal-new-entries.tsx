/**
 * Manual entries being added in edit mode (Insert adds one over the selected entry's time): start
 * and end as 'YYYY-MM-DD HH:mm' in the browser's zone, the activity and a comment. Enter applies,
 * Escape cancels, as everywhere in the journal's edit mode; problems are named under the rows.
 */
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { journalActivitiesFor, type JournalActivityId } from '../../../domain/drilling/journal/journal-activities';
import type { JournalArea } from './journal-columns';
import type { NewEntry } from './journal-draft';
import { applyOrCancelKey } from './journal-edit-cell';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: '4px', flexShrink: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  field: {
    height: '24px',
    boxSizing: 'border-box',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
  },
  time: { width: '140px' },
  comment: { flexGrow: 1, minWidth: '160px' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export function NewEntries(p: {
  added: readonly NewEntry[];
  area: JournalArea;
  problems: readonly string[];
  onChange(key: string, change: Partial<NewEntry>): void;
  onRemove(key: string): void;
  onApply(): void;
  onCancel(): void;
}) {
  const s = useStyles();
  if (!p.added.length) return null;
  const onKeyDown = (e: KeyboardEvent) => void applyOrCancelKey(e, p);
  return (
    <div className={s.box} data-new-entries={p.added.length} onKeyDown={onKeyDown}>
      {p.added.map((a, i) => (
        <div key={a.key} className={s.row}>
          <Caption1>New entry {i + 1}</Caption1>
          <input
            className={`${s.field} ${s.time}`}
            aria-label={`New entry ${i + 1} start (YYYY-MM-DD HH:mm)`}
            value={a.start}
            onChange={(e) => p.onChange(a.key, { start: e.target.value })}
          />
          <input
            className={`${s.field} ${s.time}`}
            aria-label={`New entry ${i + 1} end (YYYY-MM-DD HH:mm)`}
            value={a.end}
            onChange={(e) => p.onChange(a.key, { end: e.target.value })}
          />
          <select
            className={s.field}
            aria-label={`New entry ${i + 1} activity`}
            value={a.activity}
            onChange={(e) => p.onChange(a.key, { activity: e.target.value as JournalActivityId })}
          >
            {journalActivitiesFor(p.area, a.activity).map((x) => (
              <option key={x.id} value={x.id}>
                {x.label}
              </option>
            ))}
          </select>
          <input
            className={`${s.field} ${s.comment}`}
            aria-label={`New entry ${i + 1} comment`}
            data-new-entry-comment={i}
            value={a.comment}
            maxLength={2000}
            onChange={(e) => p.onChange(a.key, { comment: e.target.value })}
          />
          <Button size="small" appearance="subtle" onClick={() => p.onRemove(a.key)}>
            Remove
          </Button>
        </div>
      ))}
      {p.problems.map((x) => (
        <Caption1 key={x} className={s.problem} role="alert">
          {x}
        </Caption1>
      ))}
    </div>
  );
}
