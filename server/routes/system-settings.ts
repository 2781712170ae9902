/**
 * Admin › System Settings: superadmins read every setting with its environment default and where
 * its value comes from, change some (PATCH, audited with before and after) or reset one to the
 * environment (DELETE). The public /config and the AI chat read the values in force.
 */
import { z } from 'zod';
import { isSystemSettingKey, systemSettingValues } from '../../src/domain/admin/system-settings';
import { readSystemSettings, writeSystemSettings } from '../admin/system-settings';
import type { Access } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';

const tags = ['admin'];
const SUPERADMIN: Access = { kind: 'superadmin' };

const list = defineRoute({
  method: 'GET',
  url: '/admin/system_settings',
  summary: 'Every system setting: the value in force, the environment default and which of the two applies',
  tags,
  access: SUPERADMIN,
  handler: async ({ db, services }) => ({ data: await readSystemSettings(db, services.config) }),
});

const change = defineRoute({
  method: 'PATCH',
  url: '/admin/system_settings',
  summary: 'Store values for some settings: they override the environment until reset',
  tags,
  access: SUPERADMIN,
  body: systemSettingValues
    .partial()
    .strict()
    .refine((b) => Object.keys(b).length > 0, { message: 'give at least one setting' }),
  async handler({ body, db, user, services }) {
    const before = Object.fromEntries((await readSystemSettings(db, services.config)).map((r) => [r.key, r.value]));
    const keys = Object.keys(body);
    await db.transaction(async (tx) => {
      await writeSystemSettings(tx, user.id, body);
      await audit(
        tx,
        user.id,
        'system_settings.update',
        { type: 'system_settings', id: keys.join(',') },
        { fields: keys, before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: body },
      );
    });
    return { data: await readSystemSettings(db, services.config) };
  },
});

const reset = defineRoute({
  method: 'DELETE',
  url: '/admin/system_settings/:key',
  summary: "Reset a setting to the environment's value",
  tags,
  access: SUPERADMIN,
  params: z.object({ key: z.string().max(100) }).strict(),
  async handler({ params, db, user, services }) {
    if (!isSystemSettingKey(params.key)) throw new HttpError(404, `No system setting ${params.key}`);
    const row = (await readSystemSettings(db, services.config)).find((r) => r.key === params.key)!;
    await db.transaction(async (tx) => {
      const { affectedRows } = await tx.query('delete from system_settings where key = $1', [params.key]);
      if (affectedRows)
        await audit(
          tx,
          user.id,
          'system_settings.reset',
          { type: 'system_settings', id: params.key },
          { before: { [params.key]: row.value }, after: { [params.key]: row.default } },
        );
    });
    return { data: await readSystemSettings(db, services.config) };
  },
});

export const systemSettingsRoutes = [list, change, reset];
