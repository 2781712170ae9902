import { messages } from './messages';
import type { RuleResult } from './rule';

/**
 * Preconditions of the request layer (app-shell §5, data-widgets-calls §5), as pure checks so
 * the client and server test them alike. A failing check means "send nothing".
 */

/** A data request needs its params and a selected well. */
export function dataRequestReady(params: unknown, wellId: string | null | undefined): RuleResult {
  if (params === null || params === undefined || (typeof params === 'object' && Object.keys(params).length === 0)) {
    return messages.emptyRequestParams;
  }
  return wellId ? true : messages.noWellSelected;
}

/** Date-dependent sync and selected-well calls go out only for the well actually selected. */
export function wellIsActual(requestWellId: string | null | undefined, selectedWellId: string | null | undefined): RuleResult {
  return requestWellId && requestWellId === selectedWellId ? true : messages.wellNotActual;
}

/** Period sync: start_date and end_date must be integer timestamps. */
export function periodSyncDates(period: { start_date?: unknown; end_date?: unknown }): RuleResult {
  for (const key of ['start_date', 'end_date'] as const) {
    if (!Number.isInteger(period[key])) return messages.notIntegerTimestamp(key);
  }
  return true;
}

/** The connection chart needs parameters and a payload; other charts a payload. */
export function chartCallReady(kind: 'connection' | 'other', params: unknown, payload: unknown): RuleResult {
  if (kind === 'connection') return params != null && payload != null ? true : messages.invalidParametersOrPayload;
  return payload != null ? true : messages.invalidPayload;
}

/** A call with an empty url makes no request (and is logged). */
export function hasUrl(url: string | null | undefined): RuleResult {
  return url && url.trim() ? true : messages.emptyUrl;
}

/** Live subscriptions need a session id. */
export function liveSubscriptionReady(sessionId: string | null | undefined): RuleResult {
  return sessionId ? true : messages.sessionIdRequired;
}

/** The password-change route opens only with a query key containing 'token'. */
export function hasTokenQueryKey(query: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(query).some((key) => key.includes('token'));
}
