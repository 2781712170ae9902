/** The engine's uncertainty and separation settings for a well, from its survey settings. */
import type { UncertaintySetup } from '../../src/domain/directional/anti-collision/clearance';
import { DEFAULT_SEPARATION, type SeparationSettings } from '../../src/domain/directional/anti-collision/separation-factor';
import { errorModelById } from '../../src/domain/directional/error-model/models';
import { HttpError } from '../lib/http-error';
import { errorModelParams, type SurveySettings } from './survey-settings';

export function clearanceSetup(s: SurveySettings): UncertaintySetup {
  const model = errorModelById(s.errorModelId);
  if (!model) throw new HttpError(422, `error model '${s.errorModelId}' of this well is not one the server knows`);
  return { model, params: errorModelParams(s) };
}

/** WPTS separation (the default of spec 9.3's modes) with both wells' hole sizes. */
export function separationFor(ref: SurveySettings, offset: SurveySettings, overrides: Partial<SeparationSettings> = {}): SeparationSettings {
  return { ...DEFAULT_SEPARATION, refHoleDiameterIn: ref.holeDiameterIn, offsetHoleDiameterIn: offset.holeDiameterIn, ...overrides };
}
