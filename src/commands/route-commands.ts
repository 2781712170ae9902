/**
 * Palette entries derived from the route manifest: one per route that opens a pane. The palette
 * (next issue) renders these; guards decide availability and the reason shown.
 */
import { checkGuard, type GuardContext } from './guards';
import { routes } from './routes';
import type { RouteDef } from './route-types';

export interface RouteCommand {
  id: string;
  routeId: string;
  label: string;
  /** Shown beside the label so the two "Survey" entries (drilling, completions) are told apart. */
  context: string;
  keywords: readonly string[];
  keys?: string;
  /** Route needs a well or another parameter before it can open. */
  needsParams: readonly string[];
}

export const commandIdOfRoute = (routeId: string): string => `route.${routeId}`;

export const routeCommands: readonly RouteCommand[] = routes
  .filter((r) => r.pane !== undefined && r.command.palette)
  .map((r) => ({
    id: commandIdOfRoute(r.id),
    routeId: r.id,
    label: r.command.label,
    context: r.breadcrumbs.slice(0, -1).join(' › '),
    keywords: [...r.command.keywords, ...r.breadcrumbs.map((b) => b.toLowerCase())],
    keys: r.command.keys,
    needsParams: r.params.filter((p) => !p.optional).map((p) => p.name),
  }));

/** Whether a route command can run for this user now, and if not, why (tldraw-style). */
export function commandAvailability(route: RouteDef, ctx: GuardContext): { enabled: true } | { enabled: false; reason: string } {
  const g = checkGuard(route.guard, ctx);
  return g.ok ? { enabled: true } : { enabled: false, reason: g.reason };
}
