/**
 * AI reports and alerts (issue 21): deterministic facts (the morning report's reporting day, the
 * alerts that fired) and the narrative written from them. The model, when configured, only writes
 * the prose; the facts are always printed beside it with their numbers, and without a model the
 * template below writes the same facts. `unsupportedNumbers` lists any number in a narrative that
 * no fact holds, so a model that invents a figure is caught where the reader looks.
 */
import { z } from 'zod';
import { AI_MODEL_IDS } from './chat-api';

export const NARRATIVE_KINDS = ['morning', 'alert_digest'] as const;
export type NarrativeKind = (typeof NARRATIVE_KINDS)[number];

export const narrativeBody = z
  .object({
    kind: z.enum(NARRATIVE_KINDS),
    /** Morning report: the reference instant (epoch s) its reporting day ends at or before; default now. */
    at: z.number().int().positive().optional(),
    /** Alert digest: how many hours back, up to a week; default 24. */
    hours: z.number().int().min(1).max(168).default(24),
    /** The model of the choice list; default the server's default. */
    model: z.enum(AI_MODEL_IDS).optional(),
  })
  .strict();

/** One fact: a number with its unit (and, for a named thing, its name), and the pane that shows it. */
export interface ReportFact {
  id: string;
  label: string;
  value: number;
  unit: string;
  decimals: number;
  /** What the number belongs to ("Stuck pipe", "Drilling"), when it names something. */
  name?: string;
  cite?: { route_id: string; well: { id: string; name: string } };
}

export interface ReportFacts {
  kind: NarrativeKind;
  well: { id: string; name: string };
  /** The span the facts cover, epoch s, and how it is said ("reporting day 2026-11-27", "the last 24 hours"). */
  from: number;
  to: number;
  span: string;
  facts: readonly ReportFact[];
  /** Reads refused or failed (the user may lack a permission): said, not guessed. */
  missing: readonly string[];
  /** Alert digest: the latest alert messages, quoted as stored. */
  quotes: readonly string[];
}

export interface ReportNarrative extends ReportFacts {
  narrative: string;
  written_by: 'model' | 'template';
  /** The choice-list model that wrote it (null: the template). */
  model: string | null;
  /** Why the template wrote it although a model was asked for (provider error), in plain words. */
  note: string | null;
  unsupported_numbers: readonly string[];
}

/** A fact's number as printed everywhere (facts table, template, model prompt). */
export const shownValue = (f: Pick<ReportFact, 'value' | 'decimals'>): string => f.value.toFixed(f.decimals);
export const shownFact = (f: ReportFact): string => `${f.name ? `${f.name}, ` : ''}${shownValue(f)}${f.unit ? ` ${f.unit}` : ''}`;

const byId = (facts: readonly ReportFact[]) => new Map(facts.map((f) => [f.id, f]));
const withUnit = (f: ReportFact) => `${shownValue(f)}${f.unit ? ` ${f.unit}` : ''}`;

function morningTemplate(r: ReportFacts): string {
  const f = byId(r.facts);
  const out: string[] = [];
  const footage = f.get('footage');
  if (footage) {
    const from = f.get('hole_start');
    const to = f.get('hole_end');
    const rop = f.get('rop');
    const slide = f.get('slide_share');
    out.push(
      `${r.well.name}, ${r.span}: ${footage.value > 0 ? `drilled ${withUnit(footage)}` : 'made no new hole'}` +
        (from && to ? (footage.value > 0 ? ` (${withUnit(from)} to ${withUnit(to)})` : ` (hole at ${withUnit(to)})`) : '') +
        (rop && footage.value > 0 ? ` at ${withUnit(rop)} on bottom` : '') +
        (slide && footage.value > 0 ? `, ${withUnit(slide)} of it sliding` : '') +
        '.',
    );
  } else out.push(`${r.well.name}, ${r.span}.`);
  const npt = f.get('npt');
  const troubles = f.get('troubles');
  const cause = f.get('top_trouble');
  if (npt && npt.value > 0)
    out.push(
      `NPT was ${withUnit(npt)}${troubles ? ` across ${shownValue(troubles)} ${troubles.value === 1 ? 'trouble' : 'troubles'}` : ''}${cause ? `, most of it ${cause.name!.toLowerCase()} (${withUnit(cause)})` : ''}.`,
    );
  else if (npt) out.push('No NPT was booked.');
  const top = f.get('top_activity');
  if (top) out.push(`Most of the time went to ${top.name!.toLowerCase()} (${withUnit(top)}).`);
  return out.join(' ');
}

function alertTemplate(r: ReportFacts): string {
  const f = byId(r.facts);
  const fired = f.get('alerts_fired');
  if (!fired || fired.value === 0) return `No alerts fired on ${r.well.name} in ${r.span}.`;
  const open = f.get('alerts_open');
  const critical = f.get('alerts_critical');
  const top = f.get('top_alert_type');
  const out = [
    `${shownValue(fired)} ${fired.value === 1 ? 'alert' : 'alerts'} fired on ${r.well.name} in ${r.span}` +
      (open ? `; ${shownValue(open)} still open` : '') +
      (critical && critical.value > 0 ? `, ${shownValue(critical)} of them critical` : '') +
      '.',
  ];
  if (top) out.push(`Most were ${top.name!.toLowerCase()} (${shownValue(top)}).`);
  if (r.quotes[0]) out.push(`Latest: “${r.quotes[0]}”.`);
  return out.join(' ');
}

/** The narrative without a model: the same facts, in fixed sentences. */
export const templateNarrative = (r: ReportFacts): string => (r.kind === 'morning' ? morningTemplate(r) : alertTemplate(r));

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** Numbers in `text` that no fact, quote, well name or span of `r` holds. */
export function unsupportedNumbers(text: string, r: ReportFacts): string[] {
  const known = new Set<string>();
  const add = (s: string) => {
    for (const m of s.match(NUMBER) ?? []) known.add(m.replace(/,/g, ''));
  };
  for (const fact of r.facts) {
    add(shownValue(fact));
    add(String(fact.value));
    if (fact.name) add(fact.name);
  }
  for (const q of [...r.quotes, r.well.name, r.span]) add(q);
  const out: string[] = [];
  for (const m of text.match(NUMBER) ?? []) {
    const n = m.replace(/,/g, '');
    if (!known.has(n) && !out.includes(m)) out.push(m);
  }
  return out;
}

/** What the model is told: write prose from these facts only, their numbers as printed. */
export const NARRATIVE_INSTRUCTIONS = `You write the short narrative of a drilling report for engineers.
Use only the facts you are given. Print every number exactly as it is shown in the facts, with its unit; use no other number.
Write two to four plain sentences, no lists, no headings, no greeting. Name the well. If a fact is missing, do not guess it.`;

export function narrativePrompt(r: ReportFacts): string {
  return JSON.stringify({
    report: r.kind === 'morning' ? 'morning report' : 'alert digest',
    well: r.well.name,
    period: r.span,
    facts: r.facts.map((f) => ({ fact: f.label, shown: shownFact(f) })),
    ...(r.quotes.length ? { latest_alerts: r.quotes } : {}),
    ...(r.missing.length ? { not_available: r.missing } : {}),
  });
}
