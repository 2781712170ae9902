/** Whether the keyboard cheat sheet (`?`) is open, and whether it is in "change a binding" mode. */
import { proxy } from 'valtio';

export const cheatSheet = proxy({ open: false, editing: false });

export function openCheatSheet(editing = false): void {
  cheatSheet.open = true;
  cheatSheet.editing = editing;
}

export function closeCheatSheet(): void {
  cheatSheet.open = false;
  cheatSheet.editing = false;
}
