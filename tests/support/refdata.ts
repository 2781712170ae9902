import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

/** ../shared/refdata from the project root; tests read reference files here and never copy them. */
export const refdataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/refdata');

export const hasRefdata = existsSync(refdataDir);

/**
 * describe() that runs only when ../shared/refdata exists. On a user's fresh clone without it the suite
 * skips with a message; under CI=true a missing folder is a failure, never a silent skip.
 */
export function describeRefdata(name: string, fn: () => void): void {
  if (hasRefdata) {
    describe(name, fn);
    return;
  }
  if (process.env.CI === 'true') {
    throw new Error(`CI=true but reference data is missing at ${refdataDir}: "${name}" cannot run`);
  }
  console.warn(`[skip] ${name}: reference data not found at ${refdataDir}`);
  describe.skip(name, fn);
}

export function refPath(...parts: string[]): string {
  return join(refdataDir, ...parts);
}

export function readRef(...parts: string[]): string {
  return readFileSync(refPath(...parts), 'utf8');
}

/** Parse a simple numeric CSV with a header row into objects keyed by header. */
export function readRefCsv(...parts: string[]): Record<string, string>[] {
  const lines = readRef(...parts).split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0].split(',').map((h) => h.trim());
  return lines.slice(1).map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
  });
}
