/**
 * Proof in the browser: every ready pane of the registry opened as a user who may see it, on a real
 * well with real params, against the live server the live specs share (live-server.ts) (so live panes get
 * live data), each checked by pane-sweep.ts: no error, no console error, no "NaN" / "undefined" /
 * "Invalid Date" / "[object Object]", and real content. The list comes from the registry: a pane
 * turned ready joins without editing this file (a route with a parameter this file cannot fill
 * fails, naming the parameter).
 *
 * - route panes: each ready route pane at its route, as the superadmin (every permission and flag);
 *   public pages signed out;
 * - widget panes: each ready widget in its single-widget view /well/{id}/widget/{slug}/…;
 * - a fixture test proves the check can fail: the chunk of a ready pane is swapped (in this test
 *   only, by request interception; nothing ships) for a pane that crashes, prints NaN, logs a
 *   console error, or shows nothing, and the same check must report each.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import type { LogsServer } from '../../bench/logs-client-support';
import { paneRoutes } from '../../src/commands/routes';
import type { RouteDef } from '../../src/commands/route-types';
import { appPaneTypes, routePaneTypes, widgetPaneTypes } from '../../src/panes/registry';
import { liveServer } from './live-server';
import { collectErrors, openInApp, sweepPane, type SweepResult, type SweepTarget } from './pane-sweep';
import { USERS, shot } from './support';

/** The well the sweep opens: the realtime demo well with surveys, plans, offsets and live data. */
const WELL = 'Red Hawk 2H';
/** Completions panes (frac stages, treatment plots) open on the demo frac well (server/seed/step-frac.ts). */
const FRAC_WELL = 'Red Hawk 1H';
/** Production panes open on a demo producing well (server/seed/step-production.ts). */
const PRODUCTION_WELL = 'Mesquite 7H';
const PRODUCTION_REPORTS = ['production.time_journal', 'production.daily_costs', 'production.dashboards'];

let srv: LogsServer;
let token = '';
let wellId = '';
let fracWellId = '';
let productionWellId = '';
const designIds = { drilling: '', completions: '' };
let planId = '';
/** The sweep well's stored engineering scenario (its seeded base case). */
let scenarioId = '';
/** Equipment assemblies (BHA run, casing string) of the sweep well, and a casing string of the frac well. */
const assemblyIds: Record<string, string> = {};
/** The sweep well's seeded roadmap and its first interval (roadmap configuration routes). */
const roadmapIds = { roadmap: '', interval: '' };
/** Admin detail routes (/admin/users/:id, companies, projects, wells, bids): the engineer, their company, the sweep well's project, the sweep well, a demo bid. */
const adminIds: Record<string, string> = {};
/** Equipment routes (tool catalogue, rig inventory, shipment): a motor model, a motor on the sweep well's rig, its newest shipment. */
const equipmentIds: Record<string, string> = {};
let estimateId = '';
let ticketId = '';
/** The sweep well's demo drilling program (its approved one). */
let programId = '';
/** The frac well's frac ticket (server/tickets/demo-frac-tickets.ts): the completions ticket routes open it. */
let fracTicketId = '';
/** Well planning routes: the sweep well's project and its seeded pad program. */
const planningIds = { project: '', program: '' };
/** The demo integration that ran (LS-27 real-time log) and its finished session. */
let integrationSessionId = '';

