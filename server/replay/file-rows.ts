/**
 * A time-indexed log file as rows of our declared channels in our units, through the same parser
 * and proposed mapping a file import uses: what a replay sends is what an import of the file stores.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { EPOCH_MS, type ParsedLog } from '../importers/model';
import { parseLogFile } from '../importers/parse-log-file';
import { channelById } from '../../src/domain/drilling/channels';
import { unitConversion } from '../../src/domain/drilling/channel-units';
import { proposeMapping } from '../timeseries/import/channel-mapping';

export interface ReplayRow {
  /** Epoch s of the row in the file. */
  timeS: number;
  /** Declared channel id → value in our unit; channels without a value in this row are absent. */
  values: Record<string, number>;
}

export interface ReplayFile {
  rows: ReplayRow[];
  channels: string[];
  /** Each channel's curve in the file: its mnemonic and unit (what a store serves). */
  curves: Record<string, { mnemonic: string; unit: string }>;
  name: string;
}

/** The units and mnemonics of a file's curves by channel: what a store or producer serving it states. */
export function curveColumns(file: Pick<ReplayFile, 'curves'>): { units: Record<string, string>; mnemonics: Record<string, string> } {
  const curves = Object.entries(file.curves);
  return {
    units: Object.fromEntries(curves.map(([c, x]) => [c, x.unit])),
    mnemonics: Object.fromEntries(curves.map(([c, x]) => [c, x.mnemonic])),
  };
}

export function readReplayRows(path: string): ReplayFile {
  const parsed = parseLogFile(readFileSync(path), basename(path));
  if (parsed.kind !== 'log') throw new Error(`${basename(path)} is not a log`);
  const log = parsed as ParsedLog;
  if (log.indexType !== 'time' || log.indexUnit !== EPOCH_MS) throw new Error(`${basename(path)} has no absolute time index: replay needs one`);
  const mapping = proposeMapping(log.curves, log.indexType)
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.declared && m.action === 'import');
  const rows: ReplayRow[] = [];
  for (let r = 0; r < log.index.length; r++) {
    const t = log.index[r];
    if (!Number.isFinite(t)) continue;
    const values: Record<string, number> = {};
    for (const { m, i } of mapping) {
      const raw = log.values[i][r];
      if (Number.isFinite(raw)) values[m.channel] = raw * m.factor + m.offset;
    }
    if (Object.keys(values).length) rows.push({ timeS: t / 1000, values });
  }
  rows.sort((a, b) => a.timeS - b.timeS);
  const curves = Object.fromEntries(mapping.map(({ m }) => [m.channel, { mnemonic: m.mnemonic, unit: m.unit }]));
  return { rows, channels: mapping.map(({ m }) => m.channel), curves, name: log.logName ?? basename(path) };
}

/** From a channel's value in our unit to the unit a replay serves it in (the file's; ours when absent). */
export function servedValue(channel: string, unit: string | undefined): (v: number) => number {
  const decl = channelById(channel);
  const c = (decl && unitConversion(unit ?? decl.unit, decl.unit)) || { factor: 1, offset: 0 };
  return (v) => (v - c.offset) / c.factor;
}

/** How many rows a replay started at t0Ms has "recorded" by now at `speed` (the first at once). */
export function recordedRows(rows: readonly ReplayRow[], t0Ms: number, speed: number): number {
  if (!rows.length) return 0;
  const upTo = rows[0].timeS + ((Date.now() - t0Ms) / 1000) * speed;
  let n = 0;
  while (n < rows.length && rows[n].timeS <= upTo) n++;
  return Math.max(1, n);
}
