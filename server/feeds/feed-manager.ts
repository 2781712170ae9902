/**
 * Runs the enabled data sources of the database, each on exactly one instance: every
 * LEASE_S / 4 (and at once when an administrator starts or stops one) it takes or renews the
 * lease of each enabled source, starts the feeds it newly holds, stops those it lost or that were
 * stopped, and writes each running feed's health. A dead instance's feeds are taken over once its
 * leases run out (LEASE_S), so within LEASE_S + LEASE_S / 4; so are its integration sessions closed
 * as stale (integrations/session-recorder.ts closeStaleSessions), at start and at every pass.
 */
import { randomUUID } from 'node:crypto';
import type { DataSourceStatus } from '../../src/domain/feeds/data-source';
import type { Db } from '../db/db';
import type { LogServices } from '../timeseries/log-services';
import type { ConnectionEvent, Feed } from './feed-types';
import { DepthLogWriter } from './depth-log-writer';
import { FeedWell } from './feed-well';
import { acquireLease, enabledSources, LEASE_S, releaseLease, saveHealth, type Health, type SourceRow } from './source-store';
import type { SecretBox } from './secrets';
import { EtpFeed } from './etp/etp-feed';
import { Wits0Feed } from './wits0/wits0-feed';
import { Witsml141Feed } from './witsml/witsml141-feed';
import { Witsml141ObjectFeed } from './witsml/witsml141-objects';
import { ObjectTarget } from './object-ingest';
import { closeStaleSessions, SessionRecorder } from '../integrations/session-recorder';
import type { FeedQuietSpell } from '../../src/domain/alerts/feed-quiet-alert';

/** Connected but no data for this long: the source shows 'quiet' (and the log says so once); config.feedQuietS sets it. */
const DEFAULT_QUIET_S = 30;
/** How often running feeds are judged for a quiet spell (in memory, no database work). */
const QUIET_CHECK_MS = 1000;

/** A log source's quiet spell began (with its numbers) or ended (spell null): feed_quiet alerts hear it. */
interface FeedQuietEvent {
  wellId: string;
  sourceId: string;
  spell: FeedQuietSpell | null;
}

export interface FeedManagerDeps {
  db: Db;
  logs: LogServices;
  publish(destination: string, body: unknown): void;
  log(m: string): void;
  /** Opens the sealed credentials for the protocol clients. */
  secrets: SecretBox;
  /** Renewal period, ms (tests shorten it). */
  tickMs?: number;
  /** Seconds without data before a running source is quiet (default 30). */
  quietS?: number;
  /** Told when a log source's quiet spell begins and when its data returns (the alert engine). */
  onQuiet?(e: FeedQuietEvent): void;
}

interface Running {
  source: SourceRow;
  feed: Feed;
  /** Where the feed's data goes: the well's channels (a log source) or its survey or messages. */
  well: FeedWell | ObjectTarget;
  /** The session of the integration this source runs, if one does. */
  session: SessionRecorder | null;
  connected: number;
  error: string | null;
  /** The feed could not start (a port taken): tried again at the next pass. */
  failed: boolean;
  quietLogged: boolean;
  startedMs: number;
  /** Whether this source's quiet alert is open; null: not known here yet (taken over, restarted), cleared at the first fresh data. */
  quietAlerted: boolean | null;
}

function makeFeed(s: SourceRow, secrets: SecretBox, target: FeedWell | ObjectTarget): Feed {
  if (target instanceof ObjectTarget)
    return new Witsml141ObjectFeed(
      { url: s.url ?? '', username: s.username, password: s.secret_enc ? secrets.open(s.secret_enc) : null, pollS: s.poll_s },
      target.kind,
      { uidWell: s.remote.uid_well ?? '', uidWellbore: s.remote.uid_wellbore ?? '', uidTrajectory: s.remote.uid_trajectory },
      target.ingest,
    );
  switch (s.protocol) {
    case 'wits0':
      return new Wits0Feed({ mode: s.mode, host: s.host ?? '', port: s.port ?? 0, mapping: s.mapping });
    case 'witsml141':
      return new Witsml141Feed({
        url: s.url ?? '',
        username: s.username,
        password: s.secret_enc ? secrets.open(s.secret_enc) : null,
        uidWell: s.remote.uid_well ?? '',
        uidWellbore: s.remote.uid_wellbore ?? '',
        uidLog: s.remote.uid_log ?? '',
        pollS: s.poll_s,
      });
    case 'etp12':
      return new EtpFeed({
        url: s.url ?? '',
        username: s.username,
        secret: s.secret_enc ? secrets.open(s.secret_enc) : null,
        uris: s.remote.uris ?? [],
      });
  }
}

