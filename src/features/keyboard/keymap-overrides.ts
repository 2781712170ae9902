/**
 * The user's own key bindings (preferences `keymap`: command id → tinykeys string, '' = unbound),
 * saved per user on the server (PUT /auth/user/preferences { keymap }). The effective keymap is the
 * defaults with these laid over them (commands/keymap.ts `effectiveBindings`), so a conflicting
 * override can never reach the key handler.
 */
import { proxy } from 'valtio';
import { api } from '../../api/request';
import { effectiveBindings, isReservedKeys, normaliseKeys, type KeymapOverrides } from '../../commands/keymap';
import { routeCommands } from '../../commands/route-commands';
import { verbById } from '../../commands/verbs';

const labelOf = (id: string): string => verbById(id)?.label ?? `Open ${routeCommands.find((c) => c.id === id)?.label ?? id}`;

export const keymapOverrides = proxy({ overrides: {} as Record<string, string> });

/** From the profile's preferences (the shared Preferences type does not list `keymap` yet). */
export function applyKeymapFromPreferences(prefs: unknown): void {
  const km = (prefs as { keymap?: unknown } | null)?.keymap;
  const clean: Record<string, string> = {};
  if (km && typeof km === 'object') for (const [k, v] of Object.entries(km)) if (typeof v === 'string') clean[k] = v;
  keymapOverrides.overrides = clean;
}

const saveKeymap = (keymap: KeymapOverrides) =>
  api.put<{ data: { keymap?: Record<string, string> } }>('auth/user/preferences', { keymap }, { hideMessage: true });

/** Why these keys cannot be given to the command, or null. */
export function whyNotBind(commandId: string, keys: string): string | null {
  if (isReservedKeys(keys)) return 'The browser keeps this key';
  const next = effectiveBindings({ ...keymapOverrides.overrides, [commandId]: keys });
  const clash = next.rejected.find((r) => r.commandId === commandId);
  if (clash) {
    const holder = next.bindings.find((b) => normaliseKeys(b.keys) === normaliseKeys(keys));
    return holder ? `Already bound to “${labelOf(holder.commandId)}”` : clash.reason;
  }
  const mine = next.bindings.find((b) => b.commandId === commandId);
  return mine && normaliseKeys(mine.keys) === normaliseKeys(keys) ? null : 'This key cannot be bound';
}

async function save(next: Record<string, string>): Promise<void> {
  const before = keymapOverrides.overrides;
  keymapOverrides.overrides = next;
  try {
    await saveKeymap(next);
  } catch {
    // The error catalogue showed why; keep what the server has.
    keymapOverrides.overrides = before;
  }
}

/** Give a command new keys ('' unbinds). Returns why not, or null once applied (saving goes on behind). */
export function setBinding(commandId: string, keys: string): string | null {
  if (keys !== '') {
    const why = whyNotBind(commandId, keys);
    if (why) return why;
  }
  void save({ ...keymapOverrides.overrides, [commandId]: keys });
  return null;
}

export function resetBinding(commandId: string): void {
  const next = { ...keymapOverrides.overrides };
  delete next[commandId];
  void save(next);
}

export function resetAllBindings(): void {
  void save({});
}
