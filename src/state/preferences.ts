/**
 * Display preferences of the signed-in user (spec 1, 9): theme, skin, footer, chat, pinned menus.
 * They come with the profile and are saved per user by features/preferences/save-preferences.ts.
 */
import { proxy } from 'valtio';
import type { Preferences } from '../api/types';

export const DEFAULT_PREFERENCES: Preferences = { theme: 'light', skin: 'default', footer: true, chat: true, pinned_menus: [] };

export const preferences = proxy<Preferences>({ ...DEFAULT_PREFERENCES, pinned_menus: [] });

export function applyPreferences(p: Partial<Preferences>): void {
  Object.assign(preferences, { ...p, ...(p.pinned_menus ? { pinned_menus: [...p.pinned_menus] } : {}) });
}

export function resetPreferences(): void {
  applyPreferences(DEFAULT_PREFERENCES);
}