export class FeedManager {
  readonly instance = randomUUID();
  private readonly running = new Map<string, Running>();
  private timer: NodeJS.Timeout | null = null;
  private quietTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private pass: Promise<void> = Promise.resolve();

  constructor(private readonly deps: FeedManagerDeps) {}

  start(): void {
    const every = this.deps.tickMs ?? (LEASE_S * 1000) / 4;
    const loop = () => {
      if (this.closed) return;
      void this.reconcile().finally(() => {
        if (!this.closed) this.timer = setTimeout(loop, every);
      });
    };
    loop();
    this.quietTimer = setInterval(() => this.judgeQuiet(), QUIET_CHECK_MS);
  }

  private get quietS(): number {
    return this.deps.quietS ?? DEFAULT_QUIET_S;
  }

  /** Each running log source: a quiet spell begins (once) when it has had no data for the quiet limit, and ends at its next data. */
  private judgeQuiet(): void {
    const onQuiet = this.deps.onQuiet;
    if (!onQuiet) return;
    const now = Date.now();
    for (const r of this.running.values()) {
      const w = r.well;
      if (!(w instanceof FeedWell)) continue;
      const sinceMs = now - (w.lastDataMs ?? r.startedMs);
      const quiet = sinceMs >= this.quietS * 1000;
      if (quiet && r.quietAlerted !== true) {
        r.quietAlerted = true;
        const spell: FeedQuietSpell = {
          sourceId: r.source.id,
          sourceName: r.source.name,
          status: this.healthOf(r).status,
          sinceDataS: sinceMs / 1000,
          quietLimitS: this.quietS,
          lastDataS: w.lastDataMs === null ? null : Math.floor(w.lastDataMs / 1000),
          timeS: Math.floor(now / 1000),
        };
        onQuiet({ wellId: r.source.well_id, sourceId: r.source.id, spell });
      } else if (!quiet && w.lastDataMs !== null && r.quietAlerted !== false) {
        r.quietAlerted = false;
        onQuiet({ wellId: r.source.well_id, sourceId: r.source.id, spell: null });
      }
    }
  }

  /** Starts and stops feeds to match the database now; concurrent calls run one after the other. */
  reconcile(): Promise<void> {
    this.pass = this.pass.then(() => this.reconcileOnce()).catch((e: unknown) => this.deps.log(`data sources: ${e instanceof Error ? e.message : String(e)}`));
    return this.pass;
  }

  /** The live health of a source this instance runs (null: not here). */
  health(sourceId: string): Health | null {
    const r = this.running.get(sourceId);
    return r ? this.healthOf(r) : null;
  }

  /** Running feed of a well on this instance (tests and the bench reach the well's writer through it). */
  feedWell(sourceId: string): FeedWell | null {
    const w = this.running.get(sourceId)?.well;
    return w instanceof FeedWell ? w : null;
  }

  /** The feed object of a running source (its listening port, in tests). */
  feed(sourceId: string): Feed | null {
    return this.running.get(sourceId)?.feed ?? null;
  }

  private healthOf(r: Running): Health {
    const w = r.well;
    const fresh = w.lastDataMs !== null && Date.now() - w.lastDataMs < this.quietS * 1000;
    let status: DataSourceStatus;
    if (r.error) status = 'error';
    else if (r.connected === 0) status = r.source.mode === 'connect' ? 'connecting' : 'offline';
    // A trajectory or message source is online while its store answers: new stations come a few a day.
    else status = fresh || w instanceof ObjectTarget ? 'online' : 'quiet';
    return { status, error: r.error, last_data_ms: w.lastDataMs, lag_s: w.lagS, counters: { ...w.counters } };
  }

