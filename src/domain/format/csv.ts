/**
 * CSV text: RFC 4180 quoting, '.' decimals whatever the display locale (a CSV is read by programs),
 * empty cells for missing values. Shared by the browser's table and chart exports
 * (src/features/virtual-table/csv.ts downloads them) and the server's scheduled reports.
 */

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(+v.toPrecision(12)) : '';
  const s = String(v);
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A safe file name from a title: 'Red Hawk 2H survey' → 'Red-Hawk-2H-survey'. */
export function fileNameOf(title: string): string {
  return (
    title
      .trim()
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export'
  );
}
