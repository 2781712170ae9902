/**
 * The single-well dashboards route (/drilling/dashboards, /completions/dashboards,
 * /production/dashboards): a layout of widget panes. It shows the dashboard its `dashboard` param
 * names, else the area's first system template. System templates are read-only, with the spec's
 * message and a copy button; a copy is the user's to rearrange (drag, resize, close, add widgets
 * from the palette) and is saved with the workspace. Widgets show the dashboard's well and period.
 */
import {
  Badge,
  Button,
  Caption1,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Actions, Layout, Model, type IGlobalAttributes, type IJsonModel, type TabNode } from 'flexlayout-react';
import 'flexlayout-react/style/light.css';
import '../../features/workspace/workspace-theme.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { openPalette } from '../../features/palette/palette-state';
import { SYSTEM_TEMPLATE_MESSAGE, dashboardAreaOfPane, templatesOf } from '../../features/workspace/dashboard-templates';
import { DASHBOARD_PARAM, copyDashboard, resolveDashboard, saveDashboardModel, type ShownDashboard } from '../../features/workspace/dashboards';
import { PaneActivityProvider, usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneParamsProvider } from '../../features/workspace/pane-params';
import { setTabConfig } from '../../features/workspace/workspace-model';
import { workspace } from '../../state/workspace';
import type { TabConfig } from '../../state/workspace-doc';
import { PaneHost } from '../pane-host';
import type { PaneProps } from '../pane-types';

