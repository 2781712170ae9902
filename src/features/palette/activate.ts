/**
 * What Enter on a palette entry does, with its modifiers: Enter opens in the focused tile,
 * Ctrl/Cmd+Enter in a new split, Shift+Enter in a new tab, Alt+Enter pinned to a well chosen on
 * the next page (whose own Enter then decides where). Returns true when the palette should close.
 */
import { routeById } from '../../commands/routes';
import type { VerbPlacement } from '../../commands/verb-types';
import { verbById } from '../../commands/verbs';
import { redirectTo } from '../../app/navigation';
import { urlWithWell } from '../../app/url-with-well';
import { notify } from '../../state/notifications';
import { selectPeriod, selection } from '../../state/selection';
import { selectWell } from '../selection/select-well';
import { addToComparison } from '../comparison/comparison-set';
import { DASHBOARD_PARAM, addWidgetToDashboard } from '../workspace/dashboards';
import { deleteLayout, switchLayout } from '../workspace/layouts';
import { needsWell, openRoute, openWidget, otherRequiredParams } from '../workspace/open-route';
import { presetById, presetPeriod } from '../workspace/period-presets';
import { updateFocused } from '../workspace/tiling';
import type { PaletteEntry } from './entries';
import { paramChoices } from './param-choices';
import { closePalette, currentPage, palette, pushPage, type PalettePage, type WellPurpose } from './palette-state';
import { focusActiveTile } from '../workspace/dom-focus';

export interface Modifiers {
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
}

export function placementOf(m: Modifiers): VerbPlacement {
  return m.ctrl ? 'split' : m.shift ? 'tab' : 'focused';
}

/** Selecting a well as the top bar's picker does: the route is replaced to carry it (spec 4 step 2). */
export function selectWellFromPalette(id: string): Promise<boolean> {
  return selectWell(id, {
    replaceRoute: (wellId) => {
      const next = urlWithWell(window.location.pathname, window.location.search, wellId);
      if (next) redirectTo(next);
    },
  });
}

/**
 * Ask for the route's other parameters one by one (a quick-pick where the values are known, text
 * otherwise), then for a well if needed, then open. A parameter naming a record of the well (a plan)
 * needs the well first, so the well is asked before it.
 */
function openRouteFlow(routeId: string, params: Record<string, string>, m: Modifiers, pin?: { id: string; name: string }): boolean {
  const route = routeById(routeId);
  const missing = otherRequiredParams(route).filter((p) => !params[p]);
  const choices = missing.length > 0 ? paramChoices(route, missing[0]) : null;
  const wellId = pin?.id ?? selection.wellId;
  if (choices?.kind === 'records' && !wellId) {
    pushPage({ kind: 'well', title: `${route.title}: which well?`, purpose: { kind: 'open', routeId, params, placement: m.alt ? null : placementOf(m) } });
    return false;
  }
  if (choices && choices.kind !== 'text') {
    const name = missing[0];
    pushPage({
      kind: 'choice',
      title: `${route.title}: ${choices.kind === 'records' ? choices.what : `which ${name.replace(/_/g, ' ')}?`}`,
      routeId,
      params,
      name,
      wellId: choices.kind === 'records' ? wellId : null,
      alt: m.alt,
      pin,
    });
    return false;
  }
  if (missing.length > 0) {
    const name = missing[0];
    pushPage({
      kind: 'text',
      title: `${route.title}: ${name.replace(/_/g, ' ')}`,
      placeholder: `The ${name.replace(/_/g, ' ')} to open`,
      submit: (text, placement) => {
        const value = text.trim();
        if (!value) return 'Required field';
        const done = openRouteFlow(routeId, { ...params, [name]: value }, { ctrl: placement === 'split', shift: placement === 'tab', alt: m.alt }, pin);
        return done ? null : '';
      },
    });
    return false;
  }
  if (m.alt && !pin) {
    pushPage({ kind: 'well', title: `${route.title}: pinned to which well?`, purpose: { kind: 'open', routeId, params, placement: null } });
    return false;
  }
  if (!pin && needsWell(route) && !selection.wellId) {
    pushPage({ kind: 'well', title: `${route.title}: which well?`, purpose: { kind: 'open', routeId, params, placement: placementOf(m) } });
    return false;
  }
  void openRoute({ routeId, params, placement: placementOf(m), pin }).then((why) => why && notify('warning', `${route.title}: ${why}`));
  return true;
}

