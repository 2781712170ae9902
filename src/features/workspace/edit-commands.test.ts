import { beforeEach, describe, expect, it } from 'vitest';
import { verbById } from '../../commands/verbs';
import { counters, resetCounter } from '../../state/counters';
import { workspace } from '../../state/workspace';
import { editMode, registerEditHandlers } from './edit-commands';
import { openPane } from './tiling';
import { resetWorkspaceForTest } from './workspace-model';

const run = (id: string) => verbById(id)!.run({ placement: 'focused', fromKeys: true });
const why = (id: string) => verbById(id)!.when?.() ?? null;

beforeEach(() => {
  resetWorkspaceForTest();
  resetCounter('edit');
});

describe('edit mode verbs on the focused pane', () => {
  it('are unavailable, saying why, when the focused pane has nothing to edit', () => {
    openPane({ pane: 'drilling.survey', params: {}, well: 'follow', period: 'follow' });
    expect(why('edit.enter')).toBe('The focused pane has nothing to edit');
    expect(why('edit.apply')).toBe('Not in edit mode');
    expect(why('edit.cancel')).toBe('Not in edit mode');
  });

  it('enter, apply and cancel call the pane and keep the edit counter', async () => {
    openPane({ pane: 'drilling.survey', params: {}, well: 'follow', period: 'follow' });
    const calls: string[] = [];
    let saveOk = false;
    const stop = registerEditHandlers(workspace.focusedTabId!, {
      edit: () => void calls.push('edit'),
      apply: () => (calls.push('apply'), saveOk),
      cancel: () => void calls.push('cancel'),
    });
    await run('edit.enter');
    expect(counters.edit).toBe(1);
    expect(editMode.editingInstance).toBe(workspace.focusedTabId);
    expect(why('edit.enter')).toMatch(/Already in edit mode/);
    await run('edit.apply');
    expect(counters.edit).toBe(1);
    saveOk = true;
    await run('edit.apply');
    expect(counters.edit).toBe(0);
    await run('edit.enter');
    await run('edit.cancel');
    expect(calls).toEqual(['edit', 'apply', 'apply', 'edit', 'cancel']);
    expect(counters.edit).toBe(0);
    stop();
  });
});
