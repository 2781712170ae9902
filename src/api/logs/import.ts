/**
 * Importing a log file into a well (server/routes/logs/import-export.ts): upload with progress, a
 * preview (format, index, curves, warnings naming their line, the proposed channel mapping), polling
 * while a large file parses, and an all-or-nothing commit with the user's mapping.
 */
import { api, request, type UploadProgress } from '../request';
import type { ImportResult, MappingChoice, UploadView } from './import-types';

export type { ImportPreview, ImportResult, MappingChoice, UploadView } from './import-types';

const base = (wellId: string) => `logs/${encodeURIComponent(wellId)}/import`;

/** Uploads the file (multipart) and answers the preview, or the parsing state of a large file. */
export async function uploadForPreview(wellId: string, file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<UploadView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const r = await request<{ data: UploadView }>({
    method: 'post',
    url: `${base(wellId)}/preview`,
    data: form,
    onUploadProgress: onProgress,
    hideMessage: true,
    quiet: true,
    signal,
  });
  return r.data;
}

export const pollUpload = (wellId: string, uploadId: string) =>
  api.get<{ data: UploadView }>(`${base(wellId)}/${uploadId}`, undefined, { hideMessage: true, quiet: true }).then((r) => r.data);

export const commitUpload = (
  wellId: string,
  uploadId: string,
  body: { mapping: MappingChoice[]; start_time?: number; depth_type?: 'MD' | 'TVD'; run_name?: string },
) => api.post<{ data: ImportResult }>(`${base(wellId)}/${uploadId}/commit`, body, { hideMessage: true, quiet: true }).then((r) => r.data);
