import { workspace } from '../../state/workspace';
import { toggleKiosk, toggleTv } from '../../features/workspace/kiosk';
import { hrefOfInstance } from '../../features/workspace/pane-href';
import { popOut } from '../../features/workspace/pop-out';
import { openPrintView } from '../../features/workspace/print';
import {
  closeOthers,
  closeTab,
  closeTile,
  cycleTab,
  focusDirection,
  focusTileNumber,
  moveTabToTile,
  neighbourOf,
  refreshFocused,
  split,
  swapDirection,
  tileIds,
  toggleZoom,
} from '../../features/workspace/tiling';
import { selection } from '../../state/selection';
import type { Direction } from '../../features/workspace/geometry';
import type { Verb } from '../verb-types';

const hasPane = (): string | null => (workspace.focusedTabId ? null : 'No pane is open');
const tileExists = (n: number) => (): string | null => (tileIds().length >= n ? null : `There is no tile ${n}`);
const twoTiles = (): string | null => hasPane() ?? (tileIds().length > 1 ? null : 'Only one tile is open');
const tileTowards = (dir: Direction, word: string) => (): string | null => twoTiles() ?? (neighbourOf(dir) ? null : `No tile ${word}`);

const DIRS: { dir: Direction; key: string; word: string }[] = [
  { dir: 'left', key: 'ArrowLeft', word: 'on the left' },
  { dir: 'right', key: 'ArrowRight', word: 'on the right' },
  { dir: 'up', key: 'ArrowUp', word: 'above' },
  { dir: 'down', key: 'ArrowDown', word: 'below' },
];

/** Tiles 1–4 are the spec's hotkeys; 5–9 carry on for large wall displays. */
const focusByNumber: Verb[] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({
  id: `tile.focus.${n}`,
  label: `Focus tile ${n}`,
  group: 'Tiles',
  keywords: ['go to tile', 'switch pane', String(n)],
  keys: `Alt+Digit${n}`,
  palette: n <= 4,
  when: tileExists(n),
  run: () => void focusTileNumber(n),
}));

const moveToNumber: Verb[] = [1, 2, 3, 4].map((n) => ({
  id: `tile.moveTo.${n}`,
  label: `Move tab to tile ${n}`,
  group: 'Tiles',
  keywords: ['move pane', 'send to tile', 'another tab set'],
  keys: `Alt+Shift+Digit${n}`,
  when: () => hasPane() ?? tileExists(n)() ?? (workspace.tileNumbers[workspace.focusedTabsetId ?? ''] === n ? `The tab is in tile ${n} already` : null),
  run: () => void moveTabToTile(n),
}));

const focusByDirection: Verb[] = DIRS.map(({ dir, key, word }) => ({
  id: `tile.focus.${dir}`,
  label: `Focus the tile ${word}`,
  group: 'Tiles',
  keywords: ['direction', 'navigate', 'move focus', dir],
  keys: `Alt+Shift+${key}`,
  when: tileTowards(dir, word),
  run: () => void focusDirection(dir),
}));

const swapByDirection: Verb[] = DIRS.map(({ dir, key, word }) => ({
  id: `tile.swap.${dir}`,
  label: `Swap with the tile ${word}`,
  group: 'Tiles',
  keywords: ['exchange', 'move pane', dir],
  keys: `Control+Shift+${key}`,
  when: tileTowards(dir, word),
  run: () => void swapDirection(dir),
}));

export const tileVerbs: Verb[] = [
  ...focusByNumber,
  ...focusByDirection,
  ...swapByDirection,
  ...moveToNumber,
  {
    id: 'tile.split.right',
    label: 'Split right',
    group: 'Tiles',
    keywords: ['side by side', 'duplicate', 'vertical split'],
    keys: 'Alt+KeyS',
    when: hasPane,
    run: () => split('right'),
  },
  {
    id: 'tile.split.down',
    label: 'Split down',
    group: 'Tiles',
    keywords: ['below', 'duplicate', 'horizontal split'],
    keys: 'Alt+KeyV',
    when: hasPane,
    run: () => split('down'),
  },
  {
    id: 'tile.zoom',
    label: 'Maximise or restore the tile',
    group: 'Tiles',
    keywords: ['zoom', 'fullscreen', 'maximize', 'restore'],
    keys: 'Alt+Enter',
    when: hasPane,
    run: toggleZoom,
  },
  { id: 'tile.closeTab', label: 'Close tab', group: 'Tiles', keywords: ['close pane', 'remove'], keys: 'Delete', when: hasPane, run: () => closeTab() },
  { id: 'tile.close', label: 'Close tile', group: 'Tiles', keywords: ['close tab set', 'remove tile'], keys: 'Alt+KeyX', when: hasPane, run: closeTile },
  {
    id: 'tile.closeOthers',
    label: 'Close others',
    group: 'Tiles',
    keywords: ['only this pane', 'kill other panes'],
    keys: 'Alt+Shift+KeyX',
    when: () => hasPane() ?? (Object.keys(workspace.tabs).length > 1 ? null : 'Nothing else is open'),
    run: closeOthers,
  },
  { id: 'tile.nextTab', label: 'Next tab in the tile', group: 'Tiles', keywords: ['cycle'], keys: 'Alt+BracketRight', when: hasPane, run: () => cycleTab(1) },
  {
    id: 'tile.previousTab',
    label: 'Previous tab in the tile',
    group: 'Tiles',
    keywords: ['cycle'],
    keys: 'Alt+BracketLeft',
    when: hasPane,
    run: () => cycleTab(-1),
  },
  { id: 'pane.refresh', label: 'Refresh the pane', group: 'Tiles', keywords: ['reload', 'update'], keys: 'Alt+KeyR', when: hasPane, run: refreshFocused },
  {
    id: 'pane.popOut',
    label: 'Pop out into a new window',
    group: 'Tiles',
    keywords: ['second monitor', 'detach', 'window'],
    keys: 'Alt+KeyO',
    when: hasPane,
    run: () => popOut(),
  },
  {
    id: 'pane.print',
    label: 'Print the pane',
    group: 'Tiles',
    keywords: ['pdf', 'print view'],
    keys: '$mod+KeyP',
    when: () => hasPane() ?? (focusedHref() ? null : 'Select a well first'),
    run: () => {
      const href = focusedHref();
      if (href) openPrintView(href);
    },
  },
  {
    id: 'workspace.kiosk',
    label: 'Kiosk mode (enter or leave)',
    group: 'Tiles',
    keywords: ['wall display', 'no chrome', 'fullscreen', 'operations centre'],
    keys: 'Alt+KeyK',
    run: toggleKiosk,
  },
  {
    id: 'workspace.tv',
    label: 'TV mode for walls (enter or leave)',
    group: 'Tiles',
    keywords: ['wall display', 'tv', 'big screen', 'operations centre', '4k', 'kiosk'],
    keys: 'Alt+Shift+KeyK',
    run: toggleTv,
  },
];

function focusedHref(): string | null {
  const c = workspace.focusedTabId ? workspace.tabs[workspace.focusedTabId] : undefined;
  return c ? hrefOfInstance(c, { selectedWellId: selection.wellId, kiosk: false }) : null;
}
