/**
 * What users type, with what the interpreter must make of it: the unit test's accuracy and the
 * bench's latency are measured on this one list, against the demo's eleven wells and the palette's
 * real entries (every route command and verb).
 */
import { bindings } from '../../commands/keymap';
import { rootEntries } from '../palette/entries';
import { Interpreter, type AssistantAction, type WellRef } from './interpret';

/** The demo wells (server/seed/demo-org.ts), in the order the palette lists them. */
const DEMO_WELLS: WellRef[] = [
  { id: 'w1', name: 'Red Hawk 1H', status: 1, realtime: false, stage: 'completion_frac' },
  { id: 'w2', name: 'Red Hawk 2H', status: 1, realtime: true, stage: 'drilling' },
  { id: 'w3', name: 'Red Hawk 3H', status: 4, realtime: false, stage: 'drilling' },
  { id: 'w4', name: 'Red Hawk 4H', status: 4, realtime: false, stage: 'drilling' },
  { id: 'w5', name: 'Bluebonnet 12-2H', status: 2, realtime: false, stage: 'drilling' },
  { id: 'w6', name: 'Bluebonnet 12-1H', status: 1, realtime: true, stage: 'drilling' },
  { id: 'w7', name: 'Longhorn State 4H', status: 1, realtime: false, stage: 'completion_wireline' },
  { id: 'w8', name: 'Mesquite 7H', status: 3, realtime: false, stage: 'production' },
  { id: 'w9', name: 'Northstar Federal 21-3H', status: 1, realtime: false, stage: 'production' },
  { id: 'w10', name: 'Northstar Federal 21-4H', status: 4, realtime: false, stage: 'drilling' },
  { id: 'w11', name: 'Prairie 5H', status: 3, realtime: false, stage: 'drilling' },
];

export function demoInterpreter(): Interpreter {
  return new Interpreter(rootEntries({ bindings, whyNotRoute: () => null, wells: [], layouts: [], activeLayoutId: '' }), DEMO_WELLS);
}

/** One action as a short line: `open <route> @<well> <placement> [period]`, `verb <id>`, `well <name>`, `period <label>`. */
export function actionLine(a: AssistantAction): string {
  const period = (p: { label: string } | null) => (p ? ` [${p.label}]` : '');
  switch (a.kind) {
    case 'open':
      return `open ${a.routeId} @${a.well?.name ?? 'selected'} ${a.placement}${period(a.period)}`;
    case 'verb':
      return `verb ${a.verbId}`;
    case 'selectWell':
      return `well ${a.well.name}`;
    case 'selectPeriod':
      return `period ${a.period.label}`;
  }
}

export const PHRASINGS: readonly [string, readonly string[]][] = [
  ['survey red hawk 2h | time log bluebonnet', ['open drilling.survey @Red Hawk 2H split', 'open drilling.time_analysis_log @Bluebonnet 12-1H split']],
  [
    'open the survey of Red Hawk 2H next to the time log of Bluebonnet 12-1H, last 24 hours',
    ['open drilling.survey @Red Hawk 2H split [Last 24 hours]', 'open drilling.time_analysis_log @Bluebonnet 12-1H split [Last 24 hours]'],
  ],
  ['show me the time journal for prairie 5h', ['open drilling.time_journal @Prairie 5H split']],
  ['anti collision red hawk 3h', ['open drilling.anti_collision @Red Hawk 3H split']],
  ['npt bluebonnet 12-1h yesterday', ['open drilling.trouble_summary @Bluebonnet 12-1H split [Yesterday]']],
  ['plan vs actual for red hawk 2h', ['open drilling.plan_vs_actual @Red Hawk 2H split']],
  ['days vs depth mesquite', ['open drilling.days_vs_depth @Mesquite 7H split']],
  ['survey of red hawk 2h and below it the depth log', ['open drilling.survey @Red Hawk 2H split', 'open drilling.depth_analysis_log @Red Hawk 2H splitDown']],
  ['open the time log in a new tab', ['open drilling.time_analysis_log @selected tab']],
  ['slidesheet red hawk 2h, last 7 days', ['open drilling.slidesheet @Red Hawk 2H split [Last 7 days]']],
  ['last 12 hours', ['period Last 12 hours']],
  ['select red hawk 3h', ['well Red Hawk 3H']],
  ['Red Hawk 2H', ['well Red Hawk 2H']],
  [
    'time journal and troubles for bluebonnet 12-1h over the past 7 days',
    ['open drilling.time_journal @Bluebonnet 12-1H split [Last 7 days]', 'open drilling.trouble_summary @Bluebonnet 12-1H split [Last 7 days]'],
  ],
  ['compare the survey of red hawk 2h and red hawk 3h', ['open drilling.survey @Red Hawk 2H split', 'open drilling.survey @Red Hawk 3H split']],
  ['anti-collision for red hawk 2h', ['open drilling.anti_collision @Red Hawk 2H split']],
  ['open well plans of red hawk 2h', ['open drilling.well_plans @Red Hawk 2H split']],
  ['trajectory of red hawk 2h', ['open drilling.survey @Red Hawk 2H split']],
  ['drilling statistics for bluebonnet 12-1h last 30 days', ['open drilling.drilling_stat @Bluebonnet 12-1H split [Last 30 days]']],
  ['tripping analysis red hawk 2h', ['open drilling.tripping_analysis @Red Hawk 2H split']],
  ['connections of bluebonnet last 24h', ['open drilling.connections @Bluebonnet 12-1H split [Last 24 hours]']],
  ['engineering scenarios for red hawk 2h', ['open drilling.engineering.models @Red Hawk 2H split']],
  ['well header prairie', ['open drilling.well_header @Prairie 5H split']],
  ['formations of red hawk 2h', ['open drilling.well_formations @Red Hawk 2H split']],
  ['maximise the tile', ['verb tile.zoom']],
  ['close tile', ['verb tile.close']],
  ['time log for red hawk 2h in a new tab', ['open drilling.time_analysis_log @Red Hawk 2H tab']],
  ['show the custom log of bluebonnet 12-1h to the right', ['open drilling.custom_log @Bluebonnet 12-1H split']],
  ['stage summary red hawk 1h', ['open completions.stage_summary @Red Hawk 1H split']],
  ['deviation red hawk 2h for the last 12 hours', ['open drilling.deviation @Red Hawk 2H split [Last 12 hours]']],
  ['survey for red hawk 1h', ['open completions.survey @Red Hawk 1H split']],
  ['bha red hawk 2h', ['open drilling.equipment.bha @Red Hawk 2H split']],
  ['time journal yesterday', ['open drilling.time_journal @selected split [Yesterday]']],
  ['survey red hawk 2h, depth log below', ['open drilling.survey @Red Hawk 2H split', 'open drilling.depth_analysis_log @Red Hawk 2H splitDown']],
  ['what happened on bluebonnet 12-1h yesterday', ['well Bluebonnet 12-1H', 'period Yesterday']],
  ['rop and kpis of northstar federal 21-4h', ['open drilling.drilling_stat @Northstar Federal 21-4H split']],
];
