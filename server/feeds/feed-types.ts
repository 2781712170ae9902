/**
 * The one interface every live feed implements (WITS0 today; WITSML polling and ETP next): a feed
 * turns its protocol into samples of our channels, in our units, each stamped with its own time,
 * and reports its connection. FeedWell (feed-well.ts) takes it from there exactly as the simulator's
 * seconds are taken: store, detection, STOMP.
 */

/** One reading: the source's own time (epoch s, may carry a fraction) and channel values in our units (channels.ts). */
export interface FeedSample {
  readonly timeS: number;
  readonly values: Readonly<Record<string, number>>;
}

export type ConnectionEvent =
  { kind: 'connecting' } | { kind: 'connected'; peer: string } | { kind: 'disconnected'; reason: string } | { kind: 'error'; message: string };

/** A depth-indexed log's channel as stored: our channel, its unit and label. */
export interface DepthColumn {
  readonly channel: string;
  readonly unit: string;
  readonly label: string;
}

/** One row of a depth-indexed log: MD in metres and each column's value in our unit (NaN: none), in `columns` order. */
export interface DepthRow {
  readonly depthM: number;
  readonly values: readonly number[];
}

/** Where a depth-indexed log goes (feeds/depth-log-writer.ts): the well's depth logs, grown by this source. */
export interface DepthSink {
  /** The deepest MD the source has stored (null: none yet): polling resumes after it. */
  resumeM(): Promise<number | null>;
  /** Appends rows deeper than any stored (shallower ones are counted as repeats). */
  take(columns: readonly DepthColumn[], rows: readonly DepthRow[]): Promise<void>;
}

/** Where a feed delivers. Calls are in arrival order; the sink copes with duplicates and out-of-order times. */
export interface FeedSink {
  samples(batch: readonly FeedSample[]): void;
  /** Records or lines that could not be read (counted, never stored). */
  bad(count: number, detail: string): void;
  connection(e: ConnectionEvent): void;
  /** Depth-indexed logs (a WITSML log source whose log is indexed by depth); absent: the feed cannot take them. */
  depth?: DepthSink;
}

export interface Feed {
  /** resumeAfterS: the last second the well has from this source (null: none); a feed that can ask for a range asks from there. */
  start(sink: FeedSink, resumeAfterS?: number | null): Promise<void>;
  stop(): Promise<void>;
}

/** Records a source delivered: stored, unreadable, and repeats of what the well already had. */
export interface FeedCounters {
  good: number;
  bad: number;
  duplicate: number;
}
