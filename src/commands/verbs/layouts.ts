import { openPalette } from '../../features/palette/palette-state';
import { dashboardAreaOfPane, SYSTEM_TEMPLATE_MESSAGE } from '../../features/workspace/dashboard-templates';
import { copyDashboard, DASHBOARD_PARAM, deleteDashboard, renameDashboard, resolveDashboard } from '../../features/workspace/dashboards';
import { activeLayoutName, renameLayout, saveLayoutAs, setLinkCursors } from '../../features/workspace/layouts';
import { shareLayoutLink } from '../../features/workspace/share-layout';
import { updateFocused } from '../../features/workspace/tiling';
import { notify } from '../../state/notifications';
import { workspace } from '../../state/workspace';
import type { Verb } from '../verb-types';

/** The dashboard the focused pane shows, when it is a dashboards pane. */
function focusedDashboard() {
  const c = workspace.focusedTabId ? workspace.tabs[workspace.focusedTabId] : undefined;
  const area = c ? dashboardAreaOfPane(c.pane) : null;
  return c && area ? resolveDashboard(area, c.params[DASHBOARD_PARAM]) : null;
}
const notDashboard = 'The focused pane is not a dashboard';
const userDashboard = (): string | null => {
  const d = focusedDashboard();
  return !d ? notDashboard : d.kind === 'template' ? SYSTEM_TEMPLATE_MESSAGE : null;
};
const moreThanOneLayout = (): string | null => (workspace.layouts.length > 1 ? null : 'There is only one layout');

export const layoutVerbs: Verb[] = [
  {
    id: 'layout.saveAs',
    label: 'Save layout as…',
    group: 'Layouts and dashboards',
    keywords: ['named layout', 'workspace', 'save arrangement'],
    run: () =>
      openPalette({ kind: 'text', title: 'Save layout as', placeholder: 'Name of the layout, e.g. "Two wells"', submit: (name) => saveLayoutAs(name) }),
  },
  {
    id: 'layout.switch',
    label: 'Switch layout…',
    group: 'Layouts and dashboards',
    keywords: ['named layouts', 'workspaces'],
    keys: 'Alt+KeyL',
    run: () => openPalette({ kind: 'layouts', title: 'Switch to layout', action: 'switch' }),
  },
  {
    id: 'layout.rename',
    label: 'Rename this layout…',
    group: 'Layouts and dashboards',
    keywords: ['named layout'],
    run: () =>
      openPalette({
        kind: 'text',
        title: `Rename layout "${activeLayoutName()}"`,
        placeholder: 'New name',
        initial: activeLayoutName(),
        submit: (name) => renameLayout(workspace.activeLayoutId, name),
      }),
  },
  {
    id: 'layout.share',
    label: 'Copy a link to this layout',
    group: 'Layouts and dashboards',
    keywords: ['share', 'send', 'workspace link', 'colleague'],
    when: () => (workspace.focusedTabId ? null : 'Nothing is open to share'),
    run: () => shareLayoutLink(),
  },
  {
    id: 'layout.delete',
    label: 'Delete a layout…',
    group: 'Layouts and dashboards',
    keywords: ['remove named layout'],
    when: moreThanOneLayout,
    run: () => openPalette({ kind: 'layouts', title: 'Delete layout', action: 'delete' }),
  },
  {
    id: 'workspace.linkCursors',
    label: 'Link cursors of panes of the same well',
    group: 'Layouts and dashboards',
    keywords: ['linked cursor', 'md cursor', 'time cursor', 'crosshair', 'sync'],
    when: () => (workspace.linkCursors ? 'Cursors are linked already' : null),
    run: () => setLinkCursors(true),
  },
  {
    id: 'workspace.unlinkCursors',
    label: 'Unlink cursors of panes',
    group: 'Layouts and dashboards',
    keywords: ['linked cursor', 'independent'],
    when: () => (workspace.linkCursors ? null : 'Cursors are not linked'),
    run: () => setLinkCursors(false),
  },
  {
    id: 'dashboard.choose',
    label: 'Show another dashboard…',
    group: 'Layouts and dashboards',
    keywords: ['dashboards', 'templates', 'widgets'],
    when: () => (focusedDashboard() ? null : notDashboard),
    run: () => openPalette({ kind: 'dashboards', title: 'Show dashboard' }),
  },
  {
    id: 'dashboard.copy',
    label: 'Copy this dashboard to customise it',
    group: 'Layouts and dashboards',
    keywords: ['duplicate', 'template', 'customize', 'make a copy'],
    when: () => (focusedDashboard() ? null : notDashboard),
    run: () => {
      const d = focusedDashboard();
      if (!d) return;
      const id = copyDashboard(d);
      updateFocused((c) => ({ ...c, params: { ...c.params, [DASHBOARD_PARAM]: id } }));
      notify('success', `Copied: you can now change "${workspace.dashboards.find((x) => x.id === id)?.name}"`);
    },
  },
  {
    id: 'dashboard.addWidget',
    label: 'Add a widget to this dashboard…',
    group: 'Layouts and dashboards',
    keywords: ['widget', 'customise dashboard'],
    when: userDashboard,
    run: () => {
      const d = focusedDashboard();
      if (d?.kind === 'user') openPalette({ kind: 'widgets', title: `Add a widget to "${d.dashboard.name}"`, dashboardId: d.dashboard.id });
    },
  },
  {
    id: 'dashboard.rename',
    label: 'Rename this dashboard…',
    group: 'Layouts and dashboards',
    when: userDashboard,
    run: () => {
      const d = focusedDashboard();
      if (d?.kind === 'user')
        openPalette({
          kind: 'text',
          title: 'Rename dashboard',
          placeholder: 'New name',
          initial: d.dashboard.name,
          submit: (name) => renameDashboard(d.dashboard.id, name),
        });
    },
  },
  {
    id: 'dashboard.delete',
    label: 'Delete this dashboard',
    group: 'Layouts and dashboards',
    when: userDashboard,
    run: () => {
      const d = focusedDashboard();
      if (d?.kind !== 'user') return;
      updateFocused((c) => ({ ...c, params: { ...c.params, [DASHBOARD_PARAM]: d.dashboard.copiedFrom ?? '' } }));
      deleteDashboard(d.dashboard.id);
    },
  },
];
