/**
 * A key press as a tinykeys binding string, for the "change a binding" recorder. Letters and digits
 * by physical key (KeyS, Digit1: Alt changes the character they type on a Mac), other printable keys
 * by their character ('?'), named keys by name (ArrowLeft, Enter). The platform's command key is
 * written $mod, so a binding works on Mac and PC alike. Null for a lone modifier.
 */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);

export function recordKeys(e: KeyPress, isMac: boolean): string | null {
  if (MODIFIER_KEYS.has(e.key)) return null;
  const mods: string[] = [];
  const primary = isMac ? e.metaKey : e.ctrlKey;
  if (primary) mods.push('$mod');
  if (e.ctrlKey && isMac) mods.push('Control');
  if (e.metaKey && !isMac) mods.push('Meta');
  if (e.altKey) mods.push('Alt');
  if (e.shiftKey) mods.push('Shift');
  let key: string;
  if (/^Key[A-Z]$/.test(e.code) || /^Digit\d$/.test(e.code)) key = e.code;
  else if (e.key.length === 1 && e.key !== ' ') key = e.key;
  else if (e.key === ' ') key = 'Space';
  else key = e.key;
  return [...mods, key].join('+');
}
