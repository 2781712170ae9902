/**
 * Display preferences and chart styles users pick by name (data-widgets-calls spec §9).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

export const THEMES = {
  light: { label: 'Light', background: '#F5F5F7', primary: '#1976d2' },
  dark: { label: 'Dark', background: '#303030', primary: '#3ea6ff' },
  // Colours of black are not in the spec (ours): true black for OLED wall displays, dark's primary.
  black: { label: 'Black', background: '#000000', primary: '#3ea6ff' },
} as const;

export type ThemeName = keyof typeof THEMES;

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];

export const SKINS = ['default', 'bordered'] as const;

/** Auto-refresh of every pane on screen (spec 9.6): every 15 minutes, every hour, or none. */
export const AUTO_REFRESH = [
  { id: '15m', label: 'every 15 minutes', ms: 15 * 60_000 },
  { id: '1h', label: 'every hour', ms: 60 * 60_000 },
  { id: 'none', label: 'none', ms: null },
] as const;
export type AutoRefresh = (typeof AUTO_REFRESH)[number]['id'];

export type Skin = (typeof SKINS)[number];

/**
 * Stage modes OFFICE and FIELD (spec app-shell 1; what each shows is ours, the spec names them only).
 * FIELD is the wellsite and the frac van: live first, so frac panes follow the stage being pumped.
 * OFFICE is review: frac panes show the last recorded stage. Saved per user with the preferences.
 */
export const WORK_MODES = [
  { id: 'OFFICE', label: 'Office', hint: 'recorded data: frac panes show the last stage pumped' },
  { id: 'FIELD', label: 'Field', hint: 'wellsite: frac panes follow the live stage while one is pumped' },
] as const;
export type WorkMode = (typeof WORK_MODES)[number]['id'];
export const DEFAULT_WORK_MODE: WorkMode = 'OFFICE';

export const SMOOTHING_TYPES = ['SIMPLE', 'MEDIAN'] as const;

export type SmoothingType = (typeof SMOOTHING_TYPES)[number];

export const LINE_THICKNESSES_PX = [1, 2, 3, 4, 5] as const;

/**
 * The 11 dash styles. `dash` is a value plotly accepts as `line.dash`: its six named patterns, and
 * (ours, the spec only counts them) five custom dash arrays in plotly's "Npx,Mpx,…" form.
 */
export const DASH_STYLES = [
  { id: 'solid', label: 'Solid', dash: 'solid' },
  { id: 'dot', label: 'Dot', dash: 'dot' },
  { id: 'dash', label: 'Dash', dash: 'dash' },
  { id: 'longdash', label: 'Long dash', dash: 'longdash' },
  { id: 'dashdot', label: 'Dash dot', dash: 'dashdot' },
  { id: 'longdashdot', label: 'Long dash dot', dash: 'longdashdot' },
  { id: 'dashdotdot', label: 'Dash dot dot', dash: '9px,3px,3px,3px,3px,3px' },
  { id: 'longdashdotdot', label: 'Long dash dot dot', dash: '15px,5px,3px,5px,3px,5px' },
  { id: 'sparsedot', label: 'Sparse dot', dash: '2px,8px' },
  { id: 'densedash', label: 'Dense dash', dash: '5px,3px' },
  { id: 'widedash', label: 'Wide dash', dash: '5px,10px' },
] as const;

export type DashStyleId = (typeof DASH_STYLES)[number]['id'];
