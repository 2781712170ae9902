/**
 * Re-runs detection over a window of stored channels (after an import, a threshold change, a
 * correction): the activity channel, time log rows, bins, stands, trips and zero readings of
 * [from, to) are replaced in one transaction. Detection sees DETECTION_MARGIN_S of context on both
 * sides, like the streaming pipeline; a stand or trip crossing the window's start is cut there.
 */
import type { RecalcResult } from '../../../src/domain/drilling/detection-status';
import { estimateBlockWeight } from '../../../src/domain/drilling/rig-state/block-weight';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http-error';
import { ACTIVITY_CHANNEL } from '../../timeseries/channel-meta';
import { ChunkWriter } from '../../timeseries/chunk-writer';
import { readDetectionOverrides } from '../../timeseries/derived/detection-settings';
import { deleteNotes, writeDerived } from '../../timeseries/derived/derived-sink';
import { DETECTION_CHANNELS, type DetectionChannel } from '../../timeseries/derived/rolling-rig-state';
import { DETECTION_MARGIN_S, emptyPipelineState, WellPipeline, type PipelineOutput, type PipelineState } from '../../timeseries/derived/well-pipeline';
import type { LogServices } from '../../timeseries/log-services';

/** Widen [fromS, toS) to the time-log rows that straddle its edges, so rows are replaced whole. */
async function rowEdges(db: Db, wellId: string, fromS: number, toS: number): Promise<{ fromS: number; toS: number }> {
  const a = await db.query<{ s: string }>(`select start_s as s from log_intervals where well_id = $1 and source = 'auto' and start_s <= $2 and end_s > $2`, [
    wellId,
    fromS,
  ]);
  const b = await db.query<{ e: string }>(`select end_s as e from log_intervals where well_id = $1 and source = 'auto' and start_s < $2 and end_s >= $2`, [
    wellId,
    toS,
  ]);
  return { fromS: a.rows[0] ? Number(a.rows[0].s) : fromS, toS: b.rows[0] ? Number(b.rows[0].e) : toS };
}

