import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '../auth/current-user';
import { objectPermissions } from '../auth/object-access';
import type { Db } from '../db/db';
import type { Services } from '../services';
import { PUBLIC, type Access } from './access';
import { withAuditContext } from './audit';
import { HttpError } from './http-error';
import { zodMessage } from './zod-message';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: set by registerRoutes, required under /api (requireDeclaredAccess). */
    access?: Access;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext<P, Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  /** The signed-in user; routes declared public see null. */
  user: CurrentUser;
  db: Db;
  services: Services;
}

export interface RouteSpec<P, Q, B> {
  method: Method;
  /** Path under /api, fastify syntax: '/wells/:id'. */
  url: string;
  summary: string;
  tags: string[];
  access: Access;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Raw body (file uploads): no body schema, the handler reads req itself. */
  rawBody?: boolean;
  handler(ctx: RouteContext<P, Q, B>): Promise<unknown> | unknown;
}

/** Declare a route once: its URL, who may call it, its input schemas and its handler. */
export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(spec: RouteSpec<P, Q, B>): RouteSpec<P, Q, B> {
  return spec;
}

/** A strict empty query: unknown query keys are a 400, so every route has a bad input to test. */
export const noQuery = z.object({}).strict();

function parse<T>(where: 'params' | 'query' | 'body', schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) {
    if (where === 'query' && value && typeof value === 'object' && Object.keys(value).length) {
      return parse(where, noQuery as unknown as z.ZodType<T>, value);
    }
    return value as T;
  }
  const r = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!r.success) throw new HttpError(400, zodMessage(where, r.error));
  return r.data;
}

const IMPERSONATED_ADMIN = 'Administration is not available while impersonating a user. Return to your own account first.';

async function checkAccess(access: Access, user: CurrentUser | null, req: FastifyRequest, db: Db): Promise<void> {
  if (access.kind === 'public') return;
  if (!user) throw new HttpError(401, 'Authentication required');
  switch (access.kind) {
    case 'signedIn':
      return;
    case 'admin':
      if (!user.isAdmin) throw new HttpError(403, 'Administrators only');
      if (user.impersonatedBy) throw new HttpError(403, IMPERSONATED_ADMIN);
      if (access.permission && !user.globalPermissions.has(access.permission)) throw new HttpError(403, `Missing permission ${access.permission}`);
      return;
    case 'superadmin':
      if (!user.isSuperadmin) throw new HttpError(403, 'Superadministrators only');
      if (user.impersonatedBy) throw new HttpError(403, IMPERSONATED_ADMIN);
      return;
    case 'global':
      if (!user.globalPermissions.has(access.permission)) throw new HttpError(403, `Missing permission ${access.permission}`);
      return;
    case 'adminOrGlobal':
      if (!user.isAdmin && !user.globalPermissions.has(access.permission)) throw new HttpError(403, `Missing permission ${access.permission}`);
      return;
    case 'object': {
      const source = (access.from === 'params' ? req.params : access.from === 'query' ? req.query : req.body) as Record<string, unknown> | undefined;
      const id = source?.[access.key];
      const idCheck = z.uuid().safeParse(id);
      if (!idCheck.success) {
        throw new HttpError(400, `${access.from}.${access.key}: ${id === undefined ? 'Required' : 'must be a well or project id (uuid)'}`);
      }
      const found = await objectPermissions(db, user, access.type, idCheck.data);
      const label = access.type === 'WELL' ? 'Well' : 'Project';
      if (!found.exists) throw new HttpError(404, `${label} ${idCheck.data} not found`);
      if (found.permissions.length === 0) throw new HttpError(403, `You have no access to this ${label.toLowerCase()}`);
      if (access.permission && !found.permissions.includes(access.permission)) {
        throw new HttpError(403, `Missing permission ${access.permission} on this ${label.toLowerCase()}`);
      }
      return;
    }
  }
}

/** An API route as Fastify registered it, with the access it declared. */
export interface RegisteredRoute {
  method: string;
  /** Full URL as registered: '/api/wells/:id'. */
  url: string;
  access: Access;
}

/**
 * Routes that plugins register under /api (not through defineRoute), each with its declared access
 * and why. Anything else under /api without a declaration stops the server from starting.
 */
export const PLUGIN_ROUTE_ACCESS: readonly { prefix: string; access: Access; why: string }[] = [
  { prefix: '/api/docs', access: PUBLIC, why: 'OpenAPI documentation (swagger-ui): describes the API, holds no data' },
];

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route registered under /api must declare who may call it: routes from registerRoutes carry
 * their spec's access in their config, plugin routes take theirs from PLUGIN_ROUTE_ACCESS. An
 * undeclared route throws while the app is built, so no server (and no test) starts with one.
 * Call before any route or plugin is registered.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const list: RegisteredRoute[] = [];
  registered.set(app, list);
  app.addHook('onRoute', (opts) => {
    if (!opts.url.startsWith('/api')) return; // the built client's static files: outside the API
    const config = opts.config ?? {};
    const access = config.access ?? PLUGIN_ROUTE_ACCESS.find((p) => opts.url === p.prefix || opts.url.startsWith(`${p.prefix}/`))?.access;
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    if (!access)
      throw new Error(
        `Route ${methods.join(',')} ${opts.url} declares no access: register it with defineRoute/registerRoutes or list it in PLUGIN_ROUTE_ACCESS`,
      );
    opts.config = { ...config, access };
    for (const method of methods) list.push({ method, url: opts.url, access });
  });
}

/** The /api routes registered on an app built with requireDeclaredAccess, in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const list = registered.get(app);
  if (!list) throw new Error('This app was not built with requireDeclaredAccess');
  return list;
}

export function registerRoutes(app: FastifyInstance, specs: RouteSpec<any, any, any>[], deps: { db: Db; services: Services }): void {
  for (const spec of specs) {
    const schema: Record<string, unknown> = { summary: spec.summary, tags: spec.tags };
    const toJson = (s: z.ZodType | undefined) => {
      if (!s) return undefined;
      try {
        return z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' });
      } catch {
        return undefined;
      }
    };
    if (spec.params) schema.params = toJson(spec.params);
    if (spec.query) schema.querystring = toJson(spec.query);
    if (spec.body) schema.body = toJson(spec.body);
    if (spec.access.kind !== 'public') schema.security = [{ bearer: [] }];
    app.route({
      method: spec.method,
      url: `/api${spec.url}`,
      schema,
      config: { access: spec.access },
      handler: async (req, reply) => {
        const user = req.user ?? null;
        // Order: who are you (401), may you call this at all (403), is the input well formed (400),
        // may you touch this well or project (403), then the handler.
        if (spec.access.kind !== 'object') await checkAccess(spec.access, user, req, deps.db);
        else if (!user) throw new HttpError(401, 'Authentication required');
        const params = parse('params', spec.params, req.params);
        if (spec.access.kind === 'object') await checkAccess(spec.access, user, req, deps.db);
        const query = parse('query', spec.query, req.query);
        const body = spec.rawBody ? undefined : parse('body', spec.body, req.body);
        const out = await withAuditContext(user, () =>
          spec.handler({ req, reply, params, query, body, user: user as CurrentUser, db: deps.db, services: deps.services }),
        );
        if (reply.sent) return reply;
        return out === undefined ? { message: 'OK' } : out;
      },
    });
  }
}
