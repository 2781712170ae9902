/**
 * The one place key bindings are installed (tinykeys on window): every route shortcut and verb,
 * with the user's overrides. Rules, in order:
 * - while the palette is open only its own key reaches here (it handles the rest itself);
 * - while typing in a field only Ctrl/Cmd combinations fire (keymap.ts `firesWhileTyping`);
 * - a key a pane already handled (preventDefault) is the pane's;
 * - inside a dialog, a menu or a widget with keys of its own (a grid, a list), plain keys are its;
 * - a command that cannot run says why instead of doing nothing; a plain key (Escape, Delete) is
 *   then left to the page, silently.
 */
import { useEffect } from 'react';
import { tinykeys, type KeyBindingMap } from 'tinykeys';
import { useSnapshot } from 'valtio';
import { firesWhileTyping } from '../../commands/keymap';
import { palette } from '../palette/palette-state';
import { commandRef, currentBindings, runFromKeys, whyNot } from './commands';
import { keymapOverrides } from './keymap-overrides';
import { isInKeyedWidget, isInOverlay, isTyping } from './typing';

const PALETTE_ID = 'palette.open';

/**
 * Installs the bindings; `only` narrows them (pages outside the shell keep the account keys, so
 * Alt+U returns from an impersonation on the 403 page too).
 */
export function useKeymap(only?: (commandId: string) => boolean): void {
  const { overrides } = useSnapshot(keymapOverrides);
  useEffect(() => {
    const map: KeyBindingMap = {};
    for (const b of currentBindings()) {
      if (only && !only(b.commandId)) continue;
      const ref = commandRef(b.commandId);
      if (!ref) continue;
      const whileTyping = firesWhileTyping(b.keys);
      const hasModifier = /(^|\+)(Alt|Control|Meta|\$mod)\+/.test(b.keys);
      map[b.keys] = (e) => {
        // A pane that handled the key first (preventDefault) keeps it.
        if (e.defaultPrevented || (e.repeat && !hasModifier)) return;
        if (palette.open && b.commandId !== PALETTE_ID) return;
        if (!whileTyping && isTyping(e.target)) return;
        if (!hasModifier && (isInOverlay(e.target) || isInKeyedWidget(e.target))) return;
        // A plain key (Escape, Delete) whose command cannot run now stays the page's: no warning for
        // an Escape pressed out of habit.
        if (!hasModifier && whyNot(ref)) return;
        e.preventDefault();
        runFromKeys(ref);
      };
    }
    return tinykeys(window, map);
  }, [overrides, only]);
}
