/**
 * Every route of the product, normalised. This is the one list the router, guards, titles,
 * breadcrumbs, palette and the workspace's tab factory read.
 */
import { parseSpecPath, toWouterPath } from '../path-pattern';
import type { Area, RouteDecl, RouteDef } from '../route-types';
import { adminRoutes } from './admin';
import { completionsRoutes } from './completions';
import { drillingDirectionalRoutes } from './drilling-directional';
import { drillingEquipmentRoutes } from './drilling-equipment';
import { drillingPerformanceRoutes } from './drilling-performance';
import { drillingReportRoutes } from './drilling-reports';
import { drillingWellRoutes } from './drilling-well';
import { legacyRoutes } from './legacy';
import { multiwellRoutes } from './multiwell';
import { planningRoutes } from './planning';
import { productionRoutes } from './production';
import { publicRoutes } from './public';
import { widgetRoutes } from './widget';

const byArea: Record<Area, RouteDecl[]> = {
  public: publicRoutes,
  legacy: legacyRoutes,
  drilling: [...drillingPerformanceRoutes, ...drillingDirectionalRoutes, ...drillingReportRoutes, ...drillingEquipmentRoutes, ...drillingWellRoutes],
  completions: completionsRoutes,
  production: productionRoutes,
  widget: widgetRoutes,
  multiwell: multiwellRoutes.filter((r) => r.id.startsWith('business')),
  project: multiwellRoutes.filter((r) => r.id.startsWith('project')),
  planning: planningRoutes,
  admin: adminRoutes,
};

export function normaliseRoute(decl: RouteDecl, area: Area): RouteDef {
  const segments = parseSpecPath(decl.spec);
  const opensPane = !decl.redirect && !decl.guard.disabled;
  return {
    id: decl.id,
    spec: decl.spec,
    path: toWouterPath(decl.spec),
    area,
    title: decl.title,
    breadcrumbs: [...(decl.trail ?? []), decl.title],
    guard: decl.guard,
    stage: decl.stage,
    chrome: decl.chrome ?? 'shell',
    pane: opensPane ? (decl.pane ?? decl.id) : undefined,
    redirect: decl.redirect,
    command: {
      label: decl.command?.label ?? decl.title,
      keywords: decl.command?.keywords ?? [],
      palette: opensPane && (decl.command?.palette ?? true),
      ...(decl.command?.keys ? { keys: decl.command.keys } : {}),
    },
    query: decl.query ?? [],
    params: segments.flatMap((s) => (s.kind === 'param' ? [{ name: s.name, optional: s.optional }] : [])),
    choices: decl.choices ?? {},
  };
}

export const routes: readonly RouteDef[] = (Object.entries(byArea) as [Area, RouteDecl[]][]).flatMap(([area, list]) =>
  list.map((d) => normaliseRoute(d, area)),
);

const index = new Map<string, RouteDef>();
for (const r of routes) {
  // Like VS Code's registerAction2: a duplicate id is a programming error, loud at load time.
  if (index.has(r.id)) throw new Error(`Duplicate route id ${r.id}`);
  index.set(r.id, r);
}

export function routeById(id: string): RouteDef {
  const r = index.get(id);
  if (!r) throw new Error(`Unknown route id ${id}`);
  return r;
}

export function findRoute(id: string): RouteDef | undefined {
  return index.get(id);
}

/** Routes whose screen is a pane type (not redirects, not disabled). */
export const paneRoutes: readonly RouteDef[] = routes.filter((r) => r.pane !== undefined);
