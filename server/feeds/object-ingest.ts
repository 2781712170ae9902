/**
 * What a trajectory or message source brings into its well (the log sources' counterpart is
 * feed-well.ts). Trajectory: the store's answer goes through the survey import's reading
 * (server/directional/survey-import.ts: units, north reference, the station rules), the stations
 * deeper than the well's last one are appended in one transaction as a new survey revision (audited,
 * panes told by survey-updated). Messages: each WITSML message becomes a rig message of the well's
 * notes, once (its store uid). Counts, last data time and errors feed the source's health exactly as
 * a log feed's do; the counts survive restarts (the state row).
 */
import { XMLParser } from 'fast-xml-parser';
import type { Db } from '../db/db';
import { wellTrajectories } from '../directional/directional-cache';
import { bumpRevision } from '../directional/revision';
import { notifySurveyChange } from '../directional/survey-append';
import { readSurvey } from '../directional/survey-import';
import { insertStations, stationListProblem, tieInMd } from '../directional/survey-stations';
import { ImportError } from '../importers/import-error';
import { metresPerUnit } from '../importers/units';
import { audit } from '../lib/audit';
import type { FeedCounters } from './feed-types';
import { readFeedResume, readMessagesAfter, saveFeedResume, saveMessagesAfter, type MessagesRead } from './source-store';
import type { ObjectIngest } from './witsml/witsml141-objects';

export interface ObjectTargetDeps {
  db: Db;
  publish(destination: string, body: unknown): void;
  log(m: string): void;
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, processEntities: true });

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'object' ? String((v as { '#text'?: unknown })['#text'] ?? '') : String(v);

/** One WITSML 1.4.1.1 message as a rig message of the well: its uid, time, depth (m), title and text. */
export interface RigMessage {
  uid: string;
  atS: number | null;
  depthM: number | null;
  title: string;
  body: string;
  /** When the store last changed it (commonData/dTimLastChange, else dTim), ISO; null when it says neither. */
  changedAt: string | null;
}

/** A millisecond before an ISO time: "greater than" it asks for that time on (change times are read to the millisecond). */
const justBefore = (iso: string): string => new Date(Date.parse(iso) - 1).toISOString();

export function readMessages(xmlOut: string): RigMessage[] {
  const doc = parser.parse(xmlOut);
  if (!doc?.messages) throw new ImportError('the answer holds no <messages>');
  return asArray(doc.messages.message as Record<string, unknown>[] | undefined).map((m) => {
    const t = Date.parse(text(m.dTim));
    const md = m.md as { '#text'?: string; '@_uom'?: string } | string | undefined;
    const mdValue = Number(text(md));
    const factor = metresPerUnit(typeof md === 'object' ? (md['@_uom'] ?? 'm') : 'm') ?? 1;
    const kind = [text(m.typeMessage), text(m.severity)].filter((x) => x && x !== 'unknown').join(', ');
    const messageText = text(m.messageText);
    const changed = text((m.commonData as Record<string, unknown> | undefined)?.dTimLastChange) || text(m.dTim);
    return {
      uid: `${String(m['@_uidWellbore'] ?? '')}/${String(m['@_uid'] ?? '')}`,
      atS: Number.isFinite(t) ? Math.floor(t / 1000) : null,
      depthM: md !== undefined && text(md) !== '' && Number.isFinite(mdValue) ? mdValue * factor : null,
      title: (text(m.name) || messageText).slice(0, 200),
      body: kind ? `${messageText}\n\n(${kind})` : messageText,
      changedAt: Number.isFinite(Date.parse(changed)) ? new Date(Date.parse(changed)).toISOString() : null,
    };
  });
}

export class ObjectTarget {
  readonly counters: FeedCounters = { good: 0, bad: 0, duplicate: 0 };
  lastDataMs: number | null = null;
  readonly lagS: number | null = null;
  readonly lastS: number | null = null;
  readonly ingest: ObjectIngest;
  /** A message source's read position (kept in its state row): the last change time taken and the uids taken at it. */
  private read: MessagesRead = { after: null, uidsAtAfter: [] };
  /** The last slice brought only messages taken already at the read time, and more wait: ask strictly after it. */
  private pastAfter = false;

  constructor(
    readonly sourceId: string,
    readonly wellId: string,
    readonly kind: 'trajectory' | 'message',
    private readonly deps: ObjectTargetDeps,
  ) {
    this.ingest = {
      fromMdM: () => this.lastMdM(),
      messagesAfter: () => (this.read.after === null ? null : this.pastAfter ? this.read.after : justBefore(this.read.after)),
      take: (xml, more) => (kind === 'trajectory' ? this.takeTrajectory(xml) : this.takeMessages(xml, more)),
    };
  }

