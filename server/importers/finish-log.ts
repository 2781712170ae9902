/**
 * The last step every log parser shares: drop rows without an index, tell the direction from the
 * data (headers are often wrong: STRT 84.5 / STOP 3.9 over data running 3.9 → 84.5), check the index
 * is monotonic, and bound the warnings so one bad column cannot flood the preview.
 */
import type { CurveInfo, Direction, HeaderItem, ImportWarning, IndexType, LogFormat, ParsedDataSet, ParsedLog, ParsedTrajectory, WellHeader } from './model';
import { canonicalUnit } from './units';

export interface LogDraft {
  readonly format: LogFormat;
  readonly version: string;
  readonly encoding: string;
  readonly well: WellHeader;
  readonly logName?: string;
  readonly dataSetName?: string;
  readonly indexType: IndexType;
  readonly indexMnemonic: string;
  readonly indexUnitRaw: string;
  readonly indexUnit: string;
  readonly startTimeMs?: number;
  /** What the header claims, compared with the data. */
  readonly declaredDirection?: Direction;
  readonly nullValue?: number;
  readonly curves: readonly CurveInfo[];
  readonly index: Float64Array;
  readonly values: readonly Float64Array[];
  readonly text: Record<string, (string | null)[]>;
  /** 1-based line of each row, for warnings that point at a row. */
  readonly rowLines?: Int32Array;
  readonly warnings: ImportWarning[];
  readonly header: readonly HeaderItem[];
  readonly otherDataSets?: readonly ParsedDataSet[];
  readonly trajectory?: ParsedTrajectory;
  /** Why a log without rows has none, when the format explains it better than the default message. */
  readonly emptyReason?: string;
}

export const MAX_WARNINGS = 50;

export function finishLog(draft: LogDraft): ParsedLog {
  const warnings = draft.warnings;
  let { index, values, rowLines } = draft;
  const text = draft.text;

  let missing = 0;
  let firstMissingLine: number | undefined;
  for (let i = 0; i < index.length; i++) {
    if (Number.isNaN(index[i])) {
      if (missing++ === 0) firstMissingLine = rowLines?.[i];
    }
  }
  if (missing > 0) {
    const keep = (i: number) => !Number.isNaN(draft.index[i]);
    index = filter(index, keep);
    values = values.map((c) => filter(c, keep));
    for (const key of Object.keys(text)) text[key] = text[key].filter((_, i) => keep(i));
    if (rowLines) rowLines = filterInt(rowLines, keep);
    warnings.push({
      line: firstMissingLine,
      message: `${missing} row(s) without an ${draft.indexMnemonic} index value were skipped`,
    });
  }

  const rowCount = index.length;
  const first = rowCount > 0 ? index[0] : NaN;
  const last = rowCount > 0 ? index[rowCount - 1] : NaN;
  const direction: Direction = rowCount > 1 && first !== last ? (last > first ? 'increasing' : 'decreasing') : (draft.declaredDirection ?? 'increasing');
  if (draft.declaredDirection && rowCount > 1 && first !== last && draft.declaredDirection !== direction) {
    warnings.push({ message: `the header says the index is ${draft.declaredDirection} but the data run ${direction} (${first} → ${last})` });
  }

  let backSteps = 0;
  let firstBackLine: number | undefined;
  let firstBack = '';
  let repeats = 0;
  const sign = direction === 'increasing' ? 1 : -1;
  for (let i = 1; i < rowCount; i++) {
    const step = (index[i] - index[i - 1]) * sign;
    if (step < 0) {
      if (backSteps++ === 0) {
        firstBackLine = rowLines?.[i];
        firstBack = `${index[i - 1]} → ${index[i]}`;
      }
    } else if (step === 0) repeats++;
  }
  if (backSteps > 0) {
    warnings.push({
      line: firstBackLine,
      message: `the ${draft.indexMnemonic} index is not ${direction}: it goes back ${backSteps} time(s), first ${firstBack} (several runs in one file?)`,
    });
  }
  if (repeats > 0) warnings.push({ message: `${repeats} row(s) repeat the previous ${draft.indexMnemonic} value` });
  if (draft.indexType === 'depth' && (draft.indexUnit === 'm' || draft.indexUnit === 'ft')) {
    // Depth channels in the other length system (a feet index with metre TVD): easy to mis-map.
    const other = draft.curves.filter((c) => {
      const u = canonicalUnit(c.unit);
      return (u === 'm' || u === 'ft') && u !== draft.indexUnit;
    });
    if (other.length > 0) {
      warnings.push({
        message: `mixed units: the index ${draft.indexMnemonic} is in ${draft.indexUnit} but ${other
          .map((c) => c.mnemonic)
          .slice(0, 6)
          .join(', ')}${other.length > 6 ? ', ...' : ''} ${other.length === 1 ? 'is' : 'are'} in ${draft.indexUnit === 'm' ? 'ft' : 'm'}`,
      });
    }
  }
  if (rowCount === 0) warnings.push({ message: draft.emptyReason ?? 'the file declares its channels but holds no data rows' });

  return {
    kind: 'log',
    ...draft.well,
    format: draft.format,
    version: draft.version,
    encoding: draft.encoding,
    logName: draft.logName,
    dataSetName: draft.dataSetName,
    indexType: draft.indexType,
    indexMnemonic: draft.indexMnemonic,
    indexUnit: draft.indexUnit,
    indexUnitRaw: draft.indexUnitRaw,
    startTimeMs: draft.startTimeMs,
    direction,
    monotonic: backSteps === 0,
    nullValue: draft.nullValue,
    curves: draft.curves,
    index,
    values,
    text,
    rowCount,
    warnings: capWarnings(warnings),
    header: draft.header,
    otherDataSets: draft.otherDataSets ?? [],
    trajectory: draft.trajectory,
  };
}

export function capWarnings(warnings: readonly ImportWarning[]): ImportWarning[] {
  if (warnings.length <= MAX_WARNINGS) return [...warnings];
  return [...warnings.slice(0, MAX_WARNINGS - 1), { message: `${warnings.length - MAX_WARNINGS + 1} more warning(s) not shown` }];
}

/**
 * Mnemonics made unique: files repeat them ('Max - Min TQ' twice in the Energistics example, three
 * 'аПС' in a CP866 file). The first keeps its name, later ones get ':2', ':3'.
 */
export function uniqueMnemonics(names: readonly string[], warnings: ImportWarning[], line?: number): string[] {
  const seen = new Map<string, number>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw === '' ? 'UNNAMED' : raw;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n === 1) out.push(name);
    else {
      let candidate = `${name}:${n}`;
      while (seen.has(candidate)) candidate += "'";
      seen.set(candidate, 1);
      out.push(candidate);
      warnings.push({ line, message: `mnemonic '${name}' appears more than once; occurrence ${n} renamed '${candidate}'` });
    }
  }
  return out;
}

function filter(a: Float64Array, keep: (i: number) => boolean): Float64Array {
  const out = new Float64Array(a.length);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (keep(i)) out[n++] = a[i];
  return out.slice(0, n);
}

function filterInt(a: Int32Array, keep: (i: number) => boolean): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (keep(i)) out[n++] = a[i];
  return out.slice(0, n);
}
