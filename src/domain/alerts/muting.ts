/**
 * Muting boundaries of a subscription: muted until a time, and/or inside a hole-depth interval (a
 * known washout-prone or low-ROP formation, say). A muted subscription does not fire.
 */
export interface MuteBounds {
  mutedUntilMs: number | null;
  fromMdM: number | null;
  toMdM: number | null;
}

export function isMuted(m: MuteBounds, nowMs: number, depthM: number | null): boolean {
  if (m.mutedUntilMs !== null && nowMs < m.mutedUntilMs) return true;
  if (depthM === null || (m.fromMdM === null && m.toMdM === null)) return false;
  return depthM >= (m.fromMdM ?? -Infinity) && depthM <= (m.toMdM ?? Infinity);
}
