/**
 * In-app navigation. Every move the app makes on the user's behalf goes through `go`, so leaving a
 * page in edit mode asks first (spec 4) whichever surface started it (menu, palette, key).
 */
import { navigate } from 'wouter/use-browser-location';
import { confirmLeave } from '../features/edit-mode/leave-guard';

export async function go(href: string, opts: { replace?: boolean } = {}): Promise<boolean> {
  if (!(await confirmLeave())) return false;
  navigate(href, { replace: opts.replace ?? false });
  return true;
}

/** Redirects decided by the router: not a user's choice to leave, so no question. */
export function redirectTo(href: string): void {
  navigate(href, { replace: true });
}
