/**
 * Writes a well's modelled frac: per stage the 1 Hz treatment (src/domain/completions) into the
 * time-series store's frac* channels, and a frac_stages row with the picks and totals read off the
 * very float32 seconds stored (so a stage's totals are the sums of its record), and the schedule,
 * designed against actual. Stages follow each other with a wireline plug-and-perf run between them.
 */
import { FRAC_CHANNELS } from '../../src/domain/completions/frac-channels';
import { pickStage, stageFractureGradient } from '../../src/domain/completions/frac-picks';
import { designSchedule, scheduleTotals } from '../../src/domain/completions/frac-schedule';
import { simulateTreatment, type Treatment } from '../../src/domain/completions/frac-treatment';
import type { StagePlan } from '../../src/domain/completions/frac-well-plan';
import { seededRandom } from '../../src/domain/random/seeded-random';
import type { Db } from '../db/db';
import { ChunkWriter } from '../timeseries/chunk-writer';

export const FRAC_CHANNEL_META: Record<string, { unit: string; label: string }> = Object.fromEntries(
  Object.values(FRAC_CHANNELS).map((c) => [c.id, { unit: c.unit, label: c.label }]),
);

const f32 = (a: Float64Array) => Float32Array.from(a);

/** A modelled treatment as the store's frac channels, float32 as stored (and as the live frac publishes them). */
export function treatmentRecord(tr: Treatment): Record<string, Float32Array> {
  return {
    [FRAC_CHANNELS.treating.id]: f32(tr.treatingMPa),
    [FRAC_CHANNELS.bottomhole.id]: f32(tr.bottomholeMPa),
    [FRAC_CHANNELS.slurryRate.id]: f32(tr.slurryRateM3Min),
    [FRAC_CHANNELS.cleanRate.id]: f32(tr.cleanRateM3Min),
    [FRAC_CHANNELS.conc.id]: f32(tr.concKgM3),
    [FRAC_CHANNELS.cumProppant.id]: f32(tr.cumProppantKg),
    [FRAC_CHANNELS.cumClean.id]: f32(tr.cumCleanM3),
  };
}
const round = (x: number | null, d = 4) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);

/** A stage's frac_stages row: its picks and totals read off the float32 seconds of its record `rec` (as stored), from t0. */
export function stageRow(wellId: string, p: StagePlan, tr: Treatment, rec: Record<string, Float32Array>, t0: number, fleetId: string | null): unknown[] {
  const schedule = designSchedule(p.design);
  const k = pickStage({
    treatingMPa: rec[FRAC_CHANNELS.treating.id],
    slurryRateM3Min: rec[FRAC_CHANNELS.slurryRate.id],
    concKgM3: rec[FRAC_CHANNELS.conc.id],
  });
  const at = (s: number | null) => (s === null ? null : t0 + s);
  const design = scheduleTotals(schedule);
  const steps = tr.steps.map((s) => ({
    step: s.step,
    kind: s.kind,
    design_conc_kg_m3: round(s.designConcKgM3),
    design_clean_m3: round(s.designCleanM3),
    design_proppant_kg: round(s.designProppantKg, 1),
    start_s: t0 + s.startS,
    end_s: t0 + s.endS,
    clean_m3: round(s.cleanM3),
    slurry_m3: round(s.slurryM3),
    proppant_kg: round(s.proppantKg, 1),
    avg_rate_m3_min: round(s.avgRateM3Min),
    avg_treating_mpa: round(s.avgTreatingMPa),
    max_treating_mpa: round(s.maxTreatingMPa),
  }));
  return [
    wellId,
    p.stageNo,
    fleetId,
    p.topMdM,
    p.bottomMdM,
    p.plugMdM,
    p.well.tvdM,
    p.clusters,
    p.well.perfHoles,
    t0,
    t0 + tr.n,
    at(k.pumpStartS),
    at(k.breakdownS),
    k.breakdownMPa,
    at(k.shutInS),
    k.isipMPa,
    stageFractureGradient(k.isipMPa, p.well.tvdM),
    k.pumpingS,
    k.cleanM3,
    k.slurryM3,
    k.proppantKg,
    k.avgTreatingMPa,
    k.maxTreatingMPa,
    k.avgRateM3Min,
    k.maxRateM3Min,
    k.maxConcKgM3,
    design.proppantKg,
    design.cleanM3,
    p.design.slurryRateM3Min,
    JSON.stringify(steps),
  ];
}

const STAGE_COLUMNS = `well_id, stage_no, fleet_id, top_md_m, bottom_md_m, plug_md_m, tvd_m, clusters, perf_holes, start_s, end_s,
  pump_start_s, breakdown_s, breakdown_mpa, shut_in_s, isip_mpa, frac_gradient_mpa_per_m,
  pumping_s, clean_m3, slurry_m3, proppant_kg, avg_treating_mpa, max_treating_mpa, avg_rate_m3_min, max_rate_m3_min, max_conc_kg_m3,
  design_proppant_kg, design_clean_m3, design_rate_m3_min, schedule, source`;

/** Inserts a stage row (stageRow) with its source; a stage number the well already has is left as it is. Answers whether it was stored. */
export async function insertStageRow(db: Pick<Db, 'query'>, r: unknown[], source: 'demo' | 'live'): Promise<boolean> {
  const res = await db.query(
    `insert into frac_stages (${STAGE_COLUMNS}) values (${r.map((_, i) => `$${i + 1}`).join(', ')}, '${source}') on conflict do nothing returning stage_no`,
    r,
  );
  return res.rows.length === 1;
}

/** Returns the epoch second after the last stage's record. */
export async function writeFracDemo(
  db: Db,
  wellId: string,
  plans: readonly StagePlan[],
  startS: number,
  fleetId: string | null,
  seed: number,
): Promise<number> {
  const rnd = seededRandom(seed);
  const writer = new ChunkWriter(db, wellId, true);
  const rows: unknown[][] = [];
  let t0 = startS;
  for (const p of plans) {
    const schedule = designSchedule(p.design);
    const tr = simulateTreatment({ schedule, well: p.well, rock: p.rock, frReduction: p.frReduction, breakdownRateM3Min: p.breakdownRateM3Min, seed: p.seed });
    const rec = treatmentRecord(tr);
    await writer.append(t0, rec, tr.n);
    rows.push(stageRow(wellId, p, tr, rec, t0, fleetId));
    // Wireline: pump down the next plug and guns, set, perforate, pull out (1.5–2.5 h).
    t0 += tr.n + Math.round(rnd.range(5400, 9000));
  }
  await writer.flush(FRAC_CHANNEL_META, 'demo');
  await db.transaction(async (tx) => {
    await tx.query(`delete from frac_stages where well_id = $1 and source = 'demo'`, [wellId]);
    for (const r of rows) await insertStageRow(tx, r, 'demo');
  });
  return t0;
}
