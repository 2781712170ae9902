/**
 * Leaving a page in edit mode asks first (spec 4). Navigation inside the app asks through the
 * confirmation dialog (Escape or Stay keep the draft and put the typing back in it; Leave drops
 * it); closing or reloading the tab gets the browser's own prompt.
 */
import { askConfirm } from '../../state/confirmations';
import { counters, isInEditMode, resetCounter } from '../../state/counters';
import { returnToDraft } from '../workspace/edit-commands';

export const LEAVE_EDIT_MESSAGE = 'You are in edit mode. Leave this page and lose the changes you have not saved?';

/** Resolves true when navigation may go on. */
export async function confirmLeave(): Promise<boolean> {
  if (!isInEditMode()) return true;
  const ok = await askConfirm({ title: 'Leave edit mode?', message: LEAVE_EDIT_MESSAGE, confirmLabel: 'Leave', cancelLabel: 'Stay' });
  if (ok) {
    resetCounter('edit');
    resetCounter('dirty');
  } else returnToDraft();
  return ok;
}

export function watchUnload(win: Window): () => void {
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (counters.edit > 0) {
      e.preventDefault();
      e.returnValue = LEAVE_EDIT_MESSAGE;
    }
  };
  win.addEventListener('beforeunload', onBeforeUnload);
  return () => win.removeEventListener('beforeunload', onBeforeUnload);
}
