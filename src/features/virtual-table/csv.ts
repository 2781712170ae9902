/**
 * CSV out of the browser: the text from src/domain/format/csv.ts, and a download that needs no server
 * round trip. Tables and charts both export through here.
 */
import { fileNameOf } from '../../domain/format/csv';

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
