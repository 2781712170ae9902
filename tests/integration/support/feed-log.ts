/**
 * Keeps every line the server's feeds log (they still reach the server's own log), so a test can
 * check that no password or other secret is among them.
 */
import type { RunningServer } from '../../../server/start';

export function captureFeedLog(server: RunningServer, into: string[]): void {
  const deps = (server.services.feeds as unknown as { deps: { log(m: string): void } }).deps;
  const log = deps.log;
  deps.log = (m) => {
    into.push(m);
    log(m);
  };
}
