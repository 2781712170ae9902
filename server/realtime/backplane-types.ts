// What every backplane is, apart from which one runs: the in-process and RabbitMQ implementations
// and their chooser (backplane.ts) all import these, so none of them imports another for a type.
import type { RealtimeLogger } from './logger';

export type BackplaneHandler = (destination: string, payload: string) => void;

export interface BackplaneStatus {
  kind: 'in-process' | 'rabbitmq';
  connected: boolean;
  /** Messages delivered to this instance only because the broker was unreachable at the time. */
  localFallbacks: number;
  /** RabbitMQ: this instance's connection name as the broker lists it (management UI, rabbitmqctl). */
  connectionName?: string;
}

export interface Backplane {
  publish(destination: string, payload: string): Promise<void> | void;
  /** Returns the unsubscribe function. */
  subscribe(handler: BackplaneHandler): () => void;
  /** Resolves once messages flow between instances (at once for the in-process backplane). */
  ready(): Promise<void>;
  /**
   * Resolves after the first connection attempt, true when it connected. A server waits for this,
   * not for ready(): with the broker down it starts anyway, delivering locally, and connects later.
   */
  firstAttempt?(): Promise<boolean>;
  status(): BackplaneStatus;
  close(): Promise<void>;
}

export interface BackplaneOptions {
  /** AMQP_URL. Without it, messages stay inside this process. */
  amqpUrl?: string;
  /** Fanout exchange name; tests use their own so parallel runs do not hear each other. */
  exchange?: string;
  reconnectDelayMs?: number;
  logger?: RealtimeLogger;
}
