/**
 * The palette's result rows: cmdk groups and items, each with its label, context or the reason it
 * is unavailable, and its key binding. The palette (palette-host.tsx) and the browser bench
 * (bench/palette-harness) render this same component.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Command } from 'cmdk';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
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
    // A fixed height and strict containment: a row whose text changes lays out itself alone.
    height: '30px',
    contain: 'strict',
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
  noKbd: { display: 'none' },
});

/**
 * cmdk's selected value: the first entry that can run whenever the shown entries change, then what
 * the arrows pick. Derived in the same render as the rows, and cmdk picking the first item again
 * after a keystroke changes nothing (no second render per keystroke).
 */
export function usePaletteSelection(shown: readonly PaletteEntry[]): [string, (v: string) => void] {
  const [picked, setPicked] = useState<{ shown: readonly PaletteEntry[]; value: string } | null>(null);
  const value = picked?.shown === shown ? picked.value : (shown.find((e) => !e.disabledReason)?.id ?? '');
  const setValue = useCallback((v: string) => v !== value && setPicked({ shown, value: v }), [shown, value]);
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

/**
 * Rows brought up to date with the keystroke: a screenful and a little more (the list shows about
 * 17), and at least up to the first entry that can run (cmdk selects the first enabled row it finds).
 * Rows below keep what they showed (memoised: no render, no unmount) until a deferred render, which
 * the next keystroke interrupts, brings them up to date too; rows the new answer has no place for go.
 */
const FIRST_ROWS = 20;

type Groups = readonly (readonly [string, readonly PaletteEntry[]])[];
const NO_GROUPS: Groups = [];

export function withRowsKept(groups: Groups, shown: Groups): Groups {
  let n = FIRST_ROWS;
  let at = 0;
  for (const [, items] of groups) {
    const i = items.findIndex((e) => !e.disabledReason);
    if (i >= 0) {
      n = Math.max(n, at + i + 1);
      break;
    }
    at += items.length;
  }
  // When the answer fills those first rows, everything below them is out of sight: rows and groups
  // the answer has no place for stay too (no unmount now; the first key of a query used to unmount
  // and mount some 70 rows of the list shown before it), until the deferred render.
  const fills = groups.reduce((a, [, items]) => a + items.length, 0) >= n;
  const out = groups.map(([group, items], g) => {
    const kept = shown[g]?.[1] ?? [];
    const fresh = Math.min(items.length, Math.max(0, n));
    n -= items.length;
    const rows = items.slice(0, fresh);
    for (let j = fresh; j < (fills ? kept.length : Math.min(items.length, kept.length)); j++) rows.push(kept[j]);
    return [group, rows] as const;
  });
  return fills ? [...out, ...shown.slice(groups.length)] : out;
}

/**
 * Groups and rows keyed by their place, not by entry: a keystroke updates the rows in place
 * (cmdk keeps its registered items, the DOM its nodes) and a row whose entry did not move is not
 * rendered again. onRun must be stable (it is called with the row's entry).
 */
export function PaletteResults({ groups, onRun }: { groups: Groups; onRun: (e: PaletteEntry) => void }) {
  const s = useStyles();
  const all = useDeferredValue(groups, NO_GROUPS);
  const rendered = useMemo(() => (all === groups ? groups : withRowsKept(groups, all)), [all, groups]);
  return rendered.map(([group, items], i) => (
    <Command.Group key={i} heading={group} className={s.group}>
      {items.map((e, j) => (
        <Row key={j} entry={e} onRun={onRun} />
      ))}
    </Command.Group>
  ));
}

const Row = memo(function Row({ entry: e, onRun }: { entry: PaletteEntry; onRun: (e: PaletteEntry) => void }) {
  const s = useStyles();
  return (
    <Command.Item value={e.id} disabled={!!e.disabledReason} className={s.item} onSelect={() => onRun(e)} data-entry={e.id}>
      <span className={s.label}>{e.label}</span>
      <span className={mergeClasses(s.context, e.disabledReason ? s.reason : undefined)} data-reason={e.disabledReason ?? undefined}>
        {e.disabledReason ?? e.context ?? ''}
      </span>
      {/* Always the same element, hidden when there is no binding: a row whose entry changes is not rebuilt. */}
      <Kbd className={e.kbd ? undefined : s.noKbd}>{e.kbd ?? ''}</Kbd>
    </Command.Item>
  );
});
