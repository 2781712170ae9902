import { describe, expect, it } from 'vitest';
import { normaliseKeys } from '../../commands/keymap';
import { recordKeys } from './record-keys';

const press = (over: Partial<Parameters<typeof recordKeys>[0]>) => ({
  key: 'a',
  code: 'KeyA',
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...over,
});

describe('recording a new binding from a key press', () => {
  it('names letters and digits by physical key, and the command key $mod on both platforms', () => {
    expect(recordKeys(press({ key: 'ß', code: 'KeyS', altKey: true }), true)).toBe('Alt+KeyS');
    expect(recordKeys(press({ key: 'k', code: 'KeyK', ctrlKey: true }), false)).toBe('$mod+KeyK');
    expect(recordKeys(press({ key: 'k', code: 'KeyK', metaKey: true }), true)).toBe('$mod+KeyK');
    expect(recordKeys(press({ key: '!', code: 'Digit1', altKey: true, shiftKey: true }), false)).toBe('Alt+Shift+Digit1');
  });

  it('keeps punctuation by character and named keys by name; a lone modifier is no binding', () => {
    expect(normaliseKeys(recordKeys(press({ key: '?', code: 'Slash', shiftKey: true }), false)!)).toBe(normaliseKeys('Shift+?'));
    expect(recordKeys(press({ key: 'ArrowLeft', code: 'ArrowLeft', altKey: true, shiftKey: true }), false)).toBe('Alt+Shift+ArrowLeft');
    expect(recordKeys(press({ key: 'Alt', code: 'AltLeft', altKey: true }), false)).toBeNull();
  });
});
