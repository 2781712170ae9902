/**
 * The anti-collision gate on approving a well's plan (issue 20: "a plan that violates the minimum SF
 * is flagged before it can be approved"). A well of a pad program is checked against the wells drilled
 * before it in the program's order (the pad AC's `against_drilled`, each pair through the single-well
 * AC path): below the stop threshold (SF < 1, the uncertainty envelopes overlap) its drilling program
 * cannot be approved. Warnings (SF < 1.5) do not block: the operator drills them under a risk plan.
 * The spec gives no text for this refusal; the message names the well, the offset, the SF and where.
 */
import { RISK_THRESHOLDS } from '../../src/domain/directional/anti-collision/risk-levels';
import type { Queryable } from '../db/db';
import { padAntiCollision } from './pad-anti-collision';
import { padProgramOf } from './pad-store';

/** The minimum separation factor a plan must keep against the wells drilled before it. */
export const MIN_APPROVAL_SF = RISK_THRESHOLDS.find((t) => t.level === 'stop')!.sfBelow;

export interface ClearanceViolation {
  program: string;
  well: string;
  offset: string;
  minSf: number;
  refMdM: number | null;
  message: string;
}

export function violationMessage(v: Omit<ClearanceViolation, 'message'>): string {
  const at = v.refMdM === null ? '' : ` at ${Math.round(v.refMdM).toLocaleString('en-US')} m MD`;
  return (
    `${v.well} cannot be approved: its separation factor against ${v.offset} is ${v.minSf.toFixed(2)}${at}, ` +
    `below the minimum of ${MIN_APPROVAL_SF.toFixed(2)} (pad program ${v.program}). Change the plan or the drilling order.`
  );
}

/** The worst violation of the minimum SF by the well in any pad program holding it, or null. */
export async function approvalClearance(db: Queryable, wellId: string): Promise<ClearanceViolation | null> {
  const { rows } = await db.query<{ program_id: string; project_id: string }>(
    `select pw.program_id, p.project_id from pad_program_wells pw join pad_programs p on p.id = pw.program_id where pw.well_id = $1 order by p.name`,
    [wellId],
  );
  let worst: ClearanceViolation | null = null;
  for (const r of rows) {
    const program = await padProgramOf(db, r.project_id, r.program_id);
    const ac = await padAntiCollision(db, program);
    const step = ac.order.find((s) => s.well_id === wellId);
    const c = step?.against_drilled;
    if (!step || !c || c.min_sf === null || !(c.min_sf < MIN_APPROVAL_SF)) continue;
    if (worst && worst.minSf <= c.min_sf) continue;
    const v = { program: program.name, well: step.name, offset: c.name, minSf: c.min_sf, refMdM: c.ref_md };
    worst = { ...v, message: violationMessage(v) };
  }
  return worst;
}
