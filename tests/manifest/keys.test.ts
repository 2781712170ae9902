import { describe, expect, it } from 'vitest';
import { bindings, kbdLabel, normaliseKeys } from '../../src/commands/keymap';
import { routeCommands } from '../../src/commands/route-commands';

describe('keymap', () => {
  it('binds no two commands to the same keys', () => {
    const seen = new Map<string, string>();
    for (const b of bindings) {
      const k = normaliseKeys(b.keys);
      expect(seen.get(k), `${b.keys} bound to ${seen.get(k)} and ${b.commandId}`).toBeUndefined();
      seen.set(k, b.commandId);
    }
  });

  it('has no binding that is the prefix of a key sequence (it would fire first)', () => {
    const all = bindings.map((b) => normaliseKeys(b.keys));
    for (const a of all) for (const b of all) if (a !== b) expect(b.startsWith(a + ' '), `${a} shadows ${b}`).toBe(false);
  });

  it('treats modifier order and case as the same binding', () => {
    expect(normaliseKeys('Shift+Alt+s')).toBe(normaliseKeys('Alt+Shift+S'));
    expect(normaliseKeys('Control+K')).toBe(normaliseKeys('ctrl+k'));
    expect(normaliseKeys('Alt+Shift+KeyS')).toBe(normaliseKeys('Shift+Alt+s'));
  });

  it('labels a binding by the key printed on it', () => {
    expect(kbdLabel('Alt+Shift+KeyS')).toBe('Alt+Shift+S');
    expect(kbdLabel('$mod+KeyK')).toBe('Ctrl+K');
  });

  it('gives every route command a unique id', () => {
    const ids = routeCommands.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
