/**
 * The offline interpreter: what the user typed → palette commands, wells, a period and placements,
 * with no language model. It reads the palette's own entries (route commands and verbs, the one
 * declaration of what can be opened or run) and ranks them with the palette's own filter, so a
 * screen the palette finds, the assistant finds, and nothing is listed twice.
 *
 * "survey red hawk 2h | time log bluebonnet" and "open the survey of Red Hawk 2H next to the time
 * log of Bluebonnet 12-1H, last 24 hours" both give: Survey pinned to Red Hawk 2H, then Time
 * Analysis Log pinned to Bluebonnet 12-1H split to its right, each on the last 24 hours.
 */
import { routeById } from '../../commands/routes';
import type { Stage } from '../../commands/route-types';
import type { VerbPlacement } from '../../commands/verb-types';
import { filterPrepared, prepare, type Filterable, type Prepared } from '../palette/filter';
import { PERIOD_PRESETS } from '../workspace/period-presets';

/**
 * What the interpreter reads of a palette entry (entries.ts PaletteEntry has this shape); declared
 * here so a pane can use the interpreter without importing the palette's entries and, through them,
 * the pane registry.
 */
export interface CommandEntry extends Filterable {
  disabledReason: string | null;
  action: { kind: string; routeId?: string; verbId?: string };
}

export interface WellRef {
  id: string;
  name: string;
  /** 1 active, 2 paused, 3 completed, 4 planned: an active well wins a tie of partial names. */
  status?: number;
  realtime?: boolean;
  stage?: Stage;
}

export type PeriodAsk = { preset: string; label: string } | { startS: number; endS: number; label: string };

export type AssistantAction =
  | { kind: 'open'; routeId: string; label: string; placement: VerbPlacement; well: WellRef | null; period: PeriodAsk | null }
  | { kind: 'verb'; verbId: string; label: string }
  | { kind: 'selectWell'; well: WellRef }
  | { kind: 'selectPeriod'; period: PeriodAsk };

export interface Interpretation {
  actions: AssistantAction[];
  /** What the interpreter chose between or could not place, said to the user. */
  notes: string[];
}

/** Words that carry no command: dropped before the palette's filter sees the rest. */
const STOP = new Set(
  (
    'open show me the a an of for on in at to please can you could would display bring up put pull let see view i want need ' +
    'and with from well wells pane panes window screen page it its this that my our load give get go into as is what whats ' +
    'how also then next beside by side plus alongside'
  ).split(' '),
);

/** "select red hawk 3h": with a well and nothing else, these words mean select it. */
const SELECT_WORDS = new Set(['select', 'choose', 'pick', 'switch', 'use', 'go', 'well']);

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10, twelve: 12 };
const UNIT_S: Record<string, number> = { h: 3600, hour: 3600, hr: 3600, d: 86_400, day: 86_400, w: 604_800, week: 604_800, month: 2_592_000, mo: 2_592_000 };

/** Segment separators and the placement of the segment that follows them. */
const SEPARATORS: readonly [RegExp, VerbPlacement][] = [
  [/\s*\|\s*/, 'split'],
  [/\s*;\s*/, 'split'],
  [/\s+(?:right\s+)?(?:next\s+to|beside|alongside|to\s+the\s+right\s+of|right\s+of)\s+/, 'split'],
  [/\s+(?:below|under|beneath|underneath)\s+/, 'splitDown'],
  [/\s*,\s*(?:and\s+)?|\s+and\s+(?:then\s+)?|\s+then\s+|\s+plus\s+/, 'split'],
];

/** Placement said inside a segment ("in a new tab", "below", "split right"). */
const PLACEMENT_WORDS: readonly [RegExp, VerbPlacement][] = [
  [/\b(?:in\s+|as\s+)?(?:a\s+)?new\s+tab\b|\bin\s+a\s+tab\b|\bas\s+a\s+tab\b/, 'tab'],
  [/\bsplit\s+(?:down|below)\b|\b(?:at\s+the\s+)?bottom\b|\bbelow\b|\bunderneath\b/, 'splitDown'],
  [/\bsplit\s+right\b|\b(?:on|to)\s+the\s+right\b|\bsplit\b/, 'split'],
  [/\bhere\b|\bin\s+this\s+tile\b|\breplace\b/, 'focused'],
];

const tokensOf = (s: string): string[] =>
  s
    .split(/[^a-z0-9\-.]+/)
    .map((t) => t.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean);

interface PreparedWell {
  well: WellRef;
  tokens: string[];
  rank: number;
}

interface WellHit {
  well: WellRef;
  from: number;
  to: number;
  score: number;
  others: WellRef[];
}

