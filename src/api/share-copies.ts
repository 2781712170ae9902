/**
 * Sharing a subscription (alerts and scheduled reports, server/lib/shared-subscriptions.ts): the users
 * a copy may go to, found on the server by name or e-mail, and share_copy itself.
 */
import useSWR from 'swr';
import { api } from './request';

export type SharedList = 'alerts' | 'reports';

export interface ShareCandidate {
  id: string;
  name: string;
  email: string;
}

const quiet = { hideMessage: true, quiet: true } as const;

/** Users who may receive a copy of subscription `id`; `more`: the list stops short (a search narrows it). */
export const useShareCandidates = (list: SharedList, id: string | null, search: string) =>
  useSWR(id ? [`${list}/share_candidates`, id, search] : null, () =>
    api.get<{ data: ShareCandidate[]; more: boolean }>(
      `${list}/subscriptions/${encodeURIComponent(id!)}/share_candidates`,
      { search: search || undefined },
      quiet,
    ),
  );

/** Quiet: the form shows a refusal (already has a copy, may not see the well) on the user field. */
export async function shareCopy(list: SharedList, id: string, userIds: string[]): Promise<{ shared: number }> {
  const r = await api.post<{ data: { shared: number } }>(`${list}/subscriptions/${encodeURIComponent(id)}/share_copy`, { user_ids: userIds }, { quiet: true });
  return r.data;
}
