/**
 * How the matrix calls a registered route without changing anything: path parameters filled from the
 * route's own zod schema (enum → first option, number → 1 (a frac stage), the guarded well or project
 * id where the access rule reads it, any other id → a fresh uuid) and one unknown query parameter. The route helper checks
 * access before it parses the query, so a caller who passes the guard gets 400 naming the query and
 * the handler never runs: the matrix can call DELETE /wells/:id as the admin and the well stays.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RegisteredRoute, RouteSpec } from '../../../server/lib/route';
import { allRoutes } from '../../../server/routes';

export const PROBE_QUERY = 'authz_probe=1';

const specByKey = new Map(allRoutes.map((r) => [`${r.method} /api${r.url}`, r]));

/** The defineRoute declaration behind a registered route; undefined for plugin routes (docs). */
export function specOf(r: RegisteredRoute): RouteSpec<any, any, any> | undefined {
  return specByKey.get(`${r.method} ${r.url}`);
}

export interface ProbeRequest {
  method: string;
  url: string;
  body?: unknown;
}

/** `objectId` is the well or project id the route's access rule looks up. */
export function probeRequest(r: RegisteredRoute, objectId: string): ProbeRequest {
  const spec = specOf(r);
  const access = r.access;
  const guardKey = access.kind === 'object' ? access.key : null;
  const shape = (spec?.params as z.ZodObject | undefined)?.shape ?? {};
  const path = r.url
    .replace(/:(\w+)/g, (_, key: string) => {
      if (access.kind === 'object' && access.from === 'params' && key === guardKey) return objectId;
      const s = shape[key] as z.ZodType | undefined;
      if (s instanceof z.ZodEnum) return String(s.options[0]);
      if (s instanceof z.ZodNumber) return '1';
      return randomUUID();
    })
    .replace(/\*$/, 'index.html');
  let url = `${path}?${PROBE_QUERY}`;
  let body: unknown;
  if (access.kind === 'object' && access.from === 'query') url += `&${access.key}=${objectId}`;
  if (access.kind === 'object' && access.from === 'body') body = { [access.key]: objectId };
  return { method: r.method, url, body };
}
