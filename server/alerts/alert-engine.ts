/**
 * Alerts evaluated on the live stream, server-side: every message this instance publishes passes
 * through observe() (the simulator's and feeds' seconds, survey and plan changes), so each is
 * judged once, by the instance that produced it. Live seconds step the detectors of the well's
 * enabled subscriptions; new survey stations run the DLS and new-survey checks; a plan change fires
 * plan-update alerts and, from a target write, target line change alerts; a new course is judged
 * against the definitive plan (deviation) and the lease lines (hard line); a drive change (told by
 * server/files/drive-events.ts, not published) fires file drive alerts. A firing is stored (one open alert per subscription and condition: the
 * database's partial unique index holds it across instances), then delivered (alert-delivery.ts).
 * A muted subscription keeps its detector state but does not fire.
 */
import { numericParams, type AlertParams } from '../../src/domain/alerts/alert-params';
import { DEVIATION_DEFAULTS, deviationVerdict, type StationVerdict } from '../../src/domain/alerts/deviation-alert';
import { feedQuietFiring, feedQuietKey, type FeedQuietSpell } from '../../src/domain/alerts/feed-quiet-alert';
import { fileDriveFiring } from '../../src/domain/alerts/file-drive-alert';
import { recommendationFiring } from '../../src/domain/alerts/recommendation-alert';
import { HARD_LINE_DEFAULTS, hardLineVerdict, isHardLine } from '../../src/domain/alerts/hard-line-alert';
import { LIVE_DETECTORS, paramsFor } from '../../src/domain/alerts/live-detectors';
import { isMuted } from '../../src/domain/alerts/muting';
import { dlsFiring, HIGH_DLS_DEFAULTS, LOW_DLS_DEFAULTS, newSurveyFiring } from '../../src/domain/alerts/survey-alerts';
import { targetChangeFiring } from '../../src/domain/alerts/target-change';
import { depthOf, type Firing, type LiveSample } from '../../src/domain/alerts/types';
import type { AlertTypeId } from '../../src/domain/constants/alerts-and-reports';
import type { LiveMessage } from '../../src/api/realtime/topics';
import type { Db } from '../db/db';
import { wellTrajectories } from '../directional/directional-cache';
import type { SurveyUpdatedMessage } from '../directional/survey-events';
import type { DriveEvent } from '../files/drive-events';
import type { RecommendationEvent } from '../notes/recommendation-events';
import { parseTopic } from '../realtime/topics';
import { deliverAlert, deliverClear } from './alert-delivery';
import type { DeliveryDeps, EngineSubscription } from './alert-types';
import { judgeAntiCollision } from './anti-collision-check';
import { mayWatch, userWellPermissions } from './subscription-store';

/** How old the cached subscriptions may be when a message arrives (changes on any instance show within this). */
const RELOAD_MS = 2000;

interface Row {
  id: string;
  owner_id: string;
  well_id: string;
  type: AlertTypeId;
  severity: string;
  channels: string[];
  params: AlertParams;
  top_n: number | null;
  muted_until: string | Date | null;
  mute_from_md_m: number | null;
  mute_to_md_m: number | null;
  updated_at: string | Date;
}

export interface AlertEngineStats {
  subscriptions: number;
  samples: number;
  fired: number;
  muted: number;
  evalMs: number;
}

export class AlertEngine {
  private byWell = new Map<string, EngineSubscription[]>();
  private states = new Map<string, { version: string; state: unknown }>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private chain: Promise<void> = Promise.resolve();
  readonly stats: AlertEngineStats = { subscriptions: 0, samples: 0, fired: 0, muted: 0, evalMs: 0 };

