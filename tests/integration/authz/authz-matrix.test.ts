/**
 * The authorization matrix (issue 11, proof in CI): every API route Fastify actually registered and
 * every declared STOMP destination × seven demo callers × the caller's own and a foreign well. The
 * expected answer comes from the route's declared access and the well-access rule over the demo
 * organisation (expected-access.ts, caller-model.ts), never from a per-route table. Allowed calls
 * must pass the guard (400 naming the probe query, the handler never runs); denied ones must answer
 * 401 (no honoured session) or 403 (signed in, not permitted), as app-shell 8 catalogues them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../../../server/lib/route';
import { topicFor, topics, type TopicKind } from '../../../server/realtime/topics';
import { openClient } from '../../../server/realtime/testing/stomp-test-harness';
import { startServer, type RunningServer } from '../../../server/start';
import { testConfig } from '../support/databases';
import { projectOfWell } from './caller-model';
import { expectedAccess, expectedSubscribe } from './expected-access';
import { demoIds, matrixCallers, type DemoIds, type MatrixCaller } from './matrix-callers';
import { probeRequest, specOf } from './route-probe';

/**
 * Cells where the server is known to disagree with the declarations, keyed
 * 'METHOD /api/url | caller label | own|foreign'. Each is reported and tolerated; a listed cell that
 * now matches fails the test, so the list is emptied as the fixes land. Empty: the well-data and
 * route guards all hold (issue 11's impersonation holes live inside handlers, see known-holes.test.ts).
 */
const knownHoles: Record<string, string> = {};

let server: RunningServer;
let ids: DemoIds;
let callers: MatrixCaller[];
let routes: RegisteredRoute[];

beforeAll(async () => {
  server = await startServer({ ...testConfig('pglite', null), port: 0, host: '127.0.0.1', loginRateLimitPerMin: 1000 }, { log: () => {} });
  await server.background;
  ids = await demoIds(server);
  callers = await matrixCallers(server, ids);
  // HEAD routes are Fastify's automatic mirrors of GET routes: same handler, same guard.
  routes = registeredRoutes(server.app).filter((r) => r.method !== 'HEAD');
}, 600_000);
afterAll(() => server?.close());

/** Runs `work` over `items` with at most `n` in flight: light parallelism on one server. */
async function inPool<T>(items: readonly T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

describe('authorization matrix', () => {
  it('every registered route × every caller × own and foreign well answers as its declaration says', async () => {
    let checks = 0;
    let allowed = 0;
    let denied = 0;
    const mismatches: string[] = [];
    const holesSeen = new Set<string>();
    const cells = routes.flatMap((route) => callers.flatMap((caller) => (['own', 'foreign'] as const).map((side) => ({ route, caller, side }))));
    const t0 = performance.now();
    await inPool(cells, 4, async ({ route, caller, side }) => {
      const spec = specOf(route);
      const wellKey = caller.wells[side];
      const objectId = route.access.kind === 'object' && route.access.type === 'PROJECT' ? ids.project(projectOfWell(wellKey)) : ids.well(wellKey);
      const req = probeRequest(route, objectId);
      const res = await server.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { authorization: `Bearer ${caller.token}` },
        ...(req.body !== undefined ? { payload: req.body as object } : {}),
      });
      const expected = expectedAccess(route.access, caller, wellKey);
      let message = '';
      try {
        message = String(res.json()?.message ?? '');
      } catch {
        /* docs pages are not JSON */
      }
      checks++;
      // Declared routes prove the guard passed by reaching the query check; plugin routes just answer.
      const ok = expected.allowed
        ? spec
          ? res.statusCode === 400 && /^query/.test(message)
          : res.statusCode < 400
        : res.statusCode === expected.status && message.length > 0;
      if (expected.allowed) allowed++;
      else denied++;
      const key = `${route.method} ${route.url} | ${caller.label} | ${side}`;
      if (key in knownHoles) {
        if (ok) mismatches.push(`${key}: listed as a known hole but now answers as declared: remove it from knownHoles`);
        else holesSeen.add(key);
        return;
      }
      if (!ok) {
        const want = expected.allowed ? 'allowed' : `${expected.status} (${expected.why})`;
        mismatches.push(`${key}: expected ${want}, got ${res.statusCode} ${message.slice(0, 120)}`);
      }
    });
    console.log(
      `authz matrix: ${routes.length} routes × ${callers.length} callers × 2 wells = ${checks} checks, ${allowed} allowed, ${denied} denied, ${mismatches.length} mismatches in ${((performance.now() - t0) / 1000).toFixed(1)} s` +
        (holesSeen.size ? `, ${holesSeen.size} known holes tolerated (issue 11)` : ''),
    );
    for (const h of holesSeen) console.log(`  known hole: ${h} — ${knownHoles[h]}`);
    expect(mismatches).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
    expect(allowed).toBeGreaterThan(0);
    expect(denied).toBeGreaterThan(0);
  }, 600_000);

  it('every declared STOMP destination × every caller × own and foreign well: SUBSCRIBE answers as declared', async () => {
    const ws = `${server.url!.replace('http', 'ws')}/ws`;
    let checks = 0;
    let allowed = 0;
    const mismatches: string[] = [];
    const withTimeout = <T>(p: Promise<T>, what: string) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), 10_000))]);
    for (const caller of callers) {
      for (const kind of Object.keys(topics) as TopicKind[]) {
        for (const side of ['own', 'foreign'] as const) {
          const wellKey = caller.wells[side];
          const destination = topicFor(kind, ids.well(wellKey));
          const want = expectedSubscribe(topics[kind].permission, caller, wellKey);
          // A refused SUBSCRIBE ends the connection (STOMP has no per-subscription refusal): one per check.
          const client = openClient(ws, { token: caller.token, sessionId: caller.sessionId });
          let got: boolean;
          let detail = '';
          try {
            await withTimeout(client.connected, 'CONNECT');
            await withTimeout(
              client.subscribe(destination, () => {}),
              'SUBSCRIBE',
            );
            got = true;
          } catch (e) {
            got = false;
            detail = (e as Error).message;
          }
          await client.stop();
          checks++;
          if (want) allowed++;
          if (got !== want)
            mismatches.push(
              `SUBSCRIBE ${topics[kind].pattern} | ${caller.label} | ${side}: expected ${want ? 'allowed' : 'denied'}, got ${got ? 'allowed' : `denied (${detail})`}`,
            );
          if (!want && !/Access denied|JWT|session/i.test(detail))
            mismatches.push(`SUBSCRIBE ${topics[kind].pattern} | ${caller.label} | ${side}: refused for the wrong reason: ${detail}`);
        }
      }
    }
    const n = Object.keys(topics).length;
    console.log(
      `authz matrix (STOMP): ${n} destinations × ${callers.length} callers × 2 wells = ${checks} checks, ${allowed} allowed, ${checks - allowed} denied, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  }, 300_000);
});
