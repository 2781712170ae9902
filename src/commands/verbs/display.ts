import { AUTO_REFRESH, DEFAULT_WORK_MODE, SKINS, THEMES, THEME_NAMES, WORK_MODES } from '../../domain/constants/display';
import { setPreference } from '../../features/preferences/save-preferences';
import { preferences } from '../../state/preferences';
import { session } from '../../state/session';
import type { Verb } from '../verb-types';

const signedIn = (): string | null => (session.user ? null : 'Sign in first');

export const displayVerbs: Verb[] = [
  ...AUTO_REFRESH.map((a): Verb => ({
    id: `display.autoRefresh.${a.id}`,
    label: `Auto-refresh: ${a.label}`,
    group: 'Display',
    keywords: ['reload', 'wall', 'refresh panes', 'tv'],
    when: () => signedIn() ?? ((preferences.auto_refresh ?? 'none') === a.id ? 'This is the auto-refresh already' : null),
    run: () => setPreference('auto_refresh', a.id),
  })),
  ...THEME_NAMES.map((t): Verb => ({
    id: `display.theme.${t}`,
    label: `Theme: ${THEMES[t].label.toLowerCase()}`,
    group: 'Display',
    keywords: ['colours', 'appearance', t === 'light' ? 'bright' : 'night'],
    when: () => signedIn() ?? (preferences.theme === t ? 'This is the theme already' : null),
    run: () => setPreference('theme', t),
  })),
  ...WORK_MODES.map((m): Verb => ({
    id: `display.mode.${m.id}`,
    label: `Stage mode: ${m.label.toLowerCase()} (${m.hint})`,
    group: 'Display',
    keywords: ['stage mode', m.id.toLowerCase(), m.id === 'FIELD' ? 'wellsite frac van live' : 'review recorded'],
    when: () => signedIn() ?? ((preferences.work_mode ?? DEFAULT_WORK_MODE) === m.id ? `This is the ${m.label.toLowerCase()} mode already` : null),
    run: () => setPreference('work_mode', m.id),
  })),
  ...SKINS.map((k): Verb => ({
    id: `display.skin.${k}`,
    label: `Skin: ${k}`,
    group: 'Display',
    keywords: ['borders', 'appearance', 'shadows'],
    when: () => signedIn() ?? (preferences.skin === k ? 'This is the skin already' : null),
    run: () => setPreference('skin', k),
  })),
  {
    id: 'display.hideUnbuilt',
    label: 'Palette: hide or show screens not built yet',
    group: 'Display',
    keywords: ['not built', 'unbuilt', 'palette', 'declutter'],
    when: signedIn,
    run: () => setPreference('hide_unbuilt', !preferences.hide_unbuilt),
  },
  {
    id: 'display.footer',
    label: 'Show or hide the footer',
    group: 'Display',
    keywords: ['status bar', 'requests in flight'],
    when: signedIn,
    run: () => setPreference('footer', !preferences.footer),
  },
];
