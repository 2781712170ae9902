import { expect, it } from 'vitest';
import { readImportGraph } from '../support/import-graph';
import { importCycles } from '../support/import-cycles';

/**
 * ARCHITECTURE "Layering rule": no import circles in src/ or server/. Every kind of import counts:
 * a type-only import still says which module sits above which (a shared type belongs in its own
 * file), and a dynamic import is still an edge of the chunk graph (a lazy loader puts its module
 * above the loaded one, so nothing the loaded module imports may import the loader).
 */
it('src/ and server/ have no import circles', () => {
  const graph = readImportGraph(['src', 'server']);
  expect(graph.files.length).toBeGreaterThan(100);
  const cycles = importCycles(graph.edges, ['value', 'type', 'dynamic']).map((c) => c.join('\n  -> '));
  expect(cycles, `import circles:\n${cycles.join('\n\n')}`).toEqual([]);
});

it('finds a circle when there is one', () => {
  const edge = (from: string, to: string, kind: 'value' | 'type' | 'dynamic') => ({ from, to, kind, names: ['x'], reexport: false });
  const edges = [edge('a.ts', 'b.ts', 'value'), edge('b.ts', 'c.ts', 'dynamic'), edge('c.ts', 'a.ts', 'type'), edge('c.ts', 'd.ts', 'value')];
  expect(importCycles(edges, ['value', 'type', 'dynamic'])).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  expect(importCycles(edges, ['value', 'type'])).toEqual([]);
});
