import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { hasRefdata, missingMessage, refdata, refdataDir, refPath, spec, type SharedFolder } from './refdata-path';

export { hasRefdata, refdataDir, refPath };

/**
 * describe() that runs only when a ../shared folder exists. On a user's fresh clone without it the
 * suite skips with a message; under CI=true a missing folder is a failure, never a silent skip.
 */
function describeWith(folder: SharedFolder, name: string, fn: () => void): void {
  if (folder.present) {
    describe(name, fn);
    return;
  }
  if (process.env.CI === 'true') throw new Error(`CI=true but ${missingMessage(folder, name)}`);
  console.warn(`[skip] ${missingMessage(folder, name)}`);
  describe.skip(name, fn);
}

/** describe() over ../shared/refdata. */
export const describeRefdata = (name: string, fn: () => void): void => describeWith(refdata, name, fn);

/** describe() over ../shared/spec (routes.tsv, widgets.tsv). */
export const describeSpec = (name: string, fn: () => void): void => describeWith(spec, name, fn);

export function readRef(...parts: string[]): string {
  return readFileSync(refPath(...parts), 'utf8');
}

/** Parse a simple numeric CSV with a header row into objects keyed by header. */
export function readRefCsv(...parts: string[]): Record<string, string>[] {
  const lines = readRef(...parts)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = lines[0].split(',').map((h) => h.trim());
  return lines.slice(1).map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
  });
}
