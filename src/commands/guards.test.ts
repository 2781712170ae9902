import { describe, expect, it } from 'vitest';
import { checkGuard, type GuardContext, type GuardUser } from './guards';
import { redirectPath } from './redirects';
import { resolvePath } from './resolve-url';
import { routeById } from './routes';

const user = (over: Partial<GuardUser> = {}): GuardUser => ({ isAdmin: false, isSuperadmin: false, permissions: new Set(), flags: {}, ...over });
const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({ user: user(), isMobile: false, queryKeys: [], href: '/x', ...over });
const at = (url: string, c: GuardContext) => {
  const m = resolvePath(url)!;
  return checkGuard(m.route.guard, { ...c, href: url });
};

describe('route guards (spec 4, 6)', () => {
  it('sends a signed-out deep link to sign-in carrying where it was going', () => {
    expect(at('/drilling/survey/12', ctx({ user: null }))).toEqual({
      ok: false,
      reason: 'Sign in first',
      to: { route: 'public.sign_in', query: { redirect: '/drilling/survey/12' } },
    });
  });

  it('sends a non-admin on an admin-only route to 403 with a redirect query', () => {
    expect(at('/admin/companies', ctx())).toMatchObject({ ok: false, to: { route: 'public.403', query: { redirect: '/admin/companies' } } });
    expect(at('/admin/companies', ctx({ user: user({ isAdmin: true }) }))).toEqual({ ok: true });
  });

  it('sends everyone but superadmins from superadmin routes to the drilling dashboards', () => {
    expect(at('/admin/global_access', ctx({ user: user({ isAdmin: true }) }))).toMatchObject({ ok: false, to: { route: 'drilling.dashboards' } });
    expect(at('/admin/global_access', ctx({ user: user({ isAdmin: true, isSuperadmin: true }) }))).toEqual({ ok: true });
  });

  it('checks permissions by name, for admins too', () => {
    expect(at('/admin/users', ctx({ user: user({ isAdmin: true }) }))).toMatchObject({ ok: false, reason: 'Needs the VIEW_USERS permission' });
    expect(at('/admin/users', ctx({ user: user({ permissions: new Set(['VIEW_USERS']) }) }))).toEqual({ ok: true });
    expect(at('/drilling/12/roadmap', ctx())).toMatchObject({ ok: false, to: { route: 'public.403' } });
  });

  it('sends disabled routes to 404 whoever asks', () => {
    expect(at('/business/production/dashboards', ctx({ user: user({ isAdmin: true }) }))).toMatchObject({ ok: false, to: { route: 'public.404' } });
  });

  it('sends a non-admin without the profile flag to the redirect flag; admins pass', () => {
    expect(at('/business/drilling/dashboards', ctx())).toMatchObject({ ok: false, to: { route: 'drilling.dashboards' } });
    expect(at('/business/drilling/dashboards', ctx({ user: user({ flags: { multi_well_enabled: true } }) }))).toEqual({ ok: true });
    expect(at('/business/drilling/dashboards', ctx({ user: user({ isAdmin: true }) }))).toEqual({ ok: true });
  });

  it('sends mobile users away from hide-in-mobile routes to 404', () => {
    const perms = user({ permissions: new Set(['EDIT_ROADMAP']) });
    expect(at('/drilling/7/roadmap/1/interval/2', ctx({ user: perms, isMobile: true }))).toMatchObject({ ok: false, to: { route: 'public.404' } });
    expect(at('/drilling/7/roadmap/1/interval/2', ctx({ user: perms }))).toEqual({ ok: true });
  });

  it('lets password change in only with a query key containing "token"', () => {
    expect(at('/public/password/reset', ctx({ user: null }))).toMatchObject({ ok: false, to: { route: 'public.sign_in' } });
    expect(at('/public/password/reset', ctx({ user: null, queryKeys: ['reset_token', 'email'] }))).toEqual({ ok: true });
  });
});

describe('redirect routes', () => {
  const c = { selectedWellId: null, defaultStage: 'drilling' as const };
  it('/business and /project land on the dashboard of the default stage', () => {
    expect(redirectPath(routeById('business'), { ...c, defaultStage: 'completion_frac' })).toBe('/business/completions/dashboards');
    expect(redirectPath(routeById('project'), c)).toBe('/project/drilling');
    expect(redirectPath(routeById('project'), { ...c, defaultStage: 'completion_wireline' })).toBe('/project/completions');
  });

  it('legacy paths carry the selected well, and fall back when their target needs one', () => {
    expect(redirectPath(routeById('legacy.directional_data'), { ...c, selectedWellId: '12' })).toBe('/drilling/survey/12');
    expect(redirectPath(routeById('legacy.equipment'), { ...c, selectedWellId: '12' })).toBe('/drilling/equipment/well/12/bha');
    expect(redirectPath(routeById('legacy.equipment'), c)).toBe('/drilling/dashboards');
  });
});
