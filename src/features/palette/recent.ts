/**
 * What the user ran from the palette, for "recently used first" and frecency ranking (VS Code's
 * quick-open history): per entry id a use count and the last use, kept in the user's app state on
 * the server, so it follows the user to every browser like the layouts do.
 */
import { saveAppStateSoon } from '../app-state/persist-app-state';
import { appState } from '../../state/app-state';

export const PALETTE_RECENT_KEY = 'paletteRecent';
/** Entries remembered; the least recently used fall off. */
const KEEP = 60;
/** A use counts half as much after this many days. */
const HALF_LIFE_DAYS = 7;

export interface RecentUse {
  id: string;
  /** Times used. */
  n: number;
  /** Last use, ms since epoch. */
  t: number;
}

export function recentUses(): readonly RecentUse[] {
  const v = appState.config[PALETTE_RECENT_KEY];
  return Array.isArray(v) ? (v as RecentUse[]).filter((u) => typeof u?.id === 'string' && Number.isFinite(u.n) && Number.isFinite(u.t)) : [];
}

export function recordUse(id: string, now = Date.now()): void {
  const list = recentUses().filter((u) => u.id !== id);
  const old = recentUses().find((u) => u.id === id);
  const next = [{ id, n: (old?.n ?? 0) + 1, t: now }, ...list].slice(0, KEEP);
  saveAppStateSoon({ [PALETTE_RECENT_KEY]: next });
}

/** Frecency: uses, each worth less as it ages (half every HALF_LIFE_DAYS). 0 for never used. */
export function frecency(u: RecentUse | undefined, now = Date.now()): number {
  if (!u) return 0;
  const ageDays = Math.max(0, now - u.t) / 86_400_000;
  return u.n * 0.5 ** (ageDays / HALF_LIFE_DAYS);
}

/** Entry id → frecency, for ranking a page's entries. */
export function frecencyIndex(now = Date.now()): Map<string, number> {
  return new Map(recentUses().map((u) => [u.id, frecency(u, now)]));
}
