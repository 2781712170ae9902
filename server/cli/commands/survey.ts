/**
 * `npm run -s cli -- survey --in FILE [--units m|ft] [--vs-azimuth DEG]`
 *
 * Minimum-curvature listing of a survey CSV on stdout: md,inc,azi,tvd,north,east,dls,vs,build,turn,toolface.
 * - Units: the file's own (header suffixes such as md_ft), else --units, else metres. --units also
 *   converts the output when the file states a different unit. Rates are per 30 m in metres, per 100 ft in feet.
 * - Every rate on a row describes the course ending at that row, so the first row (the tie-in) has none:
 *   its dls, build, turn and toolface are blank, as are the toolface of a course without a dogleg and
 *   the turn of a course starting or ending vertical (a vertical station has no azimuth).
 * - Toolface: gravity toolface when the course starts above 5° inclination, magnetic below (0–360°).
 * - VS is measured from the frame origin (0 N, 0 E) along --vs-azimuth, by default the closure azimuth
 *   of the last station.
 */
import { minimumCurvature } from '../../../src/domain/directional/minimum-curvature';
import { toolfaceAtStation } from '../../../src/domain/directional/toolface';
import { fromMetres, ratePer30mIn, type LengthUnit } from '../../../src/domain/directional/units';
import { closure, verticalSectionM } from '../../../src/domain/directional/vertical-section';
import { CliInputError, numberFlag, requireFlag, type CliArgs, type CliCommand } from '../args';
import { readSurveyCsv } from '../survey-csv';

const FLAGS = new Set(['in', 'units', 'vs-azimuth']);
const COLUMNS = ['md', 'inc', 'azi', 'tvd', 'north', 'east', 'dls', 'vs', 'build', 'turn', 'toolface'];

const fixed = (x: number, digits: number): string => {
  const s = x.toFixed(digits);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s; // no "-0.0000"
};

function unitFlag(args: CliArgs): LengthUnit | undefined {
  const u = args.flags.units;
  if (u === undefined) return undefined;
  if (u !== 'm' && u !== 'ft') throw new CliInputError(`--units must be m or ft, not ${String(u)}`);
  return u;
}

export function surveyListing(path: string, units?: LengthUnit, vsAziDeg?: number): string {
  const survey = readSurveyCsv(path, units ? { defaultUnit: units } : {});
  const unit = units ?? survey.unit;
  const t = minimumCurvature(survey.stations, survey.tieIn);
  const vsAzi = vsAziDeg ?? closure(t[t.length - 1]).aziDeg;
  const len = (m: number) => fixed(fromMetres(m, unit), 4);
  const rate = (degPer30m: number) => fixed(ratePer30mIn(degPer30m, unit), 4);
  const lines = [COLUMNS.join(',')];
  t.forEach((p, k) => {
    const tf = toolfaceAtStation(t, k);
    lines.push(
      [
        len(p.mdM),
        fixed(p.incDeg, 4),
        fixed(p.aziDeg, 4),
        len(p.tvdM),
        len(p.northM),
        len(p.eastM),
        k === 0 ? '' : rate(p.dlsDegPer30m),
        len(verticalSectionM(p, vsAzi)),
        k === 0 ? '' : rate(p.buildDegPer30m),
        k === 0 || t[k - 1].incDeg === 0 || p.incDeg === 0 ? '' : rate(p.turnDegPer30m),
        tf ? fixed(tf.deg, 4) : '',
      ].join(','),
    );
  });
  return lines.join('\n') + '\n';
}

export const command: CliCommand = {
  summary: 'minimum-curvature listing of a survey CSV: md,inc,azi,tvd,north,east,dls,vs,build,turn,toolface',
  run(args) {
    const unknown = Object.keys(args.flags).filter((f) => !FLAGS.has(f));
    if (unknown.length > 0) throw new CliInputError(`unknown flag --${unknown[0]} (survey takes --in, --units, --vs-azimuth)`);
    const path = requireFlag(args, 'in');
    const vs = args.flags['vs-azimuth'] === undefined ? undefined : numberFlag(args, 'vs-azimuth', 0);
    process.stdout.write(surveyListing(path, unitFlag(args), vs));
    return 0;
  },
};
