import { describe, expect, it } from 'vitest';
import { TOP_N_CHOICES } from './alerts-and-reports';
import { BOUNDARY_TYPES, PROJECTION_METHODS, SURVEY_VARIANTS, TARGET_SHAPES, TRAJECTORY_MODES } from './directional';
import { DASH_STYLES, LINE_THICKNESSES_PX, SKINS, SMOOTHING_TYPES, THEME_NAMES, THEMES } from './display';
import { CASING_TYPES } from './equipment';
import * as limits from './limits';
import { HOTKEY_KEYS, STORAGE_KEYS, VIEW_SESSION_HEADER } from './session';
import { USER_STATUSES, WELL_STATUSES } from './users-and-wells';

describe('limits and timings (app-shell §9, data-widgets-calls §9.7)', () => {
  it('file, upload and password limits', () => {
    expect(limits.MAX_FILE_NAME_LENGTH).toBe(150);
    expect(limits.MAX_UPLOAD_SIZE_BYTES).toBe(4.5 * 1024 ** 3);
    expect(limits.PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('input, realtime and chunk timings', () => {
    expect(limits.INPUT_DEBOUNCE_MS).toBe(300);
    expect([limits.REALTIME_RECONNECT_MS, limits.REALTIME_HEARTBEAT_MS, limits.REALTIME_RESTART_MS]).toEqual([10_000, 10_000, 15_000]);
    expect(limits.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('day shift defaults to 6 hours; zoom limits', () => {
    expect(limits.DAY_SHIFT_DEFAULT_S).toBe(6 * 3600);
    expect([limits.DEPTH_ZOOM_THRESHOLD, limits.DEPTH_MIN_ZOOM]).toEqual([20, 1]);
    expect([limits.TIME_MIN_ZOOM_MS, limits.TIME_ZOOM_THRESHOLD_MS]).toEqual([60000, 300000]);
  });
});

describe('session keys', () => {
  it('storage keys and the view-session header are the exact strings', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['user.token', 'user.is_admin', 'user.previous_token', 'user.logout_url', 'history']);
    expect(VIEW_SESSION_HEADER).toBe('view-session-id');
  });

  it('hotkeys are 1–4, A, S, R, X, Escape, Delete, Enter', () => {
    expect(HOTKEY_KEYS).toEqual(['1', '2', '3', '4', 'A', 'S', 'R', 'X', 'Escape', 'Delete', 'Enter']);
  });
});

describe('display options', () => {
  it('themes carry the spec colours', () => {
    expect(THEME_NAMES).toEqual(['light', 'dark', 'black']);
    expect(THEMES.dark).toMatchObject({ background: '#303030', primary: '#3ea6ff' });
    expect(THEMES.light).toMatchObject({ background: '#F5F5F7', primary: '#1976d2' });
    expect(SKINS).toEqual(['default', 'bordered']);
  });

  it('line thickness runs 1 to 5 px; smoothing types', () => {
    expect(LINE_THICKNESSES_PX).toEqual([1, 2, 3, 4, 5]);
    expect(SMOOTHING_TYPES).toEqual(['SIMPLE', 'MEDIAN']);
  });

  it('there are 11 distinct dash styles, each a value plotly accepts', () => {
    const plotlyNamed = ['solid', 'dot', 'dash', 'longdash', 'dashdot', 'longdashdot'];
    expect(DASH_STYLES).toHaveLength(11);
    expect(new Set(DASH_STYLES.map((d) => d.id)).size).toBe(11);
    expect(new Set(DASH_STYLES.map((d) => d.dash)).size).toBe(11);
    for (const d of DASH_STYLES) expect(plotlyNamed.includes(d.dash) || /^\d+px(,\d+px)+$/.test(d.dash)).toBe(true);
  });
});

describe('users and wells', () => {
  it('user and well statuses', () => {
    expect(USER_STATUSES.map((s) => [s.id, s.key])).toEqual([
      [1, 'new'],
      [2, 'active'],
      [3, 'suspended'],
    ]);
    expect(WELL_STATUSES.map((s) => [s.id, s.key])).toEqual([
      [1, 'active'],
      [2, 'paused'],
      [4, 'planned'],
      [3, 'completed'],
    ]);
  });

  it('an active well is green', () => {
    const active = WELL_STATUSES.find((s) => s.key === 'active')!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(active.color.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });
});

describe('alerts, directional and equipment', () => {
  it('top-N offers 10 only for alerts', () => {
    expect(TOP_N_CHOICES.map((t) => t.n)).toEqual([3, 5, 10]);
    expect(TOP_N_CHOICES.filter((t) => t.alertsOnly).map((t) => t.n)).toEqual([10]);
  });

  it('19 trajectory modes, 17 projection methods; survey variants 0, 1, 3', () => {
    expect(new Set(TRAJECTORY_MODES).size).toBe(19);
    expect(new Set(PROJECTION_METHODS.map((p) => p.id)).size).toBe(17);
    expect(SURVEY_VARIANTS.map((v) => [v.id, v.key])).toEqual([
      [0, 'PRINCIPAL'],
      [1, 'PROPOSAL'],
      [3, 'GEOSTEERING'],
    ]);
  });

  it('target shapes and boundary types', () => {
    expect(TARGET_SHAPES).toEqual(['point', 'circle', 'ellipse', 'rectangle', 'polygon']);
    expect(BOUNDARY_TYPES).toEqual(['contour', 'leaseline', 'other', 'river', 'road']);
  });

  it('casing type riser is the only disabled one', () => {
    expect(CASING_TYPES.filter((t) => t.disabled).map((t) => t.id)).toEqual(['riser']);
    expect(CASING_TYPES.map((t) => t.id)).toEqual(['riser', 'conductor', 'surface', 'intermediate', 'production', 'unknown']);
  });
});
