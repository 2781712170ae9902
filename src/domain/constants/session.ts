/**
 * What the browser stores and the server expects: storage keys, headers, bound hotkeys.
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

/** Local-storage keys; the exact strings matter because existing sessions hold them. */
export const STORAGE_KEYS = {
  token: 'user.token',
  isAdmin: 'user.is_admin',
  previousToken: 'user.previous_token',
  logoutUrl: 'user.logout_url',
  history: 'history',
} as const;

export const VIEW_SESSION_HEADER = 'view-session-id';

/** Keys the spec binds; the keymap gives them meaning. */
export const HOTKEY_KEYS = ['1', '2', '3', '4', 'A', 'S', 'R', 'X', 'Escape', 'Delete', 'Enter'] as const;
