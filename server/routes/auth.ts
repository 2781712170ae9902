import { z } from 'zod';
import { AUTO_REFRESH, WORK_MODES, type AutoRefresh, type WorkMode } from '../../src/domain/constants/display';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { consumePasswordToken, issuePasswordToken, openSession } from '../auth/sessions';
import { impersonationRefusal } from '../auth/impersonation-rule';
import { globalPermissionsOf } from '../auth/permission-cache';
import { endSessionsAfterPasswordChange } from '../auth/session-revocation';
import { adminWith, PUBLIC, SIGNED_IN, well, project } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';
import { objectPermissions } from '../auth/object-access';
import { refreshNextDue } from '../reports/report-store';
import { userProfile } from './user-profile';
import { USER_STATUS } from '../../src/domain/user-statuses';

const tags = ['auth'];
const email = z.email({ message: 'E-mail is invalid' }).max(254);
const password = z.string().min(8, 'Min 8 characters').max(256);

// Verifying against a real hash when the user does not exist keeps the timing of both answers alike.
let dummyHash: Promise<string> | null = null;

const login = defineRoute({
  method: 'POST',
  url: '/auth/login',
  summary: 'Sign in with e-mail and password',
  tags,
  access: PUBLIC,
  body: z.object({ email, password: z.string().min(1, 'Required field').max(256) }).strict(),
  // Throttled per address and account, address, account and overall before this runs (app.ts, login-throttle.ts).
  async handler({ body, db, services, req }) {
    const { rows } = await db.query<{
      id: string;
      password_hash: string;
      status: number;
      is_admin: boolean;
      must_change_password: boolean;
      company_status: number | null;
      email: string;
    }>(
      `select u.id, u.password_hash, u.status, u.is_admin, u.must_change_password, u.email, c.status as company_status
         from users u left join companies c on c.id = u.company_id where lower(u.email) = lower($1)`,
      [body.email],
    );
    const u = rows[0];
    dummyHash ??= hashPassword('not-a-real-password');
    const ok = await verifyPassword(u?.password_hash ?? (await dummyHash), body.password);
    if (!u || !ok) {
      await audit(db, u?.id ?? null, 'auth.login_failed', undefined, { email: body.email, ip: req.ip });
      throw new HttpError(401, 'Invalid e-mail or password');
    }
    if (u.status === USER_STATUS.suspended) throw new HttpError(403, 'Your account is suspended. Contact your administrator.');
    if (u.company_status === 2) throw new HttpError(403, "Your company's account is suspended. Contact your administrator.");
    if (u.must_change_password) {
      const token = await issuePasswordToken(db, u.id, 'change', 3600);
      throw new HttpError(406, 'Your password has expired. Please set a new password.', { email: u.email, token });
    }
    if (u.status === 1) await db.query('update users set status = 2 where id = $1', [u.id]);
    const s = await openSession(db, services.tokens, u.id);
    await audit(db, u.id, 'auth.login', { type: 'USER', id: u.id }, { ip: req.ip, user_agent: req.headers['user-agent']?.slice(0, 300) ?? null });
    return { token: s.token, session_id: s.sessionId, data: { is_admin: u.is_admin, user_id: u.id } };
  },
});

const logout = defineRoute({
  method: 'POST',
  url: '/auth/logout',
  summary: 'End this session',
  tags,
  access: SIGNED_IN,
  body: z.object({}).strict().optional(),
  async handler({ req, db, user, services }) {
    // Impersonations started from this session end with it.
    const { rows } = await db.query<{ id: string }>(
      'update sessions set revoked_at = now() where (id = $1 or impersonator_session_id = $1) and revoked_at is null returning id',
      [user.sessionId],
    );
    for (const id of new Set([user.sessionId, ...rows.map((r) => r.id)])) services.endRealtimeSession(id);
    // Returning from an impersonation ends its session: both ends of an impersonation are audited.
    if (user.impersonatedBy)
      await audit(
        db,
        user.id,
        'auth.impersonate_end',
        { type: 'USER', id: user.id },
        { admin_id: user.impersonatedBy, session_id: user.sessionId, ip: req.ip },
      );
    else
      await audit(
        db,
        user.id,
        'auth.logout',
        { type: 'USER', id: user.id },
        { ip: req.ip, ended_impersonations: rows.filter((r) => r.id !== user.sessionId).length },
      );
    return { message: 'Signed out' };
  },
});

