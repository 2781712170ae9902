/** Per-station uncertainty as panes, the API and the CLI show it: 1-sd HLA half-axes and the plan-view ellipse. */
import { hlaSigmas, horizontalEllipse, type HorizontalEllipse } from './hla';
import type { Cov3, ErrorModel, ErrorModelParams, SurveyPoint } from './types';
import { wellUncertainty, type UncertaintyOptions } from './well-uncertainty';

export interface StationUncertainty {
  readonly mdM: number;
  /** NEV covariance, m². */
  readonly nev: Cov3;
  readonly sigmaHM: number;
  readonly sigmaLM: number;
  readonly sigmaAM: number;
  readonly horizontal: HorizontalEllipse;
}

export function uncertaintyReport(
  points: readonly SurveyPoint[],
  model: ErrorModel,
  params: ErrorModelParams,
  options?: UncertaintyOptions,
): StationUncertainty[] {
  const { covariances } = wellUncertainty(points, model, params, options);
  return points.map((p, k) => ({
    mdM: p.mdM,
    nev: covariances[k],
    ...hlaSigmas(covariances[k], p.incDeg, p.aziDeg),
    horizontal: horizontalEllipse(covariances[k]),
  }));
}
