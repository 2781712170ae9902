import type { ImportEdge, ImportKind } from './import-graph';

/**
 * Import circles: the strongly connected components of the import graph (Tarjan), each reported as
 * one concrete loop through its files so the message says which import to cut.
 */
export function importCycles(edges: readonly ImportEdge[], kinds: readonly ImportKind[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!kinds.includes(e.kind) || e.from === e.to) continue;
    if (!next.has(e.from)) next.set(e.from, new Set());
    next.get(e.from)!.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const strongConnect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) strongConnect(v);
  return components.map((c) => loopThrough(c, next));
}

/** A shortest loop from the component's first file back to itself, staying inside the component. */
function loopThrough(component: readonly string[], next: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of next.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component];
}
