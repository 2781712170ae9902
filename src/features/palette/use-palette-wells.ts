/**
 * The wells the palette offers. One page of up to 200 wells is fetched when the palette opens and
 * filtered in the browser as the user types (instant). When the user may see more wells than that
 * page holds, typing searches the server instead (GET /wells/search, after the spec's 300 ms input
 * debounce), so every well stays reachable from the keyboard.
 */
import useSWR from 'swr';
import { api } from '../../api/request';
import { fetchWells } from '../../api/wells';
import type { Well } from '../../api/types';
import { useDebounced } from '../input/use-debounced';

export const PALETTE_WELL_PAGE = 200;
const SEARCH_LIMIT = 50;

export interface PaletteWells {
  list: Well[];
  total: number;
  /** More wells than the page holds: the list is the server's answer for what was typed. */
  serverSearch: boolean;
  loading: boolean;
}

export function usePaletteWells(search: string, enabled: boolean): PaletteWells {
  const first = useSWR(enabled ? ['palette-wells', PALETTE_WELL_PAGE] : null, () => fetchWells({ limit: PALETTE_WELL_PAGE, offset: 0 }), {
    revalidateOnMount: true,
    dedupingInterval: 30_000,
  });
  const page = first.data?.data ?? [];
  const total = first.data?.total ?? page.length;
  const serverSearch = total > page.length;
  const q = useDebounced(search.trim());
  const searched = useSWR(enabled && serverSearch && q ? ['palette-wells-search', q] : null, () =>
    api.get<{ data: Well[] }>('wells/search', { q, limit: SEARCH_LIMIT }, { hideMessage: true }),
  );
  const typing = serverSearch && search.trim() !== q;
  return {
    list: serverSearch && q ? (searched.data?.data ?? []) : page,
    total,
    serverSearch,
    loading: first.isLoading || typing || (serverSearch && !!q && searched.isLoading),
  };
}
