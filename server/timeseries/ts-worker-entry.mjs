// Entry of every worker thread. Workers do not inherit the parent's module loader: from source
// (tsx), register tsx and load the TypeScript module; in the compiled server (dist-server/, where
// the .ts file is not present but its compiled .js is), load the .js directly.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';

const url = workerData.moduleUrl;
const compiled = url.replace(/\.ts$/, '.js');
if (url.endsWith('.ts') && !existsSync(fileURLToPath(url)) && existsSync(fileURLToPath(compiled))) {
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(url);
}
