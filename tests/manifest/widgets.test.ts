import { expect, it } from 'vitest';
// The registry's builtPanes: the areas' list (panes/built.ts) with the workspace's (panes/workspace/built.ts).
import { paneStatus, paneType, routePaneTypes, widgetPaneTypes } from '../../src/panes/registry';
import { paneRoutes } from '../../src/commands/routes';
import { describeSpec } from '../support/refdata';
import { widgetLines } from './spec-files';
import { issueWidgetDecls } from '../../src/panes/widgets';

const lines = widgetLines();

describeSpec('pane registry against spec/widgets.tsv', () => {
  it('reads all 104 widget types', () => {
    expect(lines.length).toBe(104);
  });

  it.each(lines.map((l) => [l.name, l.kind]))('%s is a %s pane type', (name, kind) => {
    const found = widgetPaneTypes.filter((p) => p.title === name);
    expect(found).toHaveLength(1);
    expect(found[0].kind).toBe(kind);
    expect(paneType(found[0].id)).toBe(found[0]);
  });

  it('declares no widget the catalogue lacks but those an issue asks for, and ids are unique across all panes', () => {
    expect(widgetPaneTypes.length).toBe(lines.length + issueWidgetDecls.length);
    const catalogue = new Set(lines.map((l) => l.name));
    for (const w of issueWidgetDecls) expect(catalogue.has(w.title)).toBe(false);
    const ids = [...routePaneTypes, ...widgetPaneTypes].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has one route pane per route that opens a screen', () => {
    expect(routePaneTypes.map((p) => p.id).sort()).toEqual(paneRoutes.map((r) => r.pane).sort());
  });

  it('counts every declared pane', () => {
    const s = paneStatus();
    expect(s.route.total).toBe(paneRoutes.length);
    expect(s.widget.total).toBe(104 + issueWidgetDecls.length);
  });
});