  constructor(private readonly deps: DeliveryDeps & { db: Db; log(m: string): void; now?: () => number }) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Reads the enabled subscriptions again (also called by tests to see a change at once). */
  async reload(): Promise<void> {
    const { rows } = await this.deps.db.query<Row>(
      `select id, owner_id, well_id, type, severity, channels, params, top_n, muted_until, mute_from_md_m, mute_to_md_m, updated_at
       from alert_subscriptions where enabled`,
    );
    const byWell = new Map<string, EngineSubscription[]>();
    for (const r of rows) {
      const s: EngineSubscription = {
        id: r.id,
        ownerId: r.owner_id,
        wellId: r.well_id,
        type: r.type,
        severity: r.severity,
        channels: r.channels,
        params: r.params,
        mutedUntilMs: r.muted_until === null ? null : new Date(r.muted_until).getTime(),
        muteFromMdM: r.mute_from_md_m,
        muteToMdM: r.mute_to_md_m,
        topN: r.top_n === null ? null : Number(r.top_n),
        version: `${new Date(r.updated_at).getTime()}`,
      };
      byWell.set(s.wellId, [...(byWell.get(s.wellId) ?? []), s]);
    }
    this.byWell = byWell;
    this.stats.subscriptions = rows.length;
    this.loadedAt = this.now();
  }

