/**
 * Print a pane: /print?url=<the pane's URL> renders that one pane full screen without chrome, in a
 * new browser tab, where the browser's own print (and "save as PDF") then applies to it alone.
 */
import { hrefFor } from '../../commands/resolve-url';

export const PRINT_URL_QUERY = 'url';

export const printHref = (paneHref: string): string => hrefFor('print', {}, { [PRINT_URL_QUERY]: paneHref })!;

export function openPrintView(paneHref: string): void {
  window.open(printHref(paneHref), '_blank');
}
