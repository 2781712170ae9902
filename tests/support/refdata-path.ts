import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders of ../shared beside the project root that tests read and never copy: the reference data
 * (or REFDATA_DIR) and the spec's lists (or SPEC_DIR). No test runner here, so vitest, Playwright
 * and bench modules can all import it.
 */
export interface SharedFolder {
  /** What it holds, for messages. */
  what: string;
  dir: string;
  present: boolean;
  /** The environment variable that points elsewhere. */
  envVar: string;
}

function sharedFolder(what: string, name: string, envVar: string): SharedFolder {
  const override = process.env[envVar];
  const dir = override ? resolve(override) : resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared', name);
  return { what, dir, present: existsSync(dir), envVar };
}

export const refdata = sharedFolder('reference data', 'refdata', 'REFDATA_DIR');
export const spec = sharedFolder('the spec', 'spec', 'SPEC_DIR');

export const refdataDir = refdata.dir;
export const hasRefdata = refdata.present;

export function refPath(...parts: string[]): string {
  return join(refdataDir, ...parts);
}

/** Under CI=true a missing folder is a failure, never a silent skip. */
export function missingMessage(folder: SharedFolder, what: string): string {
  return `${folder.what} not found at ${folder.dir} (set ${folder.envVar}): "${what}" cannot run`;
}

export function missingRefdataMessage(what: string): string {
  return missingMessage(refdata, what);
}
