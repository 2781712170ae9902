/**
 * Anti-collision across a pad program: every ordered pair of its wells through the single-well AC
 * path (`offsetClearance`: the reference's survey then definitive plan against the offset's, in the
 * reference's frame, each well's own error model and hole size), so a cell equals the minimum SF that
 * the reference well's AC report shows for that offset. The matrix, the flagged pairs and the drilling
 * order's effect come from the engine (pad-matrix.ts).
 */
import { drillingOrderEffect, padMatrix, type PadCell } from '../../src/domain/directional/anti-collision/pad-matrix';
import { RISK_THRESHOLDS, type RiskLevel } from '../../src/domain/directional/anti-collision/risk-levels';
import type { ClearanceRow } from '../../src/domain/directional/anti-collision/clearance';
import type { Queryable } from '../db/db';
import { offsetClearance, type OffsetWell } from '../directional/anti-collision';
import { frameTransform } from '../directional/common-frame';
import { manyWellTrajectories } from '../directional/directional-cache';
import type { WellTrajectories } from '../directional/well-trajectories';
import type { PadProgram } from './pad-store';

const finite = (x: number | null) => (x === null || !Number.isFinite(x) ? null : x);
const label = (level: RiskLevel) => RISK_THRESHOLDS.find((t) => t.level === level)!.label;

/** What the AC can use of a well: survey and plan, survey only, plan only, or nothing. */
export function trajectoryKind(w: WellTrajectories): 'survey+plan' | 'survey' | 'plan' | 'none' {
  const survey = w.fact().length > 0;
  const plan = w.definitiveTrajectory().length > 0;
  return survey ? (plan ? 'survey+plan' : 'survey') : plan ? 'plan' : 'none';
}

export async function padAntiCollision(db: Queryable, program: PadProgram) {
  const t0 = performance.now();
  const wells = await manyWellTrajectories(
    db,
    program.wells.map((w) => w.well_id),
  );
  const kinds = wells.map(trajectoryKind);
  const rowsOf = (i: number, j: number): ClearanceRow[] | null => {
    if (kinds[i] === 'none' || kinds[j] === 'none') return null;
    const ref = wells[i];
    const transform = frameTransform(ref.settings, wells[j].settings);
    if (!transform) return null;
    const o: OffsetWell = { well: wells[j], slotDistanceM: Math.hypot(transform.origin.northM, transform.origin.eastM), transform };
    return offsetClearance(ref, o, { kind: 'composite' });
  };
  const m = padMatrix(wells.length, rowsOf);
  const steps = drillingOrderEffect(
    m,
    wells.map((_, i) => i),
  );
  const name = (i: number) => wells[i].data.well.name;
  const cell = (c: PadCell | null) =>
    c === null
      ? null
      : {
          status: c.status,
          min_sf: finite(c.minSf),
          ref_md: c.refMdM,
          ref_tvd: c.refTvdM,
          offset_md: c.offsetMdM,
          cc: c.ccAtMinSfM,
          min_cc: finite(c.minCcM),
          risk: c.risk,
        };
  const against = (c: PadCell | null) => (c === null ? null : { well_id: wells[c.offsetIndex].data.well.id, name: name(c.offsetIndex), ...cell(c)! });
  return {
    program_id: program.id,
    thresholds: RISK_THRESHOLDS.map((t) => ({ level: t.level, label: t.label, sf_below: finite(t.sfBelow) })),
    wells: wells.map((w, i) => ({
      well_id: w.data.well.id,
      name: w.data.well.name,
      position: program.wells[i].position,
      slot_name: program.wells[i].slot_name || w.settings.slotName,
      trajectory: kinds[i],
      last_survey_md: w.fact().at(-1)?.mdM ?? null,
      plan_name: w.definitivePlan?.name ?? null,
      td_md: w.composite().at(-1)?.mdM ?? null,
      error_model: w.settings.errorModelId,
      hole_diameter_in: w.settings.holeDiameterIn,
    })),
    matrix: m.cells.map((row) => row.map(cell)),
    flagged: m.flagged.map((p) => ({
      a_well_id: wells[p.a].data.well.id,
      a_name: name(p.a),
      b_well_id: wells[p.b].data.well.id,
      b_name: name(p.b),
      ref_well_id: wells[p.worst.refIndex].data.well.id,
      ref_name: name(p.worst.refIndex),
      ...cell(p.worst)!,
      risk_label: label(p.worst.risk),
    })),
    order: steps.map((s) => ({
      position: s.position,
      well_id: wells[s.well].data.well.id,
      name: name(s.well),
      after: s.after.map(name),
      against_drilled: against(s.againstDrilled),
      against_pad: against(s.againstPad),
      risk: s.risk,
      risk_label: label(s.risk),
    })),
    worst_risk: m.worstRisk,
    pairs: (wells.length * (wells.length - 1)) / 2,
    computed_ms: Math.round(performance.now() - t0),
  };
}
