/**
 * A WITSML 1.4.1.1 store's trajectory and message objects, polled like the growing log
 * (witsml141-feed.ts: same loop, back-off and errors): a trajectory from the MD of the well's last
 * station on (mdMn, inclusive: the station at it comes again and is dropped by the ingest), so only
 * new stations travel; the wellbore's messages changed at or after the last change time taken (kept
 * per source with the uids taken at that time, which are dropped when they come again), so only new
 * messages travel and two sharing a change time across a page boundary are both taken (the ingest
 * still keeps each uid once).
 *
 * The store's limits are respected as for a log: on connecting, WMLS_GetCap gives its maxDataNodes
 * (and maxDataPoints) for trajectories or messages, and every question then asks for at most that
 * many stations or messages (OptionsIn maxReturnNodes, at least 2); the store's Result 2 brings the
 * next slice at once, from the last station's MD or the last message's change time taken (a
 * store slices messages in the order of their change time; a slice that brings none but messages
 * already taken at that time, more of them than a page holds, moves on strictly after it: WITSML 1.4
 * cannot ask for the rest of one change time). A store that states none is asked
 * without; after an error (back-off doubling to 5 minutes, as for a log) the limits are asked again.
 */
import type { FeedSink } from '../feed-types';
import { getFromStore, type StoreAnswer } from './soap-client';
import { rowsPerQuestion, storeLimits, WitsmlPoller, type Witsml141Options } from './witsml141-feed';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const NS = 'xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1"';

export interface ObjectIds {
  uidWell: string;
  uidWellbore: string;
  /** The trajectory's uid (kind trajectory). */
  uidTrajectory?: string;
}

/** The query template of a trajectory's stations from `fromMdM` on (all stations without it). */
export function trajectoryQuery(ids: ObjectIds, fromMdM: number | null): string {
  const from = fromMdM === null ? '' : `<mdMn uom="m">${fromMdM}</mdMn>`;
  return (
    `<trajectorys ${NS}><trajectory uidWell="${escapeAttr(ids.uidWell)}" uidWellbore="${escapeAttr(ids.uidWellbore)}" uid="${escapeAttr(ids.uidTrajectory ?? '')}">` +
    `${from}</trajectory></trajectorys>`
  );
}

/**
 * The query template of a wellbore's messages changed after `after` (an ISO time; every message
 * without it): WITSML 1.4 reads a query's dTimLastChange as "greater than" this value.
 */
export function messagesQuery(ids: ObjectIds, after: string | null = null): string {
  const open = `<message uidWell="${escapeAttr(ids.uidWell)}" uidWellbore="${escapeAttr(ids.uidWellbore)}"`;
  if (after === null) return `<messages ${NS}>${open}/></messages>`;
  return `<messages ${NS}>${open}><commonData><dTimLastChange>${escapeAttr(after)}</dTimLastChange></commonData></message></messages>`;
}

/** Where a poll's answer goes: the survey import or the well's messages (object-ingest.ts). */
export interface ObjectIngest {
  /** The trajectory's resume point: the MD of the well's last station (null: none yet). */
  fromMdM(): Promise<number | null>;
  /** The messages' question: the time their dTimLastChange must be greater than (null: every message). */
  messagesAfter(): string | null;
  /** An answer's objects; `more`: the store holds more that match (Result 2). */
  take(xmlOut: string, more: boolean): Promise<void>;
}

export class Witsml141ObjectFeed extends WitsmlPoller {
  /** Stations or messages per question under the store's limits (null: none stated); undefined until GetCap is asked. */
  private perQuestion: number | null | undefined = undefined;

  constructor(
    o: Pick<Witsml141Options, 'url' | 'username' | 'password' | 'pollS'>,
    private readonly kind: 'trajectory' | 'message',
    private readonly ids: ObjectIds,
    private readonly ingest: ObjectIngest,
  ) {
    super(o);
  }

  protected override forget(): void {
    this.perQuestion = undefined;
  }

  protected async ask(): Promise<StoreAnswer> {
    // One station or message is one node: the points limit counts it once.
    if (this.perQuestion === undefined) this.perQuestion = rowsPerQuestion(await storeLimits(this.o, this.kind), 1);
    const options = this.perQuestion === null ? 'returnElements=all' : `returnElements=all;maxReturnNodes=${this.perQuestion}`;
    if (this.kind === 'trajectory') return getFromStore(this.o.url, this.o, 'trajectory', trajectoryQuery(this.ids, await this.ingest.fromMdM()), options);
    return getFromStore(this.o.url, this.o, 'message', messagesQuery(this.ids, this.ingest.messagesAfter()), options);
  }

  protected async take(xmlOut: string, _sink: FeedSink, more: boolean): Promise<void> {
    await this.ingest.take(xmlOut, more);
  }
}
