// Worker threads do not inherit the TypeScript loader: register tsx, then load the real worker.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.moduleUrl);
