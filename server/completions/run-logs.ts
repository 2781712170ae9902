/**
 * The wireline plug-and-perf runs and the coiled-tubing drill-out of a fractured well, modelled on
 * read from its frac stage records (src/domain/completions/wireline-run.ts, drill-out-run.ts): the
 * demo records no wireline or coil channels, so the runs are derived from each stage's plug depth,
 * perforated interval and the gap between stage records, deterministically (the same answer on every
 * read). The answers say so (`source: 'model'`). A gap longer than a wireline run (MAX_WIRELINE_S,
 * as in the time journal) is not called one; the drill-out starts DRILL_OUT_AFTER_S after the last
 * stage and is shown up to now.
 */
import { MAX_WIRELINE_S } from '../../src/domain/completions/frac-journal';
import { HEEL_ALLOWANCE_M } from '../../src/domain/completions/frac-well-plan';
import { drillOutRun } from '../../src/domain/completions/drill-out-run';
import { runLine, type RunLine } from '../../src/domain/completions/run-path';
import { wirelineRun, type RunEvent } from '../../src/domain/completions/wireline-run';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

/** Flowback preparation and the coil unit's move between the last stage and the drill-out. */
export const DRILL_OUT_AFTER_S = 36 * 3600;
/** The drill-out cleans out this far past the toe-most stage's bottom perforation. */
const TOE_CLEANOUT_M = 10;

export const MODEL_NOTE =
  'Modelled from the stage records (plug depths, perforated intervals, times between stages): no wireline or coiled-tubing channels were recorded for this well.';

interface StageRow {
  stage_no: number;
  start_s: number;
  end_s: number;
  top_md_m: number;
  bottom_md_m: number;
  plug_md_m: number | null;
  tvd_m: number;
  clusters: number;
}

async function stageRows(db: Queryable, wellId: string): Promise<StageRow[]> {
  const { rows } = await db.query<Record<keyof StageRow, number | null>>(
    'select stage_no, start_s, end_s, top_md_m, bottom_md_m, plug_md_m, tvd_m, clusters from frac_stages where well_id = $1 order by start_s',
    [wellId],
  );
  return rows.map((r) => ({
    stage_no: Number(r.stage_no),
    start_s: Number(r.start_s),
    end_s: Number(r.end_s),
    top_md_m: Number(r.top_md_m),
    bottom_md_m: Number(r.bottom_md_m),
    plug_md_m: r.plug_md_m === null ? null : Number(r.plug_md_m),
    tvd_m: Number(r.tvd_m),
    clusters: Number(r.clusters),
  }));
}

/** Landing (start of the lateral): the heel-most stage's top less the plan's heel allowance. */
const landingOf = (stages: readonly StageRow[]) => Math.min(...stages.map((s) => s.top_md_m)) - HEEL_ALLOWANCE_M;
const meanTvd = (stages: readonly StageRow[]) => stages.reduce((a, s) => a + s.tvd_m, 0) / stages.length;

export interface WirelineRunSummary {
  stage_no: number;
  start_s: number;
  end_s: number;
  plug_md_m: number;
  top_md_m: number;
  bottom_md_m: number;
  clusters: number;
}

/** The runs: one before each stage with a plug whose record starts within MAX_WIRELINE_S of the previous one's end. */
function runsOf(stages: readonly StageRow[]): WirelineRunSummary[] {
  const out: WirelineRunSummary[] = [];
  stages.forEach((s, i) => {
    const prev = stages[i - 1];
    if (!prev || s.plug_md_m === null || s.start_s <= prev.end_s || s.start_s - prev.end_s > MAX_WIRELINE_S) return;
    out.push({
      stage_no: s.stage_no,
      start_s: prev.end_s,
      end_s: s.start_s,
      plug_md_m: s.plug_md_m,
      top_md_m: s.top_md_m,
      bottom_md_m: s.bottom_md_m,
      clusters: s.clusters,
    });
  });
  return out;
}

export async function listWirelineRuns(db: Queryable, wellId: string) {
  const stages = await stageRows(db, wellId);
  return { runs: runsOf(stages), source: 'model' as const, note: stages.length ? MODEL_NOTE : 'No frac stages recorded on this well.' };
}

const lines = (chs: Record<string, ArrayLike<number>>, dtS: number, n: number, width: number): Record<string, RunLine> =>
  Object.fromEntries(
    Object.entries(chs).map(([k, v]) => [k, runLine(Array.prototype.slice.call(v, 0, n) as number[], dtS, Math.max(1, Math.floor(width / 2)))]),
  );

