/** Admin › dashboards › jobs (server/routes/jobs.ts): the durable jobs, their log, Retry. */
import useSWR, { mutate } from 'swr';
import { api } from './request';

export const JOB_STATUSES = ['queued', 'running', 'failed', 'done'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: string;
  due_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_by_email: string | null;
}

export interface JobDetail extends JobRow {
  log: { at: string; attempt: number; line: string }[];
}

interface JobList {
  data: JobRow[];
  counts: Record<JobStatus, number>;
  kinds: { name: string; summary: string; cron: string | null }[];
}

const quiet = { hideMessage: true, quiet: true } as const;

/** Jobs newest first (filtered), read again every 3 s while the pane is open. */
export function useJobs(status: JobStatus | null, kind: string | null) {
  return useSWR(
    ['admin/jobs', status, kind],
    () => api.get<JobList>('admin/jobs', { status: status ?? undefined, kind: kind ?? undefined, limit: 500 }, quiet),
    {
      refreshInterval: 3000,
      keepPreviousData: true,
    },
  );
}

export function useJob(id: string | null) {
  return useSWR(id ? ['admin/job', id] : null, () => api.get<{ data: JobDetail }>(`admin/jobs/${encodeURIComponent(id!)}`, undefined, quiet), {
    refreshInterval: 3000,
  });
}

export const retryJob = (id: string) => api.post<{ data: { id: string; status: JobStatus } }>(`admin/jobs/${encodeURIComponent(id)}/retry`, undefined, quiet);

export const refreshJobs = () => mutate((key) => Array.isArray(key) && (key[0] === 'admin/jobs' || key[0] === 'admin/job'));
