/**
 * A growing WITSML 1.4.1.1 time log, polled from a store: each poll asks WMLS_GetFromStore for the
 * log's rows from the last index it has (startDateTimeIndex; the range is inclusive, so the row at
 * that index comes again and is dropped here), reads the answer with the same parser and channel
 * mapping a file import uses, and hands on the new rows only. Result 2 (more data waits) polls again
 * at once; an error (unreachable, refused credentials, a store error code) is reported on the source
 * and retried with back-off, doubling from the poll interval to 5 minutes. Trajectories and messages
 * are polled by the same loop, under their own limits (witsml141-objects.ts).
 *
 * The store's limits are respected: on connecting, WMLS_GetCap gives its maxDataNodes and
 * maxDataPoints for logs, a header-only question gives the log's column count, and every data
 * question then asks for at most min(maxDataNodes, maxDataPoints / columns) rows (OptionsIn
 * maxReturnNodes); the store's Result 2 brings the next slice at once. A store that does not
 * answer GetCap (a SOAP fault) is asked without limits.
 *
 * A depth-indexed log (the header's indexType says so) is polled the same way by MD: from the
 * deepest point the source has stored (startIndex in m, inclusive), its rows mapped by the import's
 * mapping (the same mnemonic dictionary and unit conversion) and appended to the well's depth logs
 * (the sink's depth writer), never re-read.
 */
import { ImportError } from '../../importers/import-error';
import { EPOCH_MS, type ParsedLog } from '../../importers/model';
import { parseLogFile } from '../../importers/parse-log-file';
import { metresPerUnit } from '../../importers/units';
import { proposeMapping } from '../../timeseries/import/channel-mapping';
import { depthChannelLabel, resolveMapping } from '../../timeseries/import/commit-import';
import type { DepthColumn, DepthRow, Feed, FeedSample, FeedSink } from '../feed-types';
import { getCap, getFromStore, readStoreLimits, StoreError, type StoreAnswer, type StoreLimits } from './soap-client';

export interface Witsml141Options {
  url: string;
  username: string | null;
  password: string | null;
  uidWell: string;
  uidWellbore: string;
  uidLog: string;
  pollS: number;
}

const BACKOFF_MAX_S = 300;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The query template: the log by its ids, everything from `fromS` (a time log) or `fromM` (a depth log, MD in m) on (all curves). */
export function logQuery(o: Pick<Witsml141Options, 'uidWell' | 'uidWellbore' | 'uidLog'>, fromS: number | null, fromM: number | null = null): string {
  const from =
    fromM !== null
      ? `<startIndex uom="m">${fromM}</startIndex>`
      : fromS === null
        ? ''
        : `<startDateTimeIndex>${new Date(fromS * 1000).toISOString()}</startDateTimeIndex>`;
  return (
    `<logs xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">` +
    `<log uidWell="${escapeAttr(o.uidWell)}" uidWellbore="${escapeAttr(o.uidWellbore)}" uid="${escapeAttr(o.uidLog)}">` +
    `${from}<logCurveInfo><mnemonic/><unit/></logCurveInfo><logData><mnemonicList/><unitList/><data/></logData></log></logs>`
  );
}

/** The rows of an answer after `afterS`, as samples of our declared channels. */
export function rowsAfter(xmlOut: string, afterS: number | null): FeedSample[] {
  const parsed = parseLogFile(Buffer.from(xmlOut, 'utf8'), 'store-answer.xml');
  if (parsed.kind !== 'log') throw new ImportError('the answer holds no log');
  const log = parsed as ParsedLog;
  if (log.indexType !== 'time' || log.indexUnit !== EPOCH_MS) throw new ImportError('the log is not indexed by date and time');
  const cols = proposeMapping(log.curves, log.indexType)
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.declared && m.action === 'import');
  const out: FeedSample[] = [];
  for (let r = 0; r < log.index.length; r++) {
    const t = log.index[r] / 1000;
    if (!Number.isFinite(t) || (afterS !== null && t <= afterS)) continue;
    const values: Record<string, number> = {};
    for (const { m, i } of cols) {
      const raw = log.values[i][r];
      if (Number.isFinite(raw)) values[m.channel] = raw * m.factor + m.offset;
    }
    if (Object.keys(values).length) out.push({ timeS: t, values });
  }
  return out.sort((a, b) => a.timeS - b.timeS);
}

