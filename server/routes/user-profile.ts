import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

const DEFAULT_LOCALE = { date_format: 'YYYY-MM-DD', time_format: 'HH:mm:ss', is24hr: true, number_format: '0,0.00', unit_system: 'metric' };
const DEFAULT_SPATIAL = { base_maps_allowed: true, layers_allowed: true };
const DEFAULT_PREFERENCES = { theme: 'dark', skin: 'default', footer: true, chat: false, pinned_menus: [] as string[], keymap: {} };

/** The profile answer of GET /auth/user. */
export async function userProfile(db: Queryable, userId: string, impersonatedBy: string | null) {
  const { rows } = await db.query<Record<string, any>>(
    `select u.*, c.name as company_name, c.type_id as company_type_id,
            coalesce((select array_agg(p.permission order by p.permission) from user_global_permissions p where p.user_id = u.id), '{}') as perms,
            (select email from users a where a.id = $2) as impersonator_email
       from users u left join companies c on c.id = u.company_id where u.id = $1`,
    [userId, impersonatedBy],
  );
  const u = rows[0];
  if (!u) throw new HttpError(401, 'Session ended');
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    status: u.status,
    company: u.company_id ? { id: u.company_id, name: u.company_name, type_id: u.company_type_id } : null,
    role: u.role,
    is_admin: u.is_admin,
    is_superadmin: u.is_superadmin,
    // Test cases are for admins who also have the flag (spec 3.1).
    test_case_enabled: u.is_admin && u.test_case_enabled,
    multi_well_enabled: u.multi_well_enabled,
    default_stage: u.default_stage,
    locale: { ...DEFAULT_LOCALE, ...u.locale },
    spatial: { ...DEFAULT_SPATIAL, ...u.spatial },
    global_permissions: u.perms as string[],
    preferences: { ...DEFAULT_PREFERENCES, ...u.preferences },
    impersonated_by: impersonatedBy ? { id: impersonatedBy, email: u.impersonator_email } : null,
  };
}
