/**
 * The virtual table measured in the browser (bench/virtual-table-scroll.ts): the product's own
 * <VirtualTable> with the Data Grid's columns (src/panes/logs/data-grid-columns.ts), Fluent's dark
 * theme, over the rows in window.__ROWS__ (the rig model's seconds, as the Data Grid gets them).
 * window.__fling(px, frames) scrolls the grid by px every animation frame and answers the frame
 * intervals; window.__pageDowns(n) presses PageDown n times on the grid (its own keyboard handler)
 * and answers, per press, the time to the next frame.
 */
import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { VirtualTable } from '../../src/features/virtual-table';
import { dataGridColumns } from '../../src/panes/logs/data-grid-columns';
import type { WindowRow } from '../../src/panes/logs/use-window-rows';

declare global {
  interface Window {
    __ROWS__: WindowRow[];
    __fling(px: number, frames: number): Promise<number[]>;
    __pageDowns(n: number): Promise<number[]>;
  }
}

const rows = window.__ROWS__;
const columns = dataGridColumns('metric');
const grid = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));

window.__fling = async (px, frames) => {
  const deltas: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i++) {
    grid().scrollTop += px;
    const now = await nextFrame();
    deltas.push(now - last);
    last = now;
  }
  return deltas;
};

window.__pageDowns = async (n) => {
  const out: number[] = [];
  grid().focus();
  for (let i = 0; i < n; i++) {
    await nextFrame();
    const t = performance.now();
    grid().dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true }));
    await nextFrame();
    out.push(performance.now() - t);
  }
  return out;
};

createRoot(document.getElementById('root')!).render(
  h(
    FluentProvider,
    { theme: webDarkTheme, style: { height: '100%', display: 'flex', flexDirection: 'column' } },
    h(VirtualTable<WindowRow>, { label: 'Rig data', exportTitle: 'Rig data', rows, columns, rowKey: (r) => String(r.t) }),
  ),
);
