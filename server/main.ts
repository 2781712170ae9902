import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
const server = await startServer(config);

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