// Not serial: the fixture test proves the check can fail whatever the sweep found.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(420_000);
  // The bench server picks a random port; on a shared machine it can be taken: try again.
  srv = await liveServer();
  wellId = srv.wells[WELL];
  fracWellId = srv.wells[FRAC_WELL];
  const request = await playwright.request.newContext({ baseURL: srv.server.url });
  token = await login(request, 'superadmin');
  const allWells: { id: string; name: string }[] = (await (await request.get('/api/wells?limit=100', { headers: auth() })).json()).data;
  productionWellId = allWells.find((w) => w.name === PRODUCTION_WELL)?.id ?? '';
  const plans = await (await request.get(`/api/wells/${wellId}/plans`, { headers: auth() })).json();
  planId = String(plans.data[0]?.id ?? '');
  const designOf = async (w: string, stage: string) =>
    String((await (await request.get(`/api/wells/${w}/designs?stage=${stage}`, { headers: auth() })).json()).data?.[0]?.id ?? '');
  designIds.drilling = await designOf(wellId, 'drilling');
  designIds.completions = await designOf(fracWellId, 'completions');
  expect(planId, `${WELL} has a plan`).not.toBe('');
  scenarioId = String((await (await request.get(`/api/wells/${wellId}/engineering/scenarios`, { headers: auth() })).json()).data?.[0]?.id ?? '');
  expect(scenarioId, `${WELL} has a stored engineering scenario`).not.toBe('');
  const bha = (await (await request.get(`/api/wells/${wellId}/bha`, { headers: auth() })).json()).data.assemblies;
  const casing = (await (await request.get(`/api/wells/${wellId}/casing`, { headers: auth() })).json()).data.strings;
  const fracCasing = (await (await request.get(`/api/wells/${fracWellId}/casing`, { headers: auth() })).json()).data.strings;
  Object.assign(assemblyIds, { bha: bha[0]?.id, casing: casing[2]?.id, frac: fracCasing[2]?.id });
  expect(Object.values(assemblyIds).every(Boolean), 'demo BHA and casing ids').toBe(true);
  const roadmap = (await (await request.get(`/api/wells/${wellId}/roadmaps`, { headers: auth() })).json()).data[0];
  Object.assign(roadmapIds, { roadmap: roadmap?.id ?? '', interval: roadmap?.intervals[0]?.id ?? '' });
  expect(roadmapIds.interval, `${WELL} has a roadmap interval`).not.toBe('');
  const engineer = (await (await request.get(`/api/admin/users?search=${encodeURIComponent(USERS.engineer.email)}`, { headers: auth() })).json()).data[0];
  const well = (await (await request.get(`/api/wells/${wellId}`, { headers: auth() })).json()).data;
  const bid = (await (await request.get('/api/bids?limit=1', { headers: auth() })).json()).data[0];
  // The drilling well's ticket, and the frac well's frac ticket for the completions ticket routes.
  const ticketOf = async (w: string) => String((await (await request.get(`/api/wells/${w}/tickets`, { headers: auth() })).json()).data?.tickets?.[0]?.id ?? '');
  ticketId = await ticketOf(wellId);
  expect(ticketId, 'demo field tickets on the sweep well').not.toBe('');
  fracTicketId = await ticketOf(fracWellId);
  expect(fracTicketId, 'demo frac tickets on the frac well').not.toBe('');
  estimateId = String((await (await request.get(`/api/wells/${wellId}/afe_estimates`, { headers: auth() })).json()).data?.[0]?.id ?? '');
  expect(estimateId, 'an AFE estimate on the demo well').not.toBe('');
  programId = String((await (await request.get(`/api/wells/${wellId}/drill_prog`, { headers: auth() })).json()).data?.[0]?.id ?? '');
  expect(programId, 'a drilling program on the demo well').not.toBe('');
  planningIds.project = String(well.project_id ?? '');
  planningIds.program = String(
    (await (await request.get(`/api/projects/${planningIds.project}/pad_programs`, { headers: auth() })).json()).data?.[0]?.id ?? '',
  );
  expect(planningIds.program, "a demo pad program in the sweep well's project").not.toBe('');
  const integrations = (await (await request.get('/api/admin/integrations', { headers: auth() })).json()).data;
  const ran = integrations.find((i: { last_session: unknown }) => i.last_session);
  integrationSessionId = String(ran?.last_session?.id ?? '');
  expect(integrationSessionId, 'a demo integration with a finished session').not.toBe('');
  Object.assign(adminIds, {
    'admin.integration': ran?.id,
    'admin.integration.session': ran?.id,
    'admin.user': engineer.id,
    'admin.company': engineer.company_id,
    'admin.project': well.project_id,
    'admin.well': wellId,
    'admin.bid': bid?.id,
  });
  expect(Object.values(adminIds).every(Boolean), 'admin sample ids').toBe(true);
  const motorModel = (await (await request.get('/api/bha/catalog?tool_type=motor', { headers: auth() })).json()).data[0];
  const motor = (await (await request.get(`/api/bha/wells/${wellId}/inventory?tool_type=motor`, { headers: auth() })).json()).data.components[0];
  const shipment = (await (await request.get(`/api/bha/wells/${wellId}/shipments`, { headers: auth() })).json()).data.shipments[0];
  Object.assign(equipmentIds, { 'drilling.equipment.tool_catalog': motorModel?.id, 'drilling.equipment.rig_inventory': motor?.id, shipment: shipment?.id });
  expect(Object.values(equipmentIds).every(Boolean), 'equipment sample ids').toBe(true);
  await request.dispose();
});

