/**
 * The field engineer's check of the section being drilled: the well's recorded drilling parameters
 * (the time-series store, the last hour of on-bottom drilling within the record's last 12 hours, in
 * 30 s buckets wholly in one drilling rig state) against the ranges of the well's drilling program
 * (the newest approved one, else the newest submitted, else the newest draft) for the section the bit
 * is in. ECD is compared when the well records an ECD channel; no demo or simulator feed does.
 */
import { Activity } from '../../src/domain/drilling/activities';
import { parameterChecks, sectionIndexAt, type DrillingReadings } from '../../src/domain/engineering/drilling-program';
import type { Queryable } from '../db/db';
import type { TimeSeriesStore } from '../timeseries/store';
import { composedProgram, listPrograms } from './drilling-programs';

const LOOKBACK_S = 12 * 3600;
const BUCKET_S = 30;
/** Drilling time compared, s: the last hour drilled. */
const DRILLING_S = 3600;
const CHANNELS = ['bitDepthM', 'holeDepthM', 'wobT', 'rpm', 'flowInLpm', 'sppMPa', 'activity'] as const;
const STATUS_ORDER = ['approved', 'submitted', 'draft'];

export async function fieldEngineering(db: Queryable, store: TimeSeriesStore, wellId: string, nowS = Date.now() / 1000) {
  const programs = await listPrograms(db, wellId);
  const chosen = [...programs].sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status))[0] ?? null;
  const program = chosen ? await composedProgram(db, chosen) : null;
  const base = {
    program: program && {
      id: program.id,
      name: program.name,
      status: program.status,
      version: program.version,
      design_name: program.design_name,
      sections: program.sections.map((s) => ({ index: s.index, name: s.name, from_m: s.from_m, to_m: s.to_m, hole_in: s.hole_in })),
    },
  };
  const channels = await store.channels(wellId);
  const has = (c: string) => channels.some((x) => x.channel === c && x.last_s !== null);
  const bit = channels.find((c) => c.channel === 'bitDepthM');
  if (!bit || bit.last_s === null || !has('activity'))
    return { ...base, data: null, section: null, checks: [], ecd: null, note: 'This well has no recorded bit depth and rig states: nothing to check yet.' };
  const to = bit.last_s + 1;
  const from = Math.max(bit.first_s ?? to - LOOKBACK_S, to - LOOKBACK_S);
  const w = await store.window(wellId, CHANNELS.filter(has), from, to, Math.ceil((to - from) / BUCKET_S));
  const col = (c: string) => w.channels[c]?.last ?? [];
  const act = w.channels.activity;
  const readings = { wobT: [] as number[], rpm: [] as number[], flowLpm: [] as number[], sppMPa: [] as number[] } satisfies DrillingReadings;
  let drilledS = 0;
  let lastDrillingT: number | null = null;
  let bitAtDrilling: number | null = null;
  const push = (arr: number[], v: number | null | undefined) => v !== null && v !== undefined && Number.isFinite(v) && arr.unshift(v);
  // Newest first, so the hour kept is the last one drilled; unshift keeps the readings in time order.
  for (let i = w.t.length - 1; i >= 0 && drilledS < DRILLING_S; i--) {
    const code = act.min[i];
    if (code === null || code !== act.max[i] || (code !== Activity.ROTARY_DRILLING && code !== Activity.SLIDE_DRILLING)) continue;
    drilledS += w.bucket_s;
    if (lastDrillingT === null) {
      lastDrillingT = w.t[i] + w.bucket_s;
      bitAtDrilling = col('bitDepthM')[i] ?? null;
    }
    push(readings.wobT, col('wobT')[i]);
    push(readings.flowLpm, col('flowInLpm')[i]);
    push(readings.sppMPa, col('sppMPa')[i]);
    if (code === Activity.ROTARY_DRILLING) push(readings.rpm, col('rpm')[i]);
  }
  const lastBit = [...col('bitDepthM')].reverse().find((v) => v !== null) ?? null;
  const lastHole = [...col('holeDepthM')].reverse().find((v) => v !== null) ?? null;
  // On bottom while drilling, bit depth is the hole depth: the section is the one being drilled.
  const depthForSection = bitAtDrilling ?? lastBit;
  const data = {
    from: w.from,
    to: w.to,
    bucket_s: w.bucket_s,
    last_reading_s: bit.last_s,
    age_s: Math.max(0, Math.round(nowS - bit.last_s)),
    bit_depth_m: lastBit,
    hole_depth_m: lastHole,
    last_drilling_s: lastDrillingT,
    drilling_s: drilledS,
    bit_depth_at_drilling_m: bitAtDrilling,
  };
  const ecdNote = has('ecdKgM3') ? null : 'No ECD channel is recorded on this well: ECD is not compared.';
  if (!program) return { ...base, data, section: null, checks: [], ecd: ecdNote, note: 'This well has no drilling program: no ranges to check against.' };
  const idx = depthForSection === null ? null : sectionIndexAt(program.sections, depthForSection);
  const section = idx === null ? null : program.sections[idx];
  if (!section)
    return { ...base, data, section: null, checks: [], ecd: ecdNote, note: 'The program has no hole sections (no design linked): no ranges to check against.' };
  const sectionOut = {
    index: section.index,
    name: section.name,
    from_m: section.from_m,
    to_m: section.to_m,
    hole_in: section.hole_in,
    parameters: section.parameters,
  };
  if (!section.parameters)
    return { ...base, data, section: sectionOut, checks: [], ecd: ecdNote, note: `The program has no parameter ranges for ${section.name}.` };
  const checks = parameterChecks(section.parameters, readings);
  const note =
    drilledS === 0
      ? 'No on-bottom drilling in the record’s last 12 hours: the ranges are shown without readings.'
      : `${Math.round(drilledS / 60)} min of on-bottom drilling compared (${w.bucket_s} s readings).`;
  return { ...base, data, section: sectionOut, checks, ecd: ecdNote, note };
}
