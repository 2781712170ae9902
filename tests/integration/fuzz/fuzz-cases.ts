/**
 * The fuzz cases of one registered route, derived from its zod schemas: one field, parameter or query
 * key broken at a time (wrong type, missing, 1 MB, control characters, unicode, bad numbers, path
 * traversal), whole bodies that are not objects, a well-formed body with dangling references, and the
 * same well-formed body twice (duplicates). Deterministic for a given seed.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { RegisteredRoute, RouteSpec } from '../../../server/lib/route';
import { FAMILIES, familyArb, RAW_NUMBERS, rawMarker, textArb, wholeBodyArb } from './bad-values';
import { fieldsOf, hash, jsonSchemaOf, sampleValue, type KnownIds } from './sample-input';

export interface FuzzCase {
  /** 'body.name huge', 'params.id text', 'duplicate' … : the key of knownHoles with the route. */
  kind: string;
  method: string;
  url: string;
  /** JSON text, or undefined for no body. */
  payload?: string;
  contentType?: string;
  /** Send twice; the second answer is the one judged (duplicate unique values). */
  twice?: boolean;
}

const one = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0];

function setPath(obj: Record<string, unknown>, path: string[], value: unknown, remove = false): Record<string, unknown> {
  const copy = structuredClone(obj);
  let at: Record<string, unknown> = copy;
  for (const k of path.slice(0, -1)) {
    if (typeof at[k] !== 'object' || at[k] === null) at[k] = {};
    at = at[k] as Record<string, unknown>;
  }
  if (remove) delete at[path[path.length - 1]];
  else at[path[path.length - 1]] = value;
  return copy;
}

/** JSON text with the NaN/Infinity markers written as bare (invalid or overflowing) numbers. */
function toJsonText(v: unknown): string {
  let text = JSON.stringify(v);
  for (const n of RAW_NUMBERS) text = text.split(JSON.stringify(rawMarker(n))).join(n);
  return text;
}

export function fuzzCases(route: RegisteredRoute, spec: RouteSpec<any, any, any>, ids: KnownIds, objectId: string, baseSeed: number): FuzzCase[] {
  const seed0 = baseSeed ^ hash(`${route.method} ${route.url}`);
  const access = route.access;
  const guard = access.kind === 'object' ? access : null;
  const paramsSchema = jsonSchemaOf(spec.params);
  const querySchema = jsonSchemaOf(spec.query);
  const bodySchema = jsonSchemaOf(spec.body);
  const tag = `${(seed0 >>> 0).toString(36)}`;
  const ctx = { seed: seed0, ids: { ...ids, ...(guard ? { [guard.key]: objectId } : {}) }, tag };

  const params = (paramsSchema ? (sampleValue(paramsSchema, { ...ctx, seed: 0 }) as Record<string, unknown>) : {}) ?? {};
  for (const k of Object.keys(paramsSchema?.properties ?? {})) params[k] ??= sampleValue(paramsSchema!.properties![k], ctx, k);
  const path = (p: Record<string, unknown>) => route.url.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(p[k] ?? randomUUID())));
  const baseQuery: Record<string, string> = guard?.from === 'query' ? { [guard.key]: objectId } : {};
  const qs = (q: Record<string, string>) => {
    const s = new URLSearchParams(q).toString();
    return s ? `?${s}` : '';
  };
  const validBody = bodySchema ? (sampleValue(bodySchema, ctx) as Record<string, unknown>) : undefined;
  const url = path(params) + qs(baseQuery);
  const cases: FuzzCase[] = [];
  const withBody = (kind: string, body: unknown, extra: Partial<FuzzCase> = {}) =>
    cases.push({ kind, method: route.method, url, payload: body === undefined ? undefined : toJsonText(body), ...extra });

  let seed = seed0;
  // Path parameters: each one broken on its own.
  for (const k of Object.keys(paramsSchema?.properties ?? {})) {
    for (let i = 0; i < 2; i++) {
      cases.push({
        kind: `params.${k} text`,
        method: route.method,
        url: path({ ...params, [k]: one(textArb, ++seed) }) + qs(baseQuery),
        payload: validBody === undefined ? undefined : toJsonText(validBody),
      });
    }
  }
  // Query keys: each one broken on its own.
  for (const k of Object.keys(querySchema?.properties ?? {})) {
    for (let i = 0; i < 2; i++) {
      cases.push({ kind: `query.${k} text`, method: route.method, url: path(params) + qs({ ...baseQuery, [k]: one(textArb, ++seed) }) });
    }
  }
  if (spec.rawBody) {
    for (let i = 0; i < 2; i++)
      cases.push({ kind: 'raw body', method: route.method, url, payload: one(fc.string({ maxLength: 200 }), ++seed), contentType: 'text/plain' });
  }
  if (!bodySchema || validBody === undefined) return cases;

  // Whole bodies of the wrong shape.
  for (let i = 0; i < 2; i++) {
    const b = one(wholeBodyArb, ++seed);
    cases.push({ kind: 'whole body', method: route.method, url, payload: 'raw' in b ? b.raw : JSON.stringify(b.json) });
  }
  const fields = fieldsOf(bodySchema).filter((f) => !(guard?.from === 'body' && f.path[0] === guard.key));
  // Missing fields: each required one dropped.
  for (const f of fields.filter((x) => x.required).slice(0, 4)) withBody(`body.${f.path.join('.')} missing`, setPath(validBody, f.path, undefined, true));
  // Each family of bad value, each into a field chosen by the seed.
  if (fields.length) {
    for (const family of FAMILIES) {
      const f = fields[Math.abs(hash(`${family}${seed0}`)) % fields.length];
      withBody(`body.${f.path.join('.')} ${family}`, setPath(validBody, f.path, one(familyArb[family], ++seed)));
    }
  }
  // Control characters inside every string field of the well-formed body (NUL in any text field).
  for (const f of fields.filter((x) => typeof getPath(validBody, x.path) === 'string').slice(0, 3)) {
    withBody(`body.${f.path.join('.')} nul`, setPath(validBody, f.path, `${String(getPath(validBody, f.path))}\u0000`));
  }
  // Dangling references: an id field pointing at nothing.
  for (const f of fields.filter((x) => (x.schema.format ?? (x.schema.anyOf ?? []).find((a) => a.format)?.format) === 'uuid').slice(0, 2)) {
    withBody(`body.${f.path.join('.')} dangling`, setPath(validBody, f.path, randomUUID()));
  }
  // The well-formed body twice: unique values collide on the second.
  if (route.method === 'POST' || route.method === 'PUT') withBody('duplicate', validBody, { twice: true });
  return cases;
}

function getPath(obj: Record<string, unknown>, path: string[]): unknown {
  let at: unknown = obj;
  for (const k of path) at = (at as Record<string, unknown> | undefined)?.[k];
  return at;
}