const auth = () => ({ Authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, who: keyof typeof USERS): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: USERS[who].email, password: USERS[who].password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** Sample values for route parameters, from the demo data; a new parameter must be added here. */
function paramValue(route: RouteDef, name: string): string {
  switch (name) {
    case 'well_uid':
      if (PRODUCTION_REPORTS.includes(route.id)) return productionWellId || fail(route, name);
      return onFracWell(route.pane ?? '') ? fracWellId : wellId;
    case 'plan_id':
      return planId;
    // Pumping schedule details: the stage number; equipment: a BHA run or casing string of the well.
    case 'assembly_id':
      if (route.id === 'completions.pumping_schedule_details') return '2';
      return route.id.includes('bha') ? assemblyIds.bha : onFracWell(route.pane ?? '') ? assemblyIds.frac : assemblyIds.casing;
    case 'roadmap_id':
      return roadmapIds.roadmap;
    case 'interval_id':
      return roadmapIds.interval;
    case 'design_id':
      return (route.id.startsWith('completions.') ? designIds.completions : designIds.drilling) || fail(route, name);
    case 'scenario_id':
      return scenarioId;
    // Each view route's first view (its declared choices, else this list): what the pane opens on.
    case 'view':
      return (
        route.choices.view?.[0]?.value ??
        (
          {
            'drilling.anti_collision': 'summary',
            'drilling.plan_vs_actual': 'overview',
            'completions.plan_vs_actual': 'overview',
          } as Record<string, string>
        )[route.id] ??
        fail(route, name)
      );
    case 'id':
      return adminIds[route.id] ?? fail(route, name);
    // A tabbed route's first declared tab (System Settings).
    case 'tab':
      return route.choices.tab?.[0]?.value ?? fail(route, name);
    // A route's first declared table (Navigation).
    case 'table':
      return route.choices.table?.[0]?.value ?? fail(route, name);
    case 'estimate_id':
      return estimateId;
    case 'ticket_id':
      return onFracWell(route.pane ?? '') ? fracTicketId : ticketId;
    case 'drilling_program_id':
      return programId;
    case 'project_id':
      return planningIds.project;
    case 'program_id':
      return planningIds.program;
    case 'fragment_id':
      return 'surveyed-trajectory';
    case 'layout_mode':
      return 'drilling';
    case 'well_stage':
      return 'drilling';
    case 'tool_type':
      return 'motor';
    case 'component_id':
      return equipmentIds[route.id] ?? fail(route, name);
    case 'shipment_id':
      return equipmentIds.shipment;
    case 'sessionId':
      return integrationSessionId;
    // The frac well's second stage: every fractured demo well has it.
    default:
      return fail(route, name);
  }
}

/** The completions area's own panes (not its survey views, which every stage shares) need a fractured well. */
function onFracWell(paneId: string): boolean {
  const p = [...routePaneTypes, ...widgetPaneTypes].find((x) => x.id === paneId);
  if (!p) return false;
  return p.id.startsWith('widget.') ? p.folder === 'completions' : p.id.startsWith('completions.') && p.folder !== 'directional';
}

function fail(route: RouteDef, name: string): never {
  throw new Error(`ready-panes sweep: no sample value for :${name} of ${route.id} (${route.path}); add one in paramValue()`);
}

function routeUrl(route: RouteDef): string {
  const path = route.path.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(paramValue(route, name)));
  if (route.id === 'print') return `${path}?url=${encodeURIComponent(`/drilling/survey/${wellId}`)}`;
  const q = route.guard.queryKeyContaining;
  return q ? `${path}?${q.text}=sweep-sample&email=${encodeURIComponent(USERS.superadmin.email)}` : path;
}

