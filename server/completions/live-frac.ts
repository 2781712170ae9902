/**
 * The live frac (issue 19): every well in the completion-frac stage with recorded stages is pumping
 * its next stage now. The stage is the frac model's (frac-treatment.ts) for the stage heel-side of
 * the last one recorded, played at 1 Hz against the wall clock: each second goes out on
 * /topic/{well_id}/frac/live (VIEW_COMPLETION, checked at SUBSCRIBE like every topic), and the
 * seconds pumped so far are kept here so a pane opened mid-stage reads them (GET frac_live) before
 * it appends the messages. A stage is joined LEAD_S into its record (the pad is going in). When its
 * record ends (the shut-in observed) it is saved as a recorded stage, source 'live': its seconds into
 * the store's frac channels and a frac_stages row with the picks and totals read off them, as the
 * seed's (frac-demo.ts stageRow); after a wireline interval the next stage heel-side is pumped. A
 * stage whose top would lie above the lateral's landing point (from the well's surveys) is pumped
 * but not saved, and pumped again: a demo left running for weeks does not frac its way up the curve.
 * One instance per database runs it (its own lease, like the rig simulator).
 */
import { FRAC_CHANNELS } from '../../src/domain/completions/frac-channels';
import { pickStage } from '../../src/domain/completions/frac-picks';
import { designSchedule, scheduleTotals } from '../../src/domain/completions/frac-schedule';
import { simulateTreatment, type Treatment } from '../../src/domain/completions/frac-treatment';
import { lateralOf, nextStagePlan, type StagePlan } from '../../src/domain/completions/frac-well-plan';
import { aggregateM4 } from '../../src/domain/timeseries/m4';
import type { Db } from '../db/db';
import { topicFor, type FracLiveMessage } from '../realtime/topics';
import { surveyedPath } from '../directional/survey-stations';
import { SimulatorLease, LEASE_S } from '../simulator/live/simulator-lease';
import { ChunkWriter } from '../timeseries/chunk-writer';
import { FRAC_CHANNEL_META, insertStageRow, stageRow, treatmentRecord } from './frac-demo';
import { linesOfWindow } from './frac-queries';
import type { FracLiveStage } from '../../src/domain/completions/frac-stage-lines';

/** Seconds into its record a stage is joined when the server starts. */
export const LEAD_S = 600;
/** Between one live stage's end (shut-in observed) and the next: the wireline run, shortened for the demo. */
const WIRELINE_S = 300;
/** Wells are looked for again this often (the demo frac may still be seeding), every 5 s while none is found. */
const RESCAN_S = 30;
const RESCAN_EMPTY_S = 5;
/** Seconds published at most per tick after a stall: late seconds are worth less than a flood. */
export const MAX_CATCH_UP_S = 10;

export type LiveFracSnapshot = FracLiveStage;

export interface LiveFracHandle {
  readonly wellIds: readonly string[];
  snapshot(wellId: string, channels: readonly string[], width: number): LiveFracSnapshot | null;
  stop(): Promise<void>;
}

export interface LiveFracDeps {
  db: Db;
  publish(destination: string, body: unknown): void;
  log(m: string): void;
  /** Simulated time (tests); default the wall clock. */
  clock?: { nowS(): number };
}

interface LiveStage {
  wellId: string;
  last: { stageNo: number; topMdM: number; bottomMdM: number; tvdM: number };
  run: number;
  plan: StagePlan;
  tr: Treatment;
  record: Record<string, Float32Array>;
  /** Saved as a recorded stage (its record ended); `next` is what the next stage follows. */
  saved: boolean;
  next: LiveStage['last'] | null;
  n: number;
  startS: number;
  /** Index of the last second published. */
  sent: number;
}

const CHANNELS = Object.values(FRAC_CHANNELS).map((c) => c.id);

