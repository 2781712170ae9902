/**
 * Every catalogue widget is a command of the palette's root page (spec: every widget type becomes a
 * command and a pane type of the tiling layout): Enter opens it as a tile. A widget and a screen of
 * the same name: the screen ranks first, so typing a screen's name still opens the screen.
 */
import { describe, expect, it } from 'vitest';
import { bindings } from '../../src/commands/keymap';
import { rootEntries, WIDGET_TILE_BOOST } from '../../src/features/palette/entries';
import { filterPrepared, prepare } from '../../src/features/palette/filter';
import { widgetPaneTypes } from '../../src/panes/registry';

const entries = rootEntries({ bindings, whyNotRoute: () => null, wells: [], layouts: [], activeLayoutId: '' });

describe('widgets in the palette', () => {
  it('lists every widget type on the root page, as a widget action', () => {
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const w of widgetPaneTypes) {
      const e = byId.get(`widget:${w.id}`);
      expect(e, w.id).toBeDefined();
      expect(e!.action).toEqual({ kind: 'widget', paneId: w.id });
      expect(e!.group).toBe('Widgets');
    }
    expect(widgetPaneTypes.length).toBeGreaterThanOrEqual(104);
  });

  it('ranks a screen above the widget of the same name', () => {
    const prepared = prepare(entries);
    const routeLabels = new Set(entries.filter((e) => e.action.kind === 'route').map((e) => e.label.toLowerCase()));
    const shared = widgetPaneTypes.filter((w) => routeLabels.has(w.title.toLowerCase()));
    expect(shared.length, 'some widgets share a screen’s name').toBeGreaterThan(3);
    for (const w of shared) {
      const top = filterPrepared(prepared, w.title, 5);
      expect(top[0].action.kind, `"${w.title}" opens the screen first`).toBe('route');
      expect(
        top.some((e) => e.id === `widget:${w.id}`),
        `"${w.title}" lists the widget too`,
      ).toBe(true);
    }
    expect(WIDGET_TILE_BOOST).toBeLessThan(0);
  });
});
