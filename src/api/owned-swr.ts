/**
 * useSWR that keeps the previous answer on screen while the next one loads (a period moved, a
 * window scrolled) only when both belong to the same owner: the same report of the same well. A
 * pane switched to another well, or a tile that became another report, shows loading instead of
 * the last owner's numbers under the new one's name (a wall display switching wells would
 * otherwise show one well's KPIs as the other's for as long as the request takes).
 *
 * The SWR cache holds the plain answer under the plain key, so another hook asking for the same key
 * (stage-period.ts and the frac panes both ask ['frac', well, 'stages']) reads the same shape; the
 * owner of the answer held on screen lives in the hook.
 */
import { useRef } from 'react';
import useSWR, { type Key, type SWRConfiguration } from 'swr';

export interface Owned<T> {
  owner: string;
  value: T;
}

/** What the hook hands the pane: the current key's answer, else the held one if it belongs to `owner`, else nothing. */
export function shownValue<T>(current: T | undefined, held: Owned<T> | null, owner: string): T | undefined {
  if (current !== undefined) return current;
  return held !== null && held.owner === owner ? held.value : undefined;
}

export function useOwnedSWR<T>(owner: string, key: Key, fetcher: () => Promise<T>, config: Omit<SWRConfiguration, 'keepPreviousData'> = {}) {
  const swr = useSWR<T>(key, fetcher, config);
  const held = useRef<Owned<T> | null>(null);
  if (swr.data !== undefined) held.current = { owner, value: swr.data };
  const data = key === null ? undefined : shownValue(swr.data, held.current, owner);
  return {
    data,
    error: swr.error as unknown,
    // Another owner's answer held, or none: this one is loading.
    isLoading: swr.isLoading || (key !== null && data === undefined && swr.error === undefined),
    mutate: () => swr.mutate(),
  };
}
