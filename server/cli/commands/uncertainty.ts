/**
 * `npm run -s cli -- uncertainty --in FILE --model iscwsa-mwd-rev4 [--units m|ft] [--tie-on CONVENTION]
 *   [--declination DEG] [--dip DEG] [--total-field NT] [--gravity MS2] [--convergence DEG]`
 *
 * --tie-on: what the first station of the survey carries for the angular terms (types.ts, TieOn):
 * `surveyed` (Rev 4's default here: the ISCWSA clearance set's listings), `none` (the ISCWSA Rev 4
 * example workbook: up to 7.7% apart from `surveyed` at shallow depth), `first-interval` (Rev 5.1's).
 *
 * Position uncertainty of a survey CSV on stdout: md,sigma_h,sigma_l,sigma_a — 1-sd half-axes in the
 * hole's high-side, lateral and along-hole frame, in the file's length unit. Field parameters default
 * to the ISCWSA clearance set's (declination 0°, dip 70°, 50 000 nT, 9.80665 m/s²). A file tied on
 * below MD 0 takes its first point from another survey: the uncertainty starts from zero there.
 */
import { ERROR_MODELS, errorModelById, ISCWSA_CLEARANCE_SET_PARAMS } from '../../../src/domain/directional/error-model/models';
import type { ErrorModel, ErrorModelParams, TieOn } from '../../../src/domain/directional/error-model/types';
import { uncertaintyReport } from '../../../src/domain/directional/error-model/uncertainty-report';
import { minimumCurvature } from '../../../src/domain/directional/minimum-curvature';
import { fromMetres, type LengthUnit } from '../../../src/domain/directional/units';
import { CliInputError, numberFlag, requireFlag, type CliArgs, type CliCommand } from '../args';
import { readSurveyCsv } from '../survey-csv';

const FIELD_FLAGS = ['declination', 'dip', 'total-field', 'gravity', 'convergence'];
const FLAGS = new Set(['in', 'model', 'units', 'tie-on', ...FIELD_FLAGS]);

const TIE_ONS: readonly TieOn[] = ['surveyed', 'none', 'first-interval'];

/** --tie-on, the angular terms' tie-on convention; undefined keeps the model's own. */
export function tieOnFlag(args: CliArgs): TieOn | undefined {
  const t = args.flags['tie-on'];
  if (t === undefined) return undefined;
  const found = TIE_ONS.find((x) => x === t);
  if (!found) throw new CliInputError(`unknown --tie-on ${String(t)} (one of ${TIE_ONS.join(', ')})`);
  return found;
}

/** --model, default ISCWSA MWD Rev 4; an unknown id lists the known ones. */
export function modelFlag(args: CliArgs): ErrorModel {
  const id = args.flags.model === undefined ? 'iscwsa-mwd-rev4' : requireFlag(args, 'model');
  const model = errorModelById(id);
  if (!model) throw new CliInputError(`unknown --model ${id} (one of ${ERROR_MODELS.map((m) => m.id).join(', ')})`);
  return model;
}

export function fieldFlags(args: CliArgs): ErrorModelParams {
  const d = ISCWSA_CLEARANCE_SET_PARAMS;
  const params = {
    declinationDeg: numberFlag(args, 'declination', d.declinationDeg),
    dipDeg: numberFlag(args, 'dip', d.dipDeg),
    totalFieldNt: numberFlag(args, 'total-field', d.totalFieldNt),
    gravityMs2: numberFlag(args, 'gravity', d.gravityMs2),
    convergenceDeg: numberFlag(args, 'convergence', d.convergenceDeg ?? 0),
  };
  if (!(Math.abs(params.dipDeg) < 90)) throw new CliInputError('--dip must be between -90 and 90 degrees');
  if (!(params.totalFieldNt > 0)) throw new CliInputError('--total-field must be positive (nT)');
  if (!(params.gravityMs2 > 0)) throw new CliInputError('--gravity must be positive (m/s²)');
  return params;
}

export function unitFlag(args: CliArgs): LengthUnit | undefined {
  const u = args.flags.units;
  if (u === undefined) return undefined;
  if (u !== 'm' && u !== 'ft') throw new CliInputError(`--units must be m or ft, not ${String(u)}`);
  return u;
}

export function rejectUnknownFlags(args: CliArgs, known: ReadonlySet<string>, command: string): void {
  const unknown = Object.keys(args.flags).filter((f) => !known.has(f));
  if (unknown.length > 0) throw new CliInputError(`unknown flag --${unknown[0]} (${command} takes ${[...known].map((f) => `--${f}`).join(', ')})`);
}

export const fixed = (x: number, digits: number): string => {
  const s = x.toFixed(digits);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s; // no "-0.0000"
};

export function uncertaintyListing(path: string, model: ErrorModel, params: ErrorModelParams, units?: LengthUnit, tieOn?: TieOn): string {
  const survey = readSurveyCsv(path, units ? { defaultUnit: units } : {});
  const unit = units ?? survey.unit;
  const trajectory = minimumCurvature(survey.stations, survey.tieIn);
  const len = (m: number) => fixed(fromMetres(m, unit), 4);
  const lines = ['md,sigma_h,sigma_l,sigma_a'];
  for (const s of uncertaintyReport(trajectory, model, params, tieOn ? { angularTieOn: tieOn } : {}))
    lines.push([len(s.mdM), len(s.sigmaHM), len(s.sigmaLM), len(s.sigmaAM)].join(','));
  return lines.join('\n') + '\n';
}

export const command: CliCommand = {
  summary: 'uncertainty --in FILE --model iscwsa-mwd-rev4 [--tie-on surveyed|none|first-interval]: 1-sd HLA half-axes per station (md,sigma_h,sigma_l,sigma_a)',
  run(args) {
    rejectUnknownFlags(args, FLAGS, 'uncertainty');
    process.stdout.write(uncertaintyListing(requireFlag(args, 'in'), modelFlag(args), fieldFlags(args), unitFlag(args), tieOnFlag(args)));
    return 0;
  },
};