  private fresh(): Promise<void> {
    if (this.now() - this.loadedAt < RELOAD_MS) return Promise.resolve();
    this.loading ??= this.reload()
      .catch((e: unknown) => this.deps.log(`alert subscriptions not loaded: ${e instanceof Error ? e.message : e}`))
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Every published realtime message; returns at once, the work is queued in order. */
  observe(destination: string, body: unknown): void {
    const topic = parseTopic(destination);
    if (!topic || topic.kind === 'user/alerts' || topic.kind === 'stand/detected') return;
    const detectedMs = this.now();
    this.chain = this.chain
      .then(async () => {
        await this.fresh();
        const subs = this.byWell.get(topic.wellId);
        if (!subs?.length) return;
        if (topic.kind === 'live') await this.onLive(subs, body as LiveMessage, detectedMs);
        else await this.onSurvey(subs, body as SurveyUpdatedMessage, detectedMs);
      })
      .catch((e: unknown) => this.deps.log(`alert evaluation failed: ${e instanceof Error ? e.stack : e}`));
  }

  /** Resolves when every observed message so far is judged and its alerts delivered. */
  idle(): Promise<void> {
    return this.chain;
  }

  private muted(s: EngineSubscription, depthM: number | null): boolean {
    return isMuted({ mutedUntilMs: s.mutedUntilMs, fromMdM: s.muteFromMdM, toMdM: s.muteToMdM }, this.now(), depthM);
  }

  private async onLive(subs: EngineSubscription[], m: LiveMessage, detectedMs: number): Promise<void> {
    const sample: LiveSample = { timeS: m.time, values: m.values };
    const t0 = performance.now();
    const fired: [EngineSubscription, Firing][] = [];
    const cleared: [EngineSubscription, string][] = [];
    for (const s of subs) {
      const detector = LIVE_DETECTORS[s.type];
      if (!detector) continue;
      const held = this.states.get(s.id);
      const state = held && held.version === s.version ? held.state : detector.init();
      const r = detector.step(state, sample, paramsFor(detector.defaults, s.params));
      this.states.set(s.id, { version: s.version, state: r.state });
      if (r.fire) {
        if (this.muted(s, r.fire.depthM ?? depthOf(sample))) this.stats.muted++;
        else fired.push([s, r.fire]);
      }
      if (r.clear) cleared.push([s, r.clear]);
    }
    this.stats.samples++;
    this.stats.evalMs += performance.now() - t0;
    for (const [s, f] of fired) await this.fire(s, f, detectedMs, true);
    for (const [s, key] of cleared) await deliverClear(this.deps, s, key);
  }

  private async onSurvey(subs: EngineSubscription[], m: SurveyUpdatedMessage, detectedMs: number): Promise<void> {
    if (m.kind === 'PLAN') {
      for (const s of subs.filter((x) => x.type === 'plan_update')) {
        const f: Firing = {
          conditionKey: `plan:${m.revision}`,
          message: `The well's plan was updated (revision ${m.revision})`,
          value: m.revision,
          threshold: 0,
          unit: 'revision',
          depthM: null,
          timeS: m.time,
        };
        if (!this.muted(s, null)) await this.fire(s, f, detectedMs, false);
      }
      for (const s of subs.filter((x) => x.type === 'target_line_change')) {
        for (const change of m.targets ?? []) {
          const f = targetChangeFiring(change, m.revision, m.time);
          if (f && !this.muted(s, null)) await this.fire(s, f, detectedMs, false);
        }
      }
      return;
    }
    if (m.kind !== 'FACT') return;
    const watching = subs.filter((x) => x.type === 'high_dls' || x.type === 'low_dls' || x.type === 'new_survey');
    const ac = subs.filter((x) => x.type === 'ac');
    const course = subs.filter((x) => x.type === 'deviation_from_plan' || x.type === 'hard_line');
    if (!watching.length && !ac.length && !course.length) return;
    const { rows } = await this.deps.db.query<{ mdM: number; incDeg: number; aziDeg: number }>(
      'select md_m as "mdM", inc_deg as "incDeg", azi_deg as "aziDeg" from survey_stations where well_id = $1 order by md_m',
      [m.well_id],
    );
    // Each station from the shallowest changed one is judged with the station before it.
    const first = Math.max(
      0,
      rows.findIndex((r) => r.mdM >= (m.from_md ?? rows[rows.length - 1]?.mdM ?? 0)),
    );
    for (let i = first; i < rows.length; i++) {
      const upTo = rows.slice(0, i + 1);
      for (const s of watching) {
        const f =
          s.type === 'new_survey'
            ? newSurveyFiring(upTo, m.time)
            : s.type === 'high_dls'
              ? dlsFiring('high', upTo, { ...HIGH_DLS_DEFAULTS, ...numericParams(s.params) }, m.time)
              : dlsFiring('low', upTo, { ...LOW_DLS_DEFAULTS, ...numericParams(s.params) }, m.time);
        if (!f) continue;
        if (this.muted(s, f.depthM)) this.stats.muted++;
        else await this.fire(s, f, detectedMs, false);
      }
    }
    if (course.length && rows.length) await this.onCourse(course, m, rows[first].mdM, detectedMs);
    if (ac.length && rows.length >= 2) {
      const course = { fromMdM: rows[Math.max(0, first - 1)].mdM, toMdM: rows[rows.length - 1].mdM };
      await judgeAntiCollision(this.deps.db, m.well_id, ac, course, m.time, {
        fire: async (s, f) => {
          if (this.muted(s, f.depthM)) this.stats.muted++;
          else await this.fire(s, f, detectedMs, true);
        },
        clear: (s, key) => deliverClear(this.deps, s, key),
      });
    }
  }

  /**
   * Deviation from plan station by station from the shallowest changed one (each fires or clears in
   * turn), hard line over the whole new course (from the station before it), in the well's own frame.
   */
  private async onCourse(subs: EngineSubscription[], m: SurveyUpdatedMessage, fromMdM: number, detectedMs: number): Promise<void> {
    const w = await wellTrajectories(this.deps.db, m.well_id);
    const fact = w.fact();
    const k = fact.findIndex((p) => p.mdM >= fromMdM - 1e-6);
    if (k < 0) return;
    const act = async (s: EngineSubscription, v: StationVerdict) => {
      if (v?.kind === 'clear') await deliverClear(this.deps, s, v.conditionKey);
      else if (v?.kind === 'fire') {
        if (this.muted(s, v.firing.depthM)) this.stats.muted++;
        else await this.fire(s, v.firing, detectedMs, true);
      }
    };
    const plan = w.definitiveTrajectory();
    for (const s of subs.filter((x) => x.type === 'deviation_from_plan')) {
      const p = { ...DEVIATION_DEFAULTS, ...numericParams(s.params) };
      for (const station of fact.slice(k)) await act(s, deviationVerdict(plan, station, p, m.time));
    }
    const lines = w.data.boundaries.filter(isHardLine);
    const newCourse = fact.slice(Math.max(0, k - 1));
    for (const s of subs.filter((x) => x.type === 'hard_line')) {
      const p = { ...HARD_LINE_DEFAULTS, ...numericParams(s.params) };
      for (const line of lines) await act(s, hardLineVerdict(line, newCourse, p, m.time));
    }
  }

  /** A file uploaded, renamed, moved or deleted in a well's drive: file drive alerts, for owners who may see that file. */
  observeDrive(e: DriveEvent): void {
    const detectedMs = this.now();
    this.chain = this.chain
      .then(async () => {
        await this.fresh();
        const subs = (this.byWell.get(e.wellId) ?? []).filter((s) => s.type === 'file_drive');
        if (!subs.length) return;
        const { rows } = await this.deps.db.query<{ name: string }>('select name from users where id = $1', [e.userId]);
        const f = fileDriveFiring({ ...e, byName: rows[0]?.name ?? null });
        for (const s of subs) {
          if (!(await this.seesFile(s.ownerId, e))) continue;
          if (this.muted(s, null)) this.stats.muted++;
          else await this.fire(s, f, detectedMs, false);
        }
      })
      .catch((err: unknown) => this.deps.log(`file drive alert failed: ${err instanceof Error ? err.stack : err}`));
  }

  /**
   * A data source of a well went quiet (a spell, with its numbers) or has data again (null spell):
   * feed_quiet alerts fire once per spell, and clear when data returns. Told by the feed manager.
   */
  observeFeedQuiet(e: { wellId: string; sourceId: string; spell: FeedQuietSpell | null }): void {
    const detectedMs = this.now();
    this.chain = this.chain
      .then(async () => {
        await this.fresh();
        const subs = (this.byWell.get(e.wellId) ?? []).filter((s) => s.type === 'feed_quiet');
        for (const s of subs) {
          if (!e.spell) await deliverClear(this.deps, s, feedQuietKey(e.sourceId));
          else if (this.muted(s, null)) this.stats.muted++;
          else await this.fire(s, feedQuietFiring(e.spell), detectedMs, true);
        }
      })
      .catch((err: unknown) => this.deps.log(`feed quiet alert failed: ${err instanceof Error ? err.stack : err}`));
  }

  /** A recommendation added to a well: new recommendation alerts, for owners who may read the well's recommendations. */
  observeRecommendation(e: RecommendationEvent): void {
    const detectedMs = this.now();
    this.chain = this.chain
      .then(async () => {
        await this.fresh();
        const subs = (this.byWell.get(e.wellId) ?? []).filter((s) => s.type === 'new_recommendation');
        const f = recommendationFiring(e);
        for (const s of subs) {
          if (!(await this.ownerHolds(s.ownerId, e.wellId, 'VIEW_RECOMMENDATIONS'))) continue;
          if (this.muted(s, e.depthM)) this.stats.muted++;
          else await this.fire(s, f, detectedMs, false);
        }
      })
      .catch((err: unknown) => this.deps.log(`new recommendation alert failed: ${err instanceof Error ? err.stack : err}`));
  }

  private async ownerHolds(ownerId: string, wellId: string, permission: string): Promise<boolean> {
    return (await userWellPermissions(this.deps.db, ownerId, wellId)).permissions.includes(permission);
  }

  /** The drive's own rule: VIEW_FILES_ALL sees every file, VIEW_FILES_OWN only the owner's uploads. */
  private async seesFile(ownerId: string, e: DriveEvent): Promise<boolean> {
    if (await this.ownerHolds(ownerId, e.wellId, 'VIEW_FILES_ALL')) return true;
    return e.userId === ownerId && (await this.ownerHolds(ownerId, e.wellId, 'VIEW_FILES_OWN'));
  }

  /** Store (once per open condition) and deliver; the owner must still see the well. */
  private async fire(s: EngineSubscription, f: Firing, detectedMs: number, opens: boolean): Promise<void> {
    const access = await mayWatch(this.deps.db, s.ownerId, s.wellId, s.type);
    if (!access.allowed) return;
    const delivered = await deliverAlert(this.deps, s, f, { detectedMs, opens });
    if (delivered) this.stats.fired++;
  }
}
