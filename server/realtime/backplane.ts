// The backplane carries every published message to every server instance; each instance then delivers
// it to its own subscribers. Publishing never delivers locally directly, so a message reaches each
// instance's subscribers exactly once whether one or many instances run.
import { createInProcessBackplane } from './in-process-backplane';
import type { Backplane, BackplaneOptions } from './backplane-types';
import { createRabbitMqBackplane } from './rabbitmq-backplane';

export function createBackplane(opts: BackplaneOptions = {}): Backplane {
  if (!opts.amqpUrl) return createInProcessBackplane(opts.logger);
  return createRabbitMqBackplane({ ...opts, url: opts.amqpUrl });
}
