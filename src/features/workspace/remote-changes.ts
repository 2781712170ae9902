/**
 * Layouts follow the user to every browser through the server's app state. While a page is open,
 * another browser may change the layout on its screen: every few seconds (and when the window gets
 * focus) the server's copy is compared, and a newer one whose open layout differs is offered, never
 * applied under the user's hands: "Show their version" or "Keep mine".
 */
import { proxy, ref } from 'valtio';
import { fetchAppState } from '../../api/app-state';
import { WORKSPACE_KEY, type WorkspaceDoc } from '../../state/workspace-doc';
import { migrateWorkspaceDoc } from '../../state/workspace-migrations';
import { adoptServerDoc, currentDoc, currentModel, keepLocalDoc } from './workspace-model';

export const remoteChange = proxy({ pending: null as null | { doc: WorkspaceDoc; layoutName: string } });

const sameLayout = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function checkRemoteWorkspace(): Promise<void> {
  const res = await fetchAppState().catch(() => null);
  const remote = migrateWorkspaceDoc((res?.data as Record<string, unknown> | null)?.[WORKSPACE_KEY]);
  const mine = currentDoc();
  if (!remote || remote.savedAt <= mine.savedAt) return;
  const theirs = remote.layouts.find((l) => l.id === mine.active);
  const name = mine.layouts.find((l) => l.id === mine.active)?.name ?? 'This layout';
  // Only the layout on screen matters here; the others are read when switched to after a reload.
  if (theirs && sameLayout(theirs.model.layout, currentModel().toJson().layout)) return;
  remoteChange.pending = { doc: ref(remote), layoutName: name };
}

export function showTheirs(): void {
  const p = remoteChange.pending;
  remoteChange.pending = null;
  if (p) adoptServerDoc(p.doc);
}

export function keepMine(): void {
  remoteChange.pending = null;
  keepLocalDoc();
}

/** Checks now and then while the page is open; returns the stop. */
export function watchRemoteWorkspace(intervalMs = 10_000): () => void {
  const check = () => void checkRemoteWorkspace();
  const t = setInterval(check, intervalMs);
  window.addEventListener('focus', check);
  return () => {
    clearInterval(t);
    window.removeEventListener('focus', check);
  };
}
