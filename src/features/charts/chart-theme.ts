/**
 * Plot colours for the app's three themes (spec 9.6: light, dark, black). Surfaces match the Fluent
 * theme's colorNeutralBackground1 of src/app/theme.ts, so a chart sits flush in its pane and its PNG
 * export looks like the screen. Semantic colours give every pane the same meaning for the same
 * colour: plan, actual, projection and the anti-collision risk levels.
 */
import { THEMES, type ThemeName } from '../../domain/constants/display';

export interface ChartTheme {
  name: ThemeName;
  /** Multiplies every font size: 1 on desks, larger on TV-mode walls. */
  fontScale: number;
  paper: string;
  plot: string;
  font: string;
  /** Secondary text: tick labels, legends. */
  muted: string;
  grid: string;
  zeroLine: string;
  axisLine: string;
  hoverBackground: string;
  primary: string;
  /** Trace colours in order, for series without a meaning of their own. */
  colorway: readonly string[];
  semantic: {
    actual: string;
    plan: string;
    projection: string;
    offset: string;
    target: string;
    stop: string;
    warning: string;
    ok: string;
    cursor: string;
  };
}

const LIGHT: Omit<ChartTheme, 'name' | 'primary' | 'fontScale'> = {
  paper: '#ffffff',
  plot: '#ffffff',
  font: '#242424',
  muted: '#616161',
  grid: '#e6e6e6',
  zeroLine: '#bdbdbd',
  axisLine: '#9e9e9e',
  hoverBackground: '#ffffff',
  colorway: ['#1976d2', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#c62828', '#5d4037', '#ad1457'],
  semantic: {
    actual: '#1976d2',
    plan: '#2e7d32',
    projection: '#ef6c00',
    offset: '#757575',
    target: '#6a1b9a',
    stop: '#d32f2f',
    warning: '#f9a825',
    ok: '#388e3c',
    cursor: '#c2185b',
  },
};

const DARK_SEMANTIC: ChartTheme['semantic'] = {
  actual: '#3ea6ff',
  plan: '#66bb6a',
  projection: '#ffa726',
  offset: '#9e9e9e',
  target: '#ce93d8',
  stop: '#ef5350',
  warning: '#ffca28',
  ok: '#81c784',
  cursor: '#f48fb1',
};
const DARK_COLORWAY = ['#3ea6ff', '#66bb6a', '#ffa726', '#ce93d8', '#4dd0e1', '#ef5350', '#bcaaa4', '#f48fb1'];

const DARK: Omit<ChartTheme, 'name' | 'primary' | 'fontScale'> = {
  paper: '#3a3a3a',
  plot: '#3a3a3a',
  font: '#ededed',
  muted: '#bdbdbd',
  grid: '#4d4d4d',
  zeroLine: '#6e6e6e',
  axisLine: '#7a7a7a',
  hoverBackground: '#2a2a2a',
  colorway: DARK_COLORWAY,
  semantic: DARK_SEMANTIC,
};

const BLACK: Omit<ChartTheme, 'name' | 'primary' | 'fontScale'> = {
  paper: '#121212',
  plot: '#121212',
  font: '#e6e6e6',
  muted: '#a8a8a8',
  grid: '#2a2a2a',
  zeroLine: '#4a4a4a',
  axisLine: '#5a5a5a',
  hoverBackground: '#000000',
  colorway: DARK_COLORWAY,
  semantic: DARK_SEMANTIC,
};

export function chartTheme(name: ThemeName, fontScale = 1): ChartTheme {
  const base = name === 'light' ? LIGHT : name === 'dark' ? DARK : BLACK;
  return { ...base, name, fontScale, primary: THEMES[name].primary };
}

/** A colour with alpha, for fills under lines and uncertainty bands ('#rrggbb' in). */
export function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1, 7), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