  private async reconcileOnce(): Promise<void> {
    if (this.closed) return;
    const { db } = this.deps;
    const wanted = new Map((await enabledSources(db)).map((s) => [s.id, s]));
    for (const [id, r] of this.running) {
      const s = wanted.get(id);
      // Stopped, deleted or reconfigured: stop here (a reconfigured one starts again below with its new settings).
      if (!s || s.updated_at_ms !== r.source.updated_at_ms) await this.stopOne(id, true);
      else if (r.failed) await this.stopOne(id, false);
    }
    for (const s of wanted.values()) {
      if (!(await acquireLease(db, s.id, this.instance))) {
        if (this.running.has(s.id)) {
          this.deps.log(`data source ${s.name}: another instance took its lease; stopping here`);
          await this.stopOne(s.id, false);
        }
        continue;
      }
      if (!this.running.has(s.id)) await this.startOne(s);
    }
    for (const r of this.running.values()) {
      const h = this.healthOf(r);
      if (h.status === 'quiet' && !r.quietLogged) this.deps.log(`data source ${r.source.name}: connected but no data for ${this.quietS} s`);
      r.quietLogged = h.status === 'quiet';
      await saveHealth(db, r.source.id, h);
      await r.session?.progress(h);
    }
    // After the leases are renewed: sessions of instances that died (or of this one before a restart) are closed.
    const stale = await closeStaleSessions(db);
    if (stale.length) this.deps.log(`integrations: ${stale.length} stale running session(s) closed as failed`);
  }

  private async startOne(s: SourceRow): Promise<void> {
    const well = s.kind === 'log' ? new FeedWell(s.id, s.well_id, this.deps) : new ObjectTarget(s.id, s.well_id, s.kind, this.deps);
    let feed: Feed;
    try {
      feed = makeFeed(s, this.deps.secrets, well);
    } catch (e) {
      // A password sealed under another SECRETS_KEY: said on the source, never a crash.
      this.deps.log(`data source ${s.name}: cannot start: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    const session = await SessionRecorder.open(this.deps.db, s.id, s.kind, this.instance, (m) => this.deps.log(`data source ${s.name}: ${m}`));
    const r: Running = {
      source: s,
      feed,
      well,
      session,
      connected: 0,
      error: null,
      failed: false,
      quietLogged: false,
      startedMs: Date.now(),
      quietAlerted: null,
    };
    await well.start();
    session?.started(well.counters);
    this.running.set(s.id, r);
    try {
      await r.feed.start(
        {
          samples: (batch) => {
            if (well instanceof FeedWell) void well.push(batch).catch(() => {});
          },
          bad: (n, detail) => {
            well.countBad(n);
            this.deps.log(`data source ${s.name}: ${n} unreadable (${detail})`);
          },
          connection: (e) => this.onConnection(r, e),
          // A WITSML log indexed by depth grows the well's depth logs instead of its seconds.
          depth: well instanceof FeedWell && s.protocol === 'witsml141' ? new DepthLogWriter(this.deps.db, s.well_id, s.id, s.name, well) : undefined,
        },
        well.lastS,
      );
      this.deps.log(`data source ${s.name}: started (${s.protocol} ${s.kind} ${s.mode} ${s.url ?? `${s.host}:${s.port}`})`);
    } catch (e) {
      r.error = e instanceof Error ? e.message : String(e);
      r.failed = true;
      this.deps.log(`data source ${s.name}: cannot start: ${r.error}`);
    }
    await saveHealth(this.deps.db, s.id, this.healthOf(r));
  }

  private onConnection(r: Running, e: ConnectionEvent): void {
    switch (e.kind) {
      case 'connected':
        r.connected++;
        r.error = null;
        void r.session?.connected(e.peer);
        return;
      case 'disconnected':
        r.connected = Math.max(0, r.connected - 1);
        this.deps.log(`data source ${r.source.name}: disconnected (${e.reason})`);
        return;
      case 'error':
        r.error = e.message;
        void r.session?.failedToConnect(e.message);
        return;
      case 'connecting':
        return;
    }
  }

  private async stopOne(id: string, release: boolean): Promise<void> {
    const r = this.running.get(id);
    if (!r) return;
    this.running.delete(id);
    await r.feed.stop();
    await r.well.stop();
    await r.session?.finish(this.healthOf(r));
    // Stopped by an administrator (or deleted): its quiet spell, if any, is over. A lease lost is not: the next holder judges it.
    if (release && r.quietAlerted !== false && r.well instanceof FeedWell) this.deps.onQuiet?.({ wellId: r.source.well_id, sourceId: id, spell: null });
    if (release) await releaseLease(this.deps.db, id, this.instance);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.quietTimer) clearInterval(this.quietTimer);
    await this.pass;
    for (const id of [...this.running.keys()]) await this.stopOne(id, true);
  }
}
