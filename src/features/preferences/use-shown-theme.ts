/**
 * The theme on screen and its font scale: the user's choice, except in TV mode, where walls are
 * black and type grows with the screen. The shell, charts and logs all read it here.
 */
import { useSnapshot } from 'valtio';
import type { ThemeName } from '../../domain/constants/display';
import { preferences } from '../../state/preferences';
import { workspace } from '../../state/workspace';

export function useShownTheme(): { theme: ThemeName; fontScale: number } {
  const { theme } = useSnapshot(preferences);
  const { tv, tvScale } = useSnapshot(workspace);
  return tv ? { theme: 'black', fontScale: tvScale } : { theme, fontScale: 1 };
}
