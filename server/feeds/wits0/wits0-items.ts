/**
 * WITS0 items → our channels. The standard table is record 1 (general time-based) of the WITS
 * specification in its metric units (depths m, hook load and WOB kDaN, torque kN·m, SPP kPa, flow
 * L/min); a source's overrides change an item's channel or unit (an English-unit EDR: klbf, psi,
 * gpm, ft) or add items of other records. Units convert through the one table every importer uses
 * (src/domain/drilling/channel-units.ts). Items mapped to the same channel add up: the three pump
 * stroke rates make the total strokes.
 */
import { channelById } from '../../../src/domain/drilling/channels';
import { unitConversion } from '../../../src/domain/drilling/channel-units';
import type { MappingOverride } from '../../../src/domain/feeds/data-source';
import type { FeedSample } from '../feed-types';
import type { WitsRecord } from './wits0-parser';

export interface StandardItem {
  item: string;
  name: string;
  channel: string;
  unit: string;
}

export const STANDARD_ITEMS: readonly StandardItem[] = [
  { item: '0108', name: 'Depth bit (meas)', channel: 'bitDepthM', unit: 'm' },
  { item: '0110', name: 'Depth hole (meas)', channel: 'holeDepthM', unit: 'm' },
  { item: '0112', name: 'Block position', channel: 'blockPosM', unit: 'm' },
  { item: '0113', name: 'Rate of penetration (avg)', channel: 'ropMph', unit: 'm/h' },
  { item: '0114', name: 'Hookload (avg)', channel: 'hookloadT', unit: 'kDaN' },
  { item: '0116', name: 'Weight on bit (surf, avg)', channel: 'wobT', unit: 'kDaN' },
  { item: '0118', name: 'Rotary torque (surf, avg)', channel: 'torqueKNm', unit: 'kN.m' },
  { item: '0120', name: 'Rotary speed (surf, avg)', channel: 'rpm', unit: 'rpm' },
  { item: '0121', name: 'Standpipe pressure (avg)', channel: 'sppMPa', unit: 'kPa' },
  { item: '0123', name: 'Pump stroke rate #1', channel: 'pumpSpm', unit: 'spm' },
  { item: '0124', name: 'Pump stroke rate #2', channel: 'pumpSpm', unit: 'spm' },
  { item: '0125', name: 'Pump stroke rate #3', channel: 'pumpSpm', unit: 'spm' },
  { item: '0130', name: 'Mud flow in (avg)', channel: 'flowInLpm', unit: 'L/min' },
];

/** Values WITS senders put where they have no reading. */
const ABSENT = new Set([-9999, -8888, -999.25]);

export interface ItemRule {
  channel: string;
  factor: number;
  offset: number;
}

/** The standard table with a source's overrides applied; throws a message naming the item for a unit that does not convert. */
export function resolveItemRules(overrides: readonly MappingOverride[] = []): Map<string, ItemRule> {
  const rules = new Map<string, { channel: string | null; unit: string | undefined }>(
    STANDARD_ITEMS.map((s) => [s.item, { channel: s.channel, unit: s.unit }]),
  );
  for (const o of overrides) {
    const std = STANDARD_ITEMS.find((s) => s.item === o.item);
    rules.set(o.item, { channel: o.channel, unit: o.unit ?? (std && std.channel === o.channel ? std.unit : undefined) });
  }
  const out = new Map<string, ItemRule>();
  for (const [item, r] of rules) {
    if (r.channel === null) continue;
    const decl = channelById(r.channel);
    if (!decl) {
      out.set(item, { channel: r.channel, factor: 1, offset: 0 });
      continue;
    }
    const unit = r.unit ?? decl.unit;
    const conv = unitConversion(unit, decl.unit);
    if (!conv) throw new Error(`mapping: item ${item} in '${unit}' does not convert to ${decl.label} (${decl.unit})`);
    out.set(item, { channel: r.channel, ...conv });
  }
  return out;
}

/** The record's own time from its RR05 date (YYMMDD) and RR06 time (HHMMSS) items, UTC; null without them. */
export function recordTimeS(items: ReadonlyMap<string, string>): number | null {
  for (const [code, date] of items) {
    if (code.slice(2) !== '05') continue;
    const time = items.get(`${code.slice(0, 2)}06`);
    const d = /^(\d{2})(\d{2})(\d{2})$/.exec(date.split('.')[0].padStart(6, '0'));
    const t = time ? /^(\d{2})(\d{2})(\d{2})$/.exec(time.split('.')[0].padStart(6, '0')) : null;
    if (!d || !t) return null;
    const ms = Date.UTC(2000 + Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3]));
    return Number.isFinite(ms) ? ms / 1000 : null;
  }
  return null;
}

/**
 * A record as a sample of our channels, stamped with its own time or, without one, the arrival
 * time. Items that are mapped but not numbers are reported in `bad`.
 */
export function recordToSample(record: WitsRecord, rules: ReadonlyMap<string, ItemRule>, arrivalS: number): { sample: FeedSample; bad: string[] } {
  const values: Record<string, number> = {};
  const bad: string[] = [];
  for (const [code, text] of record.items) {
    const rule = rules.get(code);
    if (!rule) continue;
    const raw = Number(text);
    if (text === '' || !Number.isFinite(raw)) {
      bad.push(`item ${code}: '${text.slice(0, 20)}' is not a number`);
      continue;
    }
    if (ABSENT.has(raw)) continue;
    const v = raw * rule.factor + rule.offset;
    values[rule.channel] = values[rule.channel] === undefined ? v : values[rule.channel] + v;
  }
  return { sample: { timeS: recordTimeS(record.items) ?? arrivalS, values }, bad };
}
