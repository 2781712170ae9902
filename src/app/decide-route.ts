/**
 * What the address bar means right now: render a route's pane, or go somewhere else first. A pure
 * function of the URL and who is asking, so it is tested without a browser and the workspace can
 * ask the same question for any URL it is handed.
 */
import { checkGuard, NOT_FOUND, SIGN_IN, type GuardUser } from '../commands/guards';
import { landingPath, redirectPath } from '../commands/redirects';
import { hrefFor, pathFor, resolvePath } from '../commands/resolve-url';
import type { RouteDef, Stage } from '../commands/route-types';

export interface DecideContext {
  user: GuardUser | null;
  isMobile: boolean;
  selectedWellId: string | null;
  defaultStage: Stage;
}

export type Decision = { kind: 'render'; route: RouteDef; params: Record<string, string>; query: URLSearchParams } | { kind: 'go'; to: string; reason: string };

/** Only same-origin app paths may be the target of ?redirect=, never another site. */
export function safeRedirect(target: string | null): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

export function decideRoute(pathname: string, search: string, ctx: DecideContext): Decision {
  const query = new URLSearchParams(search);
  const href = pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '');
  const rctx = { selectedWellId: ctx.selectedWellId, defaultStage: ctx.defaultStage };

  // The app root is not a documented route: it is where the user starts.
  if (pathname === '/' || pathname === '') {
    return { kind: 'go', to: ctx.user ? landingPath(rctx) : hrefFor(SIGN_IN)!, reason: 'root' };
  }

  const match = resolvePath(pathname);
  if (!match) return { kind: 'go', to: hrefFor(NOT_FOUND)!, reason: 'unknown path' };
  const { route, params } = match;

  const guard = checkGuard(route.guard, { user: ctx.user, isMobile: ctx.isMobile, queryKeys: [...query.keys()], href });
  if (!guard.ok) return { kind: 'go', to: hrefFor(guard.to.route, { well_uid: ctx.selectedWellId }, guard.to.query)!, reason: guard.reason };

  if (route.redirect) return { kind: 'go', to: redirectPath(route, rctx) + (search ? withQuery(search) : ''), reason: 'redirect' };

  // A fixed-choice parameter (a pane's view) holding something else: its first view, and the stray
  // value taken as the well when the route's well was left out (`/drilling/tripping_analysis/<well id>`).
  const valid = withValidChoices(route, params);
  if (valid) return { kind: 'go', to: pathFor(route.id, valid)! + (search ? withQuery(search) : ''), reason: 'unknown view' };

  // Signed in already: the sign-in page sends the user where they were going.
  if (route.id === SIGN_IN && ctx.user) return { kind: 'go', to: safeRedirect(query.get('redirect')) ?? landingPath(rctx), reason: 'signed in' };

  // Forced query values (the completions file drive always carries folder_id).
  const missing = route.query.filter((q) => q.required && q.default !== undefined && !query.get(q.name));
  if (missing.length > 0) {
    for (const q of missing) query.set(q.name, q.default!);
    return { kind: 'go', to: `${pathname}?${query.toString()}`, reason: 'forced query' };
  }

  return { kind: 'render', route, params, query };
}

function withValidChoices(route: RouteDef, params: Record<string, string>): Record<string, string> | null {
  for (const [name, choices] of Object.entries(route.choices)) {
    const v = params[name];
    if (v === undefined || choices.length === 0 || choices.some((c) => c.value === v)) continue;
    const next = { ...params, [name]: choices[0].value };
    if (params.well_uid === undefined && route.params.some((p) => p.name === 'well_uid')) next.well_uid = v;
    return next;
  }
  return null;
}

function withQuery(search: string): string {
  return search.startsWith('?') ? search : `?${search}`;
}
