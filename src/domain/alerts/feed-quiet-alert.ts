/**
 * Data feed quiet: a running data source of the well has had no data for its quiet limit (its
 * connection open but silent, or dropped). One alert per quiet spell: its key names the source, so
 * it stays open (never fires again) until data returns and clears it.
 */
import { round, type Firing } from './types';

export interface FeedQuietSpell {
  readonly sourceId: string;
  readonly sourceName: string;
  /** The source's state when it was judged quiet: 'quiet' (connected, silent), 'offline', 'connecting' or 'error'. */
  readonly status: string;
  /** Seconds since the last data (or since the feed started, when none came yet). */
  readonly sinceDataS: number;
  readonly quietLimitS: number;
  /** Epoch seconds of the last data; null when none came since the feed started. */
  readonly lastDataS: number | null;
  /** Epoch seconds when judged quiet. */
  readonly timeS: number;
}

export const feedQuietKey = (sourceId: string): string => `feed:${sourceId}`;

const HOW: Record<string, string> = { quiet: 'connected but silent', offline: 'not connected', connecting: 'connecting', error: 'in error' };

export function feedQuietFiring(q: FeedQuietSpell): Firing {
  const value = round(q.sinceDataS, 1);
  // The message says the value's whole seconds, so the two never disagree.
  const since = Math.round(value);
  return {
    conditionKey: feedQuietKey(q.sourceId),
    message: `Data feed ${q.sourceName} quiet: no data for ${since} s (limit ${q.quietLimitS} s, ${HOW[q.status] ?? q.status})${q.lastDataS === null ? ', none since it started' : ''}`,
    value,
    threshold: q.quietLimitS,
    unit: 's',
    depthM: null,
    timeS: q.timeS,
    extra: q.lastDataS === null ? {} : { lastDataS: q.lastDataS },
  };
}
