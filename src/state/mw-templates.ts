/**
 * Which comparison pane shows the multi-well templates dialog (reports/mw_templates): the palette's
 * verb and the pane's button open it through `openMwTemplates`, the pane's dialog closes it.
 */
import { proxy } from 'valtio';

export const mwTemplates = proxy({ openFor: null as string | null });

export function openMwTemplates(tabId: string): void {
  mwTemplates.openFor = tabId;
}

export function closeMwTemplates(): void {
  mwTemplates.openFor = null;
}