/** A depth log answer's rows deeper than `afterM`, in metres, each column through the import's mapping into our unit. */
export function depthRowsAfter(xmlOut: string, afterM: number | null): { columns: DepthColumn[]; rows: DepthRow[] } {
  const parsed = parseLogFile(Buffer.from(xmlOut, 'utf8'), 'store-answer.xml');
  if (parsed.kind !== 'log') throw new ImportError('the answer holds no log');
  const log = parsed as ParsedLog;
  if (log.indexType !== 'depth') throw new ImportError('the log is not indexed by depth');
  const perUnit = metresPerUnit(log.indexUnit);
  if (perUnit === undefined) throw new ImportError(`the depth index is in '${log.indexUnitRaw}', not a length unit`);
  const cols = resolveMapping(log);
  const columns = cols.map((c) => ({ channel: c.m.channel, unit: c.m.target_unit, label: depthChannelLabel(c.m) }));
  const rows: DepthRow[] = [];
  for (let r = 0; r < log.index.length; r++) {
    const depthM = log.index[r] * perUnit;
    if (!Number.isFinite(depthM) || (afterM !== null && depthM <= afterM)) continue;
    rows.push({ depthM, values: cols.map((c) => (Number.isFinite(c.values[r]) ? c.values[r] * c.m.factor + c.m.offset : NaN)) });
  }
  return { columns, rows };
}

/**
 * The polling loop every WITSML 1.4.1.1 object feed shares: ask, hand on what is new, ask again after
 * the poll interval (at once after Result 2), back off doubling up to 5 minutes on errors.
 */
export abstract class WitsmlPoller implements Feed {
  private timer: NodeJS.Timeout | null = null;
  protected stopped = false;
  private failures = 0;
  private connected = false;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(protected readonly o: Pick<Witsml141Options, 'url' | 'username' | 'password' | 'pollS'>) {}

  /** One question to the store and its new data handed on; answers the store's Result. */
  protected abstract ask(sink: FeedSink): Promise<StoreAnswer>;
  /** Hands on what an answer holds that is new (`more`: the store said Result 2); throws ImportError for an answer that cannot be read. */
  protected abstract take(xmlOut: string, sink: FeedSink, more: boolean): Promise<void> | void;
  /** Called after an error: what was learnt from the store (its limits) is asked again on reconnecting. */
  protected forget(): void {}

  async start(sink: FeedSink, _resumeAfterS: number | null = null): Promise<void> {
    sink.connection({ kind: 'connecting' });
    this.schedule(sink, 0);
  }

