/**
 * What the model may do: read the user's wells and their data, and ask the user's workspace to open
 * a pane or select a well or period. Every tool runs as the user, through the API's own routes
 * (in-process, with the user's token), so the same permission checks answer: a well the user may
 * not see is refused and reported, never read. Workspace tools are carried out by the client (and
 * can be undone there); the server checks the well first.
 */
import { z } from 'zod';
import { PLACEMENTS, type ChatEvent, type ClientAction } from '../../src/domain/assistant/chat-api';
import { compareWells } from './compare-wells';
import type { ProviderTool } from './provider';

/** One API call as the user: method, URL under /api, JSON body. */
export type CallAsUser = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<{ status: number; body: any }>;

export interface ToolOutcome {
  status: 'ok' | 'refused' | 'failed';
  /** One line for the chat. */
  summary: string;
  /** What the model reads back (JSON text, cut to a size a context holds). */
  result: string;
  events: ChatEvent[];
}

const PERIOD_PRESET_IDS = ['last_1h', 'last_12h', 'last_24h', 'last_7d', 'last_30d', 'lifetime'] as const;
const MAX_RESULT = 6000;
const MAX_COMPARED = 10;

const wellArg = z.string().min(1).max(200).describe('The well: its id, or its name as the user wrote it (partial names are matched)');
const periodArgs = {
  start: z.union([z.number(), z.string()]).optional().describe('Period start: ISO 8601 or epoch seconds; default 24 hours before the end'),
  end: z.union([z.number(), z.string()]).optional().describe('Period end: ISO 8601 or epoch seconds; default now'),
};

const schemas = {
  list_wells: z.object({ search: z.string().max(200).optional().describe('Part of a well name') }),
  read_surveys: z.object({ well: wellArg }),
  read_ac_summary: z.object({ well: wellArg }),
  read_time_journal: z.object({ well: wellArg, ...periodArgs }),
  read_npt: z.object({ well: wellArg, ...periodArgs }),
  read_kpis: z.object({ well: wellArg, ...periodArgs }),
  compare_wells: z.object({
    wells: z
      .array(wellArg)
      .min(2, 'name at least two wells')
      .max(MAX_COMPARED, `name at most ${MAX_COMPARED} wells`)
      .refine((ws) => new Set(ws.map((w) => w.trim().toLowerCase())).size === ws.length, 'name each well once')
      .describe('The wells to compare: ids or names as the user wrote them'),
  }),
  open_pane: z.object({
    // The client finds the screen as its palette would (the one list of screens lives there).
    screen: z
      .string()
      .min(1)
      .max(100)
      .describe('The screen as the command palette names it: "Survey", "Time Analysis Log", "Time Journal", "Trouble Summary", "Anti-Collision"…'),
    well: wellArg.optional(),
    placement: z.enum(PLACEMENTS).default('split').describe('split = new tile to the right, splitDown = below, tab = new tab, focused = replace'),
    period: z.enum(PERIOD_PRESET_IDS).optional(),
  }),
  select_well: z.object({ well: wellArg }),
  select_period: z.object({ period: z.enum(PERIOD_PRESET_IDS) }),
} as const;

type ToolName = keyof typeof schemas;

const DESCRIPTIONS: Record<ToolName, string> = {
  list_wells: 'List the wells the user may see: id, name, status, stage, realtime.',
  read_surveys: 'Read the survey stations of a well (count and the last stations: MD, inclination, azimuth, TVD, DLS).',
  read_ac_summary: 'Read the anti-collision summary of a well: offsets, closest approach and separation factors.',
  read_time_journal: "Read a well's time journal over a period: per reporting day the time per activity and NPT.",
  read_npt: "Read a well's troubles over a period: each trouble with its NPT, totals by type.",
  read_kpis: "Read a well's drilling KPIs over a period: rotary and slide footage, ROP, time per activity.",
  compare_wells:
    'Compare 2 to 10 wells side by side, each from spud to now (or release): hole depth, footage and days from spud, ROP on bottom, connection times, NPT hours, cost to date vs AFE. A figure that is absent is null, with the reason in `missing`.',
  open_pane: "Open a screen in the user's workspace, pinned to a well, placed beside the focused tile (split), below it, or as a tab.",
  select_well: 'Select a well for the whole workspace (panes that follow the selection show it).',
  select_period: 'Select the period of the selected well.',
};

