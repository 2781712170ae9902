/**
 * The file drive calls (spec 7.14, server/routes/file-drive.ts) and resumable uploads by the tus
 * protocol (tus-js-client): progress, speed and time left, cancel, and resume after a dropped
 * connection or a reload (the same file chosen again continues where it stopped).
 */
import useSWR from 'swr';
import { Upload } from 'tus-js-client';
import type { DriveFileDto } from '../domain/files/file-drive';
import { api } from './request';
import { transport } from './transport';

export interface DriveIndex {
  data: DriveFileDto[];
  folders: { folder_id: string; n: number; bytes: number }[];
  may_edit: boolean;
  sees_all: boolean;
}

export function useDriveFiles(wellId: string | null, folderId: string | null, search: string) {
  return useSWR(wellId ? ['file_drive', wellId, folderId ?? '', search] : null, () =>
    api.get<DriveIndex>(`file_drive/${wellId}`, { folder_id: folderId ?? undefined, search: search || undefined }),
  );
}

export const renameDriveFile = (wellId: string, fileId: string, name: string) => api.patch(`file_drive/${wellId}/files/${fileId}`, { name });
export const moveDriveFiles = (wellId: string, fileIds: string[], folderId: string) =>
  api.post(`file_drive/${wellId}/move`, { file_ids: fileIds, folder_id: folderId });
export const deleteDriveFile = (wellId: string, fileId: string) => api.delete(`file_drive/${wellId}/files/${fileId}`);

/** Downloads a file through a short-lived signed link (a plain link carries no bearer header; the browser streams it to disk). */
export async function downloadDriveFile(wellId: string, fileCode: string): Promise<void> {
  const r = await api.post<{ data: { url: string } }>(`file_drive/${wellId}/download/${fileCode}/link`, undefined, { hideMessage: true });
  const a = document.createElement('a');
  a.href = r.data.url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export interface UploadState {
  key: string;
  name: string;
  totalBytes: number;
  sentBytes: number;
  /** Bytes per second over the last few seconds. */
  speedBps: number | null;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  error: string | null;
}

export interface UploadHandle {
  cancel(): Promise<void>;
}

/** The server's message from a failed tus request (its body is our JSON error), else tus-js-client's. */
function tusMessage(err: Error & { originalResponse?: { getBody(): string; getStatus(): number } | null }): string {
  const body = err.originalResponse?.getBody();
  if (body) {
    try {
      const m = (JSON.parse(body) as { message?: string }).message;
      if (m) return m;
    } catch {
      return body.trim();
    }
  }
  return err.message;
}

/**
 * Starts (or resumes) an upload of `file` into a folder of the well; `on` hears every change.
 * 16 MiB per PATCH: a dropped connection loses at most one chunk, and progress moves as bytes leave.
 */
export function startUpload(wellId: string, folderId: string, file: File, on: (s: UploadState) => void): UploadHandle {
  const s: UploadState = {
    key: `${file.name}:${file.size}:${Date.now()}`,
    name: file.name,
    totalBytes: file.size,
    sentBytes: 0,
    speedBps: null,
    state: 'uploading',
    error: null,
  };
  const samples: { t: number; bytes: number }[] = [];
  const emit = () => on({ ...s });
  const upload = new Upload(file, {
    endpoint: `${transport.baseUrl}/file_drive/uploads?well_id=${encodeURIComponent(wellId)}`,
    chunkSize: 16 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream', folder_id: folderId },
    removeFingerprintOnSuccess: true,
    onBeforeRequest(req) {
      const token = transport.getToken();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress(sent, total) {
      const t = performance.now();
      samples.push({ t, bytes: sent });
      while (samples.length > 2 && t - samples[0].t > 5000) samples.shift();
      const first = samples[0];
      s.speedBps = t - first.t > 300 ? ((sent - first.bytes) * 1000) / (t - first.t) : s.speedBps;
      s.sentBytes = sent;
      s.totalBytes = total;
      emit();
    },
    onSuccess() {
      s.state = 'done';
      s.sentBytes = s.totalBytes;
      emit();
    },
    onError(err) {
      s.state = 'failed';
      s.error = tusMessage(err as Parameters<typeof tusMessage>[0]);
      emit();
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (last) upload.resumeFromPreviousUpload(last);
    upload.start();
  });
  emit();
  return {
    async cancel() {
      s.state = 'cancelled';
      emit();
      await upload.abort(true).catch(() => undefined);
    },
  };
}

/** Unfinished uploads this browser remembers (tus keeps them in local storage): choose the file again to resume. */
export function unfinishedUploads(): { name: string; size: number; folderId: string }[] {
  const out: { name: string; size: number; folderId: string }[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (!k?.startsWith('tus::')) continue;
    try {
      const v = JSON.parse(localStorage.getItem(k) ?? '{}') as { size?: number; metadata?: Record<string, string> };
      if (v.metadata?.filename) out.push({ name: v.metadata.filename, size: v.size ?? 0, folderId: v.metadata.folder_id ?? '' });
    } catch {
      /* not ours */
    }
  }
  return out;
}
