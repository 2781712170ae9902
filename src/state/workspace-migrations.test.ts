import { describe, expect, it } from 'vitest';
import { CURRENT_WORKSPACE_VERSION, type TabConfig } from './workspace-doc';
import { migrateWorkspaceDoc } from './workspace-migrations';

const tabsOf = (layout: unknown): TabConfig[] => {
  const out: TabConfig[] = [];
  const walk = (n: { type?: string; children?: unknown[]; config?: TabConfig }) => {
    if (n.type === 'tab') out.push(n.config!);
    for (const c of n.children ?? []) walk(c as typeof n);
  };
  walk(layout as { children?: unknown[] });
  return out;
};

describe('workspace document migrations', () => {
  it('lifts a v1 document (one unnamed layout, as the first workspace saved it) to the current version', () => {
    // Saved by the v1 workspace: two wells side by side, the right one pinned.
    const v1 = {
      version: 1,
      savedAt: 1_790_000_000_000,
      model: {
        global: {},
        layout: {
          type: 'row',
          children: [
            {
              type: 'tabset',
              id: 'ts-a',
              weight: 50,
              children: [
                { type: 'tab', id: 'a', component: 'pane', name: 'Survey', config: { pane: 'drilling.survey', params: {}, well: 'follow', period: 'follow' } },
              ],
            },
            {
              type: 'tabset',
              id: 'ts-b',
              weight: 50,
              active: true,
              children: [
                {
                  type: 'tab',
                  id: 'b',
                  component: 'pane',
                  name: 'Survey',
                  config: { pane: 'drilling.survey', params: {}, well: 'w-7', period: 'follow', wellName: 'Red Hawk 2H' },
                },
              ],
            },
          ],
        },
      },
    };
    const doc = migrateWorkspaceDoc(JSON.parse(JSON.stringify(v1)))!;
    expect(doc.version).toBe(CURRENT_WORKSPACE_VERSION);
    expect(doc.savedAt).toBe(v1.savedAt);
    expect(doc.layouts).toHaveLength(1);
    expect(doc.active).toBe(doc.layouts[0].id);
    expect(doc.layouts[0].name).toBe('Main');
    expect(doc.layouts[0].model.layout).toEqual(v1.model.layout);
    expect(doc.dashboards).toEqual([]);
    expect(doc.linkCursors).toBe(true);
  });

  it("lifts the shell's app state (v0: only lastRoute) to a one-tab workspace following the selected well", () => {
    const doc = migrateWorkspaceDoc({ lastRoute: '/drilling/survey/12?tab=stations' })!;
    expect(doc.version).toBe(CURRENT_WORKSPACE_VERSION);
    expect(tabsOf(doc.layouts[0].model.layout)).toEqual([{ pane: 'drilling.survey', params: { tab: 'stations' }, well: 'follow', period: 'follow' }]);
  });

  it('a v0 state whose last page was not a workspace page starts empty', () => {
    expect(tabsOf(migrateWorkspaceDoc({ lastRoute: '/public/sign_in' })!.layouts[0].model.layout)).toEqual([]);
    expect(tabsOf(migrateWorkspaceDoc({})!.layouts[0].model.layout)).toEqual([]);
  });

  it('refuses what it cannot understand rather than guessing', () => {
    expect(migrateWorkspaceDoc(null)).toBeNull();
    expect(migrateWorkspaceDoc('x')).toBeNull();
    expect(migrateWorkspaceDoc({ version: 1, model: null })).toBeNull();
    expect(migrateWorkspaceDoc({ version: CURRENT_WORKSPACE_VERSION + 1, layouts: [] })).toBeNull();
    expect(migrateWorkspaceDoc({ version: 2, layouts: [], active: 'x', dashboards: [] })).toBeNull();
  });
});