/** The tools as the chat completions API takes them (JSON Schema from the same zod schemas that check the calls). */
export const providerTools: ProviderTool[] = (Object.keys(schemas) as ToolName[]).map((name) => ({
  type: 'function',
  function: { name, description: DESCRIPTIONS[name], parameters: z.toJSONSchema(schemas[name], { io: 'input' }) as Record<string, unknown> },
}));

const cutJson = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s.length > MAX_RESULT ? `${s.slice(0, MAX_RESULT)}… (cut)` : s;
};

const toEpochS = (v: number | string | undefined, fallback: number): number => {
  if (v === undefined) return fallback;
  if (typeof v === 'number') return Math.floor(v);
  const ms = Date.parse(v);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : fallback;
};

class Refused extends Error {
  constructor(
    message: string,
    readonly status: 'refused' | 'failed',
  ) {
    super(message);
  }
}

const outcomeOf = (r: { status: number; body: any }, what: string): void => {
  if (r.status < 400) return;
  const said = typeof r.body?.message === 'string' ? r.body.message : `HTTP ${r.status}`;
  throw new Refused(`${what}: ${said}`, r.status === 401 || r.status === 403 || r.status === 404 ? 'refused' : 'failed');
};

interface WellRow {
  id: string;
  name: string;
  status: number;
  stage: string;
  realtime: boolean;
}

