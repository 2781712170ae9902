/**
 * Log colours from the chart theme (src/features/charts), so a log sits flush beside a chart and
 * both read the same on the dark wall displays. Tracks are a shade off the pane so their edges show.
 */
import { chartTheme } from '../charts';
import type { ThemeName } from '../../domain/constants/display';
import type { LogTheme } from './track-types';

export function logTheme(name: ThemeName, dpr: number, fontScale = 1): LogTheme {
  const c = chartTheme(name);
  const dark = name !== 'light';
  return {
    background: c.paper,
    trackBackground: name === 'light' ? '#ffffff' : name === 'dark' ? '#333333' : '#000000',
    gridMajor: dark ? (name === 'dark' ? '#575757' : '#333333') : '#d6d6d6',
    gridMinor: dark ? (name === 'dark' ? '#404040' : '#1c1c1c') : '#eeeeee',
    text: c.muted,
    font: `600 ${Math.round(12 * dpr * fontScale)}px "Segoe UI", system-ui, sans-serif`,
  };
}
