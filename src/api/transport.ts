/**
 * What the request layer needs from the rest of the app, registered in one place (tldraw's habit):
 * the browser defaults here, tests substitute their own. Keeps src/api free of React and routing.
 */
import { navigate } from 'wouter/use-browser-location';
import { VIEW_SESSION_HEADER } from '../domain/constants/session';
import { askConfirm } from '../state/confirmations';
import { session } from '../state/session';
import { sessionStore } from '../state/storage';

export interface Transport {
  /** Where the API lives; '/api' in the browser, an absolute URL in Node tests. */
  baseUrl: string;
  getToken(): string | null;
  getViewSessionId(): string | null;
  navigate(to: string): void;
  reload(): void;
  confirm(message: string): Promise<boolean>;
  /** Delay before the 406 redirect and the 409 reload, so the notice can be read (spec: 1.5 s for 406). */
  noticeDelayMs: number;
  fetch: typeof fetch;
}

/** One id per browser tab, so the server can tell two tabs of one user apart (spec 7 View-Session-Id). */
function viewSessionId(): string | null {
  let id = sessionStore.get<string | null>(VIEW_SESSION_HEADER, null);
  if (!id && typeof crypto !== 'undefined' && 'randomUUID' in crypto) {
    id = crypto.randomUUID();
    sessionStore.set(VIEW_SESSION_HEADER, id);
  }
  return id;
}

export const transport: Transport = {
  baseUrl: '/api',
  getToken: () => session.token,
  getViewSessionId: viewSessionId,
  navigate: (to) => navigate(to, { replace: true }),
  reload: () => window.location.reload(),
  confirm: (message) => askConfirm({ title: 'Please confirm', message, confirmLabel: 'Confirm' }),
  noticeDelayMs: 1500,
  fetch: (...args) => fetch(...args),
};

export function configureTransport(overrides: Partial<Transport>): void {
  Object.assign(transport, overrides);
}
