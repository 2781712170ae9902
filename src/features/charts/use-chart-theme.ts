/** The chart colours of the theme on screen, for panes that colour their traces by meaning. */
import { useMemo } from 'react';
import { useShownTheme } from '../preferences/use-shown-theme';
import { chartTheme, type ChartTheme } from './chart-theme';

export function useChartTheme(): ChartTheme {
  const { theme, fontScale } = useShownTheme();
  return useMemo(() => chartTheme(theme, fontScale), [theme, fontScale]);
}
