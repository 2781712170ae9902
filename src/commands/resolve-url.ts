/**
 * URL ⇄ route. The single matcher used by the router now and by the workspace later ("opening a URL
 * focuses a matching pane or opens one").
 */
import { buildPath, matchSegments, parseSpecPath, rankMatch, type Segment } from './path-pattern';
import type { RouteDef } from './route-types';
import { routeById, routes } from './routes';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled: { route: RouteDef; segments: Segment[] }[] = routes.map((route) => ({ route, segments: parseSpecPath(route.spec) }));

/** The best-fitting route for a pathname, or null (the caller sends the user to 404). */
export function resolvePath(pathname: string): RouteMatch | null {
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const { route, segments } of compiled) {
    const m = matchSegments(segments, pathname);
    if (!m) continue;
    const score = rankMatch(m);
    if (!best || score > best.score) best = { route, params: m.params, score };
  }
  return best ? { route: best.route, params: best.params } : null;
}

export type ParamValues = Readonly<Record<string, string | number | null | undefined>>;

/** Path of a route with these params, or null when a required one is missing. */
export function pathFor(routeId: string, params: ParamValues = {}): string | null {
  return buildPath(parseSpecPath(routeById(routeId).spec), params);
}

/** Full href (path and query) of a route. Query entries that are null/undefined are left out. */
export function hrefFor(routeId: string, params: ParamValues = {}, query: ParamValues = {}): string | null {
  const path = pathFor(routeId, params);
  if (path === null) return null;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}