  private schedule(sink: FeedSink, ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.inFlight = this.poll(sink);
    }, ms);
  }

  private async poll(sink: FeedSink): Promise<void> {
    let next = this.o.pollS * 1000;
    try {
      const a = await this.ask(sink);
      if (this.stopped) return;
      if (a.result < 0) throw new StoreError(`the store answered error ${a.result}${a.message ? `: ${a.message}` : ''}`);
      if (!this.connected) sink.connection({ kind: 'connected', peer: new URL(this.o.url).host });
      this.connected = true;
      this.failures = 0;
      try {
        if (a.xmlOut.trim()) await this.take(a.xmlOut, sink, a.result === 2);
      } catch (e) {
        sink.bad(1, `an answer that cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (a.result === 2) next = 0;
    } catch (e) {
      if (this.stopped) return;
      this.failures++;
      this.connected = false;
      this.forget();
      sink.connection({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
      next = Math.min(BACKOFF_MAX_S, this.o.pollS * 2 ** this.failures) * 1000;
    }
    this.schedule(sink, next);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.inFlight;
  }
}

/**
 * Rows one data question may ask for under a store's limits (null: no limit), with `columns` columns
 * (the index among them). At least 2: the inclusive range start brings back the last row taken, and
 * a question of that row alone would never move on.
 */
export function rowsPerQuestion(limits: StoreLimits, columns: number): number | null {
  const byPoints = limits.maxDataPoints === null ? null : Math.max(2, Math.floor(limits.maxDataPoints / Math.max(1, columns)));
  if (limits.maxDataNodes === null) return byPoints;
  return Math.max(2, byPoints === null ? limits.maxDataNodes : Math.min(limits.maxDataNodes, byPoints));
}

/** The columns (index included) a header-only answer's log declares. */
export function headerColumns(xmlOut: string): number {
  return (xmlOut.match(/<logCurveInfo[\s>]/g) ?? []).length;
}

/** The store's limits for `wmlType` (log, trajectory, message); a store without WMLS_GetCap (a SOAP fault, not a refusal) has none stated. */
export async function storeLimits(o: Pick<Witsml141Options, 'url' | 'username' | 'password'>, wmlType: string): Promise<StoreLimits> {
  try {
    return readStoreLimits(await getCap(o.url, o), wmlType);
  } catch (e) {
    if (e instanceof StoreError && !e.auth && e.message.includes('SOAP fault')) return { maxDataNodes: null, maxDataPoints: null };
    throw e;
  }
}

export class Witsml141Feed extends WitsmlPoller {
  private afterS: number | null = null;
  /** A depth log's deepest MD taken (m); undefined until the sink is asked. */
  private afterM: number | null | undefined = undefined;
  /** What the header said on connecting: rows per data question under the store's limits (null: none stated) and the index. */
  private header: { rows: number | null; depth: boolean } | undefined = undefined;

  constructor(private readonly log: Witsml141Options) {
    super(log);
  }

  override async start(sink: FeedSink, resumeAfterS: number | null = null): Promise<void> {
    this.afterS = resumeAfterS;
    await super.start(sink, resumeAfterS);
  }

  protected override forget(): void {
    this.header = undefined;
  }

  protected async ask(sink: FeedSink): Promise<StoreAnswer> {
    if (this.header === undefined) {
      const limits = await storeLimits(this.o, 'log');
      const header = await getFromStore(this.o.url, this.o, 'log', logQuery(this.log, null), 'returnElements=header-only');
      if (header.result < 0) return header;
      const depth = /<indexType>\s*(measured depth|true vertical depth|length)\s*<\/indexType>/.test(header.xmlOut);
      if (depth && !sink.depth) throw new StoreError('the log is indexed by depth, which this source cannot take');
      this.header = { rows: rowsPerQuestion(limits, headerColumns(header.xmlOut)), depth };
    }
    const options = this.header.rows === null ? 'returnElements=all' : `returnElements=all;maxReturnNodes=${this.header.rows}`;
    if (!this.header.depth) return getFromStore(this.o.url, this.o, 'log', logQuery(this.log, this.afterS), options);
    if (this.afterM === undefined) this.afterM = await sink.depth!.resumeM();
    return getFromStore(this.o.url, this.o, 'log', logQuery(this.log, null, this.afterM), options);
  }

  protected async take(xmlOut: string, sink: FeedSink): Promise<void> {
    if (this.header?.depth) {
      const { columns, rows } = depthRowsAfter(xmlOut, null);
      await sink.depth!.take(columns, rows);
      const deepest = rows.reduce((m, r) => Math.max(m, r.depthM), -Infinity);
      if (deepest > (this.afterM ?? -Infinity)) this.afterM = deepest;
      return;
    }
    const samples = rowsAfter(xmlOut, this.afterS);
    if (samples.length) {
      this.afterS = samples[samples.length - 1].timeS;
      sink.samples(samples);
    }
  }
}