const me = defineRoute({
  method: 'GET',
  url: '/auth/user',
  summary: 'The signed-in user: profile, locale, spatial settings, global permissions, preferences',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    return { data: await userProfile(db, user.id, user.impersonatedBy) };
  },
});

export const preferencesSchema = z
  .object({
    theme: z.enum(['light', 'dark', 'black']),
    skin: z.enum(['default', 'bordered']),
    footer: z.boolean(),
    chat: z.boolean(),
    pinned_menus: z.array(z.string().max(200)).max(100),
    keymap: z.record(z.string().max(100), z.string().max(100)),
    auto_refresh: z.enum(AUTO_REFRESH.map((a) => a.id) as [AutoRefresh, ...AutoRefresh[]]),
    /** The palette leaves out screens not built yet, even when typed for. */
    hide_unbuilt: z.boolean(),
    /** Stage mode: OFFICE (recorded data) or FIELD (live first). */
    work_mode: z.enum(WORK_MODES.map((m) => m.id) as [WorkMode, ...WorkMode[]]),
  })
  .partial()
  .strict();

const preferences = defineRoute({
  method: 'PUT',
  url: '/auth/user/preferences',
  summary: 'Save personal display preferences (theme, skin, footer, chat, pinned menus, key bindings)',
  tags,
  access: SIGNED_IN,
  body: preferencesSchema,
  async handler({ db, user, body }) {
    const { rows } = await db.query<{ preferences: Record<string, unknown> }>(
      'update users set preferences = preferences || $2::jsonb, updated_at = now() where id = $1 returning preferences',
      [user.id, JSON.stringify(body)],
    );
    return { data: rows[0].preferences };
  },
});

/** An IANA time zone this server's Intl knows (America/Chicago, Europe/Oslo, UTC). */
const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz);
    } catch {
      return false;
    }
  }, 'must be a time zone such as America/Chicago or UTC');

const locale = defineRoute({
  method: 'PUT',
  url: '/auth/user/locale',
  summary: "Save the signed-in user's own locale settings: the time zone scheduled reports are due in",
  tags,
  access: SIGNED_IN,
  body: z.object({ time_zone: timeZone }).strict(),
  async handler({ db, user, body }) {
    const locale = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ locale: Record<string, unknown> }>(
        'update users set locale = locale || $2::jsonb, updated_at = now() where id = $1 returning locale',
        [user.id, JSON.stringify(body)],
      );
      // Every report of the user falls due at its time in the new zone.
      const subs = await tx.query<{ id: string }>('select id from report_subscriptions where owner_id = $1', [user.id]);
      for (const r of subs.rows) await refreshNextDue(tx, r.id);
      await audit(tx, user.id, 'users.locale', { type: 'users', id: user.id }, body);
      return rows[0].locale;
    });
    return { data: locale };
  },
});

const passwordAction = defineRoute({
  method: 'POST',
  url: '/auth/password/:action',
  summary: 'reset_link: send a password reset link; change: set a new password with a token',
  tags,
  access: PUBLIC,
  params: z.object({ action: z.enum(['reset_link', 'change']) }).strict(),
  body: z.union([z.object({ email }).strict(), z.object({ token: z.string().min(10, 'Required field').max(200), password }).strict()]),
  async handler({ params, body, db, req, services }) {
    if (params.action === 'reset_link') {
      if (!('email' in body)) throw new HttpError(400, 'body.email: Required field');
      const { rows } = await db.query<{ id: string }>('select id from users where lower(email) = lower($1) and status <> 3', [body.email]);
      if (rows[0]) {
        await issuePasswordToken(db, rows[0].id, 'reset');
        // No mail server in the embedded product. A live token never reaches a log: an administrator
        // hands the link out from Admin › Users (GET admin/users/{id}/password_reset_link).
        req.log.warn(
          { userId: rows[0].id },
          'password reset requested: no mail server configured, an administrator can give the user the link from Admin › Users',
        );
        await audit(db, rows[0].id, 'auth.password_reset_link', { type: 'USER', id: rows[0].id });
      }
      return { message: 'If this e-mail is registered, a password reset link has been sent to it.' };
    }
    if (!('token' in body)) throw new HttpError(400, 'body.token: Required field');
    const userId = await consumePasswordToken(db, body.token);
    if (!userId) throw new HttpError(400, 'body.token: This link has expired or was already used. Request a new one.');
    const hashed = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.query(
        'update users set password_hash = $2, must_change_password = false, status = case when status = 1 then 2 else status end, updated_at = now() where id = $1',
        [userId, hashed],
      );
      // Whoever held the old password (or a session opened with it) is signed out everywhere.
      await endSessionsAfterPasswordChange(tx, userId, null);
      await audit(tx, userId, 'auth.password_changed', { type: 'USER', id: userId });
    });
    services.userAuthChanged(userId);
    return { message: 'Your password has been changed. Please sign in.' };
  },
});

