/** Admin › Wells Audit (server/routes/wells-audit.ts): every well's data-quality and activity facts. */
import useSWR from 'swr';
import type { WellAuditRow } from '../domain/admin/wells-audit';
import { api } from './request';

export interface WellsAuditAnswer {
  data: WellAuditRow[];
  /** The server's clock when it answered, epoch s: ages are measured from it. */
  now_s: number;
}

export const useWellsAudit = () =>
  useSWR('admin/wells_audit', () => api.get<WellsAuditAnswer>('admin/wells_audit', undefined, { hideMessage: true }), { refreshInterval: 60_000 });