function pumpStage(wellId: string, last: LiveStage['last'], run: number, startS: number): LiveStage {
  const plan = nextStagePlan(last, 19_000 + run);
  const tr = simulateTreatment({
    schedule: designSchedule(plan.design),
    well: plan.well,
    rock: plan.rock,
    frReduction: plan.frReduction,
    breakdownRateM3Min: plan.breakdownRateM3Min,
    seed: plan.seed,
  });
  return { wellId, last, run, plan, tr, record: treatmentRecord(tr), n: tr.n, startS, sent: -1, saved: false, next: null };
}

async function fracWells(db: Db): Promise<(LiveStage['last'] & { wellId: string; name: string })[]> {
  const { rows } = await db.query<{ well_id: string; name: string; stage_no: number; top_md_m: number; bottom_md_m: number; tvd_m: number }>(
    `select s.well_id, w.name, s.stage_no, s.top_md_m, s.bottom_md_m, s.tvd_m from frac_stages s join wells w on w.id = s.well_id
     where w.stage = 'completion_frac' and s.stage_no = (select max(stage_no) from frac_stages x where x.well_id = s.well_id)
     order by w.name`,
  );
  return rows.map((r) => ({
    wellId: r.well_id,
    name: r.name,
    stageNo: Number(r.stage_no),
    topMdM: Number(r.top_md_m),
    bottomMdM: Number(r.bottom_md_m),
    tvdM: Number(r.tvd_m),
  }));
}

