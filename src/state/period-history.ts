/**
 * The period last used for each well, in session and local storage under 'history' (spec 4, 9).
 * Session storage wins, so two tabs on the same well can hold different periods.
 */
import { STORAGE_KEYS } from '../domain/constants/session';
import type { Period } from './period';
import { local, sessionStore } from './storage';

type History = Record<string, Period>;

export function storedPeriod(wellId: string): Period | null {
  return sessionStore.get<History>(STORAGE_KEYS.history, {})[wellId] ?? local.get<History>(STORAGE_KEYS.history, {})[wellId] ?? null;
}

export function storePeriod(wellId: string, period: Period): void {
  for (const store of [sessionStore, local]) {
    const h = store.get<History>(STORAGE_KEYS.history, {});
    h[wellId] = period;
    store.set(STORAGE_KEYS.history, h);
  }
}
