/**
 * Every key binding, written once as a tinykeys string: route shortcuts in the manifest
 * (`command.keys`), workspace verbs in their declarations (`verbs/*.ts`). Bindings, the palette's
 * <kbd> labels, the cheat sheet and the key handler all derive from `bindings`, and from
 * `effectiveBindings` once the user's overrides (preferences `keymap`) are laid over them.
 */
import { routeCommands } from './route-commands';
import { verbs } from './verbs';

/** Verb command id → binding, from the verb declarations. */
export const verbKeys: Readonly<Record<string, string>> = Object.fromEntries(verbs.flatMap((v) => (v.keys ? [[v.id, v.keys]] : [])));

export interface Binding {
  commandId: string;
  keys: string;
}

/** The default bindings: every command that declares keys. */
export const bindings: readonly Binding[] = [
  ...routeCommands.flatMap((c) => (c.keys ? [{ commandId: c.id, keys: c.keys }] : [])),
  ...Object.entries(verbKeys).map(([commandId, keys]) => ({ commandId, keys })),
];

/** Every command id a binding may be given to (route commands and verbs). */
export const bindableCommandIds: readonly string[] = [...routeCommands.map((c) => c.id), ...verbs.map((v) => v.id)];
const bindable = new Set(bindableCommandIds);

/** User overrides: command id → tinykeys string, '' to unbind. */
export type KeymapOverrides = Readonly<Record<string, string>>;

export interface EffectiveKeymap {
  bindings: Binding[];
  /** Overrides that could not apply (unknown command, or keys another command holds), and why. */
  rejected: { commandId: string; keys: string; reason: string }[];
}

/**
 * Defaults with the user's overrides laid over them, never two commands on one binding. Overridden
 * commands give up their default first, so swapping two bindings works; an override that collides
 * with a binding still held is refused and its command keeps its default if that is free.
 */
export function effectiveBindings(overrides: KeymapOverrides = {}): EffectiveKeymap {
  const rejected: EffectiveKeymap['rejected'] = [];
  const byCommand = new Map<string, string>();
  const holder = new Map<string, string>();
  const take = (commandId: string, keys: string) => {
    byCommand.set(commandId, keys);
    holder.set(normaliseKeys(keys), commandId);
  };
  const overridden = new Set(Object.keys(overrides).filter((id) => bindable.has(id)));
  for (const b of bindings) if (!overridden.has(b.commandId)) take(b.commandId, b.keys);
  for (const id of Object.keys(overrides).sort()) {
    const keys = overrides[id].trim();
    if (!bindable.has(id)) {
      rejected.push({ commandId: id, keys, reason: 'No such command' });
      continue;
    }
    if (keys === '') continue;
    const other = holder.get(normaliseKeys(keys));
    if (other) rejected.push({ commandId: id, keys, reason: `${keys} is bound to ${other}` });
    else take(id, keys);
  }
  for (const r of rejected) {
    const def = bindings.find((b) => b.commandId === r.commandId);
    if (def && !byCommand.has(r.commandId) && !holder.has(normaliseKeys(def.keys))) take(def.commandId, def.keys);
  }
  return { bindings: [...byCommand].map(([commandId, keys]) => ({ commandId, keys })), rejected };
}

/** Canonical form for comparison: modifiers sorted, key lower-cased, per step of a sequence. */
export function normaliseKeys(keys: string): string {
  return keys
    .trim()
    .split(/\s+/)
    .map((step) => {
      const parts = step.split(/\b\+/);
      const key = keyName(parts.pop()!).toLowerCase();
      const mods = parts.map((m) => (m === 'Control' ? 'ctrl' : m === '$mod' ? (isMac ? 'meta' : 'ctrl') : m.toLowerCase())).sort();
      return [...mods, key].join('+');
    })
    .join(' ');
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Physical key codes ('KeyS', 'Digit1') read as the key printed on them. */
const keyName = (p: string) =>
  p
    .replace(/^Key([A-Z])$/, '$1')
    .replace(/^Digit(\d)$/, '$1')
    .replace(/^BracketLeft$/, '[')
    .replace(/^BracketRight$/, ']');

const ARROWS: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' };

/**
 * The <kbd> label of a binding: "Alt+Shift+KeyS" → "Alt+Shift+S" (⌥⇧S on a Mac). Bindings name
 * physical keys (KeyS) because Alt changes the character a key types on a Mac. A punctuation key
 * that needs Shift to type ("Shift+?") is labelled by its character alone.
 */
export function kbdLabel(keys: string): string {
  const mac: Record<string, string> = { Alt: '⌥', Shift: '⇧', Control: '⌃', Meta: '⌘', $mod: '⌘', Enter: '↩', Escape: 'Esc', Delete: '⌦', ...ARROWS };
  const other: Record<string, string> = { $mod: 'Ctrl', Control: 'Ctrl', Escape: 'Esc', Delete: 'Del', ...ARROWS };
  return keys
    .split(/\s+/)
    .map((step) => {
      const parts = step.split(/\b\+/);
      const key = parts[parts.length - 1];
      if (parts.length === 2 && parts[0] === 'Shift' && /^[^\w\s]$/.test(key)) return key;
      return parts.map((p) => (isMac ? (mac[p] ?? keyName(p).toUpperCase()) : (other[p] ?? keyName(p)))).join(isMac ? '' : '+');
    })
    .join(' then ');
}

/** Keys that edit text or move a caret: bound with any modifiers, they stay the field's while typing. */
const EDITING_KEYS = /^(Arrow(Left|Right|Up|Down)|Home|End|Page(Up|Down)|Backspace|Delete|Tab|Enter|Escape|Space)$/;

/**
 * Whether a binding may fire while the user types in a field. Only Ctrl/Cmd combinations with a
 * non-editing key do (the palette, apply, print): a single key, Shift with a key, or Alt with a key
 * would take a character or a caret move from the field (Alt+L types @ on a German Mac).
 */
export function firesWhileTyping(keys: string): boolean {
  const parts = keys.trim().split(/\b\+/);
  const key = parts[parts.length - 1];
  const mods = parts.slice(0, -1);
  const ctrlOrCmd = mods.some((m) => m === '$mod' || m === 'Control' || m === 'Meta');
  return ctrlOrCmd && !mods.includes('Alt') && !EDITING_KEYS.test(key);
}

/**
 * Browser and system keys a user binding may not take: the browser keeps them (new tab, close tab,
 * switch tab, reload, address bar, find), or the page would become hard to leave.
 */
const RESERVED = [
  '$mod+KeyT',
  '$mod+KeyW',
  '$mod+KeyN',
  '$mod+Shift+KeyT',
  '$mod+Shift+KeyN',
  '$mod+Shift+KeyW',
  '$mod+Tab',
  '$mod+Shift+Tab',
  '$mod+KeyL',
  '$mod+KeyR',
  '$mod+KeyF',
  '$mod+KeyQ',
  'F5',
  'F11',
  'F12',
  'Alt+ArrowLeft',
  'Alt+ArrowRight',
  'Alt+F4',
  'Tab',
  'Shift+Tab',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `$mod+Digit${n}`),
].map(normaliseKeys);

export const isReservedKeys = (keys: string): boolean => RESERVED.includes(normaliseKeys(keys));
