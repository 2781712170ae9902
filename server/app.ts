import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadCurrentUser, type CurrentUser } from './auth/current-user';
import { forgetPermissions } from './auth/permission-cache';
import { loadJwtSecret, TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { loopbackUrl, MorningReports } from './exports/morning-report';
import { PdfRenderer } from './exports/pdf-renderer';
import { SecretBox } from './feeds/secrets';
import { httpErrorFromDb } from './lib/db-error';
import { HttpError } from './lib/http-error';
import { loggerOptions } from './lib/log-options';
import { LoginThrottle, TOO_MANY_SIGN_INS } from './lib/login-throttle';
import { helmetOptions } from './lib/security-headers';
import { findNul, NUL_MESSAGE } from './lib/nul-check';
import { MemoryThrottleStore } from './lib/throttle-store';
import { PostgresThrottleStore } from './lib/throttle-store-pg';
import { registerRoutes, requireDeclaredAccess } from './lib/route';
import { allRoutes } from './routes';
import { logServicesFor } from './timeseries/log-services';
import { periodBoundsFrom } from './timeseries/period-bounds';
import type { Services } from './services';
import { RequestLog } from './usage/request-log';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    authError: string | null;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** The HTTP application: API under /api, OpenAPI at /api/docs, the built client from dist/. */
export async function buildApp(config: ServerConfig, db: Db, opts: { logStream?: NodeJS.WritableStream } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 64 * 1024 * 1024,
    // Plugins load while a cold start may also be seeding: the 10 s default is too tight on a busy machine.
    pluginTimeout: 120_000,
    // A path parameter past the router's default 100 characters answered 404 "URL … not found"
    // before its route could say which field is wrong: long ones reach the route's zod check (400).
    routerOptions: { maxParamLength: 2048 },
    // Input is validated with zod inside each route; JSON schemas are only for the docs.
    ajv: { customOptions: { strict: false } },
  });
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  // Before any route: an /api route that declares no access stops the build (authz matrix, issue 11).
  requireDeclaredAccess(app);

  const dist = join(root, 'dist');
  const logs = logServicesFor(db);
  const tokens = new TokenService(loadJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlS);
  const pdf = new PdfRenderer({
    executablePath: config.chromiumPath,
    maxConcurrent: config.pdfConcurrency,
    timeoutMs: config.pdfTimeoutS * 1000,
    log: (m) => app.log.info(m),
  });
  app.addHook('onClose', () => pdf.close());
  const services: Services = {
    config,
    tokens,
    publish: () => {},
    realtimeStats: () => null,
    endRealtimeSession: () => {},
    userAuthChanged: (userId) => forgetPermissions(db, userId),
    logs,
    periodBounds: periodBoundsFrom(logs.store),
    backgroundStatus: () => ({}),
    feeds: null,
    jobs: null,
    liveFrac: null,
    alerts: null,
    requestLog: new RequestLog(db, { log: (m) => app.log.warn(m) }),
    secrets: SecretBox.load(config.secretsKey, config.dataDir),
    morningReports: new MorningReports(
      db,
      tokens,
      pdf,
      () => loopbackUrl(app.server),
      () => existsSync(join(dist, 'index.html')),
    ),
  };

  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header || !req.url.startsWith('/api/')) return;
    const m = /^Bearer\s+(.+)$/i.exec(header);
    if (!m) {
      req.authError = 'Authorization header must be "Bearer <token>"';
      return;
    }
    const v = await services.tokens.verify(m[1]);
    if (!v.ok) {
      req.authError = v.message;
      return;
    }
    req.user = await loadCurrentUser(db, v.claims);
    if (!req.user) req.authError = 'Session ended';
  });

  // Usage statistics: every API request with its route pattern, buffered and written in batches.
  app.addHook('onResponse', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    services.requestLog.record({
      at: new Date(),
      userId: req.user?.id ?? null,
      companyId: req.user?.companyId ?? null,
      method: req.method,
      route: req.routeOptions.url ?? '(no route)',
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });
  app.addHook('onClose', () => services.requestLog.flush());

  // A NUL character cannot be stored in PostgreSQL text or jsonb: refused here for every route, naming the field.
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const where = findNul(req.params, 'params') ?? findNul(req.query, 'query') ?? findNul(req.body, 'body');
    if (where) throw new HttpError(400, `${where}: ${NUL_MESSAGE}`);
  });

  // Sign-in throttling per address and account, per address, per account and overall, before the
  // password is even hashed; counted in PostgreSQL when instances share one, else in this process.
  const loginThrottle = new LoginThrottle(db.kind === 'postgres' ? new PostgresThrottleStore(db) : new MemoryThrottleStore(), config.loginRateLimitPerMin);
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'POST' || req.routeOptions.url !== '/api/auth/login') return;
    const email = (req.body as { email?: unknown } | undefined)?.email;
    const waitS = await loginThrottle.take(req.ip, typeof email === 'string' ? email : null);
    if (waitS !== null) {
      reply.header('retry-after', waitS);
      throw new HttpError(429, TOO_MANY_SIGN_INS);
    }
  });

  app.setErrorHandler((caught: unknown, req, reply) => {
    // Input the database refused (duplicate, dangling reference, value out of range) is the caller's error.
    const err = httpErrorFromDb(caught, req.body) ?? caught;
    if (err instanceof HttpError) {
      const status = err.status === 401 && req.authError ? 401 : err.status;
      const message = err.status === 401 && req.authError ? req.authError : err.message;
      return reply.status(status).send(err.data === undefined ? { message } : { message, data: err.data });
    }
    const e = err as { statusCode?: number; message?: string; code?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const message = e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : `body: ${e.message ?? 'invalid request'}`;
      return reply.status(e.statusCode).send({ message });
    }
    // Logged without the statement or its parameters (log-options.ts); answered without internals.
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });

  await app.register(import('@fastify/helmet'), helmetOptions);

  await app.register(import('@fastify/swagger'), {
    openapi: {
      info: { title: 'Drillspace API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/docs' });

  // Uploads (survey and log imports): streamed, up to the spec's maximum upload size.
  await app.register(import('@fastify/multipart'), { limits: { fileSize: 4_831_838_208, files: 1 } });

  // tus PATCH bodies are left unread for the upload server to stream to disk.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  registerRoutes(app, allRoutes, { db, services });

  if (existsSync(join(dist, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuilt dist/ is served without a restart.
    await app.register(import('@fastify/static'), {
      root: dist,
      wildcard: true,
      // This @fastify/static version passes the Fastify reply (not the raw response) to setHeaders.
      setHeaders(reply: unknown, path: string) {
        // Hashed assets never change; index.html and the service worker must always be revalidated.
        (reply as { header(k: string, v: string): void }).header('cache-control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return reply.status(404).send({ message: `URL ${req.url.split('?')[0]} not found` });
    }
    if (req.method === 'GET' && existsSync(join(dist, 'index.html'))) {
      return reply.type('text/html').sendFile('index.html', dist);
    }
    return reply.status(404).send({ message: 'The client is not built: run npm run build' });
  });

  return { app, services };
}
