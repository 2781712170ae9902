/**
 * The palette's result rows: cmdk groups and items, each with its label, context or the reason it
 * is unavailable, and its key binding. The palette (palette-host.tsx) and the browser bench
 * (bench/palette-harness) render this same component.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { Kbd } from '../keyboard/kbd';
import type { PaletteEntry } from './entries';

/** Entries shown at most: the best ones (filter.ts ranks them). */
export const RESULT_LIMIT = 60;

const useStyles = makeStyles({
  group: {
    '& [cmdk-group-heading]': {
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXXS}`,
      fontSize: tokens.fontSizeBase100,
      fontWeight: tokens.fontWeightSemibold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      color: tokens.colorNeutralForeground3,
    },
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '30px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    '&[data-selected="true"]': { backgroundColor: tokens.colorNeutralBackground1Selected, boxShadow: `inset 2px 0 0 ${tokens.colorBrandStroke1}` },
    '&[data-disabled="true"]': { cursor: 'default', color: tokens.colorNeutralForegroundDisabled },
  },
  label: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  context: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  reason: { fontStyle: 'italic', color: tokens.colorNeutralForeground4 },
});

/** cmdk's selected value: the first entry that can run whenever the shown entries change, then what the arrows pick. */
export function usePaletteSelection(shown: readonly PaletteEntry[]): [string, (v: string) => void] {
  const [value, setValue] = useState('');
  useEffect(() => setValue(shown.find((e) => !e.disabledReason)?.id ?? ''), [shown]);
  return [value, setValue];
}

/** The shown entries, grouped in order of first appearance. */
export function groupEntries(shown: readonly PaletteEntry[]): [string, PaletteEntry[]][] {
  const m = new Map<string, PaletteEntry[]>();
  for (const e of shown) {
    if (!m.has(e.group)) m.set(e.group, []);
    m.get(e.group)!.push(e);
  }
  return [...m];
}

export function PaletteResults({ groups, onRun }: { groups: readonly [string, readonly PaletteEntry[]][]; onRun: (e: PaletteEntry) => void }) {
  const s = useStyles();
  return groups.map(([group, items]) => (
    <Command.Group key={group} heading={group} className={s.group}>
      {items.map((e) => (
        <Command.Item key={e.id} value={e.id} disabled={!!e.disabledReason} className={s.item} onSelect={() => onRun(e)} data-entry={e.id}>
          <span className={s.label}>{e.label}</span>
          <span className={mergeClasses(s.context, e.disabledReason ? s.reason : undefined)} data-reason={e.disabledReason ?? undefined}>
            {e.disabledReason ?? e.context ?? ''}
          </span>
          {e.kbd ? <Kbd>{e.kbd}</Kbd> : <span />}
        </Command.Item>
      ))}
    </Command.Group>
  ));
}
