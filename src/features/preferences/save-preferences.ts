/** Changing a preference applies it at once and saves it for this user on the server. */
import { savePreferences } from '../../api/auth';
import type { Preferences } from '../../api/types';
import { applyPreferences, preferences } from '../../state/preferences';

export async function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): Promise<void> {
  const before = preferences[key];
  applyPreferences({ [key]: value } as Partial<Preferences>);
  try {
    const { data } = await savePreferences({ [key]: value } as Partial<Preferences>);
    applyPreferences(data);
  } catch {
    // The catalogue showed why; put back what the server still has.
    applyPreferences({ [key]: before } as Partial<Preferences>);
  }
}

export function togglePinned(routeId: string): Promise<void> {
  const pinned = preferences.pinned_menus.includes(routeId) ? preferences.pinned_menus.filter((id) => id !== routeId) : [...preferences.pinned_menus, routeId];
  return setPreference('pinned_menus', pinned);
}
