/** Where a key press lands: in a text field, or inside a dialog or menu that owns its keys. */

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'url', 'tel', 'number', 'date', 'datetime-local', 'time', 'month', 'week']);

/** The user is typing: a text input, a textarea, a select or an editable element has the key. */
export function isTyping(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  if (!t || typeof t.tagName !== 'string') return false;
  if (t.isContentEditable) return true;
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
  if (t.tagName === 'INPUT') return TEXT_INPUT_TYPES.has(((t as HTMLInputElement).type || 'text').toLowerCase());
  return t.getAttribute?.('role') === 'textbox' || t.getAttribute?.('role') === 'combobox';
}

/** A modal dialog or an open menu has the key: Escape, Enter and Delete are theirs. */
export function isInOverlay(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t?.closest?.('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]');
}

/**
 * A widget with keys of its own has focus (a data grid, a list, a slider): Delete may delete its
 * row and Escape end its cell edit, so plain keys are its, not the workspace's.
 */
export function isInKeyedWidget(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t?.closest?.('[role="grid"], [role="treegrid"], [role="listbox"], [role="tree"], [role="slider"], [role="spinbutton"], [role="application"]');
}
