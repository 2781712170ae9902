/** Public configuration: welcome screen, SSO and AI chat visibility, map centre, contact text. */
import useSWR from 'swr';
import { api } from './request';
import type { PublicConfig } from './types';

export const fetchPublicConfig = () => api.get<PublicConfig>('config', {}, { hideMessage: true });

export function usePublicConfig() {
  // Configuration changes rarely; one read per page load is enough.
  return useSWR('config', fetchPublicConfig, { revalidateOnFocus: false, revalidateIfStale: false });
}
