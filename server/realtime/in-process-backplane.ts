import type { Backplane, BackplaneHandler } from './backplane-types';
import { quietLogger, type RealtimeLogger } from './logger';
import { dispatch } from './dispatch';

/**
 * The single-instance backplane. Delivery is synchronous: there is nothing to cross, and it keeps
 * the publish-to-socket latency to the cost of framing.
 */
export function createInProcessBackplane(logger: RealtimeLogger = quietLogger): Backplane {
  const handlers = new Set<BackplaneHandler>();
  return {
    publish(destination, payload) {
      dispatch(handlers, destination, payload, logger);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    ready: () => Promise.resolve(),
    status: () => ({ kind: 'in-process', connected: true, localFallbacks: 0 }),
    async close() {
      handlers.clear();
    },
  };
}
