/** Which wells a saved layout shows: its tabs' pinned wells, and the selection for tabs that follow it. */
import type { IJsonModel } from 'flexlayout-react';
import { selection } from '../../state/selection';
import type { TabConfig } from '../../state/workspace-doc';
import { currentDoc, currentModel } from '../workspace/workspace-model';

function tabsOf(node: unknown, out: TabConfig[]): TabConfig[] {
  if (!node || typeof node !== 'object') return out;
  const n = node as { type?: string; config?: TabConfig; children?: unknown[] };
  if (n.type === 'tab' && n.config) out.push(n.config);
  for (const c of n.children ?? []) tabsOf(c, out);
  return out;
}

/** Well id → name (when a tab knows it) for every well a layout shows. */
export function wellsOfLayout(model: IJsonModel): Map<string, string> {
  const wells = new Map<string, string>();
  for (const t of tabsOf(model.layout, [])) {
    const id = t.well === 'follow' ? selection.wellId : t.well;
    if (id) wells.set(String(id), t.wellName ?? (t.well === 'follow' ? (selection.well?.name ?? '') : ''));
  }
  return wells;
}

/** The saved layouts with their current models (the one on screen as it is now). */
export function layoutsNow(): { id: string; name: string; model: IJsonModel }[] {
  const doc = currentDoc();
  return doc.layouts.map((l) => (l.id === doc.active ? { ...l, model: currentModel().toJson() } : l));
}
