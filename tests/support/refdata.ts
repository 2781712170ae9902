import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { hasRefdata, missingRefdataMessage, refdataDir, refPath } from './refdata-path';

export { hasRefdata, refdataDir, refPath };

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
    throw new Error(`CI=true but ${missingRefdataMessage(name)}`);
  }
  console.warn(`[skip] ${name}: reference data not found at ${refdataDir}`);
  describe.skip(name, fn);
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
