/**
 * Keyboard focus follows the focused tile: after a verb or the palette moves focus, the tile's
 * content takes DOM focus, so scrolling keys and Tab start inside it and screen readers announce
 * it. Never after a mouse click: the user already put focus where they want it.
 */
import { workspace } from '../../state/workspace';

export function focusActiveTile(): void {
  requestAnimationFrame(() => {
    const id = workspace.focusedTabId;
    if (!id) return;
    const el = document.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(id)}"]`);
    if (el && !el.contains(document.activeElement)) el.focus({ preventScroll: true });
  });
}
