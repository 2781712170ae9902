/**
 * Named layouts: save the workspace under a name, switch between layouts, delete one. Like i3
 * workspaces, each layout remembers its own arrangement: changes made while a layout is on screen
 * are kept in it, and switching back finds it as it was left.
 */
import type { IJsonModel } from 'flexlayout-react';
import { workspace } from '../../state/workspace';
import { currentDoc, currentModel, swapModel, updateDoc } from './workspace-model';

const norm = (s: string) => s.trim().toLocaleLowerCase();

function newId(name: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 24) || 'layout';
  return `${slug}-${Math.random().toString(36).slice(2, 8)}`;
}

function checkName(name: string, exceptId?: string): string | null {
  const clean = name.trim();
  if (!clean) return 'Required field';
  if (clean.length > 60) return 'Should be at most 60 characters';
  if (currentDoc().layouts.some((l) => l.id !== exceptId && norm(l.name) === norm(clean))) return `A layout named "${clean}" exists already`;
  return null;
}

/** A copy of what is on screen under a new name, which becomes the layout on screen. Returns an error or null. */
export function saveLayoutAs(name: string): string | null {
  const why = checkName(name);
  if (why) return why;
  const id = newId(name.trim());
  const model = currentModel().toJson();
  // The same model stays on screen (its panes keep their state); from now on it is saved as this layout.
  updateDoc((d) => ({ ...d, active: id, layouts: [...d.layouts, { id, name: name.trim(), model }] }));
  return null;
}

/** Another layout (a shared one) added under a name and put on screen. */
export function addLayout(name: string, model: IJsonModel): string | null {
  const why = checkName(name);
  if (why) return why;
  const id = newId(name.trim());
  updateDoc((d) => ({ ...d, active: id, layouts: [...d.layouts, { id, name: name.trim(), model }] }));
  swapModel(model);
  return null;
}

export function switchLayout(id: string): string | null {
  const doc = currentDoc();
  const target = doc.layouts.find((l) => l.id === id);
  if (!target) return 'No such layout';
  if (id === doc.active) return null;
  updateDoc((d) => ({ ...d, active: id }));
  swapModel(target.model);
  return null;
}

export function deleteLayout(id: string): string | null {
  const doc = currentDoc();
  if (!doc.layouts.some((l) => l.id === id)) return 'No such layout';
  if (doc.layouts.length === 1) return 'The last layout cannot be deleted';
  if (id === doc.active) switchLayout(doc.layouts.find((l) => l.id !== id)!.id);
  updateDoc((d) => ({ ...d, layouts: d.layouts.filter((l) => l.id !== id) }));
  return null;
}

export function renameLayout(id: string, name: string): string | null {
  const why = checkName(name, id);
  if (why) return why;
  const clean = name.trim();
  updateDoc((d) => ({ ...d, layouts: d.layouts.map((l) => (l.id === id ? { ...l, name: clean } : l)) }));
  return null;
}

export const activeLayoutName = (): string => workspace.layouts.find((l) => l.id === workspace.activeLayoutId)?.name ?? '';

export function setLinkCursors(on: boolean): void {
  updateDoc((d) => ({ ...d, linkCursors: on }));
}
