/** The one error type requests throw, so callers can tell a cancel from a failure. */

export const MESSAGES = {
  network: 'Could not connect to the Server',
  unknown: 'Unknown error!',
  notFound: (url: string) => `URL ${url} not found`,
  missingUrl: 'Request url is empty',
} as const;

export class RequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; network failures count as 503 (spec 8); 0 for a cancelled request. */
    readonly status: number,
    /** The parsed error body, when there was one. */
    readonly body: unknown = null,
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The server's `message`, if its body has one. */
export function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') {
    const m = (body as { message: string }).message.trim();
    return m === '' ? null : m;
  }
  return null;
}
