/**
 * `npm run -s cli -- clearance --ref FILE --offset FILE --model iscwsa-mwd-rev4 --ref-hole-in D
 *   --offset-hole-in D [--mode wpts-rule|…] [--kick-off-md MD] [--units m|ft] [field flags as uncertainty]`
 *
 * For each reference station, the offset's 3D closest point on stdout: ref_md,offset_md,cc_distance,sf.
 * SF is the ISCWSA (WPTS) separation factor with Sm 0.3 m, k 3.5, σpa 0.5 m; hole diameters in inches
 * are required: a silent 0 in would put SF on the unsafe side (offset03 at 990 m: 1.083 instead of ISCWSA's
 * 0.998 with the published 36"/24" holes). Give 0 explicitly to compare centre lines only. When the offset is a sidetrack of the reference (its first point lies on it), both
 * uncertainties restart at the kick-off and stations above it are not listed. Lengths in the reference
 * file's unit.
 */
import { clearance } from '../../../src/domain/directional/anti-collision/clearance';
import { ERROR_CORRECTION_MODES, type ErrorCorrectionModeId } from '../../../src/domain/directional/anti-collision/separation-factor';
import { minimumCurvature } from '../../../src/domain/directional/minimum-curvature';
import { fromMetres, toMetres, type LengthUnit } from '../../../src/domain/directional/units';
import { CliInputError, numberFlag, requireFlag, type CliArgs, type CliCommand } from '../args';
import { readSurveyCsv } from '../survey-csv';
import { fieldFlags, fixed, modelFlag, rejectUnknownFlags, unitFlag } from './uncertainty';

const FLAGS = new Set([
  'ref',
  'offset',
  'model',
  'ref-hole-in',
  'offset-hole-in',
  'mode',
  'kick-off-md',
  'units',
  'declination',
  'dip',
  'total-field',
  'gravity',
  'convergence',
]);

function holeFlag(args: CliArgs, name: string): number {
  if (args.flags[name] === undefined) {
    throw new CliInputError(`missing --${name}: the hole diameter in inches (0 compares centre lines only, which overstates SF)`);
  }
  const d = numberFlag(args, name, 0);
  if (d < 0) throw new CliInputError(`--${name} must not be negative (inches)`);
  return d;
}

function modeFlag(args: CliArgs): ErrorCorrectionModeId {
  const m = args.flags.mode;
  if (m === undefined) return 'wpts-rule';
  const mode = ERROR_CORRECTION_MODES.find((x) => x.id === m);
  if (!mode) throw new CliInputError(`unknown --mode ${String(m)} (one of ${ERROR_CORRECTION_MODES.map((x) => x.id).join(', ')})`);
  return mode.id;
}

export function clearanceListing(args: CliArgs): string {
  const units = unitFlag(args);
  const read = (flag: string) => readSurveyCsv(requireFlag(args, flag), units ? { defaultUnit: units } : {});
  const refSurvey = read('ref');
  const offsetSurvey = read('offset');
  const unit: LengthUnit = units ?? refSurvey.unit;
  const setup = { model: modelFlag(args), params: fieldFlags(args) };
  const kop = args.flags['kick-off-md'] === undefined ? undefined : toMetres(numberFlag(args, 'kick-off-md', 0), unit);
  const { rows } = clearance(minimumCurvature(refSurvey.stations, refSurvey.tieIn), minimumCurvature(offsetSurvey.stations, offsetSurvey.tieIn), {
    ref: setup,
    separation: { mode: modeFlag(args), refHoleDiameterIn: holeFlag(args, 'ref-hole-in'), offsetHoleDiameterIn: holeFlag(args, 'offset-hole-in') },
    ...(kop !== undefined ? { kickOffMdM: kop } : {}),
  });
  const len = (m: number) => fixed(fromMetres(m, unit), 4);
  const lines = ['ref_md,offset_md,cc_distance,sf'];
  for (const r of rows) lines.push([len(r.refMdM), len(r.offsetMdM), len(r.ccDistanceM), Number.isFinite(r.sf) ? fixed(r.sf, 4) : 'inf'].join(','));
  return lines.join('\n') + '\n';
}

export const command: CliCommand = {
  summary: 'clearance --ref FILE --offset FILE --model iscwsa-mwd-rev4 --ref-hole-in D --offset-hole-in D: ref_md,offset_md,cc_distance,sf',
  run(args) {
    rejectUnknownFlags(args, FLAGS, 'clearance');
    process.stdout.write(clearanceListing(args));
    return 0;
  },
};
