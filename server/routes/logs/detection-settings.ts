/**
 * A well's detection settings (well configuration, issue 12): block weight, slips threshold and
 * on-bottom tolerance, each estimated from the well's data and overridable.
 *
 *   GET   /wells/{id}/detection_settings   the overrides, the estimates beside them, what detection uses now
 *   PATCH /wells/{id}/detection_settings   { block_weight_t?, slips_below_t?, on_bottom_m? } (null clears one)
 *
 * Reading needs VIEW_LOGS on the well; changing needs EDIT_TIMELOG, as re-running detection
 * (/data/recalculate) does: the settings change the time log. A live well's detection takes them
 * from its next second; the past changes when recalculated.
 */
import { detectionSettingsBody, type DetectionSettings, type EstimateView } from '../../../src/domain/drilling/detection-settings';
import { estimateBlockWeight } from '../../../src/domain/drilling/rig-state/block-weight';
import { estimateOnBottomM } from '../../../src/domain/drilling/rig-state/on-bottom';
import { RIG_STATE_THRESHOLDS, rigThresholds, slipsBelowT } from '../../../src/domain/drilling/rig-state/thresholds';
import { DEFAULT_BLOCK_WEIGHT_T } from '../../../src/domain/drilling/rig-state/detect';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { detectionStatus, overridesOf, readDetectionSettings } from '../../timeseries/derived/detection-settings';
import type { PipelineState } from '../../timeseries/derived/well-pipeline';
import type { LogServices } from '../../timeseries/log-services';
import { lastSecond, tags, wellParams } from './log-helpers';

/** Stored data the estimate reads when no live stream has made one, s. */
const ESTIMATE_SPAN_S = 86_400;

const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ');

async function estimates(db: Queryable, logs: LogServices, wellId: string): Promise<DetectionSettings['estimate']> {
  const { rows } = await db.query<{ pipeline_state: PipelineState | null }>('select pipeline_state from log_well_state where well_id = $1', [wellId]);
  const stream = rows[0]?.pipeline_state?.rolling?.estimate ?? null;
  const { last } = await lastSecond(logs.store, wellId);
  const toS = last === null ? null : last + 1;
  const raw = toS === null ? null : await logs.store.raw(wellId, ['hookloadT', 'bitDepthM', 'blockPosM', 'holeDepthM'], toS - ESTIMATE_SPAN_S, toS);
  const t = raw ? Float64Array.from({ length: ESTIMATE_SPAN_S }, (_, i) => (toS! - ESTIMATE_SPAN_S + i) * 1000) : null;
  let bw: EstimateView;
  let tared = false;
  let spreadT = NaN;
  let basis: string | null = null;
  if (stream) {
    bw = { value: stream.blockWeightT, source: 'estimated', note: stream.note };
    tared = stream.tared;
    spreadT = stream.spreadT;
    basis = `detection's own estimate, from the data of ${day(stream.fromS)} UTC on`;
  } else if (raw) {
    const e = estimateBlockWeight(raw.hookloadT, { bitDepthM: raw.bitDepthM, blockPosM: raw.blockPosM });
    bw = Number.isFinite(e.blockWeightT)
      ? { value: e.blockWeightT, source: 'estimated', note: e.note }
      : {
          value: DEFAULT_BLOCK_WEIGHT_T,
          source: 'default',
          note: `could not be estimated (${e.note ?? 'no data'}): detection assumes ${DEFAULT_BLOCK_WEIGHT_T} t until it is set`,
        };
    tared = e.tared;
    spreadT = e.spreadT;
    basis = `the last 24 h of stored data (to ${day(toS!)} UTC)`;
  } else {
    bw = {
      value: DEFAULT_BLOCK_WEIGHT_T,
      source: 'default',
      note: `the well has no data yet: detection assumes ${DEFAULT_BLOCK_WEIGHT_T} t until it is estimated or set`,
    };
  }
  const ob = raw && t ? estimateOnBottomM(t, raw.holeDepthM, raw.bitDepthM, RIG_STATE_THRESHOLDS) : NaN;
  const onBottom: EstimateView =
    Number.isFinite(ob) && ob > RIG_STATE_THRESHOLDS.onBottomM
      ? { value: ob, source: 'estimated', note: 'bit depth reads this far above hole depth while the hole deepens' }
      : {
          value: RIG_STATE_THRESHOLDS.onBottomM,
          source: 'default',
          note: Number.isFinite(ob)
            ? 'bit depth meets hole depth while drilling: the default holds'
            : 'too little drilling in the data to measure it: the default',
        };
  const th = rigThresholds(RIG_STATE_THRESHOLDS, { blockWeightT: bw.value, tared, spreadT });
  const slips: EstimateView = {
    value: slipsBelowT(bw.value, th),
    source: bw.source,
    note: tared
      ? 'tared hook load: the margin from how far in-slips readings stray'
      : `block weight + ${(th.slipsMarginShare * 100).toFixed(0)} % (at least ${th.slipsMarginT} t)`,
  };
  return { block_weight_t: bw, slips_below_t: slips, on_bottom_m: onBottom, tared_hookload: tared, basis };
}

