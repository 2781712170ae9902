/**
 * The anti-collision gate on approving a well's plan (issue 20: "a plan that violates the minimum SF
 * is flagged before it can be approved"). A well of a pad program is checked against the wells drilled
 * before it in the program's order (the pad AC's `against_drilled`, each pair through the single-well
 * AC path): below the stop threshold (SF < 1, the uncertainty envelopes overlap) its drilling program
 * cannot be approved. Warnings (SF < 1.5) do not block: the operator drills them under a risk plan, so
 * they are listed for the approver to see (GET …/approval_clearance) but never refuse an approval.
 * The spec gives no text for either; the messages name the well, the offset, the SF and where.
 */
import { RISK_THRESHOLDS } from '../../src/domain/directional/anti-collision/risk-levels';
import type { Queryable } from '../db/db';
import { padAntiCollision } from './pad-anti-collision';
import { padProgramOf } from './pad-store';
import type { ClearanceFinding } from '../../src/domain/engineering/clearance-finding';

const thresholdOf = (level: 'stop' | 'warning') => RISK_THRESHOLDS.find((t) => t.level === level)!.sfBelow;

/** The minimum separation factor a plan must keep against the wells drilled before it. */
export const MIN_APPROVAL_SF = thresholdOf('stop');
/** Below this (and not below MIN_APPROVAL_SF) the approver is warned, not stopped. */
export const WARNING_SF = thresholdOf('warning');

export type ClearanceViolation = ClearanceFinding;

type Finding = Omit<ClearanceViolation, 'message'>;

const where = (v: Finding) =>
  `its separation factor against ${v.offset} is ${v.minSf.toFixed(2)}${v.refMdM === null ? '' : ` at ${Math.round(v.refMdM).toLocaleString('en-US')} m MD`}`;

export function violationMessage(v: Finding): string {
  return (
    `${v.well} cannot be approved: ${where(v)}, ` +
    `below the minimum of ${MIN_APPROVAL_SF.toFixed(2)} (pad program ${v.program}). Change the plan or the drilling order.`
  );
}

function warningMessage(v: Finding): string {
  return `${v.well} may be approved, with care: ${where(v)}, below ${WARNING_SF.toFixed(2)} (pad program ${v.program}). Drill it under a risk plan.`;
}

export interface ApprovalCheck {
  /** The worst violation of the minimum SF in any pad program holding the well, or null. */
  violation: ClearanceViolation | null;
  /** Every well drilled before it, in every such program, that it clears by less than WARNING_SF. */
  warnings: ClearanceViolation[];
}

export async function approvalCheck(db: Queryable, wellId: string): Promise<ApprovalCheck> {
  const { rows } = await db.query<{ program_id: string; project_id: string }>(
    `select pw.program_id, p.project_id from pad_program_wells pw join pad_programs p on p.id = pw.program_id where pw.well_id = $1 order by p.name`,
    [wellId],
  );
  let violation: ClearanceViolation | null = null;
  const warnings: ClearanceViolation[] = [];
  for (const r of rows) {
    const program = await padProgramOf(db, r.project_id, r.program_id);
    const ac = await padAntiCollision(db, program);
    const step = ac.order.find((s) => s.well_id === wellId);
    if (!step) continue;
    const c = step.against_drilled;
    if (c && c.min_sf !== null && c.min_sf < MIN_APPROVAL_SF && !(violation && violation.minSf <= c.min_sf)) {
      const v = { program: program.name, well: step.name, offset: c.name, minSf: c.min_sf, refMdM: c.ref_md };
      violation = { ...v, message: violationMessage(v) };
    }
    const i = ac.wells.findIndex((w) => w.well_id === wellId);
    for (const [j, offset] of ac.wells.entries()) {
      const cell = ac.matrix[i][j];
      if (!step.after.includes(offset.name) || !cell || cell.min_sf === null) continue;
      if (cell.min_sf < MIN_APPROVAL_SF || cell.min_sf >= WARNING_SF) continue;
      const v = { program: program.name, well: step.name, offset: offset.name, minSf: cell.min_sf, refMdM: cell.ref_md };
      warnings.push({ ...v, message: warningMessage(v) });
    }
  }
  return { violation, warnings };
}

/** The worst violation of the minimum SF by the well in any pad program holding it, or null. */
export async function approvalClearance(db: Queryable, wellId: string): Promise<ClearanceViolation | null> {
  return (await approvalCheck(db, wellId)).violation;
}
