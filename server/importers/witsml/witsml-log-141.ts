/**
 * WITSML 1.4.1.1 (and 1.3.1) log objects: <logs><log> with logCurveInfo headers and <logData> rows.
 * Channels map by mnemonic, never by position of logCurveInfo: real files list logCurveInfo in a
 * different order from the mnemonicList (Volve F-4 GenTime).
 */
import { finishLog, uniqueMnemonics } from '../finish-log';
import { ImportError } from '../import-error';
import type { CurveInfo, HeaderItem, ImportWarning, ParsedLog, ParseOptions } from '../model';
import { readNumber } from '../number-tokens';
import { makeProgress } from '../progress';
import { cutLogData, type LogDataBlock } from './log-data-blocks';
import { indexKindOf, storedIndex } from './witsml-index';
import { readWitsmlRows, type RowColumn } from './witsml-rows';
import { children, childText, parseXml, textOf, uomOf, type XmlNode } from './xml-document';

interface CurveHeader {
  readonly mnemonic: string;
  readonly unit: string;
  readonly description: string;
  readonly nullValue?: number;
  readonly typeLogData: string;
  readonly columnIndex?: number;
}

export function parseWitsmlLog141(text: string, encoding: string, version: string, options: ParseOptions = {}): ParsedLog {
  const progress = makeProgress(options.onProgress);
  const { header, blocks } = cutLogData(text, (f) => progress.report(f * 0.5));
  const doc = parseXml(header);
  const logs = children(doc.logs, 'log');
  if (logs.length === 0) throw new ImportError('WITSML <logs> document holds no <log>');
  const warnings: ImportWarning[] = [];

  // Pair logData blocks with logs in document order.
  let next = 0;
  const logBlocks = logs.map((log) => {
    const count = children(log, 'logData').length;
    const mine = blocks.slice(next, next + count);
    next += count;
    return mine;
  });
  let chosen = logBlocks.findIndex((b) => b.some((x) => x.rows.length > 0));
  if (chosen < 0) chosen = 0;
  if (logs.length > 1) {
    warnings.push({ message: `the file holds ${logs.length} logs; importing log ${chosen + 1} ('${childText(logs[chosen], 'name') ?? ''}')` });
  }
  const log = logs[chosen];
  const block = mergeBlocks(logBlocks[chosen]);

  const curves: CurveHeader[] = children(log, 'logCurveInfo').map((c) => {
    const nv = childText(c, 'nullValue');
    const ci = (c as XmlNode)['@_columnIndex'] ?? childText(c, 'columnIndex');
    return {
      mnemonic: textOf((c as XmlNode).mnemonic)?.trim() ?? '',
      unit: childText(c, 'unit') ?? '',
      description: childText(c, 'curveDescription') ?? '',
      nullValue: nv === undefined ? undefined : readNumber(nv),
      typeLogData: (childText(c, 'typeLogData') ?? 'double').toLowerCase(),
      columnIndex: ci === undefined ? undefined : Number(ci),
    };
  });
  const logNullText = childText(log, 'nullValue');
  const logNull = logNullText === undefined ? undefined : readNumber(logNullText);
  const indexCurveNode = (log as XmlNode).indexCurve;
  const indexCurve = textOf(indexCurveNode)?.trim() || curves[0]?.mnemonic;
  if (!indexCurve) throw new ImportError('the log has neither an <indexCurve> nor any <logCurveInfo>');

  // Columns: the mnemonicList when present (1.4), else logCurveInfo by columnIndex (1.3).
  let mnemonics: string[];
  let units: string[] | undefined;
  if (block.mnemonicList !== undefined) {
    mnemonics = block.mnemonicList.split(',').map((m) => m.trim());
    units = block.unitList?.split(',').map((u) => u.trim());
    if (units && units.length !== mnemonics.length) {
      warnings.push({ line: block.line, message: `unitList has ${units.length} entries for ${mnemonics.length} mnemonics; units taken from logCurveInfo` });
      units = undefined;
    }
  } else {
    mnemonics = [...curves].sort((a, b) => (a.columnIndex ?? 0) - (b.columnIndex ?? 0)).map((c) => c.mnemonic);
  }

  // nth occurrence of a mnemonic in the list ↔ nth logCurveInfo with that mnemonic.
  const used = new Map<string, number>();
  const headers = mnemonics.map((m, j) => {
    const k = used.get(m) ?? 0;
    used.set(m, k + 1);
    const info = curves.filter((c) => c.mnemonic === m)[k];
    if (!info) warnings.push({ line: block.line, message: `mnemonic '${m}' has no logCurveInfo; unit taken from unitList` });
    const listUnit = units?.[j];
    if (info && listUnit !== undefined && listUnit !== info.unit && listUnit !== '') {
      warnings.push({ message: `${m}: unit '${info.unit}' in logCurveInfo but '${listUnit}' in unitList; using logCurveInfo` });
    }
    return {
      mnemonic: m,
      unit: info?.unit || listUnit || '',
      description: info?.description ?? '',
      nullValue: info?.nullValue ?? logNull,
      typeLogData: info?.typeLogData ?? 'double',
    };
  });
  const indexColumn = mnemonics.indexOf(indexCurve);
  if (indexColumn < 0 && block.rows.length > 0) {
    throw new ImportError(`the index curve '${indexCurve}' is not in the mnemonicList (${clipList(mnemonics)})`, block.line);
  }
  for (const c of curves) {
    if (!mnemonics.includes(c.mnemonic)) warnings.push({ message: `logCurveInfo '${c.mnemonic}' has no column in the data` });
  }

  const indexHeader = headers[Math.max(0, indexColumn)];
  const indexKind = indexKindOf(childText(log, 'indexType') ?? '');
  const isTime = indexKind !== 'depth';
  const columns: RowColumn[] = headers.map((h) => ({
    mnemonic: h.mnemonic,
    nullValue: h.nullValue,
    textAllowed: h.typeLogData === 'string' || h.typeLogData === 'date time',
  }));
  const table = readWitsmlRows(block.rows, block.rowLines, columns, Math.max(0, indexColumn), indexKind, (r) =>
    progress.report(0.5 + (0.5 * r) / Math.max(1, block.rows.length)),
  );
  if (table.zoneless) warnings.push({ message: `${indexCurve} date-times have no time zone; read as UTC` });

  const startIndexNode = (log as XmlNode).startIndex;
  const indexUnitRaw = indexHeader?.unit || uomOf(startIndexNode) || '';
  const { index, indexUnit, startTimeMs } = storedIndex(table.index, indexKind, indexUnitRaw, options.startTimeMs);
  if (indexKind === 'depth' && indexUnit === '') warnings.push({ message: `the depth unit of ${indexCurve} is not stated` });

  const nonIndex = headers.filter((_, j) => j !== indexColumn);
  const names = uniqueMnemonics([indexCurve, ...nonIndex.map((h) => h.mnemonic)], warnings).slice(1);
  const textByName: Record<string, (string | null)[]> = {};
  const curveInfos: CurveInfo[] = nonIndex.map((h, k) => {
    const strings = table.text[k];
    if (strings) textByName[names[k]] = strings;
    return {
      mnemonic: names[k],
      unit: h.unit,
      description: h.description,
      valueType: strings ? 'text' : 'number',
      ...(h.nullValue !== undefined && h.nullValue !== logNull ? { nullValue: h.nullValue } : {}),
    };
  });
  const headerItems: HeaderItem[] = children(log, 'logParam').map((p) => ({
    section: 'logParam',
    mnemonic: String((p as XmlNode)['@_name'] ?? ''),
    unit: String((p as XmlNode)['@_uom'] ?? ''),
    value: textOf(p) ?? '',
    description: String((p as XmlNode)['@_description'] ?? ''),
  }));
  const direction = (childText(log, 'direction') ?? '').toLowerCase();

  const parsed = finishLog({
    format: 'WITSML',
    version,
    encoding,
    well: {
      wellName: childText(log, 'nameWell'),
      wellboreName: childText(log, 'nameWellbore'),
      serviceCompany: childText(log, 'serviceCompany'),
    },
    logName: childText(log, 'name'),
    dataSetName: childText(log, 'name'),
    indexType: isTime ? 'time' : 'depth',
    indexMnemonic: indexCurve,
    indexUnitRaw,
    indexUnit,
    startTimeMs,
    declaredDirection: direction === 'decreasing' ? 'decreasing' : direction === 'increasing' ? 'increasing' : undefined,
    nullValue: logNull,
    curves: curveInfos,
    index,
    values: table.values,
    text: textByName,
    rowLines: table.rowLines,
    warnings,
    header: headerItems,
  });
  progress.done();
  return parsed;
}

function mergeBlocks(blocks: readonly LogDataBlock[]): LogDataBlock {
  if (blocks.length === 0) return { rows: [], rowLines: [], line: 1 };
  if (blocks.length === 1) return blocks[0];
  return {
    mnemonicList: blocks[0].mnemonicList,
    unitList: blocks[0].unitList,
    rows: blocks.flatMap((b) => b.rows),
    rowLines: blocks.flatMap((b) => b.rowLines),
    line: blocks[0].line,
  };
}

function clipList(items: readonly string[]): string {
  return items.length > 6 ? `${items.slice(0, 6).join(', ')}, ...` : items.join(', ');
}
