/**
 * Writes a parsed log into a well, all or nothing: one transaction holds the run record and every
 * chunk or depth-log row, so a file that fails half way (a bad mapping, a unit that does not
 * convert, a database error) leaves nothing behind. Time-indexed logs go into the well's 1 Hz
 * channels; depth-indexed logs become depth-log rows of one run.
 */
import { channelById, DEPTH_CHANNELS } from '../../../src/domain/drilling/channels';
import type { Db, Queryable } from '../../db/db';
import { ImportError } from '../../importers/import-error';
import { EPOCH_MS, type ParsedLog } from '../../importers/model';
import { metresPerUnit } from '../../importers/units';
import { ChunkWriter } from '../chunk-writer';
import { insertDepthLog, type DepthType } from '../depth-logs';
import { proposeMapping, unitConversion, type ProposedMapping } from './channel-mapping';

/** A sample holds its value until the next one, at most this long; a longer silence is a gap. */
export const HOLD_MAX_S = 60;
const MAX_SPAN_S = 400 * 86_400;
const CHANNEL_NAME = /^[A-Za-z0-9_]{1,60}$/;

export interface MappingChoice {
  mnemonic: string;
  /** A declared channel id or a name of one's own; omitted: the proposal. */
  channel?: string;
  skip?: boolean;
}

export interface CommitOptions {
  mapping?: readonly MappingChoice[];
  /** Start of an elapsed-time log, epoch s (files with only elapsed seconds). */
  startTimeS?: number;
  depthType?: DepthType;
  runName?: string;
  fileName?: string;
  format?: string;
  userId?: string | null;
  /** Channels another writer owns here (the live simulator's): refused for time logs. */
  liveChannels?: ReadonlySet<string>;
}

export interface CommitResult {
  run_id: string;
  index_type: 'time' | 'depth';
  depth_type: DepthType | null;
  rows: number;
  channels: { channel: string; mnemonic: string; unit: string; unit_in_file: string; values: number }[];
  /** Epoch s (time) or metres (depth). */
  from: number | null;
  to: number | null;
}

interface Column {
  m: ProposedMapping;
  values: Float64Array;
}

/** The proposal with the user's choices applied, checked. */
export function resolveMapping(parsed: ParsedLog, choices: readonly MappingChoice[] = []): Column[] {
  const proposal = proposeMapping(parsed.curves, parsed.indexType);
  const byMnemonic = new Map(choices.map((c) => [c.mnemonic, c]));
  for (const c of choices) if (!proposal.some((p) => p.mnemonic === c.mnemonic)) throw new ImportError(`mapping: the file has no curve '${c.mnemonic}'`);
  const out: Column[] = [];
  const target = new Map<string, string>();
  proposal.forEach((p, i) => {
    const choice = byMnemonic.get(p.mnemonic);
    if (choice?.skip || (p.action === 'skip' && !choice?.channel)) return;
    let m = p;
    if (choice?.channel && choice.channel !== p.channel) {
      if (!CHANNEL_NAME.test(choice.channel))
        throw new ImportError(`mapping: '${choice.channel}' for ${p.mnemonic} is not a channel name (letters, digits, _; up to 60)`);
      if (parsed.curves[i].valueType === 'text') throw new ImportError(`mapping: ${p.mnemonic} is a text curve and cannot become channel '${choice.channel}'`);
      const decl = channelById(choice.channel) ?? DEPTH_CHANNELS.find((d) => d.id === choice.channel);
      if (decl) {
        const conv = unitConversion(p.unit, decl.unit);
        if (!conv) throw new ImportError(`mapping: ${p.mnemonic} is in '${p.unit || 'no unit'}', which does not convert to ${decl.label} (${decl.unit})`);
        m = { ...p, channel: decl.id, declared: true, target_unit: decl.unit, ...conv, action: 'import' };
      } else m = { ...p, channel: choice.channel, declared: false, target_unit: p.unit, factor: 1, offset: 0, action: 'import' };
    }
    const other = target.get(m.channel);
    if (other) throw new ImportError(`mapping: ${other} and ${p.mnemonic} both go to channel '${m.channel}'`);
    target.set(m.channel, p.mnemonic);
    out.push({ m, values: parsed.values[i] });
  });
  if (!out.length) throw new ImportError('mapping: no curve is left to import');
  return out;
}

/** Each row's epoch second, or NaN where the index is missing. */
function rowSeconds(parsed: ParsedLog, startTimeS: number | undefined): Float64Array {
  const idx = parsed.index;
  const out = new Float64Array(idx.length);
  if (parsed.indexUnit === EPOCH_MS) {
    for (let i = 0; i < idx.length; i++) out[i] = Math.round(idx[i] / 1000);
    return out;
  }
  if (startTimeS === undefined) {
    throw new ImportError(
      `the time index ${parsed.indexMnemonic} is elapsed ${parsed.indexUnit} with no start time in the file: give start_time (epoch seconds)`,
    );
  }
  for (let i = 0; i < idx.length; i++) out[i] = Math.round(startTimeS + idx[i]);
  return out;
}

