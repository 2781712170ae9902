import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * The embedded database holds password hashes and well data: nobody but the server's user may read
 * it. New files get 0600 and directories 0700 through the umask; files PGlite unpacks itself come
 * out 0666 whatever the umask, so the tree is also walked once after opening.
 */
export function restrictNewFiles(): void {
  // Workers cannot change the umask; the main thread's applies to the whole process.
  if (isMainThread) process.umask(0o077);
}

export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) makePrivate(p);
    else if (e.isFile()) chmodSync(p, 0o600);
  }
}
