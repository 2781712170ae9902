/**
 * Key bindings while the shell is shown: route shortcuts of the manifest and the workspace verbs,
 * all from the one keymap (installed by features/keyboard/use-keymap.ts).
 */
import { useKeymap } from '../features/keyboard/use-keymap';

export function useRouteKeys(): void {
  useKeymap();
}

const accountOnly = (commandId: string) => commandId.startsWith('account.');

/** Pages shown without the shell (error pages, single widgets, print): the account keys only. */
export function AccountKeys(): null {
  useKeymap(accountOnly);
  return null;
}
