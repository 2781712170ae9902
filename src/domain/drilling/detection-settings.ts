/**
 * A well's detection settings (GET / PATCH wells/{id}/detection_settings): the overrides of the rig
 * parameters detection otherwise estimates, their body schema, and the answer with the estimate
 * beside each override. Pure (zod only): the server validates with the same schema the client's form
 * uses, without importing client code.
 */
import { z } from 'zod';
import type { DetectionStatus } from './detection-status';

export const detectionSettingsBody = z
  .object({
    block_weight_t: z.number().min(0, 'at least 0 t (0: a tared hook load)').max(150, 'at most 150 t').nullable(),
    slips_below_t: z.number().min(0.5, 'at least 0.5 t').max(200, 'at most 200 t').nullable(),
    on_bottom_m: z.number().min(0.05, 'at least 0.05 m').max(5, 'at most 5 m').nullable(),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one setting to change' });
export type DetectionSettingsInput = z.infer<typeof detectionSettingsBody>;
export type DetectionSettingField = 'block_weight_t' | 'slips_below_t' | 'on_bottom_m';
export const DETECTION_SETTING_FIELDS: readonly DetectionSettingField[] = ['block_weight_t', 'slips_below_t', 'on_bottom_m'];

export interface EstimateView {
  value: number;
  source: 'estimated' | 'default';
  /** Why the value is a default, or what to doubt about the estimate. */
  note: string | null;
}

export interface DetectionSettings {
  overrides: Record<DetectionSettingField, number | null>;
  /** What detection estimates from the well's data (what applies where no override is set). */
  estimate: {
    block_weight_t: EstimateView;
    slips_below_t: EstimateView;
    on_bottom_m: EstimateView;
    tared_hookload: boolean;
    /** Where the estimate comes from, in words ("the live stream since …", "the last 24 h of stored data"). */
    basis: string | null;
  };
  /** What the latest detection run used. */
  in_use: DetectionStatus['parameters'];
  updated_at: string | null;
  updated_by: string | null;
  /** Detection runs live on the well (the new settings apply from the next second). */
  live: boolean;
}
