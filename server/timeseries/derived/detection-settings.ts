/**
 * A well's detection settings (the well configuration's overrides of block weight, slips threshold
 * and on-bottom tolerance) and what detection reports back: the parameters it used, where each came
 * from, and its notes over a window. Every answer that shows detection results carries the latter
 * (`detection` beside `data`), so a pane can say which input was missing and what was assumed.
 */
import type { DetectionStatus } from '../../../src/domain/drilling/detection-status';
import { channelById } from '../../../src/domain/drilling/channels';
import type { DetectionParameters } from '../../../src/domain/drilling/rig-state/detect';
import type { DetectionNoteCode, DetectionNoteSubject } from '../../../src/domain/drilling/rig-state/notes';
import type { DetectionOverrides } from '../../../src/domain/drilling/rig-state/thresholds';
import type { Queryable } from '../../db/db';
import type { PipelineState } from './well-pipeline';

export interface DetectionSettingsRow {
  block_weight_t: number | null;
  slips_below_t: number | null;
  on_bottom_m: number | null;
  updated_at: string | null;
  updated_by: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function readDetectionSettings(db: Queryable, wellId: string): Promise<DetectionSettingsRow> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select s.block_weight_t, s.slips_below_t, s.on_bottom_m, s.updated_at, u.email as updated_by
       from well_detection_settings s left join users u on u.id = s.updated_by where s.well_id = $1`,
    [wellId],
  );
  const r = rows[0];
  if (!r) return { block_weight_t: null, slips_below_t: null, on_bottom_m: null, updated_at: null, updated_by: null };
  return {
    block_weight_t: num(r.block_weight_t),
    slips_below_t: num(r.slips_below_t),
    on_bottom_m: num(r.on_bottom_m),
    updated_at: r.updated_at ? new Date(r.updated_at as string).toISOString() : null,
    updated_by: (r.updated_by as string | null) ?? null,
  };
}

/** The overrides detection takes (only those set). */
export function overridesOf(s: Pick<DetectionSettingsRow, 'block_weight_t' | 'slips_below_t' | 'on_bottom_m'>): DetectionOverrides {
  return {
    ...(s.block_weight_t !== null ? { blockWeightT: s.block_weight_t } : {}),
    ...(s.slips_below_t !== null ? { slipsBelowT: s.slips_below_t } : {}),
    ...(s.on_bottom_m !== null ? { onBottomM: s.on_bottom_m } : {}),
  };
}

export async function readDetectionOverrides(db: Queryable, wellId: string): Promise<DetectionOverrides> {
  return overridesOf(await readDetectionSettings(db, wellId));
}

const SUBJECT_LABELS: Record<string, string> = { blockWeightT: 'Block weight', sampling: 'Sampling' };

export const subjectLabel = (s: string): string => SUBJECT_LABELS[s] ?? channelById(s)?.label ?? s;

export function parametersView(p: DetectionParameters | null | undefined): DetectionStatus['parameters'] {
  if (!p) return null;
  return {
    block_weight_t: p.blockWeightT,
    slips_below_t: p.slipsBelowT,
    on_bottom_m: p.onBottomM,
    connection_max_off_bottom_m: p.connectionMaxOffBottomM,
    tared_hookload: p.taredHookload,
    sample_interval_s: p.sampleIntervalS,
  };
}

/** The detection status of [fromS, toS): its notes, and the parameters of the latest run. */
export async function detectionStatus(db: Queryable, wellId: string, fromS: number, toS: number): Promise<DetectionStatus> {
  const [notes, state] = await Promise.all([
    db.query<{ code: DetectionNoteCode; subject: DetectionNoteSubject; from_s: string; to_s: string; message: string; assumed: string | null }>(
      'select code, subject, from_s, to_s, message, assumed from log_detection_notes where well_id = $1 and from_s < $3 and to_s > $2 order by from_s, code',
      [wellId, fromS, toS],
    ),
    db.query<{ pipeline_state: PipelineState | null; detection_parameters: DetectionParameters | null }>(
      'select pipeline_state, detection_parameters from log_well_state where well_id = $1',
      [wellId],
    ),
  ]);
  return {
    parameters: parametersView(state.rows[0]?.pipeline_state?.rolling?.parameters ?? state.rows[0]?.detection_parameters),
    notes: notes.rows.map((r) => ({
      code: r.code,
      input: r.subject,
      input_label: subjectLabel(r.subject),
      message: r.message,
      assumed: r.assumed,
      from: Math.max(fromS, Number(r.from_s)),
      to: Math.min(toS, Number(r.to_s)),
    })),
  };
}