function routeTargets(publicPages: boolean): SweepTarget[] {
  const out: SweepTarget[] = [];
  for (const p of routePaneTypes.filter((x) => x.ready)) {
    const route = paneRoutes.find((r) => r.pane === p.id && !r.guard.disabled)!;
    if ((route.guard.auth === 'public') !== publicPages) continue;
    const url = routeUrl(route);
    // Single-widget routes and /print host another pane: the check is on the pane they show.
    const inner = route.id.startsWith('single_widget.')
      ? '[data-pane="widget.surveyed-trajectory"]'
      : route.id === 'print'
        ? '[data-pane="drilling.survey"]'
        : '';
    out.push({ id: p.id, url, host: `[data-pane="${p.id}"]${inner ? ' ' + inner : ''}` });
  }
  return out;
}

const widgetTargets = (): SweepTarget[] =>
  widgetPaneTypes
    .filter((p) => p.ready)
    .map((p) => ({
      id: p.id,
      url: onFracWell(p.id)
        ? `/well/${fracWellId}/widget/${p.id.slice('widget.'.length)}/mode/completions/well_stage/completion_frac`
        : p.folder === 'production'
          ? `/well/${productionWellId}/widget/${p.id.slice('widget.'.length)}/mode/production/well_stage/production`
          : `/well/${wellId}/widget/${p.id.slice('widget.'.length)}/mode/drilling/well_stage/drilling`,
      host: `[data-pane="single_widget.well"] [data-pane="${p.id}"]`,
    }));

/** App panes (no URL of their own) and the palette entry that opens each; a new one must be added here. */
const APP_PANE_COMMANDS: Record<string, string> = {
  'assistant.chat': 'AI assistant: open the chat',
  'alerts.subscriptions': 'Alerts: subscriptions and notifications',
  'reports.subscriptions': 'Reports: scheduled report subscriptions',
};

/** Each ready app pane opened from the palette, over the survey of the sweep's well. */
const appTargets = (): SweepTarget[] =>
  appPaneTypes
    .filter((p) => p.ready)
    .map((p) => {
      const label = APP_PANE_COMMANDS[p.id];
      if (!label) throw new Error(`ready-panes sweep: no palette entry for the app pane ${p.id}; add one in APP_PANE_COMMANDS`);
      const url = `/drilling/survey/${wellId}`;
      return {
        id: p.id,
        url,
        host: `[data-pane="${p.id}"]`,
        open: async (page: Page) => {
          await openInApp(page, url);
          await page.keyboard.press('Control+KeyK');
          await expect(page.locator('[data-palette]')).toBeVisible();
          await page.keyboard.type(label);
          await expect(page.locator('[data-palette] [data-selected="true"]')).toContainText(label);
          await page.keyboard.press('Enter');
        },
      };
    });

/**
 * The chart library's chunk (plotly, ~4.6 MB, loaded by the first <Chart> of a page). Evaluating it
 * cold takes this browser ~30 s while the sweep runs (two lanes, the simulator), longer than
 * a widget's 15 s: whichever chart pane came first in a lane failed ("loading", before the charts
 * marked their fallback: "no plot points", though the screenshot taken after showed the plot). With
 * SWEEP_ONLY=widget.edm that was the EDM plan and vertical views, and the cylinder view alone fails
 * the same way. So each signed-in page loads it once before the first pane, as a user's session
 * would have by then, and no pane's verdict depends on its place in the lane.
 */
