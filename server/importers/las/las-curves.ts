/**
 * Curve definitions (~Curve, ~X_Definition) to column specs, repairing the unit slips real files
 * make: 'MD.  M' (unit after the blank, so read as the value), '.DEG F' (a unit with a space),
 * '.'''' for no unit.
 */
import type { CurveInfo, ImportWarning } from '../model';
import { isKnownUnit, unitKind } from '../units';
import type { LasHeaderLine } from './las-header-line';

export interface LasCurveSpec extends CurveInfo {
  readonly format?: string;
  readonly textAllowed: boolean;
  readonly line: number;
}

/** LAS 3.0 numeric formats: F, F10.4, E0.00E+00, I, and array forms AF;0ms. */
const NUMERIC_FORMAT = /^A?[FEI](?![a-z])/i;

export function curvesFromDefinition(
  items: readonly LasHeaderLine[],
  version: string,
  textWhenUnformatted: boolean,
  warnings: ImportWarning[],
): LasCurveSpec[] {
  return items.map((item, k) => {
    let unit = item.unit;
    let value = item.value;
    if (unit === "''" || unit === '""') unit = '';
    if (/^deg$/i.test(unit) && /^[FCK]$/i.test(value)) {
      unit = `deg${value.toUpperCase()}`;
      value = '';
    } else if (unit === '' && value !== '' && !/\s/.test(value) && isKnownUnit(value) && unitKind(value) !== 'none' && !/^\d/.test(value)) {
      warnings.push({ line: item.line, message: `unit of ${item.mnemonic} written after a blank ('.  ${value}'); read as unit '${value}'` });
      unit = value;
    }
    const arr = /^(.*)\[(\d+)\]$/.exec(item.mnemonic);
    const format = item.format;
    // The index may hold date-times in any version (real-time exports write ISO 8601 there); what is
    // neither a number nor a date-time is refused when the index is resolved (las-index.ts).
    const textAllowed = k === 0 || (version === '3.0' && (format ? !NUMERIC_FORMAT.test(format) : textWhenUnformatted));
    return {
      mnemonic: item.mnemonic,
      unit,
      description: item.description,
      valueType: 'number' as const,
      array: arr ? { name: arr[1], element: +arr[2] } : undefined,
      format,
      textAllowed,
      line: item.line,
    };
  });
}
