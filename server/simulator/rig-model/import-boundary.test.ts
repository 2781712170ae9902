/**
 * The simulator's truth must come from its own plan, never from the detector it scores (issue 12):
 * the rig model may share only the vocabulary (activity codes, channel declarations, record types)
 * with src/domain/drilling, and detection must not reach into the simulator. Checked on the import
 * graph, following every runtime import transitively (type-only imports carry no code).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const RIG_MODEL = 'server/simulator/rig-model';
const DETECTION = 'src/domain/drilling';
/** What the rig model may import from the drilling domain: declarations, no logic of detection. */
const SHARED_VOCABULARY = ['src/domain/drilling/activities.ts', 'src/domain/drilling/channels.ts'];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Runtime imports of a file (not `import type`, not `import { type X }` only), as repo paths. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gm)) {
    if (m[2]) continue;
    const names = m[3].replace(/^\{|\}$/g, '');
    if (m[3].startsWith('{') && names.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    const spec = m[4];
    if (!spec.startsWith('.')) continue;
    const p = relative(root, resolve(dirname(join(root, file)), spec));
    out.push(p.endsWith('.ts') ? p : `${p}.ts`);
  }
  return out;
}

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    try {
      todo.push(...runtimeImports(f));
    } catch {
      /* an index.ts directory import or a non-ts file: nothing to follow */
    }
  }
  return seen;
}

describe('simulator and detection stay apart', () => {
  it('the rig model reaches no detection code, only the shared vocabulary', () => {
    const reached = [...closure(sources(RIG_MODEL))].filter((f) => f.startsWith(`${DETECTION}/`));
    expect(reached.filter((f) => !SHARED_VOCABULARY.includes(f))).toEqual([]);
  });

  it('detection (tests aside) reaches no simulator code', () => {
    const reached = [...closure(sources(DETECTION))].filter((f) => f.startsWith('server/'));
    expect(reached).toEqual([]);
  });
});
