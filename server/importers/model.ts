/**
 * The normalized shape every importer produces, whatever the file format. Pure data: no database,
 * no I/O. The server stores it; the preview pane shows it before the user commits.
 */

export type LogFormat = 'LAS' | 'WITSML' | 'CSV';
export type IndexType = 'time' | 'depth';
export type Direction = 'increasing' | 'decreasing';

/**
 * Unit of `ParsedLog.index` after parsing:
 * - depth logs keep the file's length unit, spelled canonically ('m', 'ft', ...);
 * - 'epoch-ms' when a time index is absolute (ISO timestamps, or elapsed time with a known start);
 * - 's' when the file only has elapsed time and no start time is known.
 */
export type IndexUnit = string;
export const EPOCH_MS = 'epoch-ms';

export interface ImportWarning {
  /** 1-based line in the decoded text, when the problem sits on one line. */
  readonly line?: number;
  readonly message: string;
}

export interface CurveInfo {
  readonly mnemonic: string;
  /** The unit as the file spells it ('' when none). Use units.ts to interpret it. */
  readonly unit: string;
  readonly description: string;
  /** 'text' curves keep their strings in ParsedLog.text; their values[] column is all NaN. */
  readonly valueType: 'number' | 'text';
  /** LAS 3.0 array channel element: NMR[3] is { name: 'NMR', element: 3 }. */
  readonly array?: { readonly name: string; readonly element: number };
  /** Null value declared for this curve alone (WITSML logCurveInfo/nullValue). */
  readonly nullValue?: number;
}

/** Well identification found in the file's header, for matching against a well in the database. */
export interface WellHeader {
  wellName?: string;
  wellboreName?: string;
  uwi?: string;
  api?: string;
  company?: string;
  field?: string;
  location?: string;
  country?: string;
  serviceCompany?: string;
  logDate?: string;
}

/** One header line kept verbatim (LAS ~W/~P/~O items, WITSML logParam, CSV preamble). */
export interface HeaderItem {
  readonly section: string;
  readonly mnemonic: string;
  readonly unit: string;
  readonly value: string;
  readonly description: string;
  readonly line?: number;
}

/** A table of the file that is not the main log (LAS 3.0 Core, Tops, Test, Drilling ... data sets). */
export interface ParsedDataSet {
  readonly name: string;
  readonly curves: readonly CurveInfo[];
  readonly rowCount: number;
  /** One column per curve, NaN for nulls and for text curves. */
  readonly values: readonly Float64Array[];
  readonly text: Readonly<Record<string, readonly (string | null)[]>>;
  readonly parameters: readonly HeaderItem[];
}

export interface ParsedLog extends WellHeader {
  readonly kind: 'log';
  readonly format: LogFormat;
  /** Format version: LAS '1.2' | '2.0' | '3.0', WITSML '1.4.1.1' | '2.0', CSV '' */
  readonly version: string;
  /** Text encoding the bytes were decoded with ('utf-8', 'utf-16le', 'windows-1252', 'ibm866', ...). */
  readonly encoding: string;
  readonly logName?: string;
  /** LAS 3.0 data set or WITSML log the channels come from. */
  readonly dataSetName?: string;
  readonly indexType: IndexType;
  readonly indexMnemonic: string;
  readonly indexUnit: IndexUnit;
  /** The index unit exactly as written in the file. */
  readonly indexUnitRaw: string;
  /** Absolute start of a time log in epoch ms, when known. */
  readonly startTimeMs?: number;
  /** From the data (first vs last index), not from the header, which is often wrong. */
  readonly direction: Direction;
  /** False when the index goes back somewhere (concatenated runs): see warnings for where. */
  readonly monotonic: boolean;
  /** The file's declared null value, already replaced by NaN in values. */
  readonly nullValue?: number;
  /** The channels, without the index. */
  readonly curves: readonly CurveInfo[];
  /** Depth in indexUnit, or epoch ms / elapsed s for time logs. */
  readonly index: Float64Array;
  /** One column per curve, NaN for nulls. */
  readonly values: readonly Float64Array[];
  /** Strings of text curves, by mnemonic; null where the value is missing. */
  readonly text: Readonly<Record<string, readonly (string | null)[]>>;
  readonly rowCount: number;
  readonly warnings: readonly ImportWarning[];
  readonly header: readonly HeaderItem[];
  /** Other tables of a LAS 3.0 file (Core, Tops, DST tests...), parsed but not the log. */
  readonly otherDataSets: readonly ParsedDataSet[];
  /** A survey carried by the same file (LAS 3.0 Inclinometry or deviation data set). */
  readonly trajectory?: ParsedTrajectory;
}

export interface SurveyStation {
  readonly mdM: number;
  readonly incDeg: number;
  readonly aziDeg: number;
  readonly tvdM?: number;
  readonly northM?: number;
  readonly eastM?: number;
  /** WITSML typeTrajStation: 'tie in point', 'gyro north seeking', 'magnetic MWD', ... */
  readonly type?: string;
  readonly timeMs?: number;
}

export interface ParsedTrajectory extends WellHeader {
  readonly kind: 'trajectory';
  readonly format: LogFormat;
  readonly version: string;
  readonly encoding: string;
  readonly name?: string;
  /** 'true north' | 'grid north' | 'magnetic north' as the file states it. */
  readonly azimuthReference?: string;
  readonly magneticDeclinationDeg?: number;
  readonly gridConvergenceDeg?: number;
  /** Units the file used, before conversion to metres and degrees. */
  readonly sourceUnits: { readonly length: string; readonly angle: string };
  readonly stations: readonly SurveyStation[];
  readonly warnings: readonly ImportWarning[];
}

export type ParsedFile = ParsedLog | ParsedTrajectory;

export interface ParseOptions {
  /** Called with 0..1 while data rows are read (at most every ~1 % of the file), and with 1 at the end. */
  readonly onProgress?: (fraction: number) => void;
  /**
   * Start of an elapsed-time log (LAS ETIM) in epoch ms. With it, the index becomes epoch ms;
   * without it, an elapsed-only index stays in seconds.
   */
  readonly startTimeMs?: number;
}

/** What the writers need: a window of a log, as the time-series store hands it out. */
export interface LogWindow {
  /** Default 'depth'. */
  readonly indexType?: IndexType;
  readonly indexMnemonic?: string;
  /** Default '' (unit not stated); 'epoch-ms' writes times as ISO 8601. */
  readonly indexUnit?: IndexUnit;
  readonly index: ArrayLike<number>;
  readonly curves: readonly Pick<CurveInfo, 'mnemonic' | 'unit' | 'description'>[];
  readonly values: readonly ArrayLike<number>[];
  readonly wellName?: string;
  readonly uwi?: string;
  readonly company?: string;
}
