/**
 * What the user sees before committing an import: the file's format, index, curves with units,
 * null counts and ranges, warnings, and the proposed mapping to our channels with unit conversion.
 */
import type { ImportPreview } from '../../../src/api/logs/import-types';
import { summarize } from '../../importers/import-summary';
import { EPOCH_MS, type ParsedLog } from '../../importers/model';
import { detectionInputStatus } from '../../../src/domain/drilling/detection-inputs';
import { proposeMapping } from './channel-mapping';

export type { ImportPreview };

export function importPreview(parsed: ParsedLog, fileName: string): ImportPreview {
  const s = summarize(parsed, fileName);
  const absolute = parsed.indexUnit === EPOCH_MS;
  const mapping = proposeMapping(parsed.curves, parsed.indexType);
  const at = (i: number) => (parsed.rowCount === 0 ? null : absolute ? Math.round(parsed.index[i] / 1000) : parsed.index[i]);
  return {
    file: fileName,
    format: parsed.format,
    version: parsed.version,
    encoding: parsed.encoding,
    well: { ...s.well },
    name: s.name,
    index: {
      type: parsed.indexType,
      mnemonic: parsed.indexMnemonic,
      unit: parsed.indexUnit,
      unit_in_file: parsed.indexUnitRaw,
      direction: parsed.direction,
      monotonic: parsed.monotonic,
      first: at(0),
      last: at(parsed.rowCount - 1),
      needs_start_time: parsed.indexType === 'time' && !absolute,
    },
    row_count: parsed.rowCount,
    null_value: parsed.nullValue,
    curves: parsed.curves.map((c, k) => {
      const v = parsed.values[k];
      let nulls = 0;
      let lo = Infinity;
      let hi = -Infinity;
      for (const x of v) {
        if (!Number.isFinite(x)) nulls++;
        else {
          if (x < lo) lo = x;
          if (x > hi) hi = x;
        }
      }
      if (c.valueType === 'text') nulls = (parsed.text[c.mnemonic] ?? []).filter((x) => x === null).length;
      return {
        mnemonic: c.mnemonic,
        unit: c.unit,
        description: c.description,
        type: c.valueType,
        nulls,
        min: lo === Infinity ? null : lo,
        max: hi === -Infinity ? null : hi,
      };
    }),
    mapping,
    detection_inputs: detectionInputStatus(mapping),
    warnings: [...parsed.warnings],
    other_data_sets: s.otherDataSets ?? [],
  };
}
