/**
 * The real-time view of a scenario (spec 7.8 rt_data_view): the rig's recorded hook load, sorted into
 * tripping out, tripping in, reaming and drilling, set against what the scenario's torque & drag model
 * predicts at the same bit depth in the same mode, with the scenario's own cased/open friction. A
 * recorded load persistently above the model while tripping out (below it tripping in) is the drag
 * of a hole cleaning or friction problem the plan did not allow for.
 */
import type { z } from 'zod';
import type { torqueDragBodySchema } from '../../src/domain/engineering/request-schemas';
import { pathElements, torqueDrag, TORQUE_DRAG_MODES, type TorqueDragMode } from '../../src/domain/engineering/torque-drag';
import { wellPath } from '../../src/domain/engineering/well-path';
import type { Queryable } from '../db/db';
import type { TimeSeriesStore } from '../timeseries/store';
import { kn, t2n, torqueDragSetup } from './torque-drag-run';

type Body = z.output<typeof torqueDragBodySchema>;

/** The most recent recorded points compared, newest last: enough for the last trips and stands. */
export const RT_VIEW_POINTS = 300;

/** Index of the last node at or above `md` (the bit's node), 0 above the first. */
function nodeAt(mdM: Float64Array | readonly number[], md: number): number {
  let lo = 0;
  let hi = mdM.length - 1;
  if (md >= mdM[hi]) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (mdM[mid] <= md) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export async function rtDataView(db: Queryable, store: TimeSeriesStore, wellId: string, body: Body) {
  const s = await torqueDragSetup(db, store, wellId, body);
  const base = {
    friction: s.friction,
    mud_density_kg_m3: s.mud,
    block_weight_t: Math.round(s.block.t * 100) / 100,
    block_weight_from: s.block.from,
    defaulted: s.d.defaulted,
  };
  const empty = { time: [] as number[], bit_md_m: [] as number[], mode: [] as string[], measured_kn: [] as number[], predicted_kn: [] as number[] };
  if (!s.rec) return { ...base, note: s.measured.note, points: empty, by_mode: [], latest: null };
  const path = wellPath(s.traj.points, body.step_m);
  const el = pathElements(path);
  const p = s.rec.points;
  const from = Math.max(0, p.t.length - RT_VIEW_POINTS);
  const points = { ...empty };
  for (let i = from; i < p.t.length; i++) {
    const mode = p.mode[i] as TorqueDragMode;
    const predicted = torqueDrag(el, nodeAt(path.mdM, p.bitMdM[i]), mode, s.c).hookLoadN;
    points.time.push(p.t[i]);
    points.bit_md_m.push(p.bitMdM[i]);
    points.mode.push(mode);
    points.measured_kn.push(kn(t2n(p.hookloadT[i])));
    points.predicted_kn.push(kn(predicted));
  }
  const by_mode = TORQUE_DRAG_MODES.map((mode) => {
    const idx = points.mode.flatMap((m, i) => (m === mode ? [i] : []));
    const dev = idx.map((i) => points.measured_kn[i] - points.predicted_kn[i]);
    return {
      mode,
      points: idx.length,
      mean_deviation_kn: dev.length ? Math.round((dev.reduce((a, b) => a + b, 0) / dev.length) * 100) / 100 : null,
    };
  }).filter((m) => m.points > 0);
  const n = points.time.length - 1;
  const latest =
    n < 0
      ? null
      : {
          time: points.time[n],
          bit_md_m: points.bit_md_m[n],
          mode: points.mode[n],
          measured_kn: points.measured_kn[n],
          predicted_kn: points.predicted_kn[n],
          deviation_kn: Math.round((points.measured_kn[n] - points.predicted_kn[n]) * 100) / 100,
        };
  return { ...base, note: s.rec.note, points, by_mode, latest };
}
