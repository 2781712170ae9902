/**
 * The tiling workspace in the shell's main area: flexlayout's Layout over the workspace model, one
 * <PaneHost> per tab (TabContent), tile numbers and pinned-well names in the tab strips, the
 * address bar kept on the focused pane, and the layout loaded for the signed-in user and reconciled
 * with the server's copy.
 */
import { Layout, type ITabRenderValues, type ITabSetRenderValues, type TabNode, type TabSetNode, type BorderNode } from 'flexlayout-react';
import 'flexlayout-react/style/light.css';
import { useEffect, useMemo } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import type { RouteDef } from '../../commands/route-types';
import { appState } from '../../state/app-state';
import { selection } from '../../state/selection';
import { session } from '../../state/session';
import { bumpRefresh, workspace } from '../../state/workspace';
import { WORKSPACE_KEY } from '../../state/workspace-doc';
import { AUTO_REFRESH } from '../../domain/constants/display';
import { preferences } from '../../state/preferences';
import { applyUrl, syncAddressBar } from './address-bar';
import { RemoteChangeNotice } from './remote-change-notice';
import { watchRemoteWorkspace } from './remote-changes';
import { EmptyTile } from './empty-tile';
import { TabContent } from './tab-content';
import { SHARED_LAYOUT_QUERY, openSharedLayout } from './share-layout';
import { TabTitle } from './tab-title';
import { currentModel, initWorkspace, reconcileWithServer } from './workspace-model';
import './workspace-theme.css';

export interface WorkspaceHostProps {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
  search: string;
}

export function WorkspaceHost({ route, params, search }: WorkspaceHostProps) {
  const { user } = useSnapshot(session);
  const { modelEpoch, kiosk } = useSnapshot(workspace);
  const { loaded } = useSnapshot(appState);
  // Before the first Layout render: the user's own workspace, from this browser's copy.
  useMemo(() => user && initWorkspace(String(user.id)), [user]);

  // The server's copy, once per page: the newer one wins; then the URL is applied to what is shown.
  useEffect(() => {
    if (loaded && reconcileWithServer(appState.config[WORKSPACE_KEY])) applyUrl(route, params, search);
    // route/params/search are read at that moment on purpose; the effect below follows them.
  }, [loaded]);

  useEffect(() => applyUrl(route, params, search), [route, params, search, modelEpoch]);

  // Auto-refresh (spec 9.6): every pane on screen loads afresh at the chosen interval.
  const { auto_refresh: autoRefresh } = useSnapshot(preferences);
  useEffect(() => {
    const ms = AUTO_REFRESH.find((a) => a.id === autoRefresh)?.ms ?? null;
    if (!ms) return;
    const t = setInterval(() => Object.keys(workspace.tabs).forEach(bumpRefresh), ms);
    return () => clearInterval(t);
  }, [autoRefresh]);

  // Another browser of the same user may change the layout on screen: offered, never forced.
  useEffect(() => (loaded ? watchRemoteWorkspace() : undefined), [loaded]);

  // A layout shared as a link: once the server's copy is settled, so it lands in the user's layouts.
  const shared = new URLSearchParams(search).get(SHARED_LAYOUT_QUERY);
  useEffect(() => {
    if (shared && loaded) void openSharedLayout(shared);
  }, [shared, loaded]);

  useEffect(() => {
    const stopWorkspace = subscribe(workspace, syncAddressBar);
    const stopSelection = subscribe(selection, syncAddressBar);
    return () => {
      stopWorkspace();
      stopSelection();
    };
  }, []);

  const model = useMemo(() => currentModel(), [modelEpoch]);
  return (
    <div className={`ds-workspace${kiosk ? ' ds-kiosk' : ''}`} data-workspace data-layout-id={workspace.activeLayoutId}>
      <RemoteChangeNotice />
      <Layout
        key={modelEpoch}
        model={model}
        factory={factory}
        onRenderTab={renderTab}
        onRenderTabSet={renderTabSet}
        onTabSetPlaceHolder={placeholder}
        invalidateTabContentOnParentRender={false}
        realtimeResize={false}
        keyMap={{ closeTab: undefined, renameTab: undefined }}
      />
    </div>
  );
}

const factory = (node: TabNode) => <TabContent tabId={node.getId()} />;

function renderTab(node: TabNode, values: ITabRenderValues): void {
  values.content = <TabTitle tabId={node.getId()} />;
}

function renderTabSet(node: TabSetNode | BorderNode, values: ITabSetRenderValues): void {
  const n = workspace.tileNumbers[node.getId()];
  if (n)
    values.leading = (
      <span className="ds-tile-number" data-tile-number={n} title={`Tile ${n} (Alt+${n})`}>
        {n}
      </span>
    );
  if (workspace.kiosk) {
    values.buttons = [];
    values.stickyButtons = [];
  }
}

const placeholder = () => <EmptyTile />;
