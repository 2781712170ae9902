/**
 * The palette measured in the browser (bench/palette-browser.ts): the palette's own rows
 * (src/features/palette/palette-results.tsx, Fluent styles, <kbd>, groups) fed by our filter
 * (ranked, capped, narrowed as the query grows, cmdk's filter off) against cmdk's own default filter over the same entries.
 * Entries arrive as JSON in window.__ENTRIES__; ?mode=ours|cmdk|floor picks the variant (floor: the
 * cmdk input alone, no rows: what the browser, React and Playwright's key take). Per keystroke:
 * __TIMES__ gets the time from keydown to the list changed and laid out (React's commit, then a
 * forced layout), __FRAMES__ the time to the next frame after it (that adds the wait for vsync);
 * for ours, __FILTER__ the filter's own time and __COMMIT__ keydown to React's commit.
 */
import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { Command } from 'cmdk';
import { createElement as h, useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { PaletteEntry } from '../../src/features/palette/entries';
import { narrowingFilter, prepare } from '../../src/features/palette/filter';
import { PaletteResults, RESULT_LIMIT, groupEntries, usePaletteSelection } from '../../src/features/palette/palette-results';

declare global {
  interface Window {
    __ENTRIES__: PaletteEntry[];
    __TIMES__: number[];
    __FRAMES__: number[];
    __FILTER__: number[];
    __COMMIT__: number[];
    __KEYDOWN__: number | null;
  }
}

const entries = window.__ENTRIES__;
const mode = new URLSearchParams(location.search).get('mode') ?? 'ours';
window.__TIMES__ = [];
window.__FRAMES__ = [];
window.__FILTER__ = [];
window.__COMMIT__ = [];
window.__KEYDOWN__ = null;
let keydownAt = 0;

// keydown → the list changes (React committed) → the next frame is painted: that is the keystroke.
document.addEventListener('keydown', () => (window.__KEYDOWN__ = keydownAt = performance.now()), true);
new MutationObserver(() => {
  const t0 = window.__KEYDOWN__;
  if (t0 === null) return;
  window.__KEYDOWN__ = null;
  // Style and layout of what changed, now (what the next paint needs).
  void document.body.offsetHeight;
  window.__TIMES__.push(performance.now() - t0);
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => window.__FRAMES__.push(performance.now() - t0);
    ch.port2.postMessage(null);
  });
}).observe(document.getElementById('root')!, { subtree: true, childList: true, characterData: true });

const noop = () => {};

function Ours() {
  const [q, setQ] = useState('');
  const filter = useMemo(() => narrowingFilter(prepare(entries)), []);
  const shown = useMemo(() => {
    const t = performance.now();
    const r = q.trim() ? filter(q, RESULT_LIMIT) : entries.slice(0, RESULT_LIMIT);
    window.__FILTER__.push(performance.now() - t);
    return r;
  }, [q, filter]);
  const groups = useMemo(() => groupEntries(shown), [shown]);
  const [value, setValue] = usePaletteSelection(shown);
  useLayoutEffect(() => void (q && window.__COMMIT__.push(performance.now() - keydownAt)), [q]);
  return h(
    Command,
    { label: 'ours', shouldFilter: false, loop: true, value, onValueChange: setValue },
    h(Command.Input, { value: q, onValueChange: setQ, autoFocus: true }),
    h(Command.List, null, h(PaletteResults, { groups, onRun: noop })),
  );
}

function Floor() {
  const [q, setQ] = useState('');
  return h(Command, { label: 'floor', shouldFilter: false }, h(Command.Input, { value: q, onValueChange: setQ, autoFocus: true }), h(Command.List, null, q));
}

function CmdkDefault() {
  return h(
    Command,
    { label: 'cmdk' },
    h(Command.Input, { autoFocus: true }),
    h(
      Command.List,
      null,
      entries.map((e) => h(Command.Item, { key: e.id, value: `${e.label} ${e.id}`, keywords: [e.context ?? '', ...(e.keywords ?? [])] }, e.label)),
    ),
  );
}

createRoot(document.getElementById('root')!).render(
  h(FluentProvider, { theme: webDarkTheme }, h(mode === 'cmdk' ? CmdkDefault : mode === 'floor' ? Floor : Ours)),
);
