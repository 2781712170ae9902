/**
 * Reads the spec's .tsv lists from ../shared/spec (or SPEC_DIR). A user's fresh clone may not have
 * it: callers check `spec.present` (tests/support/refdata-path.ts) and skip, except under CI=true.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { spec } from '../support/refdata-path';

export { spec };

/** Non-comment, non-empty lines split on tabs; none when the spec folder is missing. */
export function readTsv(name: string): string[][] {
  if (!spec.present) return [];
  return readFileSync(resolve(spec.dir, name), 'utf8')
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
