/**
 * Survey import: a CSV, WITSML 1.4.1.1/2.0 trajectory or LAS 3.0 inclinometry file, read by
 * server/importers, checked against the survey rules and previewed with the engine's positions before
 * anything is stored. A file that cannot be read answers 400 naming the line.
 */
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { convertAzimuthDeg, trueFromGridDeg, trueFromMagneticDeg } from '../../src/domain/directional/north-reference';
import type { Station, TieIn } from '../../src/domain/directional/types';
import { ImportError } from '../importers/import-error';
import type { ParsedTrajectory, SurveyStation } from '../importers/model';
import { parseLogFile } from '../importers/parse-log-file';
import { HttpError } from '../lib/http-error';
import { mdOutOfRange, SURVEY_IMPORT_MAX_BYTES, SURVEY_IMPORT_MAX_STATIONS, tooLarge, tooManyStations } from './survey-limits';
import { stationRowProblem } from './survey-stations';
import type { SurveySettings } from './survey-settings';

export interface ImportIssue {
  readonly row?: number;
  readonly line?: number;
  readonly message: string;
}

export interface ImportPreview {
  readonly file_name: string;
  readonly format: string;
  readonly version: string;
  readonly trajectory_name: string | null;
  readonly well_name: string | null;
  readonly azimuth_reference: string | null;
  readonly converted_to: 'true' | 'grid';
  readonly source_units: { length: string; angle: string };
  /** The file's first station carries a position: it is taken as the tie-in. */
  readonly tie_in: { md: number; inc: number; az: number; tvd: number; ns: number; ew: number } | null;
  readonly station_count: number;
  readonly stations: {
    row: number;
    md: number;
    inc: number;
    az: number;
    tvd: number;
    ns_from_ref: number;
    ew_from_ref: number;
    dls: number;
    file_tvd: number | null;
    file_ns: number | null;
    file_ew: number | null;
  }[];
  /** Largest difference between the file's positions and minimum curvature's, metres (null when the file has none). */
  readonly position_check_max_diff_m: number | null;
  readonly warnings: ImportIssue[];
  readonly errors: ImportIssue[];
  readonly can_commit: boolean;
}

export interface ImportFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Read a survey file; a log without a survey, or an unreadable file, is a 400 naming the line. */
export function readTrajectory(file: ImportFile): ParsedTrajectory {
  try {
    const parsed = parseLogFile(file.bytes, file.fileName);
    if (parsed.kind === 'trajectory') return parsed;
    if (parsed.trajectory) return parsed.trajectory;
    throw new ImportError(`a ${parsed.format} ${parsed.indexType} log without survey stations (MD, inclination, azimuth)`);
  } catch (e) {
    if (e instanceof ImportError) throw new HttpError(400, `${file.fileName}: ${e.message}`, e.line === undefined ? undefined : { line: e.line });
    throw e;
  }
}

/**
 * Azimuths converted from the file's north to the well's, with the conversion stated as a warning. A
 * grid file goes to true north with its own grid's convergence (the file's, else the well's); true north
 * goes to the well's grid with the well's convergence.
 */
function toWellNorth(t: ParsedTrajectory, settings: SurveySettings, warnings: ImportIssue[]): (az: number) => number {
  const ref = (t.azimuthReference ?? '').toLowerCase();
  const wellNorth = settings.northReference;
  const toWell = (trueAz: number) => convertAzimuthDeg(trueAz, 'true', wellNorth, settings.convergenceDeg);
  const via = wellNorth === 'grid' ? ` with convergence ${settings.convergenceDeg}°` : '';
  if (ref.includes('magnetic')) {
    const declination = t.magneticDeclinationDeg ?? settings.declinationDeg;
    warnings.push({ message: `azimuths are magnetic: converted to ${wellNorth} north with declination ${declination}°${via}` });
    return (az) => toWell(trueFromMagneticDeg(az, declination));
  }
  if (ref.includes('grid') && wellNorth === 'true') {
    const fileConvergence = t.gridConvergenceDeg ?? settings.convergenceDeg;
    warnings.push({ message: `azimuths are grid north: converted to true north with convergence ${fileConvergence}°` });
    return (az) => trueFromGridDeg(az, fileConvergence);
  }
  if (ref.includes('grid') && wellNorth === 'grid' && t.gridConvergenceDeg !== undefined && Math.abs(t.gridConvergenceDeg - settings.convergenceDeg) > 1e-6) {
    warnings.push({
      message: `the file's grid convergence (${t.gridConvergenceDeg}°) differs from the well's (${settings.convergenceDeg}°): azimuths re-referenced to the well's grid`,
    });
    return (az) => toWell(trueFromGridDeg(az, t.gridConvergenceDeg!));
  }
  if (ref.includes('true') && wellNorth === 'grid') {
    warnings.push({ message: `azimuths are true north: converted to grid north${via}` });
    return toWell;
  }
  if (!ref.includes('true') && !ref.includes('grid'))
    warnings.push({ message: `the file does not state its north reference: azimuths read as ${wellNorth} north` });
  return (az) => az;
}

export interface ReadSurvey {
  readonly trajectory: ParsedTrajectory;
  readonly stations: Station[];
  readonly tieIn: (TieIn & { mdM: number; incDeg: number; aziDeg: number }) | null;
  readonly raw: readonly SurveyStation[];
  readonly warnings: ImportIssue[];
  readonly errors: ImportIssue[];
}

