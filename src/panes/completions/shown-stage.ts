/**
 * Which frac stage a pane shows (pure, so the rule is tested without React): the stage picked for
 * the well when the well has it (recorded, or the live one); else in the FIELD stage mode the live
 * stage while one is pumped; else the last recorded stage.
 */
import type { WorkMode } from '../../domain/constants/display';

export function shownStage(picked: number | undefined, recorded: readonly number[], liveStageNo: number | null, mode: WorkMode): number | null {
  if (picked !== undefined && (picked === liveStageNo || recorded.includes(picked))) return picked;
  if (mode === 'FIELD' && liveStageNo !== null) return liveStageNo;
  return recorded.length ? recorded[recorded.length - 1] : liveStageNo;
}
