import type { Backplane } from './backplane-types';
import type { RealtimeLogger } from './logger';
import type { ParsedTopic } from './topics';

/** Whatever the auth layer knows about a signed-in user; the realtime code only passes it back. */
export interface RealtimeUser {
  id: string | number;
}

export type AuthResult<U> =
  | {
      ok: true;
      user: U;
      /**
       * When the token expires (epoch ms). The connection is then ended with ERROR 'JWT expired',
       * so a socket never outlives its token; the client signs out or reconnects with a fresh one.
       */
      expiresAtMs?: number;
    }
  | { ok: false; message: string };

export interface StompServerOptions<U extends RealtimeUser = RealtimeUser> {
  /**
   * Called once per CONNECT after the server checked that `Authorization: Bearer <token>` and
   * `session-id` are present. `connectHeaders` has lower-cased names. Return `{ ok: false }` with a
   * message containing 'JWT' for token problems: the client signs the user out on that word.
   */
  authenticate(connectHeaders: Record<string, string>, credentials: { token: string; sessionId: string }): Promise<AuthResult<U>>;
  /** Called for every SUBSCRIBE to a declared topic (topics.ts); undeclared ones never get here. */
  authorizeSubscribe(user: U, destination: string, topic: ParsedTopic): Promise<boolean>;
  /**
   * Called again for an open connection when its user's rights changed (userChanged): the user as
   * now, or null when the session no longer holds. Default: unchanged.
   */
  revalidate?(user: U): Promise<U | null>;
  /** Whether a change to this user id concerns a connection's user ('*': everyone). Default: same id. */
  affectedBy?(user: U, changedUserId: string): boolean;
  /** Called on every instance when a user's rights changed, before connections are re-checked. */
  onUserChanged?(changedUserId: string): void;
  backplane: Backplane;
  /** Heart-beat offered in both directions. Default 10000 (spec 9: heartbeat 10 s); 0 disables. */
  heartbeatMs?: number;
  /** Upgrade path served. Default '/ws'. */
  path?: string;
  /** A socket with more than this many bytes waiting to be sent gets no new messages. Default 1 MiB. */
  maxBufferedBytes?: number;
  /** A socket that has not completed CONNECT by then is closed. Default 10000. */
  connectTimeoutMs?: number;
  /** Default 200. */
  maxSubscriptionsPerConnection?: number;
  /** Largest frame a client may send. Clients only send control frames (CONNECT with a JWT is the largest). Default 16 KiB. */
  maxFrameBytes?: number;
  logger?: RealtimeLogger;
}