export async function recalculate(db: Db, logs: LogServices, wellId: string, askedFromS: number, askedToS: number): Promise<RecalcResult> {
  const { fromS, toS } = await rowEdges(db, wellId, askedFromS, askedToS);
  const { rows } = await db.query<{ pipeline_state: PipelineState | null; history_status: string }>(
    'select pipeline_state, history_status from log_well_state where well_id = $1',
    [wellId],
  );
  const st = rows[0];
  if (st?.history_status === 'generating' || logs.generation.get(wellId)?.state === 'catching_up')
    throw new HttpError(409, 'History is being generated for this well: recalculate when it is done');
  // A live pipeline owns the seconds it has not finalised yet.
  const liveTo = st?.pipeline_state?.rolling?.emittedToS ?? null;
  const to = logs.simulator?.wellIds.includes(wellId) && liveTo !== null ? Math.min(toS, liveTo) : toS;
  if (!(to > fromS)) throw new HttpError(409, 'body.end_date: these seconds are still being detected live; try an earlier window');
  const raw = await logs.store.raw(wellId, [...DETECTION_CHANNELS, ACTIVITY_CHANNEL], fromS - DETECTION_MARGIN_S, to + DETECTION_MARGIN_S);
  const slice = (a: Float32Array, i: number, j: number) => a.subarray(i, j);
  const block = (i: number, j: number) => ({
    startS: fromS - DETECTION_MARGIN_S + i,
    n: j - i,
    channels: Object.fromEntries(DETECTION_CHANNELS.map((c) => [c, slice(raw[c], i, j)])) as Record<DetectionChannel, Float32Array>,
  });
  const state = emptyPipelineState();
  const prior = st?.pipeline_state?.rolling;
  // A live stream keeps its own estimate; without one the whole window is read at once, so it estimates from all of it.
  let estimate = prior?.estimate ?? null;
  if (!estimate) {
    const e = estimateBlockWeight(raw.hookloadT, { bitDepthM: raw.bitDepthM, blockPosM: raw.blockPosM });
    if (Number.isFinite(e.blockWeightT))
      estimate = { blockWeightT: e.blockWeightT, tared: e.tared, spreadT: e.spreadT, note: e.note, fromS: fromS - DETECTION_MARGIN_S };
  }
  state.rolling = { emittedToS: fromS, blockWeightT: prior?.blockWeightT ?? estimate?.blockWeightT ?? null, estimate };
  state.lastS = fromS - 1;
  // The well configuration's overrides, as they are now.
  const pipeline = new WellPipeline({ emitEveryS: 3600, overrides: await readDetectionOverrides(db, wellId) }, state);
  pipeline.restoreContext(block(0, DETECTION_MARGIN_S));
  const outs: PipelineOutput[] = [];
  const total = raw.bitDepthM.length;
  for (let i = DETECTION_MARGIN_S; i < total; i += 3600) outs.push(pipeline.push(block(i, Math.min(total, i + 3600))));
  // The last block may be shorter than emitEveryS: finalise up to the window's end now.
  outs.push(pipeline.refresh());
  // What is still open at the window's end is written as it stands.
  const open = pipeline.getState();
  const inWindow = (s: number) => s >= fromS && s < to;
  const codes = new Uint8Array(to - fromS).fill(255);
  for (const o of outs) if (o.activity) o.activity.codes.forEach((c, k) => inWindow(o.activity!.startS + k) && (codes[o.activity!.startS + k - fromS] = c));
  const merged: PipelineOutput = {
    activity: null,
    intervals: [
      {
        source: 'auto',
        rows: [
          ...outs.flatMap((o) => o.intervals.filter((g) => g.source === 'auto').flatMap((g) => g.rows)),
          ...(open.intervals.auto ? [open.intervals.auto] : []),
        ]
          .filter((r) => inWindow(r.startS))
          .map((r) => ({ ...r, endS: Math.min(r.endS, to) })),
      },
    ],
    bins: [
      {
        source: 'auto',
        rows: [
          ...outs.flatMap((o) => o.bins.filter((g) => g.source === 'auto').flatMap((g) => g.rows)),
          ...(open.bins.auto.open ? [open.bins.auto.open] : []),
        ].filter((b) => b.binS >= Math.ceil(fromS / 900) * 900 && b.binS + 900 <= to),
      },
    ],
    stands: outs.flatMap((o) => o.stands).filter((s) => inWindow(Math.floor(s.startMs / 1000))),
    trips: outs.flatMap((o) => o.trips).filter((t) => inWindow(Math.floor(t.startMs / 1000))),
    zeros: outs.flatMap((o) => o.zeros).filter((z) => inWindow(Math.floor(z.timeMs / 1000))),
    notes: outs
      .flatMap((o) => o.notes)
      .filter((x) => x.toS > fromS && x.fromS < to)
      .map((x) => ({ ...x, fromS: Math.max(x.fromS, fromS), toS: Math.min(x.toS, to) })),
  };
  let changed = 0;
  const before = raw[ACTIVITY_CHANNEL];
  for (let k = 0; k < codes.length; k++) if (codes[k] !== 255 && Math.round(before[DETECTION_MARGIN_S + k]) !== codes[k]) changed++;
  await db.transaction(async (tx) => {
    await tx.query(`delete from log_intervals where well_id = $1 and source = 'auto' and start_s >= $2 and start_s < $3`, [wellId, fromS, to]);
    await tx.query(`delete from log_activity_bins where well_id = $1 and source = 'auto' and bin_s >= $2 and bin_s + 900 <= $3`, [
      wellId,
      Math.ceil(fromS / 900) * 900,
      to,
    ]);
    await tx.query('delete from log_stands where well_id = $1 and start_s >= $2 and start_s < $3', [wellId, fromS, to]);
    await tx.query('delete from log_trips where well_id = $1 and start_s >= $2 and start_s < $3', [wellId, fromS, to]);
    await tx.query('delete from log_zero_readings where well_id = $1 and time_s >= $2 and time_s < $3', [wellId, fromS, to]);
    await deleteNotes(tx, wellId, fromS, to);
    await writeDerived(tx, wellId, merged);
    const used = pipeline.getState().rolling.parameters ?? null;
    await tx.query(
      `insert into log_well_state (well_id, detection_parameters) values ($1, $2) on conflict (well_id) do update set detection_parameters = excluded.detection_parameters`,
      [wellId, JSON.stringify(used)],
    );
    const writer = new ChunkWriter(tx, wellId);
    const values = Float32Array.from(codes, (c) => (c === 255 ? NaN : c));
    await writer.append(fromS, { [ACTIVITY_CHANNEL]: values }, values.length);
    await writer.flush({ [ACTIVITY_CHANNEL]: { unit: 'code', label: 'Activity (detected)' } }, 'simulator');
    await writer.rebuildRange([ACTIVITY_CHANNEL], fromS, to);
    // Where the new rows meet the old ones, one activity is one row.
    for (const seam of [fromS, to]) {
      const { rows } = await tx.query<{ a: string; ac: number; b: string; bc: number; be: string; bh: number; bb: number }>(
        `select x.start_s as a, x.code as ac, y.start_s as b, y.code as bc, y.end_s as be, y.hole_to_m as bh, y.bit_to_m as bb from log_intervals x
         join log_intervals y on y.well_id = x.well_id and y.source = x.source and y.start_s = x.end_s
         where x.well_id = $1 and x.source = 'auto' and x.end_s = $2`,
        [wellId, seam],
      );
      const r = rows[0];
      if (r && Number(r.ac) === Number(r.bc)) {
        await tx.query(`delete from log_intervals where well_id = $1 and source = 'auto' and start_s = $2`, [wellId, r.b]);
        await tx.query(`update log_intervals set end_s = $3, hole_to_m = $4, bit_to_m = $5 where well_id = $1 and source = 'auto' and start_s = $2`, [
          wellId,
          r.a,
          r.be,
          r.bh,
          r.bb,
        ]);
      }
    }
  });
  return {
    from: fromS,
    to,
    seconds: to - fromS,
    changed_seconds: changed,
    intervals: merged.intervals[0].rows.length,
    stands: merged.stands.length,
    trips: merged.trips.length,
    zero_readings: merged.zeros.length,
  };
}