const CHART_CHUNK = readdirSync(new URL('../../dist/assets/', import.meta.url)).find((f) => /^plotly-chart-[^/]*\.js$/.test(f));

async function openApp(page: Page, signedIn: boolean): Promise<void> {
  await page.goto(`${srv.server.url}/public/404`);
  if (signedIn) {
    await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), token);
    await page.goto(`${srv.server.url}/drilling/survey/${wellId}`);
    await expect(page.locator('[data-pane="drilling.survey"]')).toBeVisible({ timeout: 60_000 });
    expect(CHART_CHUNK, 'the chart chunk in dist/assets').toBeDefined();
    await page.evaluate((src) => import(src).then(() => undefined), `/assets/${CHART_CHUNK}`);
  }
}

/** SWEEP_ONLY=admin.,widget.rig-status sweeps only the panes whose id starts with one of these (a quick local run); unset: all. */
const ONLY = (process.env.SWEEP_ONLY ?? '').split(',').filter(Boolean);
const chosen = (t: { id: string }) => !ONLY.length || ONLY.some((prefix) => t.id.startsWith(prefix));

/**
 * Ready panes this sweep cannot prove yet, each with why: reported on every run and tolerated; one
 * that passes fails the test until it is taken off this list, so the list only shrinks. (Issue 10:
 * empty now. The tripping and zero-reading panes are proven by the sweep's half day of history,
 * whose last hours hold the realtime well's scheduled wiper trip and its re-zeroed readings;
 * Projections opens on the projection to the rig's hole depth; Quick Plan on the definitive plan.)
 */
const NOT_YET_PROVEN: Record<string, string> = {};

const line = (r: SweepResult) =>
  console.log(
    `${r.problems.length ? 'FAIL' : 'ok  '} ${(r.ms / 1000).toFixed(1).padStart(5)} s  ${r.id.padEnd(36)} ${r.content}${r.problems.length ? `\n        ${r.problems.join('\n        ')}` : ''}`,
  );

function report(label: string, results: SweepResult[]): string[] {
  const failed = results.filter((r) => r.problems.length);
  const tolerated = failed.filter((r) => r.id in NOT_YET_PROVEN);
  console.log(
    `${label}: opened ${results.length} panes, ${results.length - failed.length} passed, ${failed.length} failed (${tolerated.length} of them not yet proven, listed)`,
  );
  for (const r of tolerated) console.log(`  not yet proven: ${r.id} — ${NOT_YET_PROVEN[r.id]}`);
  const proven = Object.keys(NOT_YET_PROVEN).filter((id) => results.some((r) => r.id === id && r.problems.length === 0));
  return [
    ...failed.filter((r) => !(r.id in NOT_YET_PROVEN)).map((r) => `${r.id} (${r.url}): ${r.problems.join('; ')}`),
    ...proven.map((id) => `${id} passes now: take it off NOT_YET_PROVEN`),
    ...Object.keys(NOT_YET_PROVEN)
      .filter((id) => !results.some((r) => r.id === id))
      .map((id) => `${id} is not a ready pane: take it off NOT_YET_PROVEN`),
  ];
}