/** The period a phrase names, and the text without it. */
export function parsePeriod(text: string, nowS: number): { period: PeriodAsk | null; rest: string } {
  const presetOf = (lengthS: number, said: string): PeriodAsk => {
    const p = PERIOD_PRESETS.find((x) => x.lengthS === lengthS);
    return p ? { preset: p.id, label: p.label } : { startS: nowS - lengthS, endS: nowS, label: `Last ${said}` };
  };
  const rel =
    /\b(?:(?:for|over|during|in)\s+)?(?:the\s+)?(?:last|past|previous)\s+(\d+|one|two|three|four|five|six|seven|eight|ten|twelve|a|an)?\s*(hours?|hrs?|h|days?|d|weeks?|w|months?|mo)\b/.exec(
      text,
    );
  if (rel) {
    const n = rel[1] ? (NUMBER_WORDS[rel[1]] ?? Number(rel[1])) : 1;
    const unit = rel[2].replace(/s$/, '');
    const lengthS = n * UNIT_S[unit === 'hrs' ? 'hr' : unit];
    return {
      period: presetOf(
        lengthS,
        `${n} ${unit.length <= 2 ? (unit === 'h' || unit === 'hr' ? 'hour' : unit === 'd' ? 'day' : unit === 'w' ? 'week' : 'month') : unit}${n > 1 ? 's' : ''}`,
      ),
      rest: cut(text, rel),
    };
  }
  const day = /\b(?:(?:for|from|of|during)\s+)?(yesterday|today|since\s+midnight)(?:'s)?\b/.exec(text);
  if (day) {
    const midnight = new Date(nowS * 1000);
    midnight.setHours(0, 0, 0, 0);
    const todayS = Math.floor(midnight.getTime() / 1000);
    const period: PeriodAsk =
      day[1] === 'yesterday' ? { startS: todayS - 86_400, endS: todayS, label: 'Yesterday' } : { startS: todayS, endS: nowS, label: 'Today' };
    return { period, rest: cut(text, day) };
  }
  const life = /\b(?:(?:over|for)\s+)?(?:the\s+)?(?:whole\s+well|well\s+lifetime|lifetime|all\s+time|whole\s+life)\b/.exec(text);
  if (life) return { period: { preset: 'lifetime', label: 'Well lifetime' }, rest: cut(text, life) };
  return { period: null, rest: text };
}

const cut = (text: string, m: RegExpExecArray): string => `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;

export class Interpreter {
  private readonly prepared: Prepared<CommandEntry>[];
  private readonly wells: PreparedWell[];
  /** Words no entry knows: dropped rather than failing the palette's "every word must match". */
  private readonly known = new Map<string, boolean>();

  constructor(commands: readonly CommandEntry[], wells: readonly WellRef[]) {
    this.prepared = prepare(commands.filter((c) => c.action.kind === 'route' || c.action.kind === 'verb'));
    this.wells = wells.map((well, i) => ({
      well,
      tokens: tokensOf(well.name.toLowerCase()),
      rank: (well.status === 1 ? 0 : 2) + (well.realtime ? 0 : 1) + i / 1e6,
    }));
  }

  interpret(text: string, nowS = Math.floor(Date.now() / 1000)): Interpretation {
    const notes: string[] = [];
    const { period, rest } = parsePeriod(text.toLowerCase(), nowS);
    const segments = this.segments(rest);
    const parsed = segments.map((s) => this.segment(s.text, s.placement, notes));
    // A segment without a well takes its neighbour's ("the survey and the time log of Red Hawk 2H").
    for (let i = 0; i < parsed.length; i++) {
      if (parsed[i].well) continue;
      const near =
        parsed
          .slice(0, i)
          .reverse()
          .find((p) => p.well) ?? parsed.slice(i + 1).find((p) => p.well);
      if (near && parsed[i].entry) parsed[i].well = near.well;
    }
    // A segment with a well and no command repeats the previous command ("survey of red hawk 2h and red hawk 3h").
    for (let i = 1; i < parsed.length; i++) if (!parsed[i].entry && parsed[i].well && parsed[i - 1].entry) parsed[i].entry = parsed[i - 1].entry;

    const actions: AssistantAction[] = [];
    for (const p of parsed) {
      if (p.entry?.action.kind === 'route') {
        const routeId = p.entry.action.routeId!;
        // "rop and kpis": two ways of naming one screen open it once.
        if (actions.some((a) => a.kind === 'open' && a.routeId === routeId && a.well?.id === p.well?.id)) continue;
        actions.push({ kind: 'open', routeId, label: p.entry.label, placement: p.placement, well: p.well, period });
      } else if (p.entry?.action.kind === 'verb') {
        actions.push({ kind: 'verb', verbId: p.entry.action.verbId!, label: p.entry.label });
      } else if (p.well) {
        actions.push({ kind: 'selectWell', well: p.well });
      } else if (p.words.length) {
        notes.push(`Nothing in the palette matches “${p.words.join(' ')}”.`);
      }
    }
    if (period && !actions.some((a) => a.kind === 'open')) actions.push({ kind: 'selectPeriod', period });
    return { actions, notes };
  }

  /** The palette's route entry for a screen named in words ("Survey", "time log"), as the model names one. */
  findScreen(text: string, stage?: Stage): { routeId: string; label: string } | null {
    const words = tokensOf(text.toLowerCase()).filter((t) => !STOP.has(t));
    const e = words.length ? this.findCommand(words, stage) : null;
    return e?.action.kind === 'route' ? { routeId: e.action.routeId!, label: e.label } : null;
  }

  private segments(text: string): { text: string; placement: VerbPlacement }[] {
    let parts: { text: string; placement: VerbPlacement }[] = [{ text, placement: 'split' }];
    for (const [re, placement] of SEPARATORS) {
      parts = parts.flatMap((p) => {
        const pieces = p.text.split(new RegExp(re.source, 'g'));
        return pieces.map((t, i) => ({ text: t, placement: i === 0 ? p.placement : placement }));
      });
    }
    return parts.filter((p) => p.text.trim().length > 0);
  }

  private segment(text: string, placement: VerbPlacement, notes: string[]) {
    let said = text;
    for (const [re, p] of PLACEMENT_WORDS) {
      const m = re.exec(said);
      if (m) {
        placement = p;
        said = cut(said, m as RegExpExecArray);
        break;
      }
    }
    const tokens = tokensOf(said);
    const hit = this.findWell(tokens);
    if (hit && hit.others.length)
      notes.push(`“${tokens.slice(hit.from, hit.to).join(' ')}” also matches ${hit.others.map((w) => w.name).join(', ')}; took ${hit.well.name}.`);
    let words = tokens.filter((t, i) => !(hit && i >= hit.from && i < hit.to) && !STOP.has(t));
    if (hit && words.every((w) => SELECT_WORDS.has(w))) words = [];
    const entry = words.length ? this.findCommand(words, hit?.well.stage) : null;
    return { placement, well: hit?.well ?? null, entry, words };
  }

  /** The longest run of typed words that starts (or spells out) a well's name; ties go to an active, live well. */
  private findWell(tokens: readonly string[]): WellHit | null {
    let best: { pw: PreparedWell; from: number; to: number; score: number }[] = [];
    let bestScore = 0;
    for (const pw of this.wells) {
      for (let i = 0; i < tokens.length; i++) {
        for (let j = 0; j < pw.tokens.length; j++) {
          let k = 0;
          let chars = 0;
          while (i + k < tokens.length && j + k < pw.tokens.length && pw.tokens[j + k].startsWith(tokens[i + k])) {
            chars += tokens[i + k].length + (tokens[i + k] === pw.tokens[j + k] ? 1 : 0);
            k++;
          }
          if (k === 0) continue;
          // One word inside a name ("2h", "state") is not a well; a name's first word of 3+ letters is.
          if (k === 1 && (j > 0 || tokens[i].length < 3 || STOP.has(tokens[i]))) continue;
          const score = chars + (j === 0 ? 2 : 0) + (j === 0 && k === pw.tokens.length ? 5 : 0);
          if (score > bestScore) {
            bestScore = score;
            best = [{ pw, from: i, to: i + k, score }];
          } else if (score === bestScore && !best.some((b) => b.pw === pw)) best.push({ pw, from: i, to: i + k, score });
        }
      }
    }
    if (!best.length) return null;
    best.sort((a, b) => a.pw.rank - b.pw.rank);
    const top = best[0];
    return { well: top.pw.well, from: top.from, to: top.to, score: top.score, others: best.slice(1).map((b) => b.pw.well) };
  }

  private knows(word: string): boolean {
    let k = this.known.get(word);
    if (k === undefined) {
      k = filterPrepared(this.prepared, word, 1).length > 0;
      this.known.set(word, k);
    }
    return k;
  }

  /** The palette's best entry for the words, preferring the well's stage among equal labels. */
  private findCommand(words: readonly string[], stage: Stage | undefined): CommandEntry | null {
    const query = words.filter((w) => this.knows(w));
    // Every word must match in the palette; when together they do not, leave words out, first
    // words first ("compare survey": "survey"), one at a time, then two.
    let found = query.length ? filterPrepared(this.prepared, query.join(' '), 8) : [];
    for (let drop = 1; !found.length && drop < query.length; drop++) {
      for (let i = 0; i + drop <= query.length && !found.length; i++) {
        found = filterPrepared(this.prepared, [...query.slice(0, i), ...query.slice(i + drop)].join(' '), 8);
      }
    }
    const available = found.filter((e) => !e.disabledReason);
    let pool = available.length ? available : found;
    // Administration screens only when asked for ("trajectory" is the survey, not the admin
    // dashboard of trajectory data sources).
    if (!query.includes('admin')) {
      const isAdmin = (e: CommandEntry) => e.action.kind === 'route' && e.action.routeId!.startsWith('admin.');
      if (pool.some((e) => !isAdmin(e))) pool = pool.filter((e) => !isAdmin(e));
    }
    const top = pool[0];
    if (!top) return null;
    if (stage && top.action.kind === 'route') {
      const same = pool.find((e) => e.label === top.label && e.action.kind === 'route' && routeById(e.action.routeId!).stage === stage);
      if (same) return same;
    }
    return top;
  }
}