async function writeTimeLog(
  tx: Queryable,
  wellId: string,
  parsed: ParsedLog,
  cols: Column[],
  o: CommitOptions,
): Promise<{ from: number | null; to: number | null }> {
  for (const c of cols) {
    if (o.liveChannels?.has(c.m.channel))
      throw new ImportError(`channel '${c.m.channel}' is written live by the rig simulator on this well: map ${c.m.mnemonic} to another channel`);
  }
  const secs = rowSeconds(parsed, o.startTimeS);
  const order = Array.from(secs.keys())
    .filter((i) => Number.isFinite(secs[i]))
    .sort((a, b) => secs[a] - secs[b] || a - b);
  if (!order.length) return { from: null, to: null };
  const firstS = secs[order[0]];
  const lastS = secs[order[order.length - 1]];
  if (lastS - firstS > MAX_SPAN_S)
    throw new ImportError(`the time index spans ${Math.round((lastS - firstS) / 86_400)} days; at most 400 can be imported at once`);
  const writer = new ChunkWriter(tx, wellId);
  const cap = 86_400;
  const buf = cols.map(() => new Float32Array(cap));
  let bufStart = firstS;
  let bufLen = 0;
  const flushBuf = async () => {
    if (bufLen === 0) return;
    await writer.append(bufStart, Object.fromEntries(cols.map((c, k) => [c.m.channel, buf[k].subarray(0, bufLen)])), bufLen);
    bufLen = 0;
  };
  for (let j = 0; j < order.length; j++) {
    const i = order[j];
    const s = secs[i];
    const next = j + 1 < order.length ? secs[order[j + 1]] : s + 1;
    if (next === s) continue; // a later row of the same second wins
    const holdEnd = Math.min(next, s + HOLD_MAX_S);
    // A silence in the file leaves what the well already has there: a new append starts after it.
    if (bufLen > 0 && (s !== bufStart + bufLen || holdEnd - bufStart > cap)) await flushBuf();
    if (bufLen === 0) bufStart = s;
    for (let k = 0; k < cols.length; k++) {
      const raw = cols[k].values[i];
      const v = Number.isFinite(raw) ? raw * cols[k].m.factor + cols[k].m.offset : NaN;
      buf[k].fill(v, s - bufStart, holdEnd - bufStart);
    }
    bufLen = holdEnd - bufStart;
  }
  await flushBuf();
  const meta = Object.fromEntries(
    cols.map((c) => [
      c.m.channel,
      { unit: c.m.target_unit, label: c.m.declared ? (channelById(c.m.channel)?.label ?? c.m.channel) : c.m.description || c.m.mnemonic },
    ]),
  );
  await writer.flush(meta, 'import');
  // Appending merged min/max with what was there: make the coarse levels a function of the new raw seconds.
  await writer.rebuildRange(
    cols.map((c) => c.m.channel),
    firstS,
    lastS + 1,
  );
  return { from: firstS, to: lastS };
}

/** A depth channel's label: the declared channel's, else the file's description or mnemonic. */
export function depthChannelLabel(m: Column['m']): string {
  return m.declared ? (channelById(m.channel)?.label ?? DEPTH_CHANNELS.find((x) => x.id === m.channel)?.label ?? m.channel) : m.description || m.mnemonic;
}

async function writeDepthLog(
  tx: Queryable,
  wellId: string,
  parsed: ParsedLog,
  cols: Column[],
  runId: string,
  o: CommitOptions,
): Promise<{ from: number | null; to: number | null }> {
  const perUnit = metresPerUnit(parsed.indexUnit);
  if (perUnit === undefined) throw new ImportError(`the depth index ${parsed.indexMnemonic} is in '${parsed.indexUnitRaw}', not a length unit`);
  const depthM = Float64Array.from(parsed.index, (d) => d * perUnit);
  const keep = Array.from(depthM.keys()).filter((i) => Number.isFinite(depthM[i]));
  const d = Float64Array.from(keep, (i) => depthM[i]);
  for (const c of cols) {
    const v = Float32Array.from(keep, (i) => (Number.isFinite(c.values[i]) ? c.values[i] * c.m.factor + c.m.offset : NaN));
    await insertDepthLog(tx, {
      wellId,
      channel: c.m.channel,
      unit: c.m.target_unit,
      label: depthChannelLabel(c.m),
      source: 'import',
      runId,
      runName: o.runName ?? o.fileName ?? parsed.logName ?? '',
      depthType: o.depthType ?? (/TVD/i.test(parsed.indexMnemonic) ? 'TVD' : 'MD'),
      depthM: d,
      values: v,
    });
  }
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of d) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return d.length ? { from: lo, to: hi } : { from: null, to: null };
}

export async function commitImport(db: Db, wellId: string, parsed: ParsedLog, o: CommitOptions = {}): Promise<CommitResult> {
  const cols = resolveMapping(parsed, o.mapping);
  const depthType: DepthType | null = parsed.indexType === 'depth' ? (o.depthType ?? (/TVD/i.test(parsed.indexMnemonic) ? 'TVD' : 'MD')) : null;
  const channels = cols.map((c) => ({
    channel: c.m.channel,
    mnemonic: c.m.mnemonic,
    unit: c.m.target_unit,
    unit_in_file: c.m.unit,
    values: c.values.reduce((n, x) => n + (Number.isFinite(x) ? 1 : 0), 0),
  }));
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into log_runs (well_id, source, name, file_name, format, index_type, depth_type, channels, row_count, created_by)
       values ($1, 'import', $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        wellId,
        o.runName ?? parsed.logName ?? o.fileName ?? '',
        o.fileName ?? null,
        o.format ?? `${parsed.format} ${parsed.version}`.trim(),
        parsed.indexType,
        depthType,
        JSON.stringify(channels),
        parsed.rowCount,
        o.userId ?? null,
      ],
    );
    const runId = rows[0].id;
    const span =
      parsed.indexType === 'time'
        ? await writeTimeLog(tx, wellId, parsed, cols, o)
        : await writeDepthLog(tx, wellId, parsed, cols, runId, { ...o, depthType: depthType ?? undefined });
    await tx.query('update log_runs set index_from = $2, index_to = $3 where id = $1', [runId, span.from, span.to]);
    return { run_id: runId, index_type: parsed.indexType, depth_type: depthType, rows: parsed.rowCount, channels, from: span.from, to: span.to };
  });
}