export async function wirelineRunOf(db: Queryable, wellId: string, stageNo: number, width: number) {
  const stages = await stageRows(db, wellId);
  if (!stages.some((s) => s.stage_no === stageNo)) throw new HttpError(404, `Stage ${stageNo} not found on this well`);
  const run = runsOf(stages).find((r) => r.stage_no === stageNo);
  if (!run) throw new HttpError(404, `Stage ${stageNo} has no wireline run before it (the toe stage is pumped through the toe sleeve)`);
  const r = wirelineRun({
    stageNo,
    plugMdM: run.plug_md_m,
    topPerfMdM: run.top_md_m,
    bottomPerfMdM: run.bottom_md_m,
    clusters: run.clusters,
    tvdM: meanTvd(stages),
    landingMdM: landingOf(stages),
    startS: run.start_s,
    endS: run.end_s,
    seed: run.start_s ^ (stageNo * 7919),
  });
  const n = r.mdM.length;
  return {
    run: { ...run, speed_factor: r.speedFactor, max_tension_kn: Math.max(...r.tensionKn), duration_s: n * r.dtS },
    origin: r.startS,
    lines: lines({ depth_m: r.mdM, speed_m_min: r.speedMMin, tension_kn: r.tensionKn, ccl: r.ccl }, r.dtS, n, width),
    events: r.events.map(eventView),
    phases: r.phases.map((p) => ({ phase: p.phase, start_s: p.startS, end_s: p.endS })),
    units: { depth_m: 'm', speed_m_min: 'm/min', tension_kn: 'kN', ccl: '' },
    source: 'model' as const,
    note: MODEL_NOTE,
  };
}

const eventView = (e: RunEvent) => ({ at_s: e.atS, md_m: e.mdM, label: e.label });

/** The modelled drill-out of the stages, cut at now; or why there is none. */
function drillOutModel(stages: readonly StageRow[], nowS: number) {
  const plugs = stages.map((s) => s.plug_md_m).filter((x): x is number => x !== null);
  const none = (reason: string) => ({ model: null, reason });
  if (!stages.length) return none('No frac stages recorded on this well: nothing to drill out.');
  if (!plugs.length) return none('No plugs were set on this well (a single stage through the toe sleeve): nothing to drill out.');
  const startS = Math.max(...stages.map((s) => s.end_s)) + DRILL_OUT_AFTER_S;
  if (startS > nowS) return none(`The drill-out has not started: it follows the last frac stage by ${DRILL_OUT_AFTER_S / 3600} h.`);
  const toe = Math.max(...stages.map((s) => s.bottom_md_m));
  const r = drillOutRun({
    plugsMdM: plugs,
    tvdM: meanTvd(stages),
    landingMdM: landingOf(stages),
    pbtdMdM: toe + TOE_CLEANOUT_M,
    startS,
    seed: startS ^ plugs.length,
  });
  // A drill-out under way is shown up to now.
  const n = Math.min(r.mdM.length, Math.floor((nowS - startS) / r.dtS) + 1);
  const endS = startS + n * r.dtS;
  return { model: { r, n, startS, endS, plugs, toe, done: r.plugs.filter((p) => p.drilledS <= endS) }, reason: null };
}

/**
 * The drill-out as time windows (Stage Timeline): the run up to now, and each plug drilled, from
 * its tag to drilled, with the stage whose wireline run set it; no run, with the reason, when there is none.
 */
export async function drillOutWindows(db: Queryable, wellId: string, nowS: number) {
  const stages = await stageRows(db, wellId);
  const { model: m, reason } = drillOutModel(stages, nowS);
  if (!m) return { run: null, reason, plugs: [] };
  return {
    run: { start_s: m.startS, end_s: m.endS, finished: m.n === m.r.mdM.length, plugs_total: m.plugs.length, plugs_drilled: m.done.length },
    reason: null,
    plugs: m.done.map((p) => ({ stage_no: stages.find((s) => s.plug_md_m === p.mdM)?.stage_no ?? null, md_m: p.mdM, tag_s: p.tagS, drilled_s: p.drilledS })),
  };
}

export async function drillOutOf(db: Queryable, wellId: string, width: number, nowS: number) {
  const stages = await stageRows(db, wellId);
  const { model: m, reason } = drillOutModel(stages, nowS);
  if (!m) return { run: null, reason, source: 'model' as const, note: MODEL_NOTE };
  const { r, n, startS, endS, plugs, toe, done } = m;
  return {
    run: {
      start_s: startS,
      end_s: endS,
      finished: n === r.mdM.length,
      plugs_total: plugs.length,
      plugs_drilled: r.plugsDrilled[n - 1],
      mean_mill_s: done.length ? done.reduce((a, p) => a + p.millS, 0) / done.length : null,
      max_md_m: Math.max(...Array.prototype.slice.call(r.mdM, 0, n)),
      pbtd_md_m: toe + TOE_CLEANOUT_M,
    },
    origin: startS,
    plugs: done.map((p) => ({ no: p.no, md_m: p.mdM, tag_s: p.tagS, drilled_s: p.drilledS, mill_s: p.millS })),
    lines: lines(
      { depth_m: r.mdM, speed_m_min: r.speedMMin, weight_kn: r.weightKn, pressure_mpa: r.pressureMPa, rate_m3_min: r.rateM3Min, plugs_drilled: r.plugsDrilled },
      r.dtS,
      n,
      width,
    ),
    events: r.events.filter((e) => e.atS < endS).map(eventView),
    units: { depth_m: 'm', speed_m_min: 'm/min', weight_kn: 'kN', pressure_mpa: 'MPa', rate_m3_min: 'm3/min', plugs_drilled: '' },
    source: 'model' as const,
    note: MODEL_NOTE,
  };
}