async function visibleWells(call: CallAsUser): Promise<WellRow[]> {
  const r = await call('GET', '/api/wells?limit=1000');
  outcomeOf(r, 'Listing wells');
  return (r.body.data as WellRow[]).map((w) => ({ id: String(w.id), name: w.name, status: w.status, stage: w.stage, realtime: w.realtime }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The well the model named, as the user may see it; refused otherwise (the API's own answer). */
async function resolveWell(call: CallAsUser, said: string): Promise<{ id: string; name: string }> {
  if (UUID.test(said)) {
    const r = await call('GET', `/api/wells/${said}`);
    outcomeOf(r, `Well ${said}`);
    const w = r.body.data ?? r.body;
    return { id: String(w.id), name: w.name };
  }
  const wells = await visibleWells(call);
  const q = said.trim().toLowerCase();
  const exact = wells.find((w) => w.name.toLowerCase() === q);
  if (exact) return { id: exact.id, name: exact.name };
  const partial = wells.filter((w) => w.name.toLowerCase().startsWith(q) || w.name.toLowerCase().includes(q));
  // Of several, an active realtime well first (as the offline interpreter decides).
  partial.sort((a, b) => Number(a.status !== 1) - Number(b.status !== 1) || Number(!a.realtime) - Number(!b.realtime));
  if (partial[0]) return { id: partial[0].id, name: partial[0].name };
  throw new Refused(`No well named “${said}” among the wells you may see`, 'refused');
}

const cite = (label: string, routeId: string, well: { id: string; name: string }): ChatEvent => ({ type: 'cite', label, route_id: routeId, well });

async function runTool(name: ToolName, args: any, call: CallAsUser, nowS: number): Promise<Omit<ToolOutcome, 'status'>> {
  const period = () => {
    const end = toEpochS(args.end, nowS);
    return { start_date: toEpochS(args.start, end - 86_400), end_date: end };
  };
  switch (name) {
    case 'list_wells': {
      const wells = (await visibleWells(call)).filter((w) => !args.search || w.name.toLowerCase().includes(String(args.search).toLowerCase()));
      return { summary: `${wells.length} wells you may see`, result: cutJson(wells), events: [] };
    }
    case 'read_surveys': {
      const well = await resolveWell(call, args.well);
      const r = await call('GET', `/api/wps/surveys?well_id=${well.id}`);
      outcomeOf(r, `Surveys of ${well.name}`);
      const rows: any[] = Array.isArray(r.body.data) ? r.body.data : (r.body.data?.stations ?? []);
      return {
        summary: `${rows.length} survey stations of ${well.name}`,
        result: cutJson({ well: well.name, stations: rows.length, last: rows.slice(-5) }),
        events: [cite(`Survey of ${well.name}`, 'drilling.survey', well)],
      };
    }
    case 'read_ac_summary': {
      const well = await resolveWell(call, args.well);
      const r = await call('GET', `/api/wells/${well.id}/wps/ac_report/summary`);
      outcomeOf(r, `Anti-collision of ${well.name}`);
      return {
        summary: `Anti-collision summary of ${well.name}`,
        result: cutJson(r.body.data ?? r.body),
        events: [cite(`Anti-collision of ${well.name}`, 'drilling.anti_collision', well)],
      };
    }
    case 'read_time_journal': {
      const well = await resolveWell(call, args.well);
      const r = await call('POST', `/api/wells/${well.id}/time_journal`, { payload: period() });
      outcomeOf(r, `Time journal of ${well.name}`);
      return {
        summary: `Time journal of ${well.name}`,
        result: cutJson(r.body.data),
        events: [cite(`Time journal of ${well.name}`, 'drilling.time_journal', well)],
      };
    }
    case 'read_npt': {
      const well = await resolveWell(call, args.well);
      const r = await call('POST', `/api/wells/${well.id}/incidents/details_list`, { payload: period() });
      outcomeOf(r, `Troubles of ${well.name}`);
      const d = r.body.data;
      return {
        summary: `${d.rows.length} troubles of ${well.name}, NPT ${(d.npt_s / 3600).toFixed(1)} h`,
        result: cutJson({ well: well.name, npt_s: d.npt_s, by_type: d.by_type, troubles: d.rows.slice(0, 20) }),
        events: [cite(`Troubles of ${well.name}: NPT ${(d.npt_s / 3600).toFixed(1)} h`, 'drilling.trouble_summary', well)],
      };
    }
    case 'read_kpis': {
      const well = await resolveWell(call, args.well);
      const r = await call('POST', '/api/logs/auto/activities_data', { well_id: well.id, payload: period() });
      outcomeOf(r, `KPIs of ${well.name}`);
      return {
        summary: `Drilling KPIs of ${well.name}`,
        result: cutJson({ well: well.name, ...(r.body.data?.analysis_stat_data ?? {}) }),
        events: [cite(`Drilling statistics of ${well.name}`, 'drilling.drilling_stat', well)],
      };
    }
    case 'compare_wells': {
      // Every well resolved (or the call refused) before anything is read.
      const wells: { id: string; name: string }[] = [];
      for (const said of args.wells as string[]) wells.push(await resolveWell(call, said));
      if (new Set(wells.map((w) => w.id)).size < wells.length) throw new Refused('wells: the same well is named twice', 'failed');
      const rows = await compareWells(call, wells);
      return {
        summary: `Compared ${wells.map((w) => w.name).join(', ')}`,
        result: cutJson({ wells: rows }),
        events: wells.map((w) => cite(`Job summary of ${w.name}`, 'drilling.job_summary', w)),
      };
    }
    case 'open_pane': {
      const well = args.well ? await resolveWell(call, args.well) : null;
      const action: ClientAction = { kind: 'open', screen: args.screen, placement: args.placement, well, period: args.period ?? null };
      return {
        summary: `Open ${args.screen}${well ? ` of ${well.name}` : ''} (${args.placement})`,
        result: 'Opened in the user’s workspace.',
        events: [{ type: 'action', id: '', action }],
      };
    }
    case 'select_well': {
      const well = await resolveWell(call, args.well);
      return { summary: `Select ${well.name}`, result: 'Selected.', events: [{ type: 'action', id: '', action: { kind: 'selectWell', well } }] };
    }
    case 'select_period':
      return {
        summary: `Select period ${args.period}`,
        result: 'Selected.',
        events: [{ type: 'action', id: '', action: { kind: 'selectPeriod', period: args.period } }],
      };
  }
}

/** Run one tool call of the model: its arguments checked, then the call as the user. */
export async function callTool(name: string, rawArgs: string, call: CallAsUser, nowS = Math.floor(Date.now() / 1000)): Promise<ToolOutcome> {
  if (!(name in schemas)) return { status: 'failed', summary: `Unknown tool ${name}`, result: `Error: there is no tool ${name}`, events: [] };
  let json: unknown;
  try {
    json = rawArgs.trim() ? JSON.parse(rawArgs) : {};
  } catch {
    return { status: 'failed', summary: `${name}: arguments are not JSON`, result: 'Error: the arguments are not valid JSON', events: [] };
  }
  const parsed = schemas[name as ToolName].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const msg = `${issue.path.join('.') || 'arguments'}: ${issue.message}`;
    return { status: 'failed', summary: `${name}: ${msg}`, result: `Error: ${msg}`, events: [] };
  }
  try {
    return { status: 'ok', ...(await runTool(name as ToolName, parsed.data, call, nowS)) };
  } catch (e) {
    if (e instanceof Refused)
      return { status: e.status, summary: e.message, result: `${e.status === 'refused' ? 'Refused' : 'Error'}: ${e.message}`, events: [] };
    throw e;
  }
}
