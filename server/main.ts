import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer, type RunningServer } from './start';

const config = loadConfig();
let server: RunningServer;
try {
  server = await startServer(config);
} catch (e) {
  // A refused start says why in one line, not as a stack trace.
  if (e instanceof DataDirLockedError) {
    console.error(`[drillspace] not starting: ${e.message}`);
    process.exit(1);
  }
  throw e;
}

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[drillspace] ${sig}: stopping`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[drillspace] ${sig}: closing failed`, err);
        process.exit(1);
      },
    );
  });
}
