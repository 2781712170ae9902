import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { workspace } from '../../state/workspace';
import { CURRENT_WORKSPACE_VERSION, type TabConfig, type WorkspaceDoc } from '../../state/workspace-doc';
import { singleTabModel } from '../../state/workspace-migrations';
import { openPane } from './tiling';
import { currentDoc, freshDoc, initWorkspace, localKeyOf, reconcileWithServer, resetWorkspaceForTest } from './workspace-model';

// Local storage as a browser has it.
const store = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
afterAll(() => delete (globalThis as { localStorage?: unknown }).localStorage);

const survey = (well: string): TabConfig => ({ pane: 'drilling.survey', params: {}, well, period: 'follow' });
const serverDoc = (savedAt: number): WorkspaceDoc => ({ ...freshDoc(singleTabModel(survey('w-server'))), version: CURRENT_WORKSPACE_VERSION, savedAt });
const panes = () => Object.values(workspace.tabs).map((c) => `${c.pane}@${c.well}`);
let user = 0;

beforeEach(() => {
  store.clear();
  resetWorkspaceForTest();
});

describe('workspace persistence', () => {
  it('writes every change to local storage at once, per user', () => {
    const id = `u${++user}`;
    initWorkspace(id);
    openPane(survey('w-1'));
    const saved = JSON.parse(store.get(localKeyOf(id))!) as WorkspaceDoc;
    expect(saved.version).toBe(CURRENT_WORKSPACE_VERSION);
    expect(JSON.stringify(saved.layouts[0].model)).toContain('w-1');
  });

  it("a fresh browser takes the server's layout, even though opening its URL changed the workspace first", () => {
    initWorkspace(`u${++user}`);
    openPane(survey('w-from-url'));
    expect(reconcileWithServer(serverDoc(1_000))).toBe(true);
    expect(panes()).toEqual(['drilling.survey@w-server']);
  });

  it("this browser's copy wins when it is newer than the server's, and the server's is ignored when older", () => {
    const id = `u${++user}`;
    store.set(localKeyOf(id), JSON.stringify({ ...freshDoc(singleTabModel(survey('w-local'))), savedAt: 5_000 }));
    initWorkspace(id);
    expect(reconcileWithServer(serverDoc(4_000))).toBe(false);
    expect(panes()).toEqual(['drilling.survey@w-local']);
    expect(currentDoc().layouts).toHaveLength(1);
  });

  it('a v1 document in local storage is migrated on load', () => {
    const id = `u${++user}`;
    store.set(localKeyOf(id), JSON.stringify({ version: 1, savedAt: 7, model: singleTabModel(survey('w-old')) }));
    initWorkspace(id);
    expect(panes()).toEqual(['drilling.survey@w-old']);
    expect(workspace.layouts).toEqual([{ id: 'main', name: 'Main' }]);
  });
});
