/**
 * Carrying out what the assistant asked for (the offline interpreter's actions and the model's
 * workspace tool calls alike) with the workspace's own verbs: open a route's pane (its guard, its
 * placement, pinned to a well, on its own period), run a palette verb, select a well or a period.
 * Each run returns one line per action and an undo that puts the workspace and the selection back.
 */
import { routeById } from '../../commands/routes';
import type { VerbPlacement } from '../../commands/verb-types';
import { verbById } from '../../commands/verbs';
import type { ClientAction } from '../../domain/assistant/chat-api';
import type { Period } from '../../state/period';
import { selectPeriod, selection } from '../../state/selection';
import { workspace } from '../../state/workspace';
import type { TabConfig } from '../../state/workspace-doc';
import { selectWell } from '../selection/select-well';
import { openRoute } from '../workspace/open-route';
import { presetById, presetPeriod } from '../workspace/period-presets';
import { closeTab, focusTab } from '../workspace/tiling';
import { setTabConfig } from '../workspace/workspace-model';
import type { AssistantAction, Interpreter, PeriodAsk } from './interpret';

export interface ActionLine {
  text: string;
  ok: boolean;
}

export interface ActionRun {
  lines: ActionLine[];
  /** Puts back the tabs and the selection as they were; null when nothing changed. */
  undo: (() => Promise<void>) | null;
}

/** One turn of the event loop and a frame: the router renders the URL the last change put in the address bar. */
const settle = () => new Promise<void>((r) => setTimeout(() => (typeof requestAnimationFrame === 'undefined' ? r() : requestAnimationFrame(() => r())), 0));

function periodOf(ask: PeriodAsk, nowS = Math.floor(Date.now() / 1000)): Period | null {
  if ('preset' in ask) {
    const p = presetById(ask.preset);
    return p ? presetPeriod(p, nowS, selection.well) : null;
  }
  return {
    start_date: ask.startS,
    end_date: ask.endS,
    start_depth: null,
    end_depth: null,
    autoUpdate: false,
    source: { type: 'user', params: { said: ask.label } },
  };
}

/** A server action in the interpreter's terms: the screen found as the palette would find it. */
export function fromClientAction(a: ClientAction, interpreter: Interpreter): AssistantAction | string {
  switch (a.kind) {
    case 'open': {
      const screen = interpreter.findScreen(a.screen);
      if (!screen) return `No screen called “${a.screen}” in the palette`;
      const preset = a.period ? presetById(a.period) : undefined;
      return {
        kind: 'open',
        routeId: screen.routeId,
        label: screen.label,
        placement: a.placement,
        well: a.well,
        period: preset ? { preset: preset.id, label: preset.label } : null,
      };
    }
    case 'selectWell':
      return { kind: 'selectWell', well: a.well };
    case 'selectPeriod': {
      const p = presetById(a.period);
      return p ? { kind: 'selectPeriod', period: { preset: p.id, label: p.label } } : `No period ${a.period}`;
    }
  }
}

/** Required route parameters other than the well, filled with the route's first choice (a view). */
function defaultParams(routeId: string): Record<string, string> {
  const r = routeById(routeId);
  const out: Record<string, string> = {};
  for (const p of r.params) if (!p.optional && p.name !== 'well_uid' && r.choices[p.name]?.length) out[p.name] = r.choices[p.name][0].value;
  return out;
}

/**
 * Run the actions in order. Panes open beside the tab `besideTabId` (the chat) first, then each
 * beside the one opened before, so "A next to B" reads left to right.
 */
export async function runActions(actions: readonly AssistantAction[], besideTabId: string | null): Promise<ActionRun> {
  const before = { tabs: { ...workspace.tabs } as Record<string, TabConfig>, wellId: selection.wellId, period: selection.period };
  const lines: ActionLine[] = [];
  if (besideTabId && workspace.tabs[besideTabId]) focusTab(besideTabId);
  for (const a of actions) {
    switch (a.kind) {
      case 'open': {
        const known = new Set(Object.keys(workspace.tabs));
        const period = a.period ? (periodOf(a.period) ?? undefined) : undefined;
        const why = await openRoute({ routeId: a.routeId, params: defaultParams(a.routeId), placement: a.placement, pin: a.well ?? undefined, period });
        const what = `${a.label}${a.well ? ` of ${a.well.name}` : ''}`;
        if (why) {
          lines.push({ text: `Could not open ${what}: ${why}`, ok: false });
          break;
        }
        // The new tab gets the focus, so the next pane goes beside it; the address bar and the
        // router take this pane's URL before the next one opens (else the URL would open it again).
        const added = Object.keys(workspace.tabs).find((id) => !known.has(id));
        if (added) focusTab(added);
        await settle();
        lines.push({ text: `Opened ${what}${a.period ? `, ${a.period.label.toLowerCase()}` : ''} (${PLACEMENT_WORDS[a.placement]})`, ok: true });
        break;
      }
      case 'verb': {
        const verb = verbById(a.verbId);
        const why = verb ? (verb.when?.() ?? null) : 'No such command';
        if (why || !verb) lines.push({ text: `Could not run ${a.label}: ${why}`, ok: false });
        else {
          await verb.run({ placement: 'focused', fromKeys: false });
          lines.push({ text: `Ran ${a.label}`, ok: true });
        }
        break;
      }
      case 'selectWell': {
        const ok = await selectWell(a.well.id);
        lines.push({ text: ok ? `Selected ${a.well.name}` : `Could not select ${a.well.name}`, ok });
        break;
      }
      case 'selectPeriod': {
        const period = periodOf(a.period);
        if (!selection.wellId || !period) lines.push({ text: `Could not select ${a.period.label.toLowerCase()}: select a well first`, ok: false });
        else {
          selectPeriod(selection.wellId, period);
          lines.push({ text: `Selected ${a.period.label.toLowerCase()}`, ok: true });
        }
        break;
      }
    }
  }
  if (!lines.some((l) => l.ok)) return { lines, undo: null };
  const undo = async () => {
    for (const id of Object.keys(workspace.tabs)) if (!(id in before.tabs)) closeTab(id);
    for (const [id, c] of Object.entries(before.tabs)) if (workspace.tabs[id] && workspace.tabs[id] !== c) setTabConfig(id, c);
    if (before.wellId && before.wellId !== selection.wellId) await selectWell(before.wellId);
    if (before.wellId && before.period && selection.period !== before.period) selectPeriod(before.wellId, before.period);
    if (besideTabId && workspace.tabs[besideTabId]) focusTab(besideTabId);
  };
  return { lines, undo };
}

const PLACEMENT_WORDS: Record<VerbPlacement, string> = {
  split: 'to the right',
  splitDown: 'below',
  tab: 'in a new tab',
  focused: 'in place',
};
