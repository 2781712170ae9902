import { beforeEach, describe, expect, it } from 'vitest';
import { workspace } from '../../state/workspace';
import type { TabConfig } from '../../state/workspace-doc';
import { tileRects } from './geometry';
import {
  closeOthers,
  closeTab,
  closeTile,
  cycleTab,
  focusDirection,
  focusTileNumber,
  moveTabToTile,
  openOrFocus,
  openPane,
  split,
  swapDirection,
  tileIds,
  toggleZoom,
} from './tiling';
import { currentModel, resetWorkspaceForTest } from './workspace-model';

const pane = (p: string, well: string = 'follow'): TabConfig => ({ pane: p, params: {}, well, period: 'follow' });
const focusedPane = () => workspace.tabs[workspace.focusedTabId!]?.pane;
/** The panes shown tile by tile, in reading order. */
const tiles = () =>
  tileRects(currentModel().toJson()).map((t) => {
    const ts = currentModel().getNodeById(t.id)!;
    return ts
      .getChildren()
      .map((c) => (c.toJson() as { config: TabConfig }).config.pane)
      .join('+');
  });

beforeEach(() => resetWorkspaceForTest());

describe('tiling verbs against the resulting layout', () => {
  it('opens the first pane into the empty workspace, then replaces it in place like a browser tab', () => {
    openPane(pane('drilling.survey'));
    expect(tiles()).toEqual(['drilling.survey']);
    openPane(pane('drilling.deviation'));
    expect(tiles()).toEqual(['drilling.deviation']);
  });

  it('splits right and down, focusing the new tile; tiles number in reading order', () => {
    openPane(pane('drilling.survey'));
    openPane(pane('drilling.plans'), 'split');
    expect(tiles()).toEqual(['drilling.survey', 'drilling.plans']);
    expect(focusedPane()).toBe('drilling.plans');
    split('down');
    expect(tiles()).toEqual(['drilling.survey', 'drilling.plans', 'drilling.plans']);
    expect(workspace.tileNumbers[workspace.focusedTabsetId!]).toBe(3);
    expect(focusTileNumber(1)).toBe(true);
    expect(focusedPane()).toBe('drilling.survey');
    expect(focusTileNumber(4)).toBe(false);
  });

  it('focuses by direction like i3: right of a tile, then down within the right column', () => {
    openPane(pane('a.left'));
    openPane(pane('b.top-right'), 'split');
    openPane(pane('c.bottom-right'), 'splitDown');
    focusTileNumber(1);
    expect(focusDirection('right')).toBe(true);
    expect(focusedPane()).toBe('b.top-right');
    expect(focusDirection('down')).toBe(true);
    expect(focusedPane()).toBe('c.bottom-right');
    expect(focusDirection('left')).toBe(true);
    expect(focusedPane()).toBe('a.left');
    expect(focusDirection('left')).toBe(false);
  });

  it('zooms the focused tile: the others are hidden, and zoom again restores', () => {
    openPane(pane('drilling.survey'));
    openPane(pane('drilling.plans'), 'split');
    toggleZoom();
    expect(workspace.maximisedTabsetId).toBe(workspace.focusedTabsetId);
    const visiblePanes = Object.entries(workspace.visible)
      .filter(([, v]) => v)
      .map(([id]) => workspace.tabs[id].pane);
    expect(visiblePanes).toEqual(['drilling.plans']);
    toggleZoom();
    expect(workspace.maximisedTabsetId).toBeNull();
    expect(Object.values(workspace.visible).filter(Boolean)).toHaveLength(2);
  });

  it('background tabs are not visible', () => {
    openPane(pane('drilling.survey'));
    openPane(pane('drilling.plans'), 'tab');
    const byPane = Object.fromEntries(Object.entries(workspace.tabs).map(([id, c]) => [c.pane, workspace.visible[id]]));
    expect(byPane).toEqual({ 'drilling.survey': false, 'drilling.plans': true });
    cycleTab(1);
    expect(focusedPane()).toBe('drilling.survey');
  });

  it('moves the focused tab into another tile, and swaps panes with a neighbour', () => {
    openPane(pane('p1'));
    openPane(pane('p2'), 'split');
    openPane(pane('p3'), 'tab');
    expect(tiles()).toEqual(['p1', 'p2+p3']);
    expect(moveTabToTile(1)).toBe(true);
    expect(tiles()).toEqual(['p1+p3', 'p2']);
    expect(focusedPane()).toBe('p3');
    expect(swapDirection('right')).toBe(true);
    expect(tiles()).toEqual(['p1+p2', 'p3']);
    expect(focusedPane()).toBe('p3');
    expect(workspace.tileNumbers[workspace.focusedTabsetId!]).toBe(2);
  });

  it('closes a tab, a tile, and everything but the focused pane', () => {
    openPane(pane('p1'));
    openPane(pane('p2'), 'split');
    openPane(pane('p3'), 'split');
    openPane(pane('p4'), 'tab');
    closeTab();
    expect(tiles()).toEqual(['p1', 'p2', 'p3']);
    closeTile();
    expect(tiles()).toEqual(['p1', 'p2']);
    openPane(pane('p5'), 'tab');
    focusTileNumber(2);
    closeOthers();
    expect(Object.values(workspace.tabs).map((c) => c.pane)).toEqual(['p2']);
    expect(tileIds()).toHaveLength(1);
  });

  it('opening a URL focuses the pane that shows it, pinned and following panes being different panes', () => {
    openPane(pane('drilling.survey'));
    openPane(pane('drilling.survey', 'w2'), 'split');
    openPane(pane('drilling.plans'), 'split');
    openOrFocus(pane('drilling.survey', 'w2'));
    expect(workspace.tabs[workspace.focusedTabId!]).toMatchObject({ pane: 'drilling.survey', well: 'w2' });
    openOrFocus(pane('drilling.survey'));
    expect(workspace.tabs[workspace.focusedTabId!]).toMatchObject({ pane: 'drilling.survey', well: 'follow' });
    expect(tiles()).toEqual(['drilling.survey', 'drilling.survey', 'drilling.plans']);
  });
});
