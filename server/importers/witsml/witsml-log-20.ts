/**
 * WITSML 2.0 Log: <Log><ChannelSet><Index/><Channel/>…<Data><Data>…</Data></Data></ChannelSet>.
 * In 2.0 bulk data usually travels over ETP, and files carry an empty <Data/>; when present, the
 * inner Data holds JSON rows [[[index…],[value…]], …] (Energistics DevKit form), or comma rows.
 */
import { finishLog, uniqueMnemonics } from '../finish-log';
import { ImportError } from '../import-error';
import type { CurveInfo, ImportWarning, ParsedLog, ParseOptions } from '../model';
import { makeProgress } from '../progress';
import { unitKind } from '../units';
import { indexKindOf, storedIndex } from './witsml-index';
import { readWitsmlRows, type RowColumn } from './witsml-rows';
import { child, children, childText, parseXml, textOf, type XmlNode } from './xml-document';

export function parseWitsmlLog20(source: string, encoding: string, options: ParseOptions = {}): ParsedLog {
  const progress = makeProgress(options.onProgress);
  const doc = parseXml(source);
  const log = doc.Log as XmlNode;
  const warnings: ImportWarning[] = [];
  const sets = children(log, 'ChannelSet');
  if (sets.length === 0) throw new ImportError('WITSML 2.0 Log has no <ChannelSet>');
  const set = sets.find((s) => dataText(s) !== '') ?? sets[0];
  if (sets.length > 1) warnings.push({ message: `the Log holds ${sets.length} channel sets; importing '${title(set) ?? ''}'` });

  const indexNode = children(set, 'Index')[0] ?? children(log, 'Index')[0];
  if (!indexNode) throw new ImportError('the ChannelSet has no <Index>');
  const indexKind = indexKindOf(childText(indexNode, 'IndexType') ?? childText(log, 'TimeDepth') ?? '');
  const isTime = indexKind !== 'depth';
  const indexMnemonic = childText(indexNode, 'Mnemonic') ?? (isTime ? 'TIME' : 'DEPTH');
  let indexUnitRaw = childText(indexNode, 'Uom') ?? '';
  if (isTime && unitKind(indexUnitRaw) === 'length') {
    warnings.push({ message: `the time index declares uom '${indexUnitRaw}', a length; ignored` });
    indexUnitRaw = '';
  }

  // Channels that restate the index (the 1.4 index curve carried over by converters) are not channels.
  const channels = children(set, 'Channel')
    .map((c) => ({
      mnemonic: childText(c, 'Mnemonic') ?? title(c) ?? '',
      unit: childText(c, 'Uom') ?? '',
      description: childText(c, 'CurveDescription') ?? title(c) ?? '',
      dataType: (childText(c, 'DataType') ?? 'double').toLowerCase(),
    }))
    .filter((c) => {
      const restates = c.mnemonic.toLowerCase() === indexMnemonic.toLowerCase() || (isTime && unitKind(c.unit) === 'datetime');
      if (restates) warnings.push({ message: `channel ${c.mnemonic} restates the index; not imported as a channel` });
      return !restates;
    });

  const rows = dataRows(dataText(set), channels.length);
  const columns: RowColumn[] = [
    { mnemonic: indexMnemonic, textAllowed: false },
    ...channels.map((c) => ({ mnemonic: c.mnemonic, textAllowed: c.dataType === 'string' })),
  ];
  const table = readWitsmlRows(
    rows,
    rows.map(() => 1),
    columns,
    0,
    indexKind,
    (r) => progress.report(r / Math.max(1, rows.length)),
  );
  if (table.zoneless) warnings.push({ message: `${indexMnemonic} date-times have no time zone; read as UTC` });

  const { index, indexUnit, startTimeMs } = storedIndex(table.index, indexKind, indexUnitRaw, options.startTimeMs);

  const names = uniqueMnemonics([indexMnemonic, ...channels.map((c) => c.mnemonic)], warnings).slice(1);
  const text: Record<string, (string | null)[]> = {};
  const curves: CurveInfo[] = channels.map((c, k) => {
    const strings = table.text[k];
    if (strings) text[names[k]] = strings;
    return { mnemonic: names[k], unit: c.unit, description: c.description, valueType: strings || c.dataType === 'string' ? 'text' : 'number' };
  });
  const direction = (childText(indexNode, 'Direction') ?? '').toLowerCase();
  const wellbore = child(log, 'Wellbore');

  const parsed = finishLog({
    format: 'WITSML',
    version: '2.0',
    encoding,
    well: { wellboreName: childText(wellbore, 'Title'), serviceCompany: childText(log, 'LoggingCompanyName') },
    logName: title(log),
    dataSetName: title(set),
    indexType: isTime ? 'time' : 'depth',
    indexMnemonic,
    indexUnitRaw,
    indexUnit,
    startTimeMs,
    declaredDirection: direction === 'decreasing' ? 'decreasing' : direction === 'increasing' ? 'increasing' : undefined,
    curves,
    index,
    values: table.values,
    text,
    rowLines: table.rowLines,
    warnings,
    header: [],
    emptyReason: 'the ChannelSet <Data> is empty: WITSML 2.0 usually sends bulk data over ETP, not in the file',
  });
  progress.done();
  return parsed;
}

function title(node: unknown): string | undefined {
  return childText(child(node, 'Citation'), 'Title');
}

function dataText(set: XmlNode): string {
  const data = child(set, 'Data');
  if (data === undefined || data === '') return '';
  const inner = child(data, 'Data');
  return (textOf(inner ?? data) ?? '').trim();
}

/** Rows as fields [index, v1, v2...] from the JSON form, or 'index,v1,v2' comma lines. */
function dataRows(body: string, channelCount: number): (string | string[])[] {
  if (body === '') return [];
  if (body.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (e) {
      throw new ImportError(`the ChannelSet <Data> is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!Array.isArray(parsed)) throw new ImportError('the ChannelSet <Data> JSON is not an array of rows');
    return parsed.map((row, r) => {
      if (!Array.isArray(row) || row.length !== 2 || !Array.isArray(row[0]) || !Array.isArray(row[1])) {
        throw new ImportError(`the ChannelSet <Data> JSON row ${r + 1} is not [[index], [values]]`);
      }
      const values = row[1] as unknown[];
      if (values.length !== channelCount) {
        throw new ImportError(`data row ${r + 1}: expected ${channelCount} values (one per channel), found ${values.length}`);
      }
      return [row[0][0], ...values].map((v) => (v === null || v === undefined ? '' : String(v)));
    });
  }
  return body
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}
