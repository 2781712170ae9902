/**
 * A well's name for a tab title, from the wells list the palette also reads (one request, shared
 * by SWR), so a dozen pinned tabs ask the server once, and opening a tab is not recorded as a visit
 * to its well (GET /wells/{id} records one for "recent wells").
 */
import useSWR from 'swr';
import { fetchWells } from '../../api/wells';
import { PALETTE_WELL_PAGE } from '../palette/use-palette-wells';

export function useWellName(wellId: string | null): string | null {
  const { data } = useSWR(wellId ? ['palette-wells', PALETTE_WELL_PAGE] : null, () => fetchWells({ limit: PALETTE_WELL_PAGE, offset: 0 }), {
    dedupingInterval: 60_000,
  });
  return wellId ? (data?.data.find((w) => String(w.id) === wellId)?.name ?? null) : null;
}
