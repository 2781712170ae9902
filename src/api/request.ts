/**
 * The generic request helper (app-shell spec 7): any method (default post), url, data, params,
 * response type, upload progress, headers, a request id, the View-Session-Id header and
 * cancellation. Failures go through the error catalogue (error-catalogue.ts) and reject with a
 * RequestError; success answers carrying a `message` show it as a success notice unless hidden.
 */
import { countDown, countUp } from '../state/counters';
import { notify } from '../state/notifications';
import { reactToFailure } from './error-catalogue';
import { MESSAGES, RequestError, serverMessage } from './request-error';
import { transport } from './transport';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ParamValue = string | number | boolean | null | undefined;
export type ResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';

export interface UploadProgress {
  loadedBytes: number;
  totalBytes: number | null;
}

export interface RequestOptions {
  method?: Method;
  /** Relative to /api, e.g. 'wells/12' or '/auth/login'. */
  url: string;
  data?: unknown;
  params?: Readonly<Record<string, ParamValue | readonly ParamValue[]>>;
  responseType?: ResponseType;
  /** Uploads report progress through XMLHttpRequest (fetch cannot report upload progress). */
  onUploadProgress?: (p: UploadProgress) => void;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Do not show the server's success message. */
  hideMessage?: boolean;
  /** The caller shows its own failure message (state effects such as 401's logout still apply). */
  quiet?: boolean;
  requestId?: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
export const VIEW_SESSION_ID_HEADER = 'View-Session-Id';
/** Sent on the retry after the user confirms a 449 answer. */
export const CONFIRMED_HEADER = 'X-Confirmed';

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  if (!opts.url) {
    console.error(MESSAGES.missingUrl, opts);
    throw new RequestError(MESSAGES.missingUrl, 0);
  }
  countUp('pending');
  const sentToken = transport.getToken();
  try {
    let res: RawResponse;
    try {
      res = await send(opts);
    } catch (e) {
      const cancelled = opts.signal?.aborted === true || (e instanceof DOMException && e.name === 'AbortError');
      throw reactToFailure({ status: 503, body: null, url: opts.url, cancelled, quiet: opts.quiet === true });
    }
    if (res.status === 449 && !opts.headers?.[CONFIRMED_HEADER]) {
      const ok = await transport.confirm(serverMessage(res.body) ?? 'The server needs your confirmation to go on.');
      if (ok) return await request<T>({ ...opts, headers: { ...opts.headers, [CONFIRMED_HEADER]: 'true' } });
      throw new RequestError(serverMessage(res.body) ?? '', 449, res.body, true);
    }
    if (!res.ok) throw reactToFailure({ status: res.status, body: res.body, url: opts.url, cancelled: false, quiet: opts.quiet === true, sentToken });
    const message = serverMessage(res.body);
    if (message && !opts.hideMessage) notify('success', message);
    return res.body as T;
  } finally {
    countDown('pending');
  }
}

export function buildUrl(url: string, params: RequestOptions['params']): string {
  const base = transport.baseUrl.replace(/\/$/, '');
  const path = /^https?:\/\//.test(url) ? url : `${base}/${url.replace(/^\//, '')}`;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    const values = Array.isArray(v) ? v : [v];
    for (const x of values) if (x !== undefined && x !== null) q.append(k, String(x));
  }
  const qs = q.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function headersFor(opts: RequestOptions, body: BodyInit | undefined): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json' };
  const token = transport.getToken();
  if (token) h.Authorization = `Bearer ${token}`;
  const viewSession = transport.getViewSessionId();
  if (viewSession) h[VIEW_SESSION_ID_HEADER] = viewSession;
  h[REQUEST_ID_HEADER] = opts.requestId ?? newRequestId();
  if (typeof body === 'string') h['Content-Type'] = 'application/json';
  return { ...h, ...opts.headers };
}

function bodyFor(opts: RequestOptions): BodyInit | undefined {
  const method = opts.method ?? 'post';
  if (method === 'get' || opts.data === undefined) return undefined;
  const d = opts.data;
  if (
    (typeof FormData !== 'undefined' && d instanceof FormData) ||
    (typeof Blob !== 'undefined' && d instanceof Blob) ||
    d instanceof URLSearchParams ||
    d instanceof ArrayBuffer
  ) {
    return d as BodyInit;
  }
  return JSON.stringify(d);
}

async function send(opts: RequestOptions): Promise<RawResponse> {
  const method = (opts.method ?? 'post').toUpperCase();
  const url = buildUrl(opts.url, opts.params);
  const body = bodyFor(opts);
  const headers = headersFor(opts, body);
  if (opts.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return sendXhr(method, url, body, headers, opts);
  const res = await transport.fetch(url, { method, headers, body, signal: opts.signal });
  const type = res.ok ? (opts.responseType ?? 'json') : 'json';
  return { status: res.status, ok: res.ok, body: await readBody(res, type) };
}

async function readBody(res: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') return res.blob();
  if (type === 'arraybuffer') return res.arrayBuffer();
  const text = await res.text();
  if (type === 'text') return text;
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendXhr(method: string, url: string, body: BodyInit | undefined, headers: Record<string, string>, opts: RequestOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    const type = opts.responseType ?? 'json';
    xhr.responseType = type === 'json' ? 'text' : type;
    xhr.upload.onprogress = (e) => opts.onUploadProgress?.({ loadedBytes: e.loaded, totalBytes: e.lengthComputable ? e.total : null });
    xhr.onload = () => {
      let parsed: unknown = xhr.response;
      if (type === 'json' || xhr.status >= 400) {
        const text = typeof xhr.response === 'string' ? xhr.response : '';
        try {
          parsed = text === '' ? null : JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body: parsed });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) return xhr.abort();
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Shorthands for the generic resource pattern (data-widgets-calls 7.1). */
export const api = {
  get: <T>(url: string, params?: RequestOptions['params'], o: Partial<RequestOptions> = {}) => request<T>({ ...o, method: 'get', url, params }),
  post: <T>(url: string, data?: unknown, o: Partial<RequestOptions> = {}) => request<T>({ ...o, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, o: Partial<RequestOptions> = {}) => request<T>({ ...o, method: 'put', url, data }),
  patch: <T>(url: string, data?: unknown, o: Partial<RequestOptions> = {}) => request<T>({ ...o, method: 'patch', url, data }),
  delete: <T>(url: string, data?: unknown, o: Partial<RequestOptions> = {}) => request<T>({ ...o, method: 'delete', url, data }),
};
