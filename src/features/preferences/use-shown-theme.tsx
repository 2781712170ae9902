/**
 * The theme on screen and its font scale: the user's choice, except in TV mode, where walls are
 * black and type grows with the screen, and on paper (the print view), which is white whatever the
 * user's choice. The shell, charts and logs all read it here.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ThemeName } from '../../domain/constants/display';
import { preferences } from '../../state/preferences';
import { workspace } from '../../state/workspace';

const ThemeOverride = createContext<ThemeName | null>(null);

/** Everything inside shows `theme` (the print view: light, as paper is). */
export function ShownThemeOverride({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return <ThemeOverride.Provider value={theme}>{children}</ThemeOverride.Provider>;
}

export function useShownTheme(): { theme: ThemeName; fontScale: number } {
  const override = useContext(ThemeOverride);
  const { theme } = useSnapshot(preferences);
  const { tv, tvScale } = useSnapshot(workspace);
  if (override) return { theme: override, fontScale: 1 };
  return tv ? { theme: 'black', fontScale: tvScale } : { theme, fontScale: 1 };
}
