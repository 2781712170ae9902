import { openCheatSheet } from '../../features/keyboard/cheat-sheet-state';
import { openPalette, palette, closePalette } from '../../features/palette/palette-state';
import type { Verb } from '../verb-types';

export const generalVerbs: Verb[] = [
  {
    id: 'palette.open',
    label: 'Command palette',
    group: 'General',
    keywords: ['commands', 'search', 'go to', 'open'],
    keys: '$mod+KeyK',
    palette: false,
    run: () => (palette.open ? closePalette() : openPalette()),
  },
  {
    id: 'help.keys',
    label: 'Keyboard shortcuts',
    group: 'General',
    keywords: ['cheat sheet', 'hotkeys', 'help', 'bindings'],
    keys: 'Shift+?',
    run: () => openCheatSheet(),
  },
  {
    id: 'help.editKeys',
    label: 'Change key bindings…',
    group: 'General',
    keywords: ['keymap', 'shortcuts', 'customise', 'preferences', 'hotkeys'],
    run: () => openCheatSheet(true),
  },
];
