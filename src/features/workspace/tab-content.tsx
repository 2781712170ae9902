/**
 * One tab's content: the pane instance in a <PaneHost>, told whether it is on screen and focused
 * (PaneActivityProvider). A background tab, or any tab hidden behind a zoomed tile, gets
 * visible=false and must not poll or draw. The pane re-mounts when its instance changes (the tile
 * navigated) or on refresh; focus and visibility changes only reach the context.
 */
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { PaneHost } from '../../panes/pane-host';
import { workspace } from '../../state/workspace';
import { PaneActivityProvider } from './pane-activity';
import { instanceKey } from './pane-href';
import { PaneParamsProvider } from './pane-params';
import { setTabConfig } from './workspace-model';

export function TabContent({ tabId }: { tabId: string }) {
  const snap = useSnapshot(workspace);
  const config = snap.tabs[tabId];
  const visible = snap.visible[tabId] === true;
  const focused = snap.focusedTabId === tabId;
  const refresh = snap.refresh[tabId] ?? 0;
  const activity = useMemo(() => ({ visible, focused, instanceId: tabId }), [visible, focused, tabId]);
  const key = config ? `${instanceKey(config)}#${refresh}` : '';
  const host = useMemo(() => (config ? <PaneHost key={key} instance={config} /> : null), [key]);
  // A pane's own configuration is its tab's params: saved with the layout.
  const setParams = useCallback(
    (params: Record<string, string>) => {
      const c = workspace.tabs[tabId];
      if (c) setTabConfig(tabId, { ...c, params });
    },
    [tabId],
  );
  if (!config) return null;
  return (
    <div className="ds-tab-content" data-tab-id={tabId} data-tab-visible={visible} data-tab-focused={focused} tabIndex={-1}>
      <PaneActivityProvider value={activity}>
        <PaneParamsProvider value={setParams}>{host}</PaneParamsProvider>
      </PaneActivityProvider>
    </div>
  );
}
