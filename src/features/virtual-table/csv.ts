/**
 * CSV out of the browser: RFC 4180 quoting, '.' decimals whatever the display locale (a CSV is read
 * by programs), empty cells for missing values, and a download that needs no server round trip.
 * Tables and charts both export through here.
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

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(title: string, csv: string): void {
  downloadBlob(`${fileNameOf(title)}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
