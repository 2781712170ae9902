/**
 * Walks every API route declared in server/routes: without a token it answers 401, for a signed-in
 * user lacking the route's permission 403, and for bad input 400 with a message naming the field.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSpec } from '../../server/lib/route';
import { allRoutes } from '../../server/routes';
import { SUPERADMIN } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

type AnyRoute = RouteSpec<any, any, any>;

/** A valid value for each path parameter: enum params take their first option, numbers 1 (a frac stage), ids a given uuid. */
function fillPath(route: AnyRoute, id: string): string {
  const shape = (route.params as z.ZodObject | undefined)?.shape ?? {};
  return route.url.replace(/:(\w+)/g, (_, key: string) => {
    const s = shape[key] as z.ZodType | undefined;
    if (s instanceof z.ZodEnum) return String(s.options[0]);
    if (s instanceof z.ZodNumber) return '1';
    return id;
  });
}

const label = (r: AnyRoute) => `${r.method} ${r.url}`;

describeEachDatabase('route walker', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let superadmin = '';
  let nobody = '';
  /** Who walks a route's input checks: the administrator, or the superadministrator where only they may call it. */
  const walkerFor = (r: AnyRoute) => (r.access.kind === 'superadmin' ? superadmin : admin);
  let hiddenWell = '';
  let hiddenProject = '';
  /** The id a route's access check looks up: a real well or project the 'nobody' user cannot see. */
  const ownerId = (r: AnyRoute) => (r.access.kind === 'object' ? (r.access.type === 'WELL' ? hiddenWell : hiddenProject) : randomUUID());

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    superadmin = await t.login(SUPERADMIN.email, SUPERADMIN.password);
    const created = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { email: 'nobody@walker.test', name: 'No Permissions', password: 'walker-password-1' },
    });
    expect(created.status).toBe(201);
    nobody = await t.login('nobody@walker.test', 'walker-password-1');
    const wells = await t.call('GET', '/api/wells?limit=1', { token: admin });
    hiddenWell = wells.body.data[0].id;
    hiddenProject = wells.body.data[0].project_id;
  });

  it('declares a manageable number of routes, each once', () => {
    const keys = allRoutes.map(label);
    expect(new Set(keys).size).toBe(keys.length);
    expect(allRoutes.length).toBeGreaterThan(80);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const failures: string[] = [];
    for (const r of allRoutes.filter((x) => x.access.kind !== 'public')) {
      const res = await t.call(r.method, `/api${fillPath(r, randomUUID())}`);
      if (res.status !== 401 || typeof res.body?.message !== 'string') failures.push(`${label(r)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in user without the permission', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of allRoutes.filter((x) => x.access.kind !== 'public' && x.access.kind !== 'signedIn')) {
      const access = r.access;
      let url = `/api${fillPath(r, access.kind === 'object' && access.from === 'params' ? ownerId(r) : randomUUID())}`;
      let body: unknown;
      if (access.kind === 'object' && access.from === 'query') url += `?${access.key}=${ownerId(r)}`;
      if (access.kind === 'object' && access.from === 'body') body = { [access.key]: ownerId(r) };
      const res = await t.call(r.method, url, { token: nobody, body });
      checked++;
      if (res.status !== 403 || typeof res.body?.message !== 'string') failures.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('answers 400 with a message naming the input to an unknown query parameter on every route', async () => {
    const failures: string[] = [];
    for (const r of allRoutes) {
      let url = `/api${fillPath(r, ownerId(r))}?walker_bogus=1`;
      let body: unknown;
      if (r.access.kind === 'object' && r.access.from === 'query') url += `&${r.access.key}=${ownerId(r)}`;
      if (r.access.kind === 'object' && r.access.from === 'body') body = { [r.access.key]: ownerId(r) };
      const res = await t.call(r.method, url, { token: walkerFor(r), body });
      if (res.status !== 400 || !/query/.test(res.body?.message ?? '')) failures.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field to a malformed body on every route that takes one', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of allRoutes.filter((x) => x.body)) {
      const body: Record<string, unknown> = { walker_bogus: 1 };
      if (r.access.kind === 'object' && r.access.from === 'body') body[r.access.key] = ownerId(r);
      const res = await t.call(r.method, `/api${fillPath(r, ownerId(r))}`, { token: walkerFor(r), body });
      checked++;
      if (res.status !== 400 || !/^body/.test(res.body?.message ?? '')) failures.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('answers 400 to a malformed id in the path', async () => {
    const failures: string[] = [];
    for (const r of allRoutes.filter((x) => /:id\b/.test(x.url) && (x.params as z.ZodObject | undefined)?.shape?.id)) {
      const res = await t.call(r.method, `/api${fillPath(r, 'not-an-id')}`, { token: walkerFor(r) });
      if (res.status !== 400 || !/id/.test(res.body?.message ?? '')) failures.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 with the spec message for an unknown API url', async () => {
    const res = await t.call('GET', '/api/no/such/thing', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('URL /api/no/such/thing not found');
  });
});
