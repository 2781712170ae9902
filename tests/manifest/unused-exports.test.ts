import { expect, it } from 'vitest';
import type { ImportGraph, ModuleInfo } from '../support/import-graph';
import { unusedExports } from '../support/unused-exports';

const mod = (file: string, exports: string[], usedInFile: string[] = []): ModuleInfo => ({
  file,
  exports: new Set(exports),
  exportLines: new Map(exports.map((n, i) => [n, i + 1])),
  usedInFile: new Set(usedInFile),
});

/** The check `npm run lint` runs over the tree, on a graph small enough to read. */
it('reports exports no other file imports, following re-exports and lazy loaders', () => {
  const graph: ImportGraph = {
    files: ['a.ts', 'barrel.ts', 'lib.ts', 'pane.tsx', 'main.ts'],
    modules: new Map([
      ['lib.ts', mod('lib.ts', ['used', 'viaBarrel', 'dead', 'helper'], ['helper'])],
      ['barrel.ts', mod('barrel.ts', ['viaBarrel', 'notTaken'])],
      ['pane.tsx', mod('pane.tsx', ['default', 'extra'])],
      ['a.ts', mod('a.ts', [])],
      ['main.ts', mod('main.ts', ['anything'])],
    ]),
    edges: [
      { from: 'a.ts', to: 'lib.ts', kind: 'value', names: ['used'], reexport: false },
      { from: 'barrel.ts', to: 'lib.ts', kind: 'value', names: ['viaBarrel', 'dead'], reexport: true, exportedAs: ['viaBarrel', 'notTaken'] },
      { from: 'a.ts', to: 'barrel.ts', kind: 'type', names: ['viaBarrel'], reexport: false },
      { from: 'a.ts', to: 'pane.tsx', kind: 'dynamic', names: ['default'], reexport: false },
    ],
  };
  const found = (ignoreUsedInFile: boolean) => unusedExports(graph, (f) => f === 'main.ts', { ignoreUsedInFile }).map((u) => `${u.file}:${u.name}`);
  expect(found(true)).toEqual(['barrel.ts:notTaken', 'lib.ts:dead', 'pane.tsx:extra']);
  expect(found(false)).toEqual(['barrel.ts:notTaken', 'lib.ts:dead', 'lib.ts:helper', 'pane.tsx:extra']);
});
