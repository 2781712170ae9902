/** The error models the app offers, by id. Adding a tool model is adding its table here. */
import { ISCWSA_MWD_REV4 } from './iscwsa-mwd-rev4';
import { ISCWSA_MWD_REV5 } from './iscwsa-mwd-rev5';
import type { ErrorModel, ErrorModelParams } from './types';

export const ERROR_MODELS: readonly ErrorModel[] = [ISCWSA_MWD_REV4, ISCWSA_MWD_REV5];

export function errorModelById(id: string): ErrorModel | undefined {
  return ERROR_MODELS.find((m) => m.id === id);
}

/** Field parameters of the ISCWSA clearance-scenario well set; a neutral default when a well states none. */
export const ISCWSA_CLEARANCE_SET_PARAMS: ErrorModelParams = {
  declinationDeg: 0,
  dipDeg: 70,
  totalFieldNt: 50_000,
  gravityMs2: 9.80665,
  convergenceDeg: 0,
};