/** Resolves true when the palette should close (false: the flow asked something more). */
async function chooseWell(purpose: WellPurpose, well: { id: string; name: string }, m: Modifiers): Promise<boolean> {
  if (purpose.kind === 'select') {
    await selectWellFromPalette(well.id);
    return true;
  }
  if (purpose.kind === 'pinFocused') {
    updateFocused((c) => ({ ...c, well: well.id, wellName: well.name }));
    return true;
  }
  if (purpose.kind === 'compare') {
    const why = await addToComparison(well.id);
    notify(why ? 'warning' : 'success', why ? `${well.name}: ${why}` : `${well.name} added to the comparison`);
    return true;
  }
  // Alt+Enter: pinned to the chosen well, placed by this Enter's modifiers.
  if (purpose.placement === null) return openRouteFlow(purpose.routeId, purpose.params, { ...m, alt: true }, well);
  // No well was selected and the route needs one: the chosen well becomes the selection.
  if (!(await selectWellFromPalette(well.id))) return true;
  return openRouteFlow(purpose.routeId, purpose.params, { ctrl: purpose.placement === 'split', shift: purpose.placement === 'tab', alt: false });
}

function closeToWorkspace(): void {
  if (!palette.open) return;
  closePalette();
  focusActiveTile();
}

export function activate(entry: PaletteEntry, m: Modifiers): boolean {
  if (entry.disabledReason) return false;
  const page: PalettePage = currentPage();
  const a = entry.action;
  switch (a.kind) {
    case 'verb': {
      const v = verbById(a.verbId);
      if (!v) return true;
      const depth = palette.pages.length;
      void v.run({ placement: placementOf(m), fromKeys: false });
      // A verb that asked something (pushed a page) keeps the palette open.
      return palette.pages.length === depth;
    }
    case 'route':
      return openRouteFlow(a.routeId, {}, m);
    case 'well': {
      const well = { id: String(a.well.id), name: a.well.name };
      if (page.kind !== 'well') {
        void selectWellFromPalette(well.id);
        return true;
      }
      // The flow may go on (a plan of that well to choose): the palette closes when it is done.
      void chooseWell(page.purpose, well, m).then((close) => close && closeToWorkspace());
      return false;
    }
    case 'layout':
      if (page.kind === 'layouts' && page.action === 'delete') {
        const why = deleteLayout(a.layoutId);
        if (why) notify('warning', why);
      } else switchLayout(a.layoutId);
      return true;
    case 'period': {
      const preset = presetById(a.presetId)!;
      const period = presetPeriod(preset, Math.floor(Date.now() / 1000), selection.well);
      if (!period) return true;
      if (page.kind === 'period' && page.target === 'focused') updateFocused((c) => ({ ...c, period }));
      else if (selection.wellId) selectPeriod(selection.wellId, period);
      return true;
    }
    case 'dashboard':
      updateFocused((c) => ({ ...c, params: { ...c.params, [DASHBOARD_PARAM]: a.dashboardId } }));
      return true;
    case 'widget':
      if (page.kind === 'widgets' && page.add) page.add(a.paneId);
      else if (page.kind === 'widgets' && page.dashboardId) addWidgetToDashboard(page.dashboardId, a.paneId);
      else if (page.kind !== 'widgets') void openWidget(a.paneId, placementOf(m)).then((why) => why && notify('warning', `${entry.label}: ${why}`));
      return true;
    case 'choice':
      if (page.kind === 'options') {
        const depth = palette.pages.length;
        const why = page.choose(a.value);
        if (why) palette.error = why;
        return !why && palette.pages.length === depth;
      }
      if (page.kind !== 'choice') return true;
      return openRouteFlow(page.routeId, { ...page.params, [page.name]: a.value }, { ...m, alt: page.alt }, page.pin);
  }
}
