/**
 * Whether the AI chat may be offered (app-shell: the AI_CHAT permission; configuration can hide
 * it, HIDE_AI_CHAT): the one answer the palette command and the chat pane both use.
 */
import { fetchPublicConfig } from '../../api/config';
import { session } from '../../state/session';

let hidden: boolean | null = null;
let asked = false;

export const CHAT_HIDDEN = 'The AI chat is hidden on this server';
export const CHAT_NOT_ALLOWED = 'Needs the AI_CHAT permission';

/** Null when the chat may be used, else why not. */
export function whyNoChat(): string | null {
  if (!asked) {
    asked = true;
    fetchPublicConfig()
      .then((c) => (hidden = c.hide_ai_chat))
      .catch(() => (asked = false));
  }
  if (hidden) return CHAT_HIDDEN;
  if (!session.user?.global_permissions.includes('AI_CHAT')) return CHAT_NOT_ALLOWED;
  return null;
}
