/**
 * Edit mode as workspace verbs (spec 4: a draft is created, applied or cancelled). A pane that can
 * be edited registers what enter / apply / cancel mean for it; the verbs (keys, palette) act on the
 * focused pane. The edit counter (src/state/counters.ts) drives the leave-page question, so
 * switching panes or leaving the page while editing asks first, whoever started it.
 *
 *   useEditCommands({ edit: startDraft, apply: saveDraft, cancel: dropDraft });
 */
import { useEffect, useRef } from 'react';
import { proxy, subscribe } from 'valtio';
import { countDown, countUp, counters } from '../../state/counters';
import { workspace } from '../../state/workspace';
import { usePaneActivity } from './pane-activity';

export interface EditHandlers {
  /** null when the pane can be edited now, else why not (no permission, nothing loaded yet). */
  canEdit?: () => string | null;
  edit: () => void | Promise<void>;
  /** Resolves false when the draft could not be saved (the pane showed why); edit mode stays on. */
  apply: () => boolean | void | Promise<boolean | void>;
  cancel: () => void | Promise<void>;
}

const registered = new Map<string, EditHandlers>();
export const editMode = proxy({ editingInstance: null as string | null, registeredCount: 0 });

export function registerEditHandlers(instanceId: string, h: EditHandlers): () => void {
  registered.set(instanceId, h);
  editMode.registeredCount = registered.size;
  return () => {
    if (registered.get(instanceId) === h) registered.delete(instanceId);
    if (editMode.editingInstance === instanceId) stopEditing();
    editMode.registeredCount = registered.size;
  };
}

/** For panes: register edit handlers for this pane instance while it is mounted. */
export function useEditCommands(h: EditHandlers): void {
  const { instanceId } = usePaneActivity();
  const latest = useRef(h);
  latest.current = h;
  useEffect(
    () =>
      registerEditHandlers(instanceId, {
        canEdit: () => latest.current.canEdit?.() ?? null,
        edit: () => latest.current.edit(),
        apply: () => latest.current.apply(),
        cancel: () => latest.current.cancel(),
      }),
    [instanceId],
  );
}

function stopEditing(): void {
  if (editMode.editingInstance !== null) countDown('edit');
  editMode.editingInstance = null;
}

/** Why edit mode cannot be entered on the focused pane, or null. */
export function whyNotEdit(): string | null {
  if (editMode.editingInstance) return 'Already in edit mode: apply or cancel first';
  const id = workspace.focusedTabId;
  const h = id ? registered.get(id) : undefined;
  if (!h) return 'The focused pane has nothing to edit';
  return h.canEdit?.() ?? null;
}

export const whyNotApplyOrCancel = (): string | null => (editMode.editingInstance ? null : 'Not in edit mode');

export async function enterEdit(): Promise<void> {
  const id = workspace.focusedTabId;
  const h = id ? registered.get(id) : undefined;
  if (!id || !h || whyNotEdit()) return;
  const focusedBefore = typeof document === 'undefined' ? null : document.activeElement;
  await h.edit();
  editMode.editingInstance = id;
  countUp('edit');
  focusWhereTypingGoes(id, focusedBefore);
}

const FIELD = 'input, textarea, select, [data-edit-focus]';
const hostOf = (instanceId: string) => document.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(instanceId)}"]`);

/** The field of the draft the user last typed in (a grid cell), to go back to after a question. */
let lastDraftField: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (e) => {
    const id = editMode.editingInstance;
    const el = e.target instanceof HTMLElement ? e.target : null;
    if (id && el?.matches(FIELD) && hostOf(id)?.contains(el)) lastDraftField = el;
  });

/**
 * Back to the draft after the user chose to stay in edit mode (the leave-page question's Stay or
 * Escape): the field they were typing in, else where typing goes when edit mode starts.
 */
export function returnToDraft(): void {
  const id = editMode.editingInstance;
  if (!id || typeof document === 'undefined') return;
  requestAnimationFrame(() => {
    if (lastDraftField?.isConnected && hostOf(id)?.contains(lastDraftField)) lastDraftField.focus();
    else focusWhereTypingGoes(id);
  });
}

/**
 * After edit mode starts, typing must land in the draft, not on the page (where single keys are
 * workspace hotkeys): the pane's `[data-edit-focus]` element, else its first field.
 */
function focusWhereTypingGoes(instanceId: string, focusedBefore: Element | null = null, tries = 10): void {
  // Without a document (the verbs' unit tests) there is nothing to focus.
  if (typeof document === 'undefined') return;
  requestAnimationFrame(() => {
    const host = hostOf(instanceId);
    // The pane itself already moved the typing where it wants it (a grid's first amount): leave it there.
    const now = document.activeElement;
    if (host && now instanceof HTMLElement && now !== focusedBefore && host.contains(now) && now.matches(FIELD)) return;
    const target =
      host?.querySelector<HTMLElement>('[data-edit-focus]') ??
      host?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])');
    // The draft renders after the state change: look again for a few frames.
    if (!target) return void (tries > 0 && focusWhereTypingGoes(instanceId, focusedBefore, tries - 1));
    target.focus({ preventScroll: false });
  });
}

export async function applyEdit(): Promise<void> {
  const id = editMode.editingInstance;
  const h = id ? registered.get(id) : undefined;
  if (!h) return stopEditing();
  if ((await h.apply()) === false) return;
  stopEditing();
}

export async function cancelEdit(): Promise<void> {
  const id = editMode.editingInstance;
  const h = id ? registered.get(id) : undefined;
  await h?.cancel();
  stopEditing();
}

// "Leave" in the leave-page question (features/edit-mode) resets the edit counter: the pane's draft
// is then dropped too, so edit mode never outlives the counter that shows it.
subscribe(counters, () => {
  const id = editMode.editingInstance;
  if (id && counters.edit === 0) {
    editMode.editingInstance = null;
    void registered.get(id)?.cancel();
  }
});