/** Parse and check a survey file for a well: stations in the well's north, every row problem listed. */
export function readSurvey(file: ImportFile, settings: SurveySettings, appendAfterMdM: number | null = null): ReadSurvey {
  const t = readTrajectory(file);
  if (t.stations.length > SURVEY_IMPORT_MAX_STATIONS)
    throw new HttpError(400, tooManyStations(file.fileName, t.stations.length), { stations: t.stations.length, max: SURVEY_IMPORT_MAX_STATIONS });
  const warnings: ImportIssue[] = t.warnings.map((w) => ({ ...(w.line === undefined ? {} : { line: w.line }), message: w.message }));
  const convert = toWellNorth(t, settings, warnings);
  const stations = t.stations.map((s) => ({ mdM: s.mdM, incDeg: s.incDeg, aziDeg: ((convert(s.aziDeg) % 360) + 360) % 360 }));
  const first = t.stations[0];
  const tieIn =
    first &&
    first.tvdM !== undefined &&
    first.northM !== undefined &&
    first.eastM !== undefined &&
    (first.mdM > 0 || first.tvdM !== 0 || first.northM !== 0 || first.eastM !== 0)
      ? { mdM: first.mdM, incDeg: first.incDeg, aziDeg: stations[0].aziDeg, tvdM: first.tvdM, northM: first.northM, eastM: first.eastM }
      : null;
  const errors: ImportIssue[] = [];
  if (stations.length === 0) errors.push({ message: 'the file holds no survey stations' });
  const tieMd = tieIn ? tieIn.mdM : settings.tieIn.mdM;
  const rows = stations.map((s) => ({ md: s.mdM, inc: s.incDeg, az: s.aziDeg }));
  rows.forEach((r, i) => {
    const problem = mdOutOfRange(r.md, i + 1) ?? stationRowProblem(r, rows[i - 1], tieMd, i + 1);
    if (problem) errors.push({ row: i + 1, message: problem });
  });
  if (appendAfterMdM !== null && rows.length > 0 && !(rows[0].md > appendAfterMdM)) {
    errors.push({ row: 1, message: `row 1: MD ${rows[0].md} m must be greater than the last survey station (${appendAfterMdM} m) to append` });
  }
  return { trajectory: t, stations, tieIn, raw: t.stations, warnings, errors };
}

export function previewOf(file: ImportFile, settings: SurveySettings, read: ReadSurvey): ImportPreview {
  const { trajectory: t, stations, tieIn, raw, warnings, errors } = read;
  const tie = tieIn ?? settings.tieIn;
  let positions: ReturnType<typeof minimumCurvature> = [];
  if (errors.length === 0 && stations.length > 0) {
    const head = Math.abs(stations[0].mdM - tie.mdM) < 1e-6 ? [] : [{ mdM: tie.mdM, incDeg: tie.incDeg, aziDeg: tie.aziDeg }];
    positions = minimumCurvature([...head, ...stations], tie).slice(head.length);
  }
  let maxDiff: number | null = null;
  const out = stations.map((s, i) => {
    const p = positions[i];
    const r = raw[i];
    if (p && r.tvdM !== undefined && r.northM !== undefined && r.eastM !== undefined) {
      const d = Math.hypot(p.tvdM - r.tvdM, p.northM - r.northM, p.eastM - r.eastM);
      maxDiff = Math.max(maxDiff ?? 0, d);
    }
    return {
      row: i + 1,
      md: s.mdM,
      inc: s.incDeg,
      az: s.aziDeg,
      tvd: p?.tvdM ?? NaN,
      ns_from_ref: p?.northM ?? NaN,
      ew_from_ref: p?.eastM ?? NaN,
      dls: p?.dlsDegPer30m ?? NaN,
      file_tvd: r.tvdM ?? null,
      file_ns: r.northM ?? null,
      file_ew: r.eastM ?? null,
    };
  });
  if (maxDiff !== null && maxDiff > 0.5) {
    warnings.push({
      message: `positions in the file differ from minimum curvature by up to ${(maxDiff as number).toFixed(2)} m: check the tie-in and the north reference`,
    });
  }
  return {
    file_name: file.fileName,
    format: t.format,
    version: t.version,
    trajectory_name: t.name ?? null,
    well_name: t.wellName ?? null,
    azimuth_reference: t.azimuthReference ?? null,
    converted_to: settings.northReference,
    source_units: t.sourceUnits,
    tie_in: tieIn ? { md: tieIn.mdM, inc: tieIn.incDeg, az: tieIn.aziDeg, tvd: tieIn.tvdM, ns: tieIn.northM, ew: tieIn.eastM } : null,
    station_count: stations.length,
    stations: out,
    position_check_max_diff_m: maxDiff,
    warnings,
    errors,
    can_commit: errors.length === 0,
  };
}

/** A file past the import size bound is a 413, known from the base64 length alone. */
export function assertSurveySize(contentBase64: string): void {
  const bytes = Math.floor((contentBase64.length * 3) / 4);
  if (bytes > SURVEY_IMPORT_MAX_BYTES) throw new HttpError(413, tooLarge(bytes));
}

/** The file's bytes from the JSON body's base64 text; a malformed encoding is a 400 naming the field. */
export function decodeBase64(contentBase64: string): Uint8Array {
  assertSurveySize(contentBase64);
  const clean = contentBase64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new HttpError(400, 'body.content_base64: not base64 text');
  return new Uint8Array(Buffer.from(clean, 'base64'));
}
