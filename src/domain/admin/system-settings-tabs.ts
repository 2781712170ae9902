/**
 * Admin › System Settings' tabs: the values of the route's {tab} (src/commands/route-views.ts). Apart
 * from the settings' schemas (system-settings.ts) so the route declarations, in the first chunk, do
 * not bring zod there.
 */
export const SETTINGS_TABS = [
  { value: 'welcome', label: 'Welcome screen' },
  { value: 'sign-in', label: 'Sign-in and contact' },
  { value: 'features', label: 'Features' },
  { value: 'map', label: 'Map' },
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number]['value'];
