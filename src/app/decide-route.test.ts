import { describe, expect, it } from 'vitest';
import type { GuardUser } from '../commands/guards';
import { decideRoute, type DecideContext } from './decide-route';

const engineer: GuardUser = { isAdmin: false, isSuperadmin: false, permissions: new Set(['VIEW_ROADMAP']), flags: {} };
const admin: GuardUser = { isAdmin: true, isSuperadmin: false, permissions: new Set(['VIEW_USERS']), flags: {} };
const ctx = (over: Partial<DecideContext> = {}): DecideContext => ({
  user: engineer,
  isMobile: false,
  selectedWellId: null,
  defaultStage: 'drilling',
  ...over,
});
const go = (path: string, search: string, c: DecideContext) => {
  const d = decideRoute(path, search, c);
  return d.kind === 'go' ? d.to : `render ${d.route.id}`;
};

describe('what a URL leads to', () => {
  it('a deep link while signed out goes to sign-in, and back after signing in', () => {
    const to = go('/drilling/survey/7', '?x=1', ctx({ user: null }));
    expect(to).toBe('/public/sign_in?redirect=%2Fdrilling%2Fsurvey%2F7%3Fx%3D1');
    const search = to.split('?')[1];
    expect(go('/public/sign_in', search, ctx())).toBe('/drilling/survey/7?x=1');
  });

  it('never redirects to another site after sign-in', () => {
    expect(go('/public/sign_in', '?redirect=//evil.example', ctx())).toBe('/drilling/dashboards');
  });

  it('an admin route as a non-admin goes to 403 with a redirect query', () => {
    expect(go('/admin/companies', '', ctx())).toBe('/public/403?redirect=%2Fadmin%2Fcompanies');
    expect(go('/admin/companies', '', ctx({ user: admin }))).toBe('render admin.companies');
  });

  it('unknown paths and disabled routes go to 404', () => {
    expect(go('/nowhere/at/all', '', ctx())).toBe('/public/404');
    expect(go('/business/production/dashboards', '', ctx({ user: admin }))).toBe('/public/404');
  });

  it('the root goes to the default stage dashboard, or sign-in', () => {
    expect(go('/', '', ctx({ defaultStage: 'production', selectedWellId: '4' }))).toBe('/production/dashboards/4');
    expect(go('/', '', ctx({ user: null }))).toBe('/public/sign_in');
  });

  it('legacy paths and /business follow their redirects', () => {
    expect(go('/directional_data', '', ctx({ selectedWellId: '9' }))).toBe('/drilling/survey/9');
    expect(go('/business', '', ctx({ user: admin, defaultStage: 'completion_frac' }))).toBe('/business/completions/dashboards');
  });

  it('the completions file drive gets its folder_id', () => {
    expect(go('/completions/file_drive/3', '', ctx())).toBe('/completions/file_drive/3?folder_id=completions');
    expect(go('/completions/file_drive/3', '?folder_id=abc', ctx())).toBe('render completions.file_drive');
  });

  it('a view that is not one of the pane views opens its first view; a well id in its place is the well', () => {
    const well = '0b0e8f3c-1d2a-4c5b-9e6f-7a8b9c0d1e2f';
    expect(go(`/drilling/tripping_analysis/${well}`, '', ctx())).toBe(`/drilling/tripping_analysis/speed/${well}`);
    expect(go(`/drilling/tripping_analysis/nonsense/${well}`, '?start_date=1', ctx())).toBe(`/drilling/tripping_analysis/speed/${well}?start_date=1`);
    expect(go(`/drilling/tripping_analysis/connections/${well}`, '', ctx())).toBe('render drilling.tripping_analysis');
  });

  it('password change without a token goes to sign-in', () => {
    expect(go('/public/password/reset', '?email=a%40b.c', ctx({ user: null }))).toBe('/public/sign_in');
    expect(go('/public/password/reset', '?token=t&email=a%40b.c', ctx({ user: null }))).toBe('render public.password_reset');
  });
});
