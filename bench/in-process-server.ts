/**
 * The server in this process on a fresh temp DATA_DIR (PGlite) or a given database, demo organisation
 * seeded, no history, no simulator, quiet: for benches that write their own data through the store and
 * then time the API. `withInProcessServer` waits for the seed, runs the body, and removes the folder.
 */
import { signInToken } from './_support';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { startServer, type RunningServer } from '../server/start';

export async function withInProcessServer<T>(
  name: string,
  body: (server: RunningServer) => Promise<T>,
  o: { databaseUrl?: string | null; env?: Record<string, string> } = {},
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `drillspace-bench-${name}-`));
  const config = {
    ...loadConfig({
      ...process.env,
      DEMO: '1',
      DEMO_HISTORY_DAYS: '0',
      SIMULATOR: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-0123456789-abcdefghij',
      ...o.env,
    }),
    dataDir,
    databaseUrl: o.databaseUrl ?? null,
    port: 0,
    host: '127.0.0.1',
  };
  const server = await startServer(config, { log: () => {} });
  try {
    await server.background;
    return await body(server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** JSON headers signed in as the demo administrator. */
export async function adminHeaders(url: string | null): Promise<Record<string, string>> {
  if (!url) throw new Error('the bench server is not listening');
  return { authorization: `Bearer ${await signInToken(url)}`, 'content-type': 'application/json' };
}
