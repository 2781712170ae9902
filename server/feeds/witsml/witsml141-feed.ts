/**
 * A growing WITSML 1.4.1.1 time log, polled from a store: each poll asks WMLS_GetFromStore for the
 * log's rows from the last index it has (startDateTimeIndex; the range is inclusive, so the row at
 * that index comes again and is dropped here), reads the answer with the same parser and channel
 * mapping a file import uses, and hands on the new rows only. Result 2 (more data waits) polls again
 * at once; an error (unreachable, refused credentials, a store error code) is reported on the source
 * and retried with back-off, doubling from the poll interval to 5 minutes. Trajectories and messages
 * are polled by the same loop (witsml141-objects.ts).
 */
import { ImportError } from '../../importers/import-error';
import { EPOCH_MS, type ParsedLog } from '../../importers/model';
import { parseLogFile } from '../../importers/parse-log-file';
import { proposeMapping } from '../../timeseries/import/channel-mapping';
import type { Feed, FeedSample, FeedSink } from '../feed-types';
import { getFromStore, StoreError, type StoreAnswer } from './soap-client';

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

/** The query template: the log by its ids, everything from `fromS` on (all curves). */
export function logQuery(o: Pick<Witsml141Options, 'uidWell' | 'uidWellbore' | 'uidLog'>, fromS: number | null): string {
  const from = fromS === null ? '' : `<startDateTimeIndex>${new Date(fromS * 1000).toISOString()}</startDateTimeIndex>`;
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
  /** Hands on what an answer holds that is new; throws ImportError for an answer that cannot be read. */
  protected abstract take(xmlOut: string, sink: FeedSink): Promise<void> | void;

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
        if (a.xmlOut.trim()) await this.take(a.xmlOut, sink);
      } catch (e) {
        sink.bad(1, `an answer that cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (a.result === 2) next = 0;
    } catch (e) {
      if (this.stopped) return;
      this.failures++;
      this.connected = false;
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

export class Witsml141Feed extends WitsmlPoller {
  private afterS: number | null = null;

  constructor(private readonly log: Witsml141Options) {
    super(log);
  }

  override async start(sink: FeedSink, resumeAfterS: number | null = null): Promise<void> {
    this.afterS = resumeAfterS;
    await super.start(sink, resumeAfterS);
  }

  protected ask(): Promise<StoreAnswer> {
    return getFromStore(this.o.url, this.o, 'log', logQuery(this.log, this.afterS), 'returnElements=all');
  }

  protected take(xmlOut: string, sink: FeedSink): void {
    const samples = rowsAfter(xmlOut, this.afterS);
    if (samples.length) {
      this.afterS = samples[samples.length - 1].timeS;
      sink.samples(samples);
    }
  }
}