const READ_ONLY: IGlobalAttributes = {
  tabEnableClose: false,
  tabEnableDrag: false,
  tabEnableRename: false,
  tabSetEnableDrag: false,
  tabSetEnableDrop: false,
  tabSetEnableDivide: false,
  tabSetEnableMaximize: true,
  enableEdgeDock: false,
};
const EDITABLE: IGlobalAttributes = {
  tabEnableClose: true,
  tabEnableDrag: true,
  tabEnableRename: false,
  tabSetEnableDrag: true,
  tabSetEnableDrop: true,
  tabSetEnableMaximize: true,
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    flexWrap: 'wrap',
    flexShrink: 0,
  },
  title: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  description: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, flexShrink: 1 },
  spacer: { flexGrow: 1 },
  bar: { margin: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} 0` },
  body: { position: 'relative', flexGrow: 1, minHeight: 0 },
});

export default function DashboardPane({ paneType, instance, wellId }: PaneProps) {
  const s = useStyles();
  const area = dashboardAreaOfPane(paneType.id) ?? 'drilling';
  const { dashboards, kiosk } = useSnapshot(workspace);
  const activity = usePaneActivity();
  const shown = useMemo(() => resolveDashboard(area, instance.params[DASHBOARD_PARAM], workspace.dashboards), [area, instance.params, dashboards]);
  const template = shown.kind === 'template';
  const id = template ? shown.template.id : shown.dashboard.id;
  const name = template ? shown.template.name : shown.dashboard.name;

  /** Show another dashboard in this tile (it is the tile's param, so the URL says which). */
  const show = (next: string) => {
    const c = workspace.tabs[activity.instanceId];
    if (c) setTabConfig(activity.instanceId, { ...c, params: { ...c.params, [DASHBOARD_PARAM]: next } });
  };
  const copy = () => show(copyDashboard(shown));

  return (
    <div className={s.root} data-dashboard={id} data-dashboard-kind={shown.kind}>
      <div className={s.header}>
        <div className={s.title}>
          <Subtitle2>{name}</Subtitle2>
          <Badge appearance="tint" color={template ? 'informative' : 'brand'} size="small">
            {template ? 'System template' : 'Yours'}
          </Badge>
        </div>
        <Caption1 className={s.description}>
          {template ? shown.template.description : shown.dashboard.copiedFrom ? `Copied from ${nameOf(shown.dashboard.copiedFrom)}` : ''}
        </Caption1>
        <div className={s.spacer} />
        <DashboardMenu area={area} current={id} onShow={show} />
        {!template && (
          <Button size="small" onClick={() => openPalette({ kind: 'widgets', title: `Add a widget to "${name}"`, dashboardId: id })}>
            Add widget
          </Button>
        )}
        {!template && (
          <Button size="small" onClick={copy}>
            Duplicate
          </Button>
        )}
      </div>
      {template && !kiosk && (
        <MessageBar intent="info" className={s.bar} data-system-template-message>
          <MessageBarBody>{SYSTEM_TEMPLATE_MESSAGE}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" appearance="primary" onClick={copy}>
              Make a copy
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={s.body}>
        <DashboardLayout key={id} shown={shown} wellId={wellId} period={instance.period} parentVisible={activity.visible} parentId={activity.instanceId} />
      </div>
    </div>
  );
}

function nameOf(id: string): string {
  return (
    templatesOf('drilling')
      .concat(templatesOf('completions'), templatesOf('production'))
      .find((t) => t.id === id)?.name ??
    workspace.dashboards.find((d) => d.id === id)?.name ??
    'another dashboard'
  );
}

function DashboardMenu({ area, current, onShow }: { area: 'drilling' | 'completions' | 'production'; current: string; onShow: (id: string) => void }) {
  const { dashboards } = useSnapshot(workspace);
  const mine = dashboards.filter((d) => d.area === area);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle">
          Dashboards ▾
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>System templates</MenuGroupHeader>
            {templatesOf(area).map((t) => (
              <MenuItem key={t.id} disabled={t.id === current} onClick={() => onShow(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </MenuGroup>
          {mine.length > 0 && (
            <MenuGroup>
              <MenuGroupHeader>Yours</MenuGroupHeader>
              {mine.map((d) => (
                <MenuItem key={d.id} disabled={d.id === current} onClick={() => onShow(d.id)}>
                  {d.name}
                </MenuItem>
              ))}
            </MenuGroup>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

interface LayoutProps {
  shown: ShownDashboard;
  wellId: string | null;
  period: PaneProps['instance']['period'];
  parentVisible: boolean;
  parentId: string;
}

/** The widgets. A user dashboard's rearrangements are saved; a template's model is rebuilt unchanged. */
function DashboardLayout({ shown, wellId, period, parentVisible, parentId }: LayoutProps) {
  const editable = shown.kind === 'user';
  const lastSaved = useRef<string | null>(null);
  const json = JSON.stringify(shown.model);
  // Rebuilt when the stored dashboard changes from elsewhere (a widget added from the palette), not
  // when it is this layout's own change coming back.
  const [model, setModel] = useState(() => build(shown.model, editable));
  useEffect(() => {
    if (json !== lastSaved.current) setModel(build(JSON.parse(json) as IJsonModel, editable));
  }, [json, editable]);

  const factory = (node: TabNode) => <WidgetTab node={node} wellId={wellId} period={period} parentVisible={parentVisible} parentId={parentId} />;
  return (
    <div className="ds-workspace ds-dashboard" style={{ position: 'absolute', inset: 0 }}>
      <Layout
        model={model}
        factory={factory}
        realtimeResize={false}
        onModelChange={(m) => {
          if (!editable || shown.kind !== 'user') return;
          const next = m.toJson();
          lastSaved.current = JSON.stringify(next);
          saveDashboardModel(shown.dashboard.id, next);
        }}
      />
    </div>
  );
}

function build(json: IJsonModel, editable: boolean): Model {
  return Model.fromJson({ ...json, global: { ...json.global, ...(editable ? EDITABLE : READ_ONLY) } });
}

function WidgetTab({
  node,
  wellId,
  period,
  parentVisible,
  parentId,
}: {
  node: TabNode;
  wellId: string | null;
  period: PaneProps['instance']['period'];
  parentVisible: boolean;
  parentId: string;
}) {
  const [selected, setSelected] = useState(() => node.isSelected());
  useEffect(() => {
    node.setEventListener('visibility', (p: { visible: boolean }) => setSelected(p.visible));
    return () => node.removeEventListener('visibility');
  }, [node]);
  const config = node.getConfig() as TabConfig;
  const activity = useMemo(
    () => ({ visible: parentVisible && selected, focused: false, instanceId: `${parentId}/${node.getId()}` }),
    [parentVisible, selected, parentId, node],
  );
  const instance = useMemo(
    () => ({ pane: config.pane, params: config.params ?? {}, well: wellId ?? 'follow', period }),
    [config.pane, config.params, wellId, period],
  );
  // A widget's own configuration is its node's config: saved with a user dashboard (onModelChange).
  const setParams = useCallback(
    (params: Record<string, string>) => {
      const c = node.getConfig() as TabConfig;
      node.getModel().doAction(Actions.updateNodeAttributes(node.getId(), { config: { ...c, params } }));
    },
    [node],
  );
  return (
    <PaneActivityProvider value={activity}>
      <PaneParamsProvider value={setParams}>
        <PaneHost instance={instance} />
      </PaneParamsProvider>
    </PaneActivityProvider>
  );
}
