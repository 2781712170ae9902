import { createServer } from 'node:net';

/** A loopback port free a moment ago (listened on, then closed), for a listener the code under test opens itself. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
