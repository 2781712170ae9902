/**
 * System settings as the server applies them: the environment's values (ServerConfig) are the
 * defaults, a row of system_settings overrides its key (src/domain/admin/system-settings.ts). Read per
 * request: a change made on one instance applies on every instance sharing the database at once.
 */
import {
  SYSTEM_SETTINGS,
  systemSettingValues,
  type SystemSettingKey,
  type SystemSettingRow,
  type SystemSettingValues,
} from '../../src/domain/admin/system-settings';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/db';

export function environmentSettings(c: ServerConfig): SystemSettingValues {
  return {
    welcome_title: c.welcomeTitle,
    welcome_subtitle: c.welcomeSubtitle,
    welcome_picture: c.welcomePicture,
    hide_sso: !c.ssoEnabled,
    contact_us: c.contactUs,
    hide_ai_chat: c.hideAiChat,
    map_center: c.mapCenter,
  };
}

interface Stored {
  key: string;
  value: unknown;
  updated_at: Date | string;
  updated_by: string | null;
}

export async function readSystemSettings(db: Queryable, config: ServerConfig): Promise<SystemSettingRow[]> {
  const { rows } = await db.query<Stored>(
    'select s.key, s.value, s.updated_at, u.email as updated_by from system_settings s left join users u on u.id = s.updated_by',
  );
  const stored = new Map(rows.map((r) => [r.key, r]));
  const env = environmentSettings(config);
  return SYSTEM_SETTINGS.map(({ key }) => {
    const row = stored.get(key);
    // A stored value this version no longer accepts falls back to the default rather than break sign-in.
    const parsed = row ? systemSettingValues.shape[key].safeParse(row.value) : null;
    const ok = parsed?.success === true;
    return {
      key,
      value: ok ? parsed.data : env[key],
      default: env[key],
      source: ok ? 'database' : 'environment',
      updated_at: ok ? new Date(row!.updated_at).toISOString() : null,
      updated_by: ok ? row!.updated_by : null,
    } as SystemSettingRow;
  });
}

/** The values in force. Single sign-on cannot be shown where the server has none configured. */
export async function effectiveSettings(db: Queryable, config: ServerConfig): Promise<SystemSettingValues> {
  const values = Object.fromEntries((await readSystemSettings(db, config)).map((r) => [r.key, r.value])) as SystemSettingValues;
  if (!config.ssoEnabled) values.hide_sso = true;
  return values;
}

export async function writeSystemSettings(db: Queryable, userId: string, values: Partial<SystemSettingValues>): Promise<void> {
  for (const [key, value] of Object.entries(values) as [SystemSettingKey, unknown][]) {
    await db.query(
      `insert into system_settings (key, value, updated_by, updated_at) values ($1, $2, $3, now())
       on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
      [key, JSON.stringify(value), userId],
    );
  }
}
