/** Open the morning report's print view, or download its PDF, for a well (the palette and the print view's toolbar). */
import { fetchMorningPdf } from '../../api/morning-report';
import { hrefFor } from '../../commands/resolve-url';
import type { MorningOrientation, MorningPaper } from '../../domain/reports/morning-report';
import { notify } from '../../state/notifications';
// Not the virtual table's entry: that would bring the table into the first chunk (verbs/reports.ts imports this file).
import { downloadBlob } from '../virtual-table/csv';
import { MORNING_QUERY, MORNING_REPORT } from './morning-sections';

export const morningPrintHref = (wellId: string, paper: MorningPaper = 'a4', orientation: MorningOrientation = 'portrait'): string =>
  hrefFor(
    'print',
    {},
    { [MORNING_QUERY.report]: MORNING_REPORT, [MORNING_QUERY.well]: wellId, [MORNING_QUERY.paper]: paper, [MORNING_QUERY.orientation]: orientation },
  )!;

export function openMorningPrintView(wellId: string): void {
  window.open(morningPrintHref(wellId), '_blank');
}

/** The server prints the PDF (headless Chromium, a few seconds); a refusal is said by the request helper. */
export async function downloadMorningPdf(wellId: string, paper: MorningPaper, orientation: MorningOrientation): Promise<void> {
  notify('info', 'Printing the morning report…');
  const { fileName, blob } = await fetchMorningPdf(wellId, paper, orientation);
  downloadBlob(fileName, blob);
  notify('success', `Downloaded ${fileName}`);
}
