/**
 * The palette measured in the browser (bench/palette-browser.ts): cmdk with our filter (ranked,
 * capped at 60 results, cmdk's filter off) against cmdk's own default filter over the same entries.
 * Entries arrive as JSON in window.__ENTRIES__; ?mode=ours|cmdk picks the variant. Per keystroke:
 * __TIMES__ gets the time from keydown to the list changed and laid out (React's commit, then a
 * forced layout), __FRAMES__ the time to the next frame after it (that adds the wait for vsync).
 */
import { Command } from 'cmdk';
import { createElement as h, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { filterPrepared, prepare, type Filterable } from '../../src/features/palette/filter';

interface Entry extends Filterable {
  id: string;
}
declare global {
  interface Window {
    __ENTRIES__: Entry[];
    __TIMES__: number[];
    __FRAMES__: number[];
    __KEYDOWN__: number | null;
  }
}

const entries = window.__ENTRIES__;
const mode = new URLSearchParams(location.search).get('mode') === 'cmdk' ? 'cmdk' : 'ours';
window.__TIMES__ = [];
window.__FRAMES__ = [];
window.__KEYDOWN__ = null;

// keydown → the list changes (React committed) → the next frame is painted: that is the keystroke.
document.addEventListener('keydown', () => (window.__KEYDOWN__ = performance.now()), true);
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

function Ours() {
  const [q, setQ] = useState('');
  const prepared = useMemo(() => prepare(entries), []);
  const shown = useMemo(() => (q.trim() ? filterPrepared(prepared, q, 60) : entries.slice(0, 60)), [q, prepared]);
  return h(
    Command,
    { label: 'ours', shouldFilter: false },
    h(Command.Input, { value: q, onValueChange: setQ, autoFocus: true }),
    h(
      Command.List,
      null,
      shown.map((e) => h(Command.Item, { key: e.id, value: e.id }, e.label)),
    ),
  );
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

createRoot(document.getElementById('root')!).render(h(mode === 'cmdk' ? CmdkDefault : Ours));
