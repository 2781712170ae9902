import type { ImportGraph } from './import-graph';

/**
 * Exports no other file imports. A file counts as using a name when it imports it, re-exports it
 * and that re-export is used, or takes the whole module (`import * as`, `export *` that is used,
 * a dynamic import not destructured). Entry points (tests, mains, configs, modules loaded by a path
 * built at run time) may export what they like; a lazily loaded pane's default export is used by its
 * loader, which the graph sees as a dynamic import.
 */
export interface UnusedExport {
  file: string;
  name: string;
  line: number;
}

export interface UnusedExportOptions {
  /**
   * Skip exports the file itself uses (knip's ignoreExportsUsedInFile): dropping their `export`
   * deletes no code, only the module's offer; what this check hunts is code nobody runs.
   */
  ignoreUsedInFile: boolean;
}

export function unusedExports(graph: ImportGraph, isEntry: (file: string) => boolean, opts: UnusedExportOptions): UnusedExport[] {
  const used = new Map<string, Set<string>>();
  const mark = (file: string, name: string): boolean => {
    let set = used.get(file);
    if (!set) used.set(file, (set = new Set()));
    if (set.has(name)) return false;
    set.add(name);
    return true;
  };
  const isUsed = (file: string, name: string) => {
    const set = used.get(file);
    return !!set && (set.has(name) || set.has('*'));
  };

  for (const e of graph.edges) if (!e.reexport) for (const n of e.names) mark(e.to, n);
  for (const f of graph.files) if (isEntry(f)) mark(f, '*');

  // Re-exports pass usage on to the module they name, until nothing changes.
  const reexports = graph.edges.filter((e) => e.reexport);
  let changed = true;
  while (changed) {
    changed = false;
    for (const e of reexports) {
      if (e.names.length === 1 && e.names[0] === '*') {
        // `export * from`: the names used on the barrel that it does not declare itself.
        const own = graph.modules.get(e.from)?.exports ?? new Set<string>();
        for (const n of used.get(e.from) ?? []) if (n === '*' || !own.has(n)) changed = mark(e.to, n) || changed;
      } else {
        e.names.forEach((n, i) => {
          if (isUsed(e.from, e.exportedAs?.[i] ?? n)) changed = mark(e.to, n) || changed;
        });
      }
    }
  }

  const out: UnusedExport[] = [];
  for (const m of graph.modules.values()) {
    if (isEntry(m.file)) continue;
    for (const name of m.exports) {
      if (opts.ignoreUsedInFile && m.usedInFile.has(name)) continue;
      if (!isUsed(m.file, name)) out.push({ file: m.file, name, line: m.exportLines.get(name) ?? 0 });
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
