/**
 * What the first LAS column is (depth or time) and how to express it: depth stays in the file's
 * unit; time becomes epoch ms when a start is known (a clock time in STRT, or the caller's), else
 * elapsed seconds. Also repairs an index column printed too narrow (0, 30, 60, 90, 20, 50 ... for a
 * 30 s step), which lasio users meet in real mud-logging exports.
 */
import { ImportError } from '../import-error';
import { EPOCH_MS, type ImportWarning, type IndexType } from '../model';
import { readNumber } from '../number-tokens';
import { elapsedToEpochMs, parseHeaderDateTime, parseIsoTime } from '../time-index';
import { canonicalUnit, secondsPerUnit, unitKind } from '../units';
import type { LasHeaderLine } from './las-header-line';

const TIME_MNEMONICS = /^(etim|time|tim|date|datetime|date_time|elapsed.*|time_.*|.*_time)$/i;

export interface LasIndex {
  readonly indexType: IndexType;
  readonly indexUnit: string;
  readonly index: Float64Array;
  readonly startTimeMs?: number;
}

export interface IndexInput {
  readonly mnemonic: string;
  readonly unitRaw: string;
  /** Numbers of the column (NaN where text or null). */
  readonly numbers: Float64Array;
  /** Strings when the column turned out to hold text (date-times). */
  readonly strings?: readonly (string | null)[];
  readonly rowLines: Int32Array;
  readonly strt?: LasHeaderLine;
  readonly step?: LasHeaderLine;
  readonly startTimeMs?: number;
}

export function resolveLasIndex(input: IndexInput, warnings: ImportWarning[]): LasIndex {
  const { mnemonic, unitRaw, strings } = input;
  const kind = unitKind(unitRaw);
  const strtUnitKind = input.strt ? unitKind(input.strt.unit) : 'none';

  if (strings) {
    const index = new Float64Array(strings.length);
    let zoneless = false;
    for (let i = 0; i < strings.length; i++) {
      const s = strings[i];
      if (s === null) {
        index[i] = NaN;
        continue;
      }
      const iso = parseIsoTime(s);
      const ms = iso?.ms ?? parseHeaderDateTime(s);
      if (ms === undefined) {
        // Numbers first, then text: name the first text value, not a number that came before it.
        const k = readNumber(s) === undefined ? i : strings.findIndex((x) => x !== null && readNumber(x) === undefined);
        throw new ImportError(
          `index ${mnemonic} holds '${(strings[k] ?? s).slice(0, 40)}', which is neither a number nor a date-time`,
          input.rowLines[k < 0 ? i : k],
        );
      }
      if (!iso?.zoned) zoneless = true;
      index[i] = ms;
    }
    if (zoneless) warnings.push({ message: `${mnemonic} date-times have no time zone; read as UTC` });
    return { indexType: 'time', indexUnit: EPOCH_MS, index };
  }

  const isTime = kind === 'time' || kind === 'datetime' || (kind !== 'length' && TIME_MNEMONICS.test(mnemonic) && strtUnitKind !== 'length');
  if (!isTime) {
    let unit = canonicalUnit(unitRaw);
    if (unit === '' && input.strt) unit = canonicalUnit(input.strt.unit);
    if (unit === '') warnings.push({ message: `the depth unit of ${mnemonic} is not stated` });
    else if (kind !== 'length' && unitKind(unit) !== 'length') {
      warnings.push({ message: `index ${mnemonic} has unit '${unitRaw}', which is not a length; read as depth` });
    }
    const index = repairTruncatedIndex(input, warnings) ?? input.numbers;
    return { indexType: 'depth', indexUnit: unit, index };
  }

  let index = repairTruncatedIndex(input, warnings) ?? input.numbers;
  let perUnit = secondsPerUnit(unitRaw);
  if (perUnit === undefined) {
    perUnit = 1;
    warnings.push({ message: `time index ${mnemonic} has unit '${unitRaw}'; read as seconds` });
  }
  let start = input.startTimeMs;
  if (start === undefined && input.strt && readNumber(input.strt.value) === undefined) {
    // STRT as a clock time ('04:09:47 07-May-20') gives the absolute start of an elapsed index.
    start = parseHeaderDateTime(input.strt.value);
    if (start !== undefined && !parseIsoTime(input.strt.value)?.zoned) {
      warnings.push({ line: input.strt.line, message: `start time '${input.strt.value}' has no time zone; read as UTC` });
    }
  }
  if (start !== undefined) {
    return { indexType: 'time', indexUnit: EPOCH_MS, index: elapsedToEpochMs(index, start, perUnit), startTimeMs: start };
  }
  if (perUnit !== 1) {
    const seconds = new Float64Array(index.length);
    for (let i = 0; i < index.length; i++) seconds[i] = index[i] * perUnit;
    index = seconds;
  }
  warnings.push({ message: `${mnemonic} is elapsed time with no start date-time; index kept in seconds until a start is given` });
  return { indexType: 'time', indexUnit: 's', index };
}

/**
 * When an index column was printed with too few digits its values are (STRT + i·STEP) mod 10^k.
 * If every row fits that for one k, the real index is STRT + i·STEP.
 */
function repairTruncatedIndex(input: IndexInput, warnings: ImportWarning[]): Float64Array | undefined {
  const x = input.numbers;
  if (x.length < 3 || isMonotonic(x)) return undefined;
  const strt = input.strt ? readNumber(input.strt.value) : undefined;
  const step = input.step ? readNumber(input.step.value) : undefined;
  if (strt === undefined || step === undefined || step === 0 || Number.isNaN(strt) || Number.isNaN(step)) return undefined;
  const tolerance = Math.abs(step) * 1e-6 + 1e-9;
  for (let k = 1; k <= 9; k++) {
    const modulus = 10 ** k;
    if (modulus <= Math.abs(step)) continue;
    let fits = true;
    for (let i = 0; i < x.length && fits; i++) {
      const expected = strt + i * step;
      const printed = ((expected % modulus) + modulus) % modulus;
      if (!(Math.abs(printed - x[i]) <= tolerance || Math.abs(printed - modulus - x[i]) <= tolerance)) fits = false;
    }
    if (fits) {
      const repaired = new Float64Array(x.length);
      for (let i = 0; i < x.length; i++) repaired[i] = strt + i * step;
      warnings.push({
        line: input.rowLines[0],
        message: `${input.mnemonic} column is truncated to ${k} digit(s) before the decimal mark (${Array.from(x.slice(0, 6)).join(', ')} ...); rebuilt from STRT ${strt} and STEP ${step}`,
      });
      return repaired;
    }
  }
  return undefined;
}

function isMonotonic(x: Float64Array): boolean {
  let up = true;
  let down = true;
  for (let i = 1; i < x.length; i++) {
    if (x[i] < x[i - 1]) up = false;
    if (x[i] > x[i - 1]) down = false;
  }
  return up || down;
}
