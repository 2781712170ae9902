/** Reads the spec's .tsv lists from ../shared/spec, which every developer and CI run has beside the repo. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const specDir = resolve(repoRoot, '../shared/spec');

/** Non-comment, non-empty lines split on tabs. */
export function readTsv(name: string): string[][] {
  return readFileSync(resolve(specDir, name), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

export interface RouteLine {
  path: string;
  area: string;
  text: string;
  /** Title without the parenthetical remark. */
  title: string;
  /** Global permission named in parentheses, e.g. "(VIEW_ROADMAP)". */
  permission: string | null;
}

export function routeLines(): RouteLine[] {
  return readTsv('routes.tsv').map(([path, area, text]) => {
    const perm = /\(([A-Z][A-Z_]+)\)/.exec(text);
    return { path, area, text, title: text.replace(/\s*\(.*\)\s*$/, ''), permission: perm ? perm[1] : null };
  });
}

export function widgetLines(): { kind: string; name: string }[] {
  return readTsv('widgets.tsv').map(([kind, name]) => ({ kind, name }));
}
