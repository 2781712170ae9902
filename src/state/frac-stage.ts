/**
 * The frac stage each well's panes look at: picking a stage in the Stage Summary, the Stage Timeline
 * or a treatment plot shows it in every pane of that well (pane-local until something is picked).
 */
import { proxy } from 'valtio';

export const fracStage = proxy({ byWell: {} as Record<string, number> });

export function pickFracStage(wellId: string, stageNo: number): void {
  fracStage.byWell[wellId] = stageNo;
}
