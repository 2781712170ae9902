/**
 * Choosing the compared wells from the keyboard: type part of a well's, project's or pad's name,
 * ↓ / ↑ move through the matches, Enter adds the well or removes it if it is in already. The wells
 * in the comparison are listed above as buttons (Enter or Delete removes one). Only the wells the
 * user may see are offered (multi-well/tree).
 */
import { Button, Caption1, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { WellTree } from '../../api/multi-well';
import { WELL_STATUSES } from '../../domain/constants/users-and-wells';

export interface ChooserWell {
  id: string;
  name: string;
  status: number;
  project: string;
  projectId: string | null;
  pad: string;
}

export function flattenTree(tree: WellTree): ChooserWell[] {
  return tree.companies.flatMap((c) =>
    c.projects.flatMap((p) =>
      p.pads.flatMap((pad) => pad.wells.map((w) => ({ id: w.id, name: w.name, status: w.status, project: p.name, projectId: p.id, pad: pad.name }))),
    ),
  );
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minHeight: 0, minWidth: '240px', width: '280px' },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  list: { overflow: 'auto', minHeight: 0, flexGrow: 1, borderCollapse: 'collapse', width: '100%' },
  scroll: { overflow: 'auto', minHeight: 0, flexGrow: 1 },
  row: { cursor: 'pointer', '& td': { padding: '2px 6px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` } },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  inSet: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: '12px' },
});

export function WellChooser(p: { wells: readonly ChooserWell[]; chosen: readonly string[]; onToggle(id: string): void; autoFocus?: boolean }) {
  const s = useStyles();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    return p.wells.filter((w) => !q || `${w.name} ${w.project} ${w.pad}`.toLowerCase().includes(q));
  }, [p.wells, text]);
  const at = Math.min(active, Math.max(0, matches.length - 1));
  const byId = new Map(p.wells.map((w) => [w.id, w]));

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(Math.max(0, Math.min(matches.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter' && matches[at]) {
      e.preventDefault();
      p.onToggle(matches[at].id);
    }
  };

  return (
    <div className={s.root} data-well-chooser>
      {p.chosen.length > 0 && (
        <div className={s.chosen} aria-label="Wells in the comparison">
          {p.chosen.map((id) => (
            <Button
              key={id}
              size="small"
              aria-label={`Remove ${byId.get(id)?.name ?? id} from the comparison`}
              onClick={() => p.onToggle(id)}
              onKeyDown={(e) => e.key === 'Delete' && p.onToggle(id)}
              data-chosen-well={byId.get(id)?.name ?? id}
            >
              {byId.get(id)?.name ?? 'Unknown well'} ×
            </Button>
          ))}
        </div>
      )}
      <Input
        aria-label="Find a well to compare"
        placeholder="Find a well: type, ↓ ↑, Enter"
        value={text}
        autoFocus={p.autoFocus}
        onChange={(_, d) => {
          setText(d.value);
          setActive(0);
        }}
        onKeyDown={onKey}
        role="combobox"
        aria-expanded
        aria-controls="well-chooser-list"
        aria-activedescendant={matches[at] ? `well-chooser-${matches[at].id}` : undefined}
      />
      <Caption1 className={s.muted}>
        {matches.length} of {p.wells.length} wells you may see; Enter adds or removes the highlighted one.
      </Caption1>
      <div className={s.scroll}>
        <table className={s.list} id="well-chooser-list" role="grid" aria-label="Wells to compare">
          <tbody>
            {matches.map((w, i) => {
              const inSet = p.chosen.includes(w.id);
              return (
                <tr
                  key={w.id}
                  id={`well-chooser-${w.id}`}
                  role="row"
                  aria-selected={inSet}
                  data-active={i === at || undefined}
                  className={mergeClasses(s.row, i === at && s.active, inSet && s.inSet)}
                  onClick={() => p.onToggle(w.id)}
                >
                  <td role="gridcell">
                    {inSet ? '✓ ' : ''}
                    {w.name}
                  </td>
                  <td role="gridcell" className={s.muted}>
                    {w.project} · {w.pad} · {WELL_STATUSES.find((x) => x.id === w.status)?.label ?? ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
