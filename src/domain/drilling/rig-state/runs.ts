/**
 * Run-length form of a per-second code array: detection reasons about runs ("this in-slips period",
 * "that short blip") and expands back to seconds at the end. Runs are three parallel arrays so a
 * month of 1 Hz data (~10⁵ runs) costs a few hundred kB, not 10⁵ objects.
 */
export interface Runs {
  start: Int32Array;
  /** Exclusive. */
  end: Int32Array;
  code: Uint8Array;
  count: number;
}

export function encodeRuns(codes: ArrayLike<number>): Runs {
  const n = codes.length;
  let count = 0;
  for (let i = 0; i < n; i++) if (i === 0 || codes[i] !== codes[i - 1]) count++;
  const runs: Runs = { start: new Int32Array(count), end: new Int32Array(count), code: new Uint8Array(count), count };
  let k = -1;
  for (let i = 0; i < n; i++) {
    if (i === 0 || codes[i] !== codes[i - 1]) {
      k++;
      runs.start[k] = i;
      runs.code[k] = codes[i];
    }
    runs.end[k] = i + 1;
  }
  return runs;
}

export function expandRuns(runs: Runs, out: Uint8Array): Uint8Array {
  for (let k = 0; k < runs.count; k++) out.fill(runs.code[k], runs.start[k], runs.end[k]);
  return out;
}

/** Joins neighbouring runs that now carry the same code (after relabelling). */
export function coalesceRuns(runs: Runs): Runs {
  let w = 0;
  for (let k = 0; k < runs.count; k++) {
    if (w > 0 && runs.code[w - 1] === runs.code[k]) {
      runs.end[w - 1] = runs.end[k];
      continue;
    }
    runs.start[w] = runs.start[k];
    runs.end[w] = runs.end[k];
    runs.code[w] = runs.code[k];
    w++;
  }
  runs.count = w;
  return runs;
}

/**
 * Relabels runs shorter than `minS` samples with a neighbour's code: the shared code when both
 * neighbours agree, else `pick` decides (default: the longer neighbour). Repeats until stable.
 */
export function absorbShortRuns(runs: Runs, minS: number, pick: (runs: Runs, k: number) => number = longerNeighbour): Runs {
  for (let pass = 0; pass < 4; pass++) {
    let changed = false;
    for (let k = 0; k < runs.count; k++) {
      if (runs.end[k] - runs.start[k] >= minS) continue;
      const prev = k > 0 ? runs.code[k - 1] : -1;
      const next = k + 1 < runs.count ? runs.code[k + 1] : -1;
      if (prev < 0 && next < 0) continue;
      const code = prev === next ? prev : prev < 0 ? next : next < 0 ? prev : runs.code[pick(runs, k)];
      if (code !== runs.code[k]) {
        runs.code[k] = code;
        changed = true;
      }
    }
    coalesceRuns(runs);
    if (!changed) break;
  }
  return runs;
}

export function longerNeighbour(runs: Runs, k: number): number {
  const a = runs.end[k - 1] - runs.start[k - 1];
  const b = runs.end[k + 1] - runs.start[k + 1];
  return b > a ? k + 1 : k - 1;
}
