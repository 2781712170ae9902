/**
 * Target line change: one of the well's geological targets was added, moved, reshaped or removed
 * (the route that changed it says which, with the target as it was). The data model holds targets
 * (a centre and a shape on a plane, well_targets), not a separate geosteering "target line", so a
 * target change is the target line change. Fired like a plan update: once per change (the well's
 * revision in the key), never left open. The numbers are how far the centre moved: in TVD (the
 * landing depth a driller steers to) and horizontally.
 */
import { round, type Firing } from './types';

export interface TargetSnapshot {
  readonly id: string;
  readonly name: string;
  readonly tvdM: number;
  readonly northM: number;
  readonly eastM: number;
}

export interface TargetChange {
  readonly op: 'created' | 'updated' | 'deleted';
  readonly before: TargetSnapshot | null;
  readonly after: TargetSnapshot | null;
}

export function targetChangeFiring(c: TargetChange, revision: number, timeS: number): Firing | null {
  const t = c.after ?? c.before;
  if (!t) return null;
  const base = { threshold: 0, unit: 'm', depthM: null, timeS, conditionKey: `target:${t.id}:${revision}` };
  if (c.op === 'updated' && c.before && c.after) {
    const tvdShiftM = c.after.tvdM - c.before.tvdM;
    const horizontalShiftM = Math.hypot(c.after.northM - c.before.northM, c.after.eastM - c.before.eastM);
    const shiftM = Math.hypot(tvdShiftM, horizontalShiftM);
    return {
      ...base,
      message:
        `Target ${c.after.name} changed (revision ${revision}): centre moved ${round(shiftM, 1)} m ` +
        `(TVD ${round(c.before.tvdM, 1)} → ${round(c.after.tvdM, 1)} m, ${round(horizontalShiftM, 1)} m horizontally)`,
      value: round(shiftM, 2),
      extra: { tvdShiftM: round(tvdShiftM, 2), horizontalShiftM: round(horizontalShiftM, 2), tvdM: round(c.after.tvdM, 2), revision },
    };
  }
  return {
    ...base,
    message: `Target ${t.name} ${c.op === 'created' ? 'added' : 'removed'} (revision ${revision}): centre at TVD ${round(t.tvdM, 1)} m, N ${round(t.northM, 1)} m, E ${round(t.eastM, 1)} m`,
    value: round(t.tvdM, 2),
    extra: { northM: round(t.northM, 2), eastM: round(t.eastM, 2), revision },
  };
}
