import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
const server = await startServer(config);

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`[drillspace] ${sig}: stopping`);
    await server.close();
    process.exit(0);
  });
}
