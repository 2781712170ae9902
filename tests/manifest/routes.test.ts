import { expect, it } from 'vitest';
import { redirectTargets } from '../../src/commands/redirects';
import { pathFor, resolvePath } from '../../src/commands/resolve-url';
import { findRoute, routes } from '../../src/commands/routes';
import { COMPLETIONS_FOLDER_ID } from '../../src/commands/routes/completions';
import type { RouteDef } from '../../src/commands/route-types';
import { paneType } from '../../src/panes/registry';
import { describeSpec } from '../support/refdata';
import { routeLines } from './spec-files';

const lines = routeLines();
const bySpec = (path: string) => routes.filter((r) => r.spec === path);

/** Spec 6: the admin-only areas. Users, wells and system usage are gated by their permission instead. */
const ADMIN_ONLY_PREFIXES = [
  '/admin/dashboards/',
  '/admin/companies',
  '/admin/bids',
  '/admin/projects',
  '/admin/wells_audit',
  '/admin/external_providers',
  '/admin/system_settings',
  '/admin/system_audit',
  '/admin/global_access',
  '/admin/integrations',
];
/** Our decision, documented in src/commands/routes/admin.ts: platform-wide settings are superadmin-only. */
const SUPERADMIN_PATHS = ['/admin/system_settings/{tab?}', '/admin/global_access'];

/** Fill every parameter with a sample value; optional ones too unless told otherwise. */
function sampleUrl(r: RouteDef, withOptional: boolean): string {
  const params = Object.fromEntries(r.params.filter((p) => withOptional || !p.optional).map((p) => [p.name, `${p.name}-1`]));
  return pathFor(r.id, params)!;
}

describeSpec('route manifest against spec/routes.tsv', () => {
  it('reads all 154 documented routes', () => {
    expect(lines.length).toBe(154);
  });

  it.each(lines.map((l) => [l.path, l]))('%s is declared exactly once', (path, line) => {
    const found = bySpec(path);
    expect(found.map((r) => r.id)).toHaveLength(1);
    expect(found[0].area).toBe(line.area);
  });

  it('declares nothing the spec does not list', () => {
    const documented = new Set(lines.map((l) => l.path));
    expect(routes.filter((r) => !documented.has(r.spec)).map((r) => r.spec)).toEqual([]);
  });

  it('has unique ids and unique paths', () => {
    const dup = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(dup(routes.map((r) => r.id))).toEqual([]);
    expect(dup(routes.map((r) => r.path))).toEqual([]);
  });

  it('reaches every route from its own URL (no two patterns shadow each other)', () => {
    for (const r of routes) {
      const url = sampleUrl(r, true);
      expect(resolvePath(url)?.route.id, url).toBe(r.id);
    }
  });

  it('resolves a shape-ambiguous URL the same way each time: the optional well_uid reading wins', () => {
    expect(resolvePath('/drilling/well_plans/42')).toEqual({ route: findRoute('drilling.well_plans'), params: { well_uid: '42' } });
    expect(resolvePath('/drilling/well_plans/7/42')?.route.id).toBe('drilling.well_plan');
    expect(resolvePath('/completions/equipment/casing/9')?.params).toEqual({ well_uid: '9' });
    expect(resolvePath('/well_planning/well_trajectories')?.route.id).toBe('planning.well_trajectories');
    expect(resolvePath('/well_planning/5/pad_programs/3')?.params).toEqual({ project_id: '5', program_id: '3' });
  });

  it('sends unknown paths nowhere (the router shows 404)', () => {
    expect(resolvePath('/no/such/page')).toBeNull();
    expect(resolvePath('/drilling/survey/1/2')).toBeNull();
  });

  it.each(lines.map((l) => [l.path, l]))('%s: title, target and guard follow the spec', (path, line) => {
    const r = bySpec(path)[0];
    const text = line.text;

    if (/^redirect/.test(text)) {
      expect(r.redirect, 'is a redirect').toBeDefined();
      expect(r.pane).toBeUndefined();
      for (const t of redirectTargets(r)) expect(findRoute(t), `redirect target ${t}`).toBeDefined();
      if (/default stage/.test(text)) expect(r.redirect && 'byDefaultStage' in r.redirect).toBe(true);
    } else if (/^disabled/.test(text)) {
      expect(r.guard.disabled).toBe(true);
      expect(r.pane).toBeUndefined();
    } else {
      expect(r.title).toBe(line.title);
      expect(r.pane, 'opens a pane').toBeDefined();
      expect(paneType(r.pane!), `pane type ${r.pane}`).toBeDefined();
      expect(r.command.label).toBeTruthy();
    }

    expect(r.guard.permission ?? null).toBe(line.permission);

    if (line.area === 'public') expect(r.guard.auth).toBe('public');
    else if (line.area === 'admin') {
      if (SUPERADMIN_PATHS.includes(path)) expect(r.guard.auth).toBe('superadmin');
      else if (ADMIN_ONLY_PREFIXES.some((p) => path.startsWith(p))) expect(r.guard.auth).toBe('admin');
      else {
        expect(r.guard.auth).toBe('signedIn');
        expect(r.guard.permission, 'admin routes outside the admin-only list are permission-gated').toBeTruthy();
      }
    } else expect(r.guard.auth).toBe('signedIn');
  });

  it('stage of each route follows its area', () => {
    const expected: Record<string, string[]> = {
      drilling: ['drilling'],
      completions: ['completion_frac', 'completion_wireline'],
      production: ['production'],
    };
    for (const r of routes) if (expected[r.area]) expect(expected[r.area], r.id).toContain(r.stage);
  });

  it('password change needs a query key containing "token", else sign-in', () => {
    const r = bySpec('/public/password/reset')[0];
    expect(r.guard.queryKeyContaining).toEqual({ text: 'token', redirect: 'public.sign_in' });
  });

  it('completions file drive forces folder_id, defaulting to the completions folder; drilling takes it optionally', () => {
    expect(bySpec('/completions/file_drive/{well_uid?}')[0].query).toEqual([{ name: 'folder_id', required: true, default: COMPLETIONS_FOLDER_ID }]);
    expect(bySpec('/drilling/file_drive/{well_uid?}')[0].query).toEqual([{ name: 'folder_id', required: false }]);
  });

  it('multiwell needs multi_well_enabled; production multiwell is disabled', () => {
    for (const r of routes.filter((x) => x.area === 'multiwell')) expect(r.guard.profileFlag?.flag, r.id).toBe('multi_well_enabled');
    expect(bySpec('/business/production/dashboards')[0].guard.disabled).toBe(true);
  });

  it('guards name only routes that exist', () => {
    for (const r of routes) {
      for (const t of [r.guard.profileFlag?.redirect, r.guard.queryKeyContaining?.redirect]) if (t) expect(findRoute(t), `${r.id} → ${t}`).toBeDefined();
    }
  });
});
