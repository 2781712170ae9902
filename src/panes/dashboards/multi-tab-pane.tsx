/**
 * Multi-Tab widget: several catalogue widgets in one tile, as tabs; the shown tab renders the real
 * widget pane (PaneHost) for the Multi-Tab's well and period, the others are not mounted (hidden
 * panes do no work). Its tabs are its `tabs` param (features/multi-tab/multi-tab-config.ts), saved
 * where it sits (a layout's tab, a user dashboard) through usePaneParamsSetter; which tab is shown is
 * remembered per instance in local storage.
 *
 * Keyboard: in the tab strip ←/→ show another tab, Insert adds one (the palette's widget page),
 * Delete removes the shown tab, Ctrl+←/→ move it; the palette's "Multi-Tab: …" verbs do the same
 * from anywhere. Readiness as dashboards count it: the Multi-Tab is ready only when every tab is; a
 * tab whose widget is not built is marked in the strip, says so when shown (not-built-pane), and
 * the Multi-Tab says which tabs are not ready.
 */
import { Badge, Button, MessageBar, MessageBarBody, Tab, TabList, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_TABS, MULTI_TAB_PANE, TABS_PARAM, addTab, moveTab, parseTabs, removeTab, whyNotAdd, withTabs } from '../../features/multi-tab/multi-tab-config';
import { registerMultiTab, touchMultiTab } from '../../features/multi-tab/multi-tab-registry';
import { openPalette } from '../../features/palette/palette-state';
import { PaneActivityProvider, usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneParamsProvider, usePaneParamsSetter } from '../../features/workspace/pane-params';
import { notify } from '../../state/notifications';
import { local } from '../../state/storage';
import { PaneHost } from '../pane-host';
import { usePaneTypeLookup } from '../pane-registry-context';
import type { PaneInstance, PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 },
  strip: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingRight: tokens.spacingHorizontalS,
    flexShrink: 0,
    minWidth: 0,
  },
  tabs: { flexGrow: 1, minWidth: 0, overflowX: 'auto' },
  bar: { margin: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} 0`, flexShrink: 0 },
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, position: 'relative' },
  empty: { padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

const clamp = (i: number, n: number) => Math.max(0, Math.min(n - 1, Number.isInteger(i) ? i : 0));

export default function MultiTabPane(props: PaneProps) {
  const s = useStyles();
  const { visible, instanceId } = usePaneActivity();
  const setParams = usePaneParamsSetter();
  const lookup = usePaneTypeLookup();
  const activeKey = `dashboards.multi_tab_active.${instanceId}`;
  const [tabs, setTabs] = useState<string[]>(() => parseTabs(props.instance.params[TABS_PARAM]));
  const [active, setActiveState] = useState(() => clamp(local.get<number>(activeKey, 0), tabs.length));
  const root = useRef<HTMLDivElement>(null);

  const show = (i: number) => {
    setActiveState(i);
    local.set(activeKey, i);
  };
  /** A new tab list: shown now, saved in the params where the widget sits. */
  const change = (next: string[], nextActive: number) => {
    setTabs(next);
    show(clamp(nextActive, next.length));
    setParams?.(withTabs(props.instance.params, next));
  };

  // The verbs read the latest state through the handle.
  const state = useRef({ tabs, active });
  state.current = { tabs, active };
  const actions = {
    add: (paneId: string) => {
      const { tabs: t, active: a } = state.current;
      const why = whyNotAdd(t, paneId);
      if (why) return notify('warning', why);
      change(addTab(t, paneId, a), t.length ? a + 1 : 0);
    },
    remove: () => {
      const { tabs: t, active: a } = state.current;
      if (t.length) change(removeTab(t, a), a >= t.length - 1 ? a - 1 : a);
    },
    move: (delta: number) => {
      const { tabs: t, active: a } = state.current;
      change(moveTab(t, a, delta), clamp(a + delta, t.length));
    },
    select: (delta: number) => {
      const { tabs: t, active: a } = state.current;
      if (t.length) show((a + delta + t.length) % t.length);
    },
  };
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(
    () =>
      registerMultiTab({
        instanceId,
        element: () => root.current,
        tabs: () => state.current.tabs,
        active: () => state.current.active,
        add: (id) => latest.current.add(id),
        remove: () => latest.current.remove(),
        move: (d) => latest.current.move(d),
        select: (d) => latest.current.select(d),
      }),
    [instanceId],
  );

  const askToAdd = () =>
    openPalette({ kind: 'widgets', title: 'Add a tab to the Multi-Tab', add: (id) => latest.current.add(id), exclude: [MULTI_TAB_PANE, ...tabs] });

  const onStripKey = (e: KeyboardEvent) => {
    // Handled here, these keys must not reach the workspace's bindings (Delete closes the tile there).
    const stop = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    if (e.key === 'Insert' || (e.key === '+' && !e.ctrlKey && !e.metaKey && !e.altKey)) {
      stop();
      askToAdd();
    } else if (e.key === 'Delete' && !e.ctrlKey && !e.altKey && !e.shiftKey) {
      stop();
      actions.remove();
    } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && (e.ctrlKey || e.metaKey) && !e.altKey) {
      stop();
      actions.move(e.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const types = tabs.map((id) => lookup(id));
  const notReady = types.filter((t) => t && !t.ready).map((t) => t!.title);
  const shownId = tabs[active] ?? null;
  const child = useMemo<PaneInstance | null>(
    () => (shownId ? { pane: shownId, params: {}, well: props.wellId ?? 'follow', period: props.instance.period } : null),
    [shownId, props.wellId, props.instance.period],
  );
  const childActivity = useMemo(() => ({ visible, focused: false, instanceId: `${instanceId}/${shownId ?? ''}` }), [visible, instanceId, shownId]);

  return (
    <div
      ref={root}
      className={s.root}
      data-multi-tab={tabs.length}
      data-multi-tab-ready={notReady.length ? 'false' : 'true'}
      onFocusCapture={() => touchMultiTab(instanceId)}
      onPointerDownCapture={() => touchMultiTab(instanceId)}
    >
      <div className={s.strip} onKeyDown={onStripKey}>
        <TabList
          className={s.tabs}
          size="small"
          selectedValue={shownId ?? ''}
          onTabSelect={(_, d) => show(Math.max(0, tabs.indexOf(String(d.value))))}
          aria-label="Multi-Tab tabs: Insert adds, Delete removes, Ctrl+arrows move the shown tab"
        >
          {tabs.map((id, i) => (
            <Tab key={id} value={id} data-multi-tab-tab={id}>
              {types[i]?.title ?? id}
              {types[i] && !types[i]!.ready && (
                <Badge size="small" appearance="outline" color="warning" style={{ marginLeft: 4 }}>
                  not ready
                </Badge>
              )}
            </Tab>
          ))}
        </TabList>
        <Tooltip content="Add a tab (Insert)" relationship="label">
          <Button size="small" appearance="subtle" onClick={askToAdd} disabled={tabs.length >= MAX_TABS}>
            + Tab
          </Button>
        </Tooltip>
        <Tooltip content="Move the shown tab left (Ctrl+←)" relationship="label">
          <Button size="small" appearance="subtle" onClick={() => actions.move(-1)} disabled={active <= 0}>
            ◀
          </Button>
        </Tooltip>
        <Tooltip content="Move the shown tab right (Ctrl+→)" relationship="label">
          <Button size="small" appearance="subtle" onClick={() => actions.move(1)} disabled={active >= tabs.length - 1}>
            ▶
          </Button>
        </Tooltip>
        <Tooltip content="Remove the shown tab (Delete)" relationship="label">
          <Button size="small" appearance="subtle" onClick={actions.remove} disabled={!tabs.length}>
            ✕
          </Button>
        </Tooltip>
      </div>
      {notReady.length > 0 && (
        <MessageBar intent="warning" className={s.bar} data-multi-tab-not-ready>
          <MessageBarBody>Not ready: {notReady.join(', ')}. A Multi-Tab is ready only when every tab is; these widgets are not built yet.</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.body}>
        {child ? (
          <PaneActivityProvider value={childActivity}>
            {/* A tab's own settings have nowhere to be saved: its place in the layout is the Multi-Tab's. */}
            <PaneParamsProvider value={null}>
              <PaneHost key={child.pane} instance={child} />
            </PaneParamsProvider>
          </PaneActivityProvider>
        ) : (
          <div className={s.empty} data-pane-message="empty">
            No tabs: press Insert (or + Tab) to add a widget.
          </div>
        )}
      </div>
    </div>
  );
}
