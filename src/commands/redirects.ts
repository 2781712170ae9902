/** Where a redirect route lands, given who is signed in and which well is selected. */
import type { RouteDef, Stage } from './route-types';
import { pathFor } from './resolve-url';

export interface RedirectContext {
  selectedWellId: string | null;
  defaultStage: Stage;
}

/** The stage's single-well dashboard: the landing page after sign-in. */
export const DASHBOARD_OF_STAGE: Record<Stage, string> = {
  drilling: 'drilling.dashboards',
  completion_frac: 'completions.dashboards',
  completion_wireline: 'completions.dashboards',
  production: 'production.dashboards',
};

/** The path a redirect route sends to. Chains (legacy /multiwell → /business → …) resolve one hop at a time. */
export function redirectPath(route: RouteDef, ctx: RedirectContext): string {
  const spec = route.redirect;
  if (!spec) throw new Error(`${route.id} is not a redirect`);
  const targetId = 'to' in spec ? spec.to : spec.byDefaultStage[ctx.defaultStage];
  const wellParams = { well_uid: ctx.selectedWellId };
  const path = pathFor(targetId, wellParams);
  if (path !== null) return path;
  const fallback = 'to' in spec && spec.withoutWell ? spec.withoutWell : DASHBOARD_OF_STAGE[ctx.defaultStage];
  return pathFor(fallback, wellParams) ?? pathFor(DASHBOARD_OF_STAGE[ctx.defaultStage], {})!;
}

export function landingPath(ctx: RedirectContext): string {
  return pathFor(DASHBOARD_OF_STAGE[ctx.defaultStage], { well_uid: ctx.selectedWellId })!;
}

/** Redirect targets named in the manifest; tests check each exists. */
export function redirectTargets(route: RouteDef): string[] {
  const spec = route.redirect;
  if (!spec) return [];
  return 'to' in spec ? [spec.to, ...(spec.withoutWell ? [spec.withoutWell] : [])] : Object.values(spec.byDefaultStage);
}
