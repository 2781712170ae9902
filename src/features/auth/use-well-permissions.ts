/**
 * The signed-in user's permissions on one well, for screens that offer only what the user may do
 * there (the server checks every call anyway). Undefined while loading or when the read failed:
 * callers then show everything and let the server's answer speak.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { fetchWellPermissions } from '../../api/auth';

export function useWellPermissions(wellId: string | null): ReadonlySet<string> | undefined {
  const { data } = useSWR(wellId ? ['well-permissions', wellId] : null, () => fetchWellPermissions(wellId!), {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  return useMemo(() => (data ? new Set(data.data.permissions) : undefined), [data]);
}

/**
 * Why the user may not `what` on the well (a sentence naming the permission), or null: allowed, or
 * not known yet (the server's answer speaks then). Editors use it to stay read-only before Edit.
 */
export function useEditDenied(wellId: string | null, permission: string, what: string): string | null {
  const perms = useWellPermissions(wellId);
  return perms && !perms.has(permission) ? `Read only: ${what} on this well needs the ${permission} permission.` : null;
}
