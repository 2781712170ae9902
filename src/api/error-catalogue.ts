/**
 * The error catalogue of app-shell spec 8 in one table: what the user sees and what happens for
 * each failed request. request.ts calls `reactToFailure` once per failure; 449 is handled there
 * because it retries.
 */
import { notify } from '../state/notifications';
import { logout, session } from '../state/session';
import { clearStoredParams } from '../state/stored-params';
import { MESSAGES, RequestError, serverMessage } from './request-error';
import { transport } from './transport';

export interface FailureContext {
  status: number;
  body: unknown;
  /** The url as the caller wrote it; 404's notice names it. */
  url: string;
  cancelled: boolean;
  /** The caller shows its own message; state effects (logout, reload) still happen. */
  quiet: boolean;
  /** The token the request carried; a 401 for a token no longer in use (an ended impersonation) changes nothing. */
  sentToken?: string | null;
}

/** The password-change route with the e-mail and token the server sent (406). */
export function passwordChangeHref(body: unknown): string {
  const d = (body as { data?: { email?: string; token?: string } } | null)?.data ?? {};
  const q = new URLSearchParams();
  if (d.token) q.set('token', d.token);
  if (d.email) q.set('email', d.email);
  return `/public/password/reset?${q.toString()}`;
}

/** A 409 whose answer carries data.reload: the data changed under the caller, so the page reloads. */
function asksForReload(body: unknown): boolean {
  return (body as { data?: { reload?: unknown } } | null)?.data?.reload === true;
}

export function reactToFailure(f: FailureContext): RequestError {
  const message = serverMessage(f.body);
  const show = (type: 'warning' | 'error', text: string) => {
    if (!f.quiet) notify(type, text);
  };

  if (f.cancelled) {
    // A cancelled request is silent unless it carries a message of its own.
    if (message) show('error', message);
    return new RequestError(message ?? '', 0, f.body, true);
  }

  switch (f.status) {
    case 401: {
      if (f.sentToken && f.sentToken !== session.token) return new RequestError(message ?? 'Unauthorized', 401, f.body, true);
      // Signed in: the session ended. Signed out (a failed sign-in): the server says why.
      const wasSignedIn = session.token !== null;
      logout();
      if (wasSignedIn) show('warning', `${message ?? 'Your session has ended'}. Please sign in again.`);
      else show('error', message ?? MESSAGES.unknown);
      return new RequestError(message ?? 'Unauthorized', 401, f.body);
    }
    case 404: {
      const text = MESSAGES.notFound(f.url);
      show('error', text);
      return new RequestError(text, 404, f.body);
    }
    case 406: {
      show('warning', message ?? 'Your password must be changed');
      const href = passwordChangeHref(f.body);
      setTimeout(() => {
        clearStoredParams();
        transport.navigate(href);
      }, transport.noticeDelayMs);
      return new RequestError(message ?? '', 406, f.body);
    }
    case 409: {
      show('warning', message ?? 'The data changed on the server; the page will reload');
      // A refusal of the caller's input (a duplicate e-mail, a record still in use) keeps the page and
      // what was typed: only a conflict that asks for it (or says nothing) reloads, as spec 8 describes.
      if (message && !asksForReload(f.body)) return new RequestError(message, 409, f.body);
      setTimeout(() => {
        clearStoredParams();
        transport.reload();
      }, transport.noticeDelayMs);
      return new RequestError(message ?? '', 409, f.body);
    }
    case 503: {
      const text = message ?? MESSAGES.network;
      show('error', text);
      return new RequestError(text, 503, f.body);
    }
    default: {
      const text = message ?? MESSAGES.unknown;
      show('error', text);
      return new RequestError(text, f.status, f.body);
    }
  }
}