async function view(db: Queryable, logs: LogServices, wellId: string): Promise<DetectionSettings> {
  const s = await readDetectionSettings(db, wellId);
  const status = await detectionStatus(db, wellId, 0, 0);
  return {
    overrides: { block_weight_t: s.block_weight_t, slips_below_t: s.slips_below_t, on_bottom_m: s.on_bottom_m },
    estimate: await estimates(db, logs, wellId),
    in_use: status.parameters,
    updated_at: s.updated_at,
    updated_by: s.updated_by,
    live: logs.simulator?.wellIds.includes(wellId) ?? false,
  };
}

const read = defineRoute({
  method: 'GET',
  url: '/wells/:id/detection_settings',
  summary: "Rig-state detection settings of the well: the overrides, the estimates from the well's data beside them, and the parameters detection uses now",
  tags,
  access: well('VIEW_LOGS'),
  params: wellParams,
  async handler({ params, db, services }) {
    return { data: await view(db, services.logs, params.id) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/detection_settings',
  summary: 'Override (or, with null, go back to the estimate of) the block weight, slips threshold or on-bottom tolerance detection uses on this well',
  tags,
  access: well('EDIT_TIMELOG'),
  params: wellParams,
  body: detectionSettingsBody,
  async handler({ params, body, db, user, services }) {
    const before = await readDetectionSettings(db, params.id);
    const next = { ...before, ...body };
    if (next.block_weight_t !== null && next.slips_below_t !== null && !(next.slips_below_t > next.block_weight_t)) {
      throw new HttpError(
        400,
        `body.slips_below_t: must be above the block weight (${next.block_weight_t} t): the string hangs in slips with only the block on the hook`,
      );
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into well_detection_settings (well_id, block_weight_t, slips_below_t, on_bottom_m, updated_at, updated_by) values ($1, $2, $3, $4, now(), $5)
         on conflict (well_id) do update set block_weight_t = excluded.block_weight_t, slips_below_t = excluded.slips_below_t, on_bottom_m = excluded.on_bottom_m,
           updated_at = now(), updated_by = excluded.updated_by`,
        [params.id, next.block_weight_t, next.slips_below_t, next.on_bottom_m, user.id],
      );
      await audit(tx, user.id, 'detection_settings.update', { type: 'wells', id: params.id }, { fields: Object.keys(body), values: body });
    });
    const live = services.logs.simulator?.wellIds.includes(params.id) ?? false;
    if (live) await services.logs.simulator!.setDetectionOverrides(params.id, overridesOf(next));
    return {
      data: await view(db, services.logs, params.id),
      message: live
        ? 'Saved: live detection uses these settings from the next second; recalculate a period to apply them to the past.'
        : 'Saved: recalculate a period to apply these settings to it.',
    };
  },
});

export const detectionSettingsRoutes = [read, update];