const sso = defineRoute({
  method: 'POST',
  url: '/auth/sso',
  summary: 'Single sign-on: where to send the browser (404 when SSO is configured off)',
  tags,
  access: PUBLIC,
  body: z
    .object({ provider: z.string().max(100).optional() })
    .strict()
    .optional(),
  handler({ services }) {
    if (!services.config.ssoEnabled || !services.config.ssoUrl) throw new HttpError(404, 'Single sign-on is not configured');
    return { data: { redirect_url: services.config.ssoUrl, logout_url: services.config.ssoLogoutUrl } };
  },
});

const loginAs = defineRoute({
  method: 'POST',
  url: '/auth/generate_login_as_user_token/:id',
  summary: 'Impersonation: a token to act as another user with no more rights than yours (admins with LOGIN_AS_USER), audited',
  tags,
  access: adminWith('LOGIN_AS_USER'),
  params: idParams,
  body: z.object({}).strict().optional(),
  async handler({ params, db, services, user }) {
    const { rows } = await db.query<{
      id: string;
      status: number;
      email: string;
      is_admin: boolean;
      is_superadmin: boolean;
      auth_version: number;
      company_status: number | null;
    }>(
      `select u.id, u.status, u.email, u.is_admin, u.is_superadmin, u.auth_version, c.status as company_status
         from users u left join companies c on c.id = u.company_id where u.id = $1`,
      [params.id],
    );
    const target = rows[0];
    if (!target) throw new HttpError(404, `User ${params.id} not found`);
    if (target.id === user.id) throw new HttpError(409, 'You cannot impersonate yourself');
    if (target.status === USER_STATUS.suspended) throw new HttpError(409, 'This user is suspended and cannot be impersonated');
    if (target.company_status === 2) throw new HttpError(409, "This user's company is suspended: the user cannot be impersonated");
    const refusal = impersonationRefusal(user, {
      isAdmin: target.is_admin,
      isSuperadmin: target.is_superadmin,
      globalPermissions: await globalPermissionsOf(db, target.id, target.auth_version),
    });
    if (refusal) throw new HttpError(403, refusal);
    const s = await openSession(db, services.tokens, target.id, { userId: user.id, sessionId: user.sessionId });
    await audit(
      db,
      user.id,
      'auth.impersonate',
      { type: 'USER', id: target.id },
      { admin_id: user.id, admin_email: user.email, target_email: target.email, session_id: s.sessionId },
    );
    return { data: { token: s.token, session_id: s.sessionId } };
  },
});

const wellPermissions = defineRoute({
  method: 'GET',
  url: '/auth/:id/WELL/permissions',
  summary: "The caller's permissions on one well",
  tags,
  access: well(),
  params: idParams,
  async handler({ params, db, user }) {
    return { data: { permissions: (await objectPermissions(db, user, 'WELL', params.id)).permissions } };
  },
});

const projectPermissions = defineRoute({
  method: 'GET',
  url: '/auth/:id/PROJECT/permissions',
  summary: "The caller's permissions on one project",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    return { data: { permissions: (await objectPermissions(db, user, 'PROJECT', params.id)).permissions } };
  },
});

export const authRoutes = [login, logout, me, preferences, locale, passwordAction, sso, loginAs, wellPermissions, projectPermissions];
