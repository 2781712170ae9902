/**
 * System settings (app-shell 1: "Configuration can set the welcome screen title, picture and
 * subtitle; hide the single sign-on login; hide the AI chat; set a default map centre; set a
 * contact-us text"), declared once for the server (validation, the public /config, the AI chat
 * check) and Admin › System Settings (its tabs and fields). The environment gives each key its
 * default; a value stored by a superadmin overrides it until reset.
 */
import { z } from 'zod';
import type { SettingsTabId } from './system-settings-tabs';

const EMPTY = 'This field could not be empty';

/** A picture is an https URL or a path on this server ('/welcome.jpg'). */
const picture = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'must be an https URL or a path starting with /');

export const systemSettingValues = z.object({
  welcome_title: z.string().trim().min(1, EMPTY).max(120),
  welcome_subtitle: z.string().trim().max(300),
  welcome_picture: picture.nullable(),
  hide_sso: z.boolean({ message: 'must be true or false' }),
  contact_us: z.string().trim().max(1000),
  hide_ai_chat: z.boolean({ message: 'must be true or false' }),
  map_center: z
    .object({
      lat: z.number({ message: 'must be a number' }).min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      lon: z.number({ message: 'must be a number' }).min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
    })
    .strict(),
});
export type SystemSettingValues = z.infer<typeof systemSettingValues>;
export type SystemSettingKey = keyof SystemSettingValues;

export interface SystemSettingDecl {
  key: SystemSettingKey;
  tab: SettingsTabId;
  label: string;
  /** The environment variable that gives the default. */
  env: string;
  hint?: string;
}

export const SYSTEM_SETTINGS: readonly SystemSettingDecl[] = [
  { key: 'welcome_title', tab: 'welcome', label: 'Welcome title', env: 'WELCOME_TITLE' },
  { key: 'welcome_subtitle', tab: 'welcome', label: 'Welcome subtitle', env: 'WELCOME_SUBTITLE' },
  { key: 'welcome_picture', tab: 'welcome', label: 'Welcome picture', env: 'WELCOME_PICTURE', hint: 'An https URL or a path on this server; empty: none' },
  {
    key: 'hide_sso',
    tab: 'sign-in',
    label: 'Hide single sign-on',
    env: 'SSO_ENABLED / SSO_URL',
    hint: 'Without SSO_URL on the server there is no single sign-on to show: it stays hidden',
  },
  { key: 'contact_us', tab: 'sign-in', label: 'Contact-us text', env: 'CONTACT_US', hint: 'Shown on the sign-in page and in the footer' },
  {
    key: 'hide_ai_chat',
    tab: 'features',
    label: 'Hide the AI chat',
    env: 'HIDE_AI_CHAT',
    hint: 'Hidden: the chat is gone from the menus and its API answers 403',
  },
  { key: 'map_center', tab: 'map', label: 'Default map centre (lat, lon in degrees)', env: 'MAP_CENTER' },
];

export const isSystemSettingKey = (k: string): k is SystemSettingKey => SYSTEM_SETTINGS.some((s) => s.key === k);

/** One setting as GET /api/admin/system_settings answers it. */
export interface SystemSettingRow<K extends SystemSettingKey = SystemSettingKey> {
  key: K;
  value: SystemSettingValues[K];
  /** What the environment says. */
  default: SystemSettingValues[K];
  source: 'database' | 'environment';
  updated_at: string | null;
  updated_by: string | null;
}
