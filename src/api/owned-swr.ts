/**
 * useSWR that keeps the previous answer on screen while the next one loads (a period moved, a
 * window scrolled) only when both belong to the same owner: the same report of the same well. A
 * pane switched to another well, or a tile that became another report, shows loading instead of
 * the last owner's numbers under the new one's name (a wall display switching wells would
 * otherwise show one well's KPIs as the other's for as long as the request takes).
 */
import useSWR, { type Key, type SWRConfiguration } from 'swr';

export interface Owned<T> {
  owner: string;
  value: T;
}

/** The answer if it belongs to `owner`, else nothing (what the hook hands the pane). */
export function ownedValue<T>(data: Owned<T> | undefined, owner: string): T | undefined {
  return data !== undefined && data.owner === owner ? data.value : undefined;
}

export function useOwnedSWR<T>(owner: string, key: Key, fetcher: () => Promise<T>, config: Omit<SWRConfiguration, 'keepPreviousData'> = {}) {
  const swr = useSWR<Owned<T>>(key, async () => ({ owner, value: await fetcher() }), { ...config, keepPreviousData: true });
  const data = ownedValue(swr.data, owner);
  return {
    data,
    error: swr.error as unknown,
    // Another owner's answer still held: this one is loading.
    isLoading: swr.isLoading || (key !== null && data === undefined && swr.error === undefined),
    mutate: () => swr.mutate(),
  };
}
