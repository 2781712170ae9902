/**
 * Importing a log file into a well (server/routes/logs/import-export.ts): upload with progress, a
 * preview (format, index, curves, warnings naming their line, the proposed channel mapping), polling
 * while a large file parses, and an all-or-nothing commit with the user's mapping.
 */
import { api, request, type UploadProgress } from '../request';

export interface ProposedMapping {
  mnemonic: string;
  unit: string;
  description: string;
  channel: string;
  declared: boolean;
  target_unit: string;
  factor: number;
  offset: number;
  action: 'import' | 'skip';
  note?: string;
}

export interface ImportPreview {
  file: string;
  format: string;
  version: string;
  encoding: string;
  well: Record<string, string | undefined>;
  name?: string;
  index: { type: 'time' | 'depth'; mnemonic: string; unit: string; unit_in_file: string; direction: string; monotonic: boolean; first: number | null; last: number | null; needs_start_time: boolean };
  row_count: number;
  null_value?: number;
  curves: { mnemonic: string; unit: string; description: string; type: 'number' | 'text'; nulls: number; min: number | null; max: number | null }[];
  mapping: ProposedMapping[];
  warnings: { line?: number; message: string }[];
  other_data_sets: { name: string; curves: number; rows: number }[];
}

export interface ImportResult {
  run_id: string;
  index_type: 'time' | 'depth';
  depth_type: 'MD' | 'TVD' | null;
  rows: number;
  channels: { channel: string; mnemonic: string; unit: string; unit_in_file: string; values: number }[];
  from: number | null;
  to: number | null;
}

export interface UploadView {
  upload_id: string;
  file: string;
  bytes: number;
  state: 'receiving' | 'parsing' | 'ready' | 'failed' | 'committing' | 'committed';
  fraction: number;
  message?: string;
  preview?: ImportPreview;
  result?: ImportResult;
}

export interface MappingChoice {
  mnemonic: string;
  channel?: string;
  skip?: boolean;
}

const base = (wellId: string) => `logs/${encodeURIComponent(wellId)}/import`;

/** Uploads the file (multipart) and answers the preview, or the parsing state of a large file. */
export async function uploadForPreview(wellId: string, file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<UploadView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const r = await request<{ data: UploadView }>({ method: 'post', url: `${base(wellId)}/preview`, data: form, onUploadProgress: onProgress, hideMessage: true, quiet: true, signal });
  return r.data;
}

export const pollUpload = (wellId: string, uploadId: string) => api.get<{ data: UploadView }>(`${base(wellId)}/${uploadId}`, undefined, { hideMessage: true, quiet: true }).then((r) => r.data);

export const commitUpload = (wellId: string, uploadId: string, body: { mapping: MappingChoice[]; start_time?: number; depth_type?: 'MD' | 'TVD'; run_name?: string }) =>
  api.post<{ data: ImportResult }>(`${base(wellId)}/${uploadId}/commit`, body, { hideMessage: true, quiet: true }).then((r) => r.data);
