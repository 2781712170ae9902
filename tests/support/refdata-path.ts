import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the reference data is: ../shared/refdata beside the project root, or REFDATA_DIR. Tests,
 * browser tests and benches read reference files there and never copy them. No test runner here,
 * so vitest, Playwright and bench modules can all import it.
 */
export const refdataDir = process.env.REFDATA_DIR
  ? resolve(process.env.REFDATA_DIR)
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/refdata');

export const hasRefdata = existsSync(refdataDir);

export function refPath(...parts: string[]): string {
  return join(refdataDir, ...parts);
}

/** Under CI=true missing reference data is a failure, never a silent skip. */
export function missingRefdataMessage(what: string): string {
  return `reference data not found at ${refdataDir} (set REFDATA_DIR): "${what}" cannot run`;
}
