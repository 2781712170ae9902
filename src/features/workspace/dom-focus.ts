/**
 * Keyboard focus follows the focused tile: after a verb or the palette moves focus, the tile's
 * content takes DOM focus, so scrolling keys and Tab start inside it and screen readers announce
 * it. Never after a mouse click: the user already put focus where they want it. Nor when the palette
 * is open by the time the frame comes: the user opened it after the verb (seen under load: Ctrl+K
 * right after a palette command, and the tile took the new palette's focus). Nor while a question
 * is asked (leave edit mode?): the palette command that asked it must not take the dialog's focus.
 */
import { confirmations } from '../../state/confirmations';
import { workspace } from '../../state/workspace';
import { palette } from '../palette/palette-state';

export function focusActiveTile(): void {
  requestAnimationFrame(() => {
    const id = workspace.focusedTabId;
    if (!id || palette.open || confirmations.current) return;
    const el = document.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(id)}"]`);
    if (el && !el.contains(document.activeElement)) el.focus({ preventScroll: true });
  });
}
