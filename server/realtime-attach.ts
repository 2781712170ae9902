import type { FastifyInstance } from 'fastify';
import { loadCurrentUser, type CurrentUser } from './auth/current-user';
import { objectPermissions } from './auth/object-access';
import { forgetPermissions } from './auth/permission-cache';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { createBackplane } from './realtime/backplane';
import type { Backplane } from './realtime/backplane-types';
import { topics } from './realtime/topics';
import { createStompServer, type StompServer } from './realtime/stomp-server';
import type { Services } from './services';

type RealtimeUser = CurrentUser & { id: string };

/** A broker that neither answers nor refuses (a dropped SYN) must not hold the start-up longer than this. */
const BROKER_FIRST_ATTEMPT_WAIT_MS = 5_000;

async function firstAttemptOrTimeout(backplane: Backplane, waitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  try {
    await Promise.race([backplane.firstAttempt ? backplane.firstAttempt() : backplane.ready(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Realtime at /ws: STOMP CONNECT is authenticated with the same JWT and session as the API, every
 * SUBSCRIBE is checked against the user's permissions on the topic's well, and messages fan out
 * through the in-process backplane or RabbitMQ (AMQP_URL).
 */
export async function attachRealtime(
  app: FastifyInstance,
  db: Db,
  services: Services,
  config: ServerConfig,
): Promise<{ stomp: StompServer; backplane: Backplane; close(): Promise<void> }> {
  const backplane = createBackplane({ amqpUrl: config.amqpUrl ?? undefined, exchange: config.amqpExchange, logger: app.log });
  const stomp = createStompServer<RealtimeUser>({
    backplane,
    logger: app.log,
    async authenticate(_headers, { token, sessionId }) {
      const v = await services.tokens.verify(token);
      if (!v.ok) return { ok: false, message: v.message };
      if (v.claims.sid !== sessionId) return { ok: false, message: 'session-id does not belong to this JWT' };
      const user = await loadCurrentUser(db, v.claims);
      if (!user) return { ok: false, message: 'JWT session ended' };
      return { ok: true, user, expiresAtMs: v.claims.exp ? v.claims.exp * 1000 : undefined };
    },
    // Rights changed (userChanged): the same checks as CONNECT, from the database as it is now.
    revalidate: (user) => loadCurrentUser(db, { sub: user.id, sid: user.sessionId, imp: user.impersonatedBy ?? undefined }),
    // An impersonation also depends on the impersonator's rights.
    affectedBy: (user, changed) => changed === '*' || user.id === changed || user.impersonatedBy === changed,
    onUserChanged: (changed) => forgetPermissions(db, changed),
    async authorizeSubscribe(user, _destination, topic) {
      // A user's alerts reach that user only (an impersonating admin sees the impersonated user's).
      if (topic.kind === 'user/alerts') return topic.userId === user.id;
      if (!/^[0-9a-f-]{36}$/.test(topic.wellId)) return false;
      const access = await objectPermissions(db, user, 'WELL', topic.wellId);
      return access.permissions.includes(topics[topic.kind].permission);
    },
  });
  // The broker is an optimisation of fan-out, not a precondition: with it down the server listens
  // anyway, delivers to its own clients and connects in the background (logged by the backplane).
  await firstAttemptOrTimeout(backplane, BROKER_FIRST_ATTEMPT_WAIT_MS);
  app.server.on('upgrade', (req, socket, head) => {
    if (!stomp.handleUpgrade(req, socket, head)) socket.destroy();
  });
  services.publish = (destination, body) => {
    void stomp.publish(destination, body as object).catch((e: unknown) => app.log.warn(`realtime publish failed: ${String(e)}`));
  };
  services.realtimeStats = () => stomp.stats();
  services.endRealtimeSession = (sessionId) => {
    void stomp.endSession(sessionId).catch((e: unknown) => app.log.warn(`realtime session end failed: ${String(e)}`));
  };
  services.userAuthChanged = (userId) => {
    forgetPermissions(db, userId);
    void stomp.userChanged(userId).catch((e: unknown) => app.log.warn(`realtime user re-check failed: ${String(e)}`));
  };
  return {
    stomp,
    backplane,
    async close() {
      await stomp.close();
      await backplane.close();
    },
  };
}
