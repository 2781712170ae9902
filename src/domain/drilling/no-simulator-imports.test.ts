/**
 * The detector must be scored against truth it cannot see: no source file of src/domain/drilling
 * imports the simulator (server/simulator), directly or through another module of ours. Tests that
 * score detection against the simulator's truth (*.test.ts) are allowed to.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every file reachable by relative imports from `file`. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => {
      try {
        return statSync(c).isFile();
      } catch {
        return false;
      }
    });
    if (hit) closure(hit, seen);
  }
  return seen;
}

it('src/domain/drilling imports nothing from server/simulator (nor from server at all)', () => {
  const files = sources(here);
  expect(files.length).toBeGreaterThan(20);
  const offending: string[] = [];
  for (const f of files) {
    for (const dep of closure(f)) {
      const rel = relative(root, dep);
      if (rel.startsWith('server')) offending.push(`${relative(root, f)} → ${rel}`);
    }
  }
  expect(offending).toEqual([]);
});
