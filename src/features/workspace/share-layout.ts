/**
 * A layout shared as a link (ARCHITECTURE "The workspace"): the layout on screen is saved as a
 * fragment (POST /backstore/fragment/share) and the link is the focused pane's URL with
 * `shared_layout=<fragment id>`. Whoever opens it gets their own copy of the layout, named after it,
 * on screen; the parameter then leaves the address bar. Panes the receiver may not open say so in
 * their tiles, as any pane does.
 */
import type { IJsonModel } from 'flexlayout-react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/request';
import { shareFragment } from '../../api/app-state';
import { notify } from '../../state/notifications';
import { activeLayoutName, addLayout } from './layouts';
import { currentDoc, currentModel } from './workspace-model';

export const SHARED_LAYOUT_QUERY = 'shared_layout';

interface LayoutFragment {
  kind: 'layout';
  name: string;
  model: IJsonModel;
}

const isLayoutFragment = (f: unknown): f is LayoutFragment => {
  const x = f as LayoutFragment | null;
  return !!x && x.kind === 'layout' && typeof x.name === 'string' && !!x.model?.layout;
};

export async function shareLayoutLink(): Promise<void> {
  const fragment: LayoutFragment = { kind: 'layout', name: activeLayoutName(), model: currentModel().toJson() };
  const { data } = await shareFragment(fragment as unknown as Record<string, unknown>);
  const u = new URL(window.location.href);
  u.searchParams.set(SHARED_LAYOUT_QUERY, data.id);
  const link = u.toString();
  try {
    await navigator.clipboard.writeText(link);
    notify('success', `Link to the layout "${fragment.name}" copied`);
  } catch {
    notify('info', `Link to the layout "${fragment.name}": ${link}`, { timeoutMs: null });
  }
}

const opened = new Set<string>();

/** The link's layout as a named layout of one's own, on screen; then the parameter leaves the URL. */
export async function openSharedLayout(fragmentId: string): Promise<void> {
  if (opened.has(fragmentId)) return;
  opened.add(fragmentId);
  try {
    const { data } = await api.get<{ data: { fragment: unknown } }>(`backstore/fragment/${encodeURIComponent(fragmentId)}`, {}, { hideMessage: true });
    if (!isLayoutFragment(data.fragment)) throw new Error('not a layout');
    const taken = new Set(currentDoc().layouts.map((l) => l.name.toLocaleLowerCase()));
    let name = `${data.fragment.name} (shared)`;
    for (let n = 2; taken.has(name.toLocaleLowerCase()); n++) name = `${data.fragment.name} (shared ${n})`;
    const error = addLayout(name, data.fragment.model);
    if (error) throw new Error(error);
    notify('success', `Opened the shared layout as "${name}"`);
  } catch {
    notify('warning', 'This shared layout cannot be opened');
  } finally {
    const u = new URL(window.location.href);
    u.searchParams.delete(SHARED_LAYOUT_QUERY);
    navigate(u.pathname + u.search, { replace: true });
  }
}
