/**
 * Throttled progress reporting: parsers call `report(fraction)` as often as they like; the listener
 * hears at most about a hundred updates per file (each at least 1 % apart) and always a final 1.
 */
export interface Progress {
  report(fraction: number): void;
  done(): void;
}

export function makeProgress(listener?: (fraction: number) => void): Progress {
  if (!listener) return { report() {}, done() {} };
  let last = -1;
  return {
    report(fraction: number) {
      const f = Math.min(1, Math.max(0, fraction));
      if (f - last >= 0.01) {
        last = f;
        listener(f);
      }
    },
    done() {
      if (last < 1) {
        last = 1;
        listener(1);
      }
    },
  };
}
