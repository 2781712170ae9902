/**
 * Keymap invariants: one binding per command and one command per binding, with the user's
 * overrides too; the spec's hotkeys (app-shell 9) all mean something; the palette shows every
 * command's binding; nothing takes a key the browser keeps or a key the user is typing.
 */
import { describe, expect, it } from 'vitest';
import {
  bindableCommandIds,
  bindings,
  effectiveBindings,
  firesWhileTyping,
  isReservedKeys,
  kbdLabel,
  normaliseKeys,
  type KeymapOverrides,
} from '../../src/commands/keymap';
import { verbs } from '../../src/commands/verbs';
import { HOTKEY_KEYS } from '../../src/domain/constants/session';
import { rootEntries } from '../../src/features/palette/entries';

const unique = (list: readonly { commandId: string; keys: string }[]) => {
  const seen = new Map<string, string>();
  for (const b of list) {
    const k = normaliseKeys(b.keys);
    expect(seen.get(k), `${b.keys} bound to ${seen.get(k)} and ${b.commandId}`).toBeUndefined();
    seen.set(k, b.commandId);
  }
};

/** A small deterministic generator, so a failure reproduces. */
function* pseudoRandom(seed: number) {
  let s = seed;
  for (;;) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    yield s / 2 ** 31;
  }
}

describe('the one keymap', () => {
  it('gives no two commands the same binding (defaults)', () => unique(bindings));

  it('keeps bindings unique whatever the user overrides: swaps, collisions, unbinding, unknown ids', () => {
    const swap: KeymapOverrides = { 'tile.split.right': 'Alt+KeyV', 'tile.split.down': 'Alt+KeyS' };
    const swapped = effectiveBindings(swap);
    unique(swapped.bindings);
    expect(swapped.rejected).toEqual([]);
    expect(swapped.bindings.find((b) => b.commandId === 'tile.split.right')?.keys).toBe('Alt+KeyV');

    // Taking a key another command still holds is refused; the command keeps its own default.
    const clash = effectiveBindings({ 'tile.zoom': 'Alt+KeyX' });
    unique(clash.bindings);
    expect(clash.rejected).toMatchObject([{ commandId: 'tile.zoom', keys: 'Alt+KeyX' }]);
    expect(clash.bindings.find((b) => b.commandId === 'tile.zoom')?.keys).toBe('Alt+Enter');
    expect(clash.bindings.find((b) => b.commandId === 'tile.close')?.keys).toBe('Alt+KeyX');

    // Modifier order and letter case are the same binding.
    expect(effectiveBindings({ 'tile.zoom': 'shift+alt+x' }).rejected).toHaveLength(1);

    const unbound = effectiveBindings({ 'tile.closeTab': '' });
    expect(unbound.bindings.some((b) => b.commandId === 'tile.closeTab')).toBe(false);
    expect(effectiveBindings({ 'no.such.command': 'Alt+KeyZ' }).rejected[0].reason).toBe('No such command');

    // Many random override sets, drawn from the keys already in use and a few free ones.
    const pool = [...bindings.map((b) => b.keys), 'Alt+KeyZ', 'Alt+KeyY', '$mod+KeyJ', 'F2', ''];
    const rnd = pseudoRandom(42);
    for (let round = 0; round < 300; round++) {
      const o: Record<string, string> = {};
      const n = Math.floor(rnd.next().value! * 12);
      for (let i = 0; i < n; i++) {
        const id = bindableCommandIds[Math.floor(rnd.next().value! * bindableCommandIds.length)];
        o[id] = pool[Math.floor(rnd.next().value! * pool.length)];
      }
      unique(effectiveBindings(o).bindings);
    }
  });

  it("binds the spec's hotkeys (1–4, A, S, R, X, Escape, Delete, Enter) to workspace verbs", () => {
    const bound = bindings.map((b) => b.keys);
    const key = (k: string) => (/^\d$/.test(k) ? `Digit${k}` : /^[A-Z]$/.test(k) ? `Key${k}` : k);
    for (const k of HOTKEY_KEYS) {
      const hits = bound.filter((b) => b.split('+').pop() === key(k));
      expect(hits.length, `nothing bound to ${k}`).toBeGreaterThan(0);
    }
    for (const n of [1, 2, 3, 4]) expect(bindings.find((b) => b.commandId === `tile.focus.${n}`)?.keys).toBe(`Alt+Digit${n}`);
  });

  it('takes no key the browser keeps (new tab, close tab, reload, back and forward…)', () => {
    for (const b of bindings) expect(isReservedKeys(b.keys), `${b.commandId}: ${b.keys}`).toBe(false);
    expect(isReservedKeys('Control+KeyW')).toBe(true);
    expect(isReservedKeys('Alt+ArrowLeft')).toBe(true);
  });

  it('never fires a single key, Shift or Alt binding while the user types; Ctrl/Cmd commands do', () => {
    for (const keys of ['Delete', 'Escape', 'Shift+?', 'Alt+KeyS', 'Alt+Digit1', 'Control+Shift+ArrowLeft', 'Alt+Shift+ArrowUp'])
      expect(firesWhileTyping(keys), keys).toBe(false);
    for (const keys of ['$mod+KeyK', '$mod+KeyS', '$mod+KeyP']) expect(firesWhileTyping(keys), keys).toBe(true);
    const single = bindings.filter((b) => !/(Alt|Control|Meta|\$mod)\+/.test(b.keys));
    expect(single.map((b) => b.keys).sort()).toEqual(['Delete', 'Escape', 'Shift+?']);
    for (const b of single) expect(firesWhileTyping(b.keys)).toBe(false);
  });

  it('shows every palette command with a binding with that binding, and the same label everywhere', () => {
    const entries = rootEntries({ bindings, whyNotRoute: () => null, wells: [], layouts: [], activeLayoutId: '' });
    const byId = new Map(entries.map((e) => [e.id, e]));
    let checked = 0;
    for (const b of bindings) {
      const e = byId.get(b.commandId);
      const verb = verbs.find((v) => v.id === b.commandId);
      if (verb && verb.palette === false) continue;
      expect(e, `${b.commandId} is not in the palette`).toBeDefined();
      expect(e!.kbd, b.commandId).toBe(kbdLabel(b.keys));
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
    // An override reaches the palette too.
    const over = effectiveBindings({ 'tile.zoom': 'Alt+KeyZ' }).bindings;
    const zoom = rootEntries({ bindings: over, whyNotRoute: () => null, wells: [], layouts: [], activeLayoutId: '' }).find((e) => e.id === 'tile.zoom');
    expect(zoom?.kbd).toBe(kbdLabel('Alt+KeyZ'));
  });

  it('labels keys as printed on them', () => {
    expect(kbdLabel('Shift+?')).toBe('?');
    expect(kbdLabel('Alt+Digit1')).toBe('Alt+1');
    expect(kbdLabel('Alt+Shift+ArrowLeft')).toBe('Alt+Shift+←');
    expect(kbdLabel('Alt+BracketRight')).toBe('Alt+]');
  });
});
