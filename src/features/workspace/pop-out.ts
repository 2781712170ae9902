/**
 * Pop-out: a tile in its own browser window (a second monitor, a wall display), rendered by the
 * single-widget route without chrome. The pane instance is shared as a fragment
 * (POST /backstore/fragment/share) and the window opens /well/{well}/widget/{fragment}/mode/popout/…;
 * the window is opened first, during the key press, so pop-up blockers let it through.
 *
 * The window shows the well the pane shows now: a following pane is pinned to it, since the
 * selection of this window does not reach the other one.
 */
import { shareFragment } from '../../api/app-state';
import { hrefFor } from '../../commands/resolve-url';
import { notify } from '../../state/notifications';
import { selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import type { TabConfig } from '../../state/workspace-doc';

export const POPOUT_MODE = 'popout';

/** The shared fragment: a pane instance, tagged so other fragment kinds can come later. */
export interface PaneFragment {
  kind: 'pane';
  instance: TabConfig;
}

/** The single-widget URL of a fragment or a widget slug. */
export function singleWidgetHref(fragmentId: string, wellId: string | null, stage: string, mode = POPOUT_MODE): string {
  return wellId
    ? hrefFor('single_widget.well', { well_uid: wellId, fragment_id: fragmentId, layout_mode: mode, well_stage: stage })!
    : hrefFor('single_widget.shared', { fragment_id: fragmentId, layout_mode: mode })!;
}

export async function popOut(tabId: string | null = workspace.focusedTabId): Promise<void> {
  const config = tabId ? workspace.tabs[tabId] : undefined;
  if (!config) return;
  // A well still being selected (a deep link opened a moment ago) is the one the pane is about to show.
  const wellId = config.well === 'follow' ? (selection.wellId ?? selection.nextWellId) : config.well;
  const win = window.open('about:blank', `drillspace-popout-${Date.now()}`, 'popup,width=1280,height=800');
  try {
    const fragment: PaneFragment = { kind: 'pane', instance: { ...config, well: wellId ?? 'follow' } };
    const { data } = await shareFragment(fragment as unknown as Record<string, unknown>);
    const url = singleWidgetHref(data.id, wellId, selection.stage);
    if (win) win.location.href = url;
    else notify('warning', 'The browser blocked the pop-out window: allow pop-ups for Drillspace and try again');
  } catch {
    win?.close();
  }
}