test('every ready pane opens with real content and no error', async ({ browser }) => {
  test.setTimeout(1_200_000);
  const t0 = Date.now();
  const results: SweepResult[] = [];

  // Public pages, signed out.
  const anon = await browser.newPage({ baseURL: srv.server.url });
  const anonErrors = collectErrors(anon);
  await openApp(anon, false);
  for (const t of routeTargets(true).filter(chosen)) {
    results.push(await sweepPane(anon, t, anonErrors));
    line(results[results.length - 1]);
  }
  await anon.close();

  const shots = new Set([
    'drilling.dashboards',
    'drilling.tripping_analysis',
    'drilling.zero_statistics',
    'widget.rig-status',
    'widget.solid-gauge',
    'drilling.well_plan',
    'widget.time-analysis-log',
    'assistant.chat',
  ]);
  // Signed in, in SWEEP_LANES pages at once (default 2): a pane mostly waits on the server and the
  // network, so two lanes take the sweep from ~4 to ~2.5 minutes on two cores. Each lane is its own
  // browser context; results keep the registry's order.
  const targets = [...routeTargets(false), ...widgetTargets(), ...appTargets()].filter(chosen);
  const lanes = Math.max(1, Number(process.env.SWEEP_LANES ?? 2));
  const signedIn: SweepResult[] = new Array(targets.length);
  await Promise.all(
    Array.from({ length: Math.min(lanes, targets.length) }, async (_, lane) => {
      const page = await browser.newPage({ baseURL: srv.server.url });
      const errors = collectErrors(page);
      await openApp(page, true);
      for (let i = lane; i < targets.length; i += lanes) {
        const t = targets[i];
        // A dashboard loads six panes at once, the first of them cold (chunks, directional answers): more time.
        const r = await sweepPane(page, t, errors, t.id.endsWith('.dashboards') ? 45_000 : 15_000);
        signedIn[i] = r;
        line(r);
        if (shots.has(t.id) || r.problems.length) await shot(page, `sweep-${t.id}`);
      }
      await page.close();
    }),
  );
  results.push(...signedIn);

  const failures = report('ready-panes sweep', results);
  console.log(
    `ready-panes sweep: ${results.length} panes opened in ${((Date.now() - t0) / 1000).toFixed(0)} s (${routeTargets(true).length + routeTargets(false).length} route panes, ${widgetTargets().length} widgets)`,
  );
  const all = [...routeTargets(true), ...routeTargets(false), ...widgetTargets(), ...appTargets()];
  expect(all.length).toBe([...routePaneTypes, ...widgetPaneTypes, ...appPaneTypes].filter((p) => p.ready).length);
  expect(results.length).toBe(all.filter(chosen).length);
  expect(failures).toEqual([]);
});

/** Fixture panes: plain modules served in place of a ready pane's chunk (this test only). */
const FIXTURES = {
  crash: { file: 'crashing-pane.js', expect: /error boundary: .*crashes on purpose|pane state is "error"/ },
  nan: { file: 'nan-pane.js', expect: /bad text "Bit depth NaN m"/ },
  console: { file: 'console-error-pane.js', expect: /console error: fixture: a console error/ },
  empty: { file: 'empty-pane.js', expect: /shows no content/ },
} as const;

test('the sweep fails a pane that crashes, prints NaN, logs a console error or shows nothing', async ({ browser }) => {
  test.setTimeout(300_000);
  const target = widgetTargets().find((t) => t.id === 'widget.formation-tops')!;
  for (const [name, f] of Object.entries(FIXTURES)) {
    const page = await browser.newPage({ baseURL: srv.server.url });
    const body = readFileSync(new URL(`./fixtures/${f.file}`, import.meta.url), 'utf8');
    let swapped = 0;
    await page.route(/\/assets\/formation-tops-pane-[^/]*\.js$/, (route) => {
      swapped++;
      return route.fulfill({ contentType: 'text/javascript', body });
    });
    const errors = collectErrors(page);
    await openApp(page, true);
    const r = await sweepPane(page, target, errors, 8_000);
    console.log(`fixture ${name}: ${r.problems.join(' | ') || 'no problem found'}`);
    expect(swapped, 'the fixture replaced the pane').toBeGreaterThan(0);
    expect(r.problems.join('\n'), `the sweep reports the ${name} fixture`).toMatch(f.expect);
    await shot(page, `sweep-fixture-${name}`);
    await page.close();
  }
});
