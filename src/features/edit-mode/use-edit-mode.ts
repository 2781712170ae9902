/**
 * Edit mode of a pane (survey, time journal), through the workspace's edit verbs (features/workspace/
 * edit-commands: Ctrl+E edit, Ctrl+S apply, Escape cancel, and the palette), so the keys, the edit
 * counter and the leave-page question are the product's, not this pane's. The pane's own buttons go
 * the same way. `dirty` counts the spec's dirty counter once while the draft differs.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { countDown, countUp } from '../../state/counters';
import { editMode, useEditCommands } from '../workspace/edit-commands';
import { usePaneActivity } from '../workspace/pane-activity';

export interface EditModeHandlers {
  /** null when the pane can be edited now, else why not. */
  canEdit: () => string | null;
  /** Create the draft. */
  start: () => void;
  /** Save the draft; false keeps edit mode on (the pane showed why). */
  apply: () => Promise<boolean>;
  /** Drop the draft. */
  discard: () => void;
}

export interface EditMode {
  editing: boolean;
  enter(): void;
  apply(): Promise<void>;
  cancel(): void;
  markDirty(dirty: boolean): void;
}

export function useEditMode(h: EditModeHandlers): EditMode {
  const { instanceId } = usePaneActivity();
  const { editingInstance } = useSnapshot(editMode);
  const editing = editingInstance === instanceId;
  const dirtyCounted = useRef(false);
  const latest = useRef(h);
  latest.current = h;

  const markDirty = useCallback((d: boolean) => {
    if (d && !dirtyCounted.current) countUp('dirty');
    if (!d && dirtyCounted.current) countDown('dirty');
    dirtyCounted.current = d;
  }, []);
  const drop = useCallback(() => {
    markDirty(false);
    latest.current.discard();
  }, [markDirty]);

  useEditCommands({
    canEdit: () => latest.current.canEdit(),
    edit: () => latest.current.start(),
    apply: async () => {
      const ok = await latest.current.apply();
      if (ok) markDirty(false);
      return ok;
    },
    cancel: drop,
  });

  // the workspace ended edit mode (leave-page "Leave", the pane closed): nothing stays dirty
  useEffect(() => {
    if (!editing) markDirty(false);
  }, [editing, markDirty]);
  useEffect(() => () => markDirty(false), [markDirty]);

  const stop = () => {
    if (editMode.editingInstance === instanceId) {
      editMode.editingInstance = null;
      countDown('edit');
    }
  };

  return {
    editing,
    markDirty,
    enter: () => {
      if (editMode.editingInstance || latest.current.canEdit()) return;
      latest.current.start();
      editMode.editingInstance = instanceId;
      countUp('edit');
    },
    apply: async () => {
      if (!editing) return;
      if (await latest.current.apply()) {
        markDirty(false);
        stop();
      }
    },
    cancel: () => {
      if (!editing) return;
      drop();
      stop();
    },
  };
}
