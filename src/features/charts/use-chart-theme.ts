/** The chart colours of the user's theme, for panes that colour their traces by meaning. */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '../../state/preferences';
import { chartTheme, type ChartTheme } from './chart-theme';

export function useChartTheme(): ChartTheme {
  const { theme } = useSnapshot(preferences);
  return useMemo(() => chartTheme(theme), [theme]);
}