export function startLiveFrac(deps: LiveFracDeps): LiveFracHandle {
  const lease = new SimulatorLease(deps.db, 'live_frac_lease');
  const nowS = () => Math.floor(deps.clock ? deps.clock.nowS() : Date.now() / 1000);
  const stages = new Map<string, LiveStage>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let holding = false;
  let lastScanS = -Infinity;
  let lastRenewS = -Infinity;

  /** Each live well's landing MD (start of the lateral), null without a lateral in its surveys. */
  const landings = new Map<string, number | null>();

  async function landingOf(wellId: string): Promise<number | null> {
    const traj = await surveyedPath(deps.db, wellId);
    return lateralOf(traj, traj.at(-1)?.mdM ?? 0)?.landingMdM ?? null;
  }

  async function scan(t: number): Promise<void> {
    lastScanS = t;
    for (const w of await fracWells(deps.db)) {
      if (stages.has(w.wellId)) continue;
      landings.set(w.wellId, await landingOf(w.wellId));
      stages.set(w.wellId, pumpStage(w.wellId, { stageNo: w.stageNo, topMdM: w.topMdM, bottomMdM: w.bottomMdM, tvdM: w.tvdM }, 0, t - LEAD_S));
      deps.log(`live frac: ${w.name} stage ${w.stageNo + 1} pumping at 1 Hz`);
    }
  }

  function publishDue(s: LiveStage, t: number): void {
    const upTo = Math.min(t - s.startS, s.n - 1);
    for (let i = Math.max(s.sent + 1, upTo - MAX_CATCH_UP_S + 1); i <= upTo; i++) {
      const values: Record<string, number> = {};
      for (const ch of CHANNELS) values[ch] = s.record[ch][i];
      deps.publish(topicFor('frac/live', s.wellId), {
        well_id: s.wellId,
        stage_no: s.plan.stageNo,
        start_s: s.startS,
        time: s.startS + i,
        values,
      } satisfies FracLiveMessage);
    }
    s.sent = Math.max(s.sent, upTo);
  }

  /** The ended stage as a recorded one; a stage number taken meanwhile (an import) keeps its row, and the stage is pumped again. */
  async function saveStage(s: LiveStage): Promise<void> {
    s.saved = true;
    publishDue(s, s.startS + s.n - 1);
    const landing = landings.get(s.wellId) ?? null;
    if (landing === null || s.plan.topMdM < landing) {
      deps.log(`live frac: stage ${s.plan.stageNo} reaches above the landing point: pumped again, not saved`);
      return;
    }
    const { rows } = await deps.db.query<{ stage_no: number; fleet_id: string | null }>(
      `select stage_no, fleet_id from frac_stages where well_id = $1 and stage_no in ($2, $3)`,
      [s.wellId, s.last.stageNo, s.plan.stageNo],
    );
    if (rows.some((r) => Number(r.stage_no) === s.plan.stageNo)) return;
    // Seconds first, then the row: a stage listed is a stage whose lines can be read.
    const writer = new ChunkWriter(deps.db, s.wellId, false);
    await writer.append(s.startS, s.record, s.n);
    await writer.flush(FRAC_CHANNEL_META, 'live');
    const fleet = rows.find((r) => Number(r.stage_no) === s.last.stageNo)?.fleet_id ?? null;
    if (!(await insertStageRow(deps.db, stageRow(s.wellId, s.plan, s.tr, s.record, s.startS, fleet), 'live'))) return;
    s.next = { stageNo: s.plan.stageNo, topMdM: s.plan.topMdM, bottomMdM: s.plan.bottomMdM, tvdM: s.plan.well.tvdM };
    deps.log(`live frac: stage ${s.plan.stageNo} saved as a recorded stage`);
  }

  async function tick(): Promise<void> {
    const t = nowS();
    if (t - lastRenewS >= LEASE_S / 3) {
      lastRenewS = t;
      holding = await lease.acquire().catch(() => false);
      if (!holding) stages.clear();
    }
    if (holding) {
      if (t - lastScanS >= (stages.size ? RESCAN_S : RESCAN_EMPTY_S)) await scan(t);
      for (const s of stages.values()) {
        if (t - s.startS >= s.n && !s.saved) await saveStage(s);
        if (t - s.startS >= s.n + WIRELINE_S) stages.set(s.wellId, s.next ? pumpStage(s.wellId, s.next, 0, t) : pumpStage(s.wellId, s.last, s.run + 1, t));
        else publishDue(s, t);
      }
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () =>
        void tick()
          .catch((e: unknown) => deps.log(`live frac: tick failed: ${e instanceof Error ? e.message : String(e)}`))
          .finally(schedule),
      1050 - (Date.now() % 1000),
    );
  };
  schedule();

  return {
    get wellIds() {
      return [...stages.keys()];
    },
    snapshot(wellId, channels, width) {
      const s = stages.get(wellId);
      if (!s) return null;
      const pumped = Math.max(0, Math.min(s.n, Math.min(nowS() - s.startS, s.sent) + 1));
      const bucketS = Math.max(1, Math.ceil(pumped / Math.max(1, Math.floor(width / 2))));
      const count = Math.ceil(pumped / bucketS);
      const m4 = Object.fromEntries(
        channels.map((ch) => {
          const a = s.record[ch].subarray(0, pumped);
          return [ch, aggregateM4([{ startS: s.startS, bucketS: 1, min: a, max: a, first: a, last: a }], s.startS, bucketS, count)];
        }),
      );
      const t = m4[channels[0]]?.t ?? [];
      const design = scheduleTotals(designSchedule(s.plan.design));
      const so = (id: string) => s.record[id].subarray(0, pumped);
      const picks = pickStage({
        treatingMPa: so(FRAC_CHANNELS.treating.id),
        slurryRateM3Min: so(FRAC_CHANNELS.slurryRate.id),
        concKgM3: so(FRAC_CHANNELS.conc.id),
      });
      return {
        stage_no: s.plan.stageNo,
        start_s: s.startS,
        elapsed_s: pumped,
        record_s: s.n,
        breakdown_s: picks.breakdownS === null ? null : s.startS + picks.breakdownS,
        top_md_m: s.plan.topMdM,
        bottom_md_m: s.plan.bottomMdM,
        plug_md_m: s.plan.plugMdM,
        clusters: s.plan.clusters,
        design_proppant_kg: design.proppantKg,
        design_clean_m3: design.cleanM3,
        design_rate_m3_min: s.plan.design.slurryRateM3Min,
        series: linesOfWindow({ t, bucket_s: bucketS, channels: m4 }, channels, s.plan.stageNo, s.startS),
      };
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await lease.release().catch(() => {});
    },
  };
}