  async start(): Promise<void> {
    const row = await readFeedResume(this.deps.db, this.sourceId);
    if (row) Object.assign(this.counters, row.counters);
    this.read = await readMessagesAfter(this.deps.db, this.sourceId);
  }

  countBad(n: number): void {
    this.counters.bad += n;
  }

  async stop(): Promise<void> {
    await saveFeedResume(this.deps.db, this.sourceId, { last_s: null, pipeline_state: null, held: null, clean_stop: true, counters: this.counters });
  }

  private async lastMdM(): Promise<number | null> {
    const { rows } = await this.deps.db.query<{ md: number | null }>('select max(md_m) as md from survey_stations where well_id = $1', [this.wellId]);
    return rows[0]?.md == null ? null : Number(rows[0].md);
  }

  private async takeTrajectory(xml: string): Promise<void> {
    const { db } = this.deps;
    const w = await wellTrajectories(db, this.wellId);
    const read = readSurvey({ fileName: 'store-trajectory.xml', bytes: Buffer.from(xml, 'utf8') }, w.settings);
    const last = await this.lastMdM();
    const fresh = read.stations
      .map((s, i) => ({
        md: s.mdM,
        inc: s.incDeg,
        az: s.aziDeg,
        surveyed_at: read.raw[i].timeMs === undefined ? null : Math.floor(read.raw[i].timeMs! / 1000),
      }))
      .filter((s) => last === null || s.md > last);
    this.counters.duplicate += read.stations.length - fresh.length;
    if (!fresh.length) return;
    const tieIn = last === null ? read.tieIn : null;
    const problem = stationListProblem(fresh, tieIn ? tieIn.mdM : await tieInMd(db, this.wellId));
    if (problem) throw new ImportError(`trajectory: ${problem}`);
    await db.transaction(async (tx) => {
      const revision = await bumpRevision(tx, this.wellId);
      if (tieIn)
        await tx.query(
          `update well_survey_settings set tie_in_md_m = $2, tie_in_inc_deg = $3, tie_in_azi_deg = $4, tie_in_tvd_m = $5, tie_in_north_m = $6, tie_in_east_m = $7 where well_id = $1`,
          [this.wellId, tieIn.mdM, tieIn.incDeg, tieIn.aziDeg, tieIn.tvdM, tieIn.northM, tieIn.eastM],
        );
      await insertStations(tx, this.wellId, fresh, 'mwd');
      await audit(tx, null, 'survey_stations.import', { type: 'wells', id: this.wellId }, { source_id: this.sourceId, count: fresh.length, revision });
    });
    this.counters.good += fresh.length;
    this.lastDataMs = Date.now();
    await notifySurveyChange(db, this.deps, this.wellId, 'FACT', fresh[0].md);
  }

  /**
   * A slice of messages in the order of their change time, asked from the read time on (inclusive):
   * those changed before it (a store ignoring the selection) or taken already at it are dropped
   * unread; the others become notes, and the read position moves to the last change time with the
   * uids taken at it.
   */
  private async takeMessages(xml: string, more: boolean): Promise<void> {
    const was = this.read;
    const wasMs = was.after === null ? null : Date.parse(was.after);
    const seen = new Set(was.uidsAtAfter);
    let after = was.after;
    let atAfter = new Set(seen);
    for (const m of readMessages(xml)) {
      const ms = m.changedAt === null ? null : Date.parse(m.changedAt);
      if (wasMs !== null && ms !== null && (ms < wasMs || (ms === wasMs && seen.has(m.uid)))) continue;
      const { rows } = await this.deps.db.query(
        `insert into well_notes (well_id, kind, at_s, depth_m, title, body, source_id, external_uid) values ($1, 'message', $2, $3, $4, $5, $6, $7)
         on conflict (well_id, external_uid) where external_uid is not null do nothing returning id`,
        [this.wellId, m.atS, m.depthM, m.title, m.body, this.sourceId, m.uid],
      );
      if (rows.length) {
        this.counters.good++;
        this.lastDataMs = Date.now();
      } else this.counters.duplicate++;
      if (ms === null) continue;
      const afterMs = after === null ? null : Date.parse(after);
      if (afterMs === null || ms > afterMs) {
        after = m.changedAt;
        atAfter = new Set([m.uid]);
      } else if (ms === afterMs) atAfter.add(m.uid);
    }
    const moved = after !== was.after || atAfter.size !== seen.size;
    // A full slice of messages already taken at one change time would come back for ever.
    this.pastAfter = more && !moved;
    if (moved) {
      this.read = { after, uidsAtAfter: [...atAfter] };
      await saveMessagesAfter(this.deps.db, this.sourceId, this.read);
    }
  }
}
