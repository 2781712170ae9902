/**
 * The shape of one route declaration. Every documented route (spec/routes.tsv) is declared once with
 * this shape; the router, guards, titles, breadcrumbs, palette commands and the workspace's tab
 * factory are all derived from it, never written a second time.
 */
import type { GlobalPermission } from '../domain/permissions';

/** Well life stage as the API spells it (`default_stage` of /auth/user, `well_stage` query). */
export type Stage = 'drilling' | 'completion_frac' | 'completion_wireline' | 'production';

export type Area = 'public' | 'legacy' | 'drilling' | 'completions' | 'production' | 'widget' | 'multiwell' | 'project' | 'planning' | 'admin';

/** Who may open a route, in increasing strictness. */
export type AuthLevel = 'public' | 'signedIn' | 'admin' | 'superadmin';

/** Boolean flags of the user profile a route can require (spec 4 "profile flag"). */
export type ProfileFlag = 'multi_well_enabled' | 'test_case_enabled';

/**
 * Guard data, declarative so tests can compare it with the spec and the palette can say why a
 * command is unavailable. `checkGuard` (guards.ts) is the only place that interprets it.
 */
export interface GuardSpec {
  auth: AuthLevel;
  /** A global permission (spec 6 table), checked by name for everyone, admins included. */
  permission?: GlobalPermission;
  /** Non-admins without the flag go to `redirect`, else to 403. */
  profileFlag?: { flag: ProfileFlag; redirect?: RouteId };
  /** Disabled routes go to 404. */
  disabled?: boolean;
  /** Below the 'sm' breakpoint the route goes to 404. */
  hideInMobile?: boolean;
  /** The route is enterable only when a query key contains this text, else it goes to `redirect`. */
  queryKeyContaining?: { text: string; redirect: RouteId };
}

/** Where a redirect route sends the user. Params of the target are filled from the selected well. */
export type RedirectSpec = { to: RouteId; withoutWell?: RouteId } | { byDefaultStage: Record<Stage, RouteId> };

export interface CommandSpec {
  /** Palette label; defaults to the route title. */
  label?: string;
  keywords?: readonly string[];
  /** A tinykeys binding, written once; the palette label is derived from it. */
  keys?: string;
  /** False keeps the route out of the palette (sign-in, error pages). */
  palette?: boolean;
}

/** A query value the route forces (completions file drive: folder_id). */
export interface QuerySpec {
  name: string;
  required: boolean;
  default?: string;
}

/** One valid value of a path parameter, as the palette's quick-pick and the pane's tabs show it. */
export interface RouteChoice {
  readonly value: string;
  readonly label: string;
}

/** What an area file writes. */
export interface RouteDecl {
  /** Stable id, `<area>.<name>`; also the id of the route's pane type unless `pane` says otherwise. */
  id: string;
  /** The path exactly as spec/routes.tsv writes it: `{x}` a parameter, `{x?}` an optional one. */
  spec: string;
  title: string;
  /** Trail above the title, e.g. ['Drilling', 'Directional data']; the title is appended. */
  trail?: readonly string[];
  guard: GuardSpec;
  stage?: Stage;
  pane?: string;
  redirect?: RedirectSpec;
  command?: CommandSpec;
  query?: readonly QuerySpec[];
  /** 'none' renders the pane full screen without the shell (public pages, single widget, print). */
  chrome?: 'shell' | 'none';
  /**
   * The valid values of a fixed-choice path parameter (a pane's views): the palette offers them as a
   * quick-pick and the pane shows them as its tabs. Parameters naming records (plan_id…) are listed
   * from the server instead (src/features/palette/param-choices.ts).
   */
  choices?: Readonly<Record<string, readonly RouteChoice[]>>;
}

/** A declaration after normalisation: every derived field filled in. */
export interface RouteDef extends Required<Pick<RouteDecl, 'id' | 'spec' | 'title' | 'guard' | 'chrome'>> {
  area: Area;
  /** wouter pattern (`:x`, `:x?`), derived from `spec`. */
  path: string;
  breadcrumbs: readonly string[];
  stage?: Stage;
  /** Pane type opened by this route; absent for redirects and disabled routes. */
  pane?: string;
  redirect?: RedirectSpec;
  command: Required<Pick<CommandSpec, 'label' | 'keywords' | 'palette'>> & { keys?: string };
  query: readonly QuerySpec[];
  /** Names of the path parameters, in order, and which are optional. */
  params: readonly { name: string; optional: boolean }[];
  choices: Readonly<Record<string, readonly RouteChoice[]>>;
}

/** Route ids are plain strings so area files stay terse; tests check every reference resolves. */
export type RouteId = string;
