/**
 * The command list every keyboard surface reads: route commands and verbs side by side, each with
 * its effective binding, its availability (and why not) and how to run it. The key handler, the
 * palette and the cheat sheet all go through here, so a disabled command is disabled everywhere.
 */
import { effectiveBindings, type Binding } from '../../commands/keymap';
import { hrefFor } from '../../commands/resolve-url';
import { routeCommands, type RouteCommand } from '../../commands/route-commands';
import { routeById } from '../../commands/routes';
import type { Verb, VerbGroup } from '../../commands/verb-types';
import { verbById } from '../../commands/verbs';
import { go } from '../../app/navigation';
import { notify } from '../../state/notifications';
import { selection } from '../../state/selection';
import { focusActiveTile } from '../workspace/dom-focus';
import { whyNotOpen } from '../workspace/open-route';
import { workspace } from '../../state/workspace';
import { keymapOverrides } from './keymap-overrides';

export type CommandRef = { kind: 'route'; command: RouteCommand } | { kind: 'verb'; verb: Verb };

export function commandRef(id: string): CommandRef | undefined {
  const v = verbById(id);
  if (v) return { kind: 'verb', verb: v };
  const c = routeCommands.find((r) => r.id === id);
  return c ? { kind: 'route', command: c } : undefined;
}

/** "Open Dashboards · Drilling": route commands carry their area, so the three Dashboards differ. */
export const commandLabel = (ref: CommandRef): string =>
  ref.kind === 'verb' ? ref.verb.label : `Open ${ref.command.label}${ref.command.context ? ` · ${ref.command.context}` : ''}`;
export const commandGroup = (ref: CommandRef): VerbGroup | 'Open' => (ref.kind === 'verb' ? ref.verb.group : 'Open');

/** Why the command cannot run now, or null. */
export function whyNot(ref: CommandRef): string | null {
  if (ref.kind === 'verb') return ref.verb.when?.() ?? null;
  return whyNotOpen(ref.command.routeId);
}

/** The effective bindings now (defaults with the user's overrides). */
export function currentBindings(): Binding[] {
  return effectiveBindings(keymapOverrides.overrides).bindings;
}

export function bindingOf(id: string, list: readonly Binding[] = currentBindings()): string | undefined {
  return list.find((b) => b.commandId === id)?.keys;
}

/**
 * Run a command from its key. A route shortcut goes to the route's URL (which focuses its pane if
 * one is open, else opens it in the focused tile); a command that cannot run says why.
 */
export function runFromKeys(ref: CommandRef): void {
  const why = whyNot(ref);
  const label = ref.kind === 'verb' ? ref.verb.label.replace(/…$/, '') : ref.command.label;
  if (why) return void notify('warning', `${label}: ${why}`);
  if (ref.kind === 'verb') {
    const before = workspace.focusedTabId;
    void ref.verb.run({ placement: 'focused', fromKeys: true });
    // Keyboard focus follows a tile focused from the keyboard, so the next keys start there.
    if (workspace.focusedTabId !== before) focusActiveTile();
    return;
  }
  const href = hrefFor(ref.command.routeId, { well_uid: selection.wellId });
  if (!href) return void notify('info', `${label}: select a well first`);
  void go(href);
}
export { routeById };
