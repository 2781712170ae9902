import type { BackplaneHandler } from './backplane-types';
import type { RealtimeLogger } from './logger';

/** Calls every handler; one failing handler must not stop delivery to the others or reach the publisher. */
export function dispatch(handlers: Iterable<BackplaneHandler>, destination: string, payload: string, logger: RealtimeLogger): void {
  for (const handler of handlers) {
    try {
      handler(destination, payload);
    } catch (err) {
      logger.error({ err, destination }, 'realtime backplane handler failed');
    }
  }
}
