/**
 * Pending requests, edit mode and dirty data (spec 4 "Counters"). Each counts up and down and never
 * goes below 0, so an extra "done" from a cancelled request cannot hide the next one.
 */
import { proxy } from 'valtio';

export type CounterName = 'pending' | 'edit' | 'dirty';

export const counters = proxy<Record<CounterName, number>>({ pending: 0, edit: 0, dirty: 0 });

export function countUp(name: CounterName): void {
  counters[name] += 1;
}

export function countDown(name: CounterName): void {
  counters[name] = Math.max(0, counters[name] - 1);
}

export function resetCounter(name: CounterName): void {
  counters[name] = 0;
}

export const hasPendingRequests = (): boolean => counters.pending > 0;
export const isInEditMode = (): boolean => counters.edit > 0;
