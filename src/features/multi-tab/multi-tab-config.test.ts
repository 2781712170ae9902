/**
 * The Multi-Tab's configuration: its tabs as a param (slugs), read back the same, edited by the
 * keyboard verbs' functions, and saved with a dashboard's layout exactly as the dashboard pane saves
 * a widget's params (flexlayout's updateNodeAttributes, toJson, JSON, fromJson).
 */
import { Actions, Model, type IJsonModel, type TabNode } from 'flexlayout-react';
import { describe, expect, it } from 'vitest';
import { builtPanes } from '../../panes/registry';
import type { TabConfig } from '../../state/workspace-doc';
import { addWidgetTab } from '../workspace/dashboard-templates';
import { DEFAULT_TABS, MAX_TABS, MULTI_TAB_PANE, TABS_PARAM, addTab, formatTabs, moveTab, parseTabs, removeTab, whyNotAdd, withTabs } from './multi-tab-config';

describe('Multi-Tab configuration', () => {
  it('reads its tabs from the param: slugs in order, each once, catalogue widgets only, never a Multi-Tab', () => {
    expect(parseTabs('rig-status,section-summary-hub')).toEqual(['widget.rig-status', 'widget.section-summary-hub']);
    expect(parseTabs(' rig-status , nope, rig-status,multi-tab-widget,data-grid')).toEqual(['widget.rig-status', 'widget.data-grid']);
    expect(parseTabs('')).toEqual([]);
    const many = Array.from(
      { length: 20 },
      (_, i) =>
        [
          'rig-status',
          'data-grid',
          'solid-gauge',
          'run-summary',
          'time-journal',
          'mud-reports',
          'hazards',
          'well-notes',
          'zones',
          'corrections',
          'slidesheet',
          'auto-time-log',
          'daily-costs',
          'afe-curve',
        ][i % 14],
    );
    expect(parseTabs(many.join(','))).toHaveLength(MAX_TABS);
  });

  it('a new Multi-Tab holds ready widgets only, so it is ready itself', () => {
    expect(parseTabs(undefined)).toEqual(DEFAULT_TABS);
    for (const id of DEFAULT_TABS) expect(id in builtPanes, id).toBe(true);
    expect(MULTI_TAB_PANE in builtPanes).toBe(true);
  });

  it('round-trips: format then parse gives the same tabs, other params kept', () => {
    const tabs = ['widget.section-summary-hub', 'widget.2d-plan-view', 'widget.troubles-npt'];
    expect(formatTabs(tabs)).toBe('section-summary-hub,2d-plan-view,troubles-npt');
    const params = withTabs({ well_uid: 'x' }, tabs);
    expect(params).toEqual({ well_uid: 'x', [TABS_PARAM]: 'section-summary-hub,2d-plan-view,troubles-npt' });
    expect(parseTabs(params[TABS_PARAM])).toEqual(tabs);
  });

  it('adds after the shown tab, removes, and moves clamped to the ends', () => {
    const t = ['widget.rig-status', 'widget.data-grid'];
    expect(addTab(t, 'widget.solid-gauge', 0)).toEqual(['widget.rig-status', 'widget.solid-gauge', 'widget.data-grid']);
    expect(addTab(t, 'widget.solid-gauge')).toEqual([...t, 'widget.solid-gauge']);
    expect(addTab(t, 'widget.rig-status')).toEqual(t);
    expect(whyNotAdd(t, 'widget.rig-status')).toBe('This widget is already a tab here');
    expect(whyNotAdd(t, MULTI_TAB_PANE)).toBe('A Multi-Tab cannot hold another Multi-Tab');
    expect(whyNotAdd(t, 'drilling.survey')).toMatch(/not a catalogue widget/);
    expect(removeTab(t, 0)).toEqual(['widget.data-grid']);
    expect(moveTab(t, 0, 1)).toEqual(['widget.data-grid', 'widget.rig-status']);
    expect(moveTab(t, 0, -1)).toEqual(t);
    expect(moveTab(t, 1, 5)).toEqual(t);
  });

  it('is saved with a user dashboard: the node config survives the model JSON and back', () => {
    const json: IJsonModel = addWidgetTab({ global: {}, borders: [], layout: { type: 'row', children: [] } }, MULTI_TAB_PANE);
    const model = Model.fromJson(json);
    let node: TabNode | null = null;
    model.visitNodes((n) => {
      if (n.getType() === 'tab') node = n as TabNode;
    });
    const tab = node as unknown as TabNode;
    const tabs = ['widget.troubles-npt', 'widget.section-summary-hub'];
    const c = tab.getConfig() as TabConfig;
    // What the dashboard's widget tab does when the Multi-Tab saves its params (dashboard-pane.tsx).
    model.doAction(Actions.updateNodeAttributes(tab.getId(), { config: { ...c, params: withTabs(c.params, tabs) } }));
    const saved = JSON.parse(JSON.stringify(model.toJson())) as IJsonModel;
    let back: TabConfig | null = null;
    Model.fromJson(saved).visitNodes((n) => {
      if (n.getType() === 'tab') back = (n as TabNode).getConfig() as TabConfig;
    });
    expect(back!.pane).toBe(MULTI_TAB_PANE);
    expect(parseTabs(back!.params[TABS_PARAM])).toEqual(tabs);
  });
});
