import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('limits and timings (app-shell §9, data-widgets-calls §9.7)', () => {
  it('file, upload and password limits', () => {
    expect(c.MAX_FILE_NAME_LENGTH).toBe(150);
    expect(c.MAX_UPLOAD_SIZE_BYTES).toBe(4831838208);
    expect(c.MAX_UPLOAD_SIZE_BYTES).toBe(4.5 * 1024 ** 3);
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('input, realtime and chunk timings', () => {
    expect([c.INPUT_DEBOUNCE_MS, c.MIN_QUERY_SIZE]).toEqual([300, 300]);
    expect([c.REALTIME_RECONNECT_MS, c.REALTIME_HEARTBEAT_MS, c.REALTIME_RESTART_MS]).toEqual([10_000, 10_000, 15_000]);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('day shift defaults to 6 hours and wait-for-events is 10', () => {
    expect(c.DAY_SHIFT_DEFAULT_S).toBe(6 * 3600);
    expect(c.WAIT_FOR_EVENTS).toBe(10);
  });

  it('zoom limits', () => {
    expect([c.DEPTH_ZOOM_THRESHOLD, c.DEPTH_MIN_ZOOM]).toEqual([20, 1]);
    expect([c.TIME_MIN_ZOOM_MS, c.TIME_ZOOM_THRESHOLD_MS]).toEqual([60000, 300000]);
  });

  it('the empty id is a uuid of zeros', () => {
    expect(c.EMPTY_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(c.EMPTY_ID.replace(/[0-]/g, '')).toBe('');
  });
});

describe('session keys', () => {
  it('storage keys and the view-session header are the exact strings', () => {
    expect(Object.values(c.STORAGE_KEYS)).toEqual([
      'user.token', 'user.is_admin', 'user.previous_token', 'user.logout_url', 'history',
    ]);
    expect(c.VIEW_SESSION_HEADER).toBe('view-session-id');
  });

  it('hotkeys are 1–4, A, S, R, X, Escape, Delete, Enter with alt, ctrl or shift', () => {
    expect(c.HOTKEY_KEYS).toEqual(['1', '2', '3', '4', 'A', 'S', 'R', 'X', 'Escape', 'Delete', 'Enter']);
    expect(c.HOTKEY_MODIFIERS).toEqual(['alt', 'ctrl', 'shift']);
  });
});

describe('display options', () => {
  it('auto-refresh: every 15 minutes, every 1 hour, none', () => {
    expect(c.AUTO_REFRESH_OPTIONS.map((o) => o.intervalMs)).toEqual([15 * 60_000, 60 * 60_000, null]);
  });

  it('themes carry the spec colours', () => {
    expect(c.THEME_NAMES).toEqual(['light', 'dark', 'black']);
    expect(c.THEMES.dark).toMatchObject({ background: '#303030', primary: '#3ea6ff' });
    expect(c.THEMES.light).toMatchObject({ background: '#F5F5F7', primary: '#1976d2' });
    expect(c.SKINS).toEqual(['default', 'bordered']);
  });

  it('line thickness runs 1 to 5 px', () => {
    expect(c.LINE_THICKNESSES_PX).toEqual([1, 2, 3, 4, 5]);
    expect([c.LINE_THICKNESS_MIN_PX, c.LINE_THICKNESS_MAX_PX]).toEqual([1, 5]);
  });

  it('there are 11 distinct dash styles, each a value plotly accepts', () => {
    const plotlyNamed = ['solid', 'dot', 'dash', 'longdash', 'dashdot', 'longdashdot'];
    expect(c.DASH_STYLES).toHaveLength(11);
    expect(new Set(c.DASH_STYLES.map((d) => d.id)).size).toBe(11);
    expect(new Set(c.DASH_STYLES.map((d) => d.dash)).size).toBe(11);
    for (const d of c.DASH_STYLES) {
      expect(plotlyNamed.includes(d.dash) || /^\d+px(,\d+px)+$/.test(d.dash)).toBe(true);
    }
  });

  it('line styles are the five named ones and each maps to a dash style', () => {
    expect(c.LINE_STYLES.map((s) => s.id)).toEqual(['solid', 'dashed', 'dotted', 'dash-dot', 'dash-dot-dot']);
    const dashIds = c.DASH_STYLES.map((d) => d.id as string);
    for (const s of c.LINE_STYLES) expect(dashIds).toContain(s.dashStyle);
  });

  it('smoothing, series types and axes', () => {
    expect(c.SMOOTHING_TYPES).toEqual(['SIMPLE', 'MEDIAN']);
    expect(c.LINE_SERIES_TYPES).toEqual(['LINE', 'LEFT_STEPPED_LINE', 'RIGHT_STEPPED_LINE']);
    expect(c.AXES).toEqual(['VERTICAL', 'HORIZONTAL', 'TIME', 'DEPTH', 'MD', 'TVD']);
  });

  it('AI models: three families of two, default is the first family reasoning model', () => {
    const families = [...new Set(c.AI_MODELS.map((m) => m.family))];
    expect(families).toHaveLength(3);
    for (const f of families) expect(c.AI_MODELS.filter((m) => m.family === f)).toHaveLength(2);
    const def = c.AI_MODELS.find((m) => m.id === c.DEFAULT_AI_MODEL);
    expect(def).toMatchObject({ family: families[0], kind: 'reasoning' });
  });
});

describe('entities', () => {
  it('company types 1 op, 2 dd, 3 rc, 5 ff', () => {
    expect(c.COMPANY_TYPES.map((t) => [t.id, t.code])).toEqual([[1, 'op'], [2, 'dd'], [3, 'rc'], [5, 'ff']]);
  });

  it('company, user and well statuses', () => {
    expect(c.COMPANY_STATUSES.map((s) => [s.id, s.key])).toEqual([[1, 'active'], [2, 'suspended']]);
    expect(c.USER_STATUSES.map((s) => [s.id, s.key])).toEqual([[1, 'new'], [2, 'active'], [3, 'suspended']]);
    expect(c.WELL_STATUSES.map((s) => [s.id, s.key])).toEqual([[1, 'active'], [2, 'paused'], [4, 'planned'], [3, 'completed']]);
  });

  it('an active well is green', () => {
    const active = c.WELL_STATUSES.find((s) => s.key === 'active')!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(active.color.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('stage modes and well stages', () => {
    expect(c.STAGE_MODES).toEqual(['OFFICE', 'FIELD']);
    expect(c.WELL_STAGES.map((s) => s.id)).toEqual(['drilling', 'completion-frac', 'completion-wireline', 'production']);
  });

  it('sharing scopes and statistics rating', () => {
    expect(c.SHARING_SCOPES).toEqual(['ONLY_ME', 'EVERYONE']);
    expect(c.STATISTICS_RATINGS).toEqual(['GOOD', 'BAD', 'NEUTRAL']);
  });
});

describe('alerts and reports', () => {
  it('channels in spec order', () => {
    expect(c.ALERT_CHANNELS.map((ch) => ch.id)).toEqual(['summary', 'push', 'sound', 'email', 'sms']);
  });

  it('alert types by group', () => {
    const count = (g: string) => c.ALERT_TYPES.filter((t) => t.group === g).length;
    expect([count('directional'), count('drilling'), count('system')]).toEqual([8, 3, 3]);
    expect(new Set(c.ALERT_TYPES.map((t) => t.id)).size).toBe(c.ALERT_TYPES.length);
  });

  it('severity and top-N (10 only for alerts)', () => {
    expect(c.ALERT_SEVERITIES).toEqual(['info', 'warning', 'critical', 'ok']);
    expect(c.TOP_N_CHOICES.map((t) => t.n)).toEqual([3, 5, 10]);
    expect(c.TOP_N_CHOICES.filter((t) => t.alertsOnly).map((t) => t.n)).toEqual([10]);
  });

  it('scheduled reports default to 06:00, weekly on Monday', () => {
    expect(c.SCHEDULED_REPORT_TYPES).toHaveLength(3);
    expect(c.SCHEDULED_REPORT_FREQUENCIES.map((f) => [f.id, f.defaultTime, f.defaultDay])).toEqual([
      ['daily', '06:00', null], ['weekly', '06:00', 'monday'],
    ]);
    expect(c.WEEK_DAYS[0]).toBe('monday');
    expect(c.WEEK_DAYS).toHaveLength(7);
    expect(c.REPORT_EXPORT_FORMATS).toEqual(['XLSX', 'CSV']);
    expect(c.REPORT_PERIODS).toEqual(['hour', 'day', 'week', 'month', 'quarter']);
  });
});

describe('directional and equipment', () => {
  it('19 trajectory modes, 17 projection methods, 6 error correction modes', () => {
    expect(new Set(c.TRAJECTORY_MODES).size).toBe(19);
    expect(new Set(c.PROJECTION_METHODS.map((p) => p.id)).size).toBe(17);
    expect(c.ERROR_CORRECTION_MODES).toHaveLength(6);
  });

  it('survey types PLAN 0 / FACT 1 and variants 0, 1, 3', () => {
    expect(c.SURVEY_TYPES.map((t) => [t.id, t.key, t.label])).toEqual([[0, 'PLAN', 'Plan'], [1, 'FACT', 'Survey']]);
    expect(c.SURVEY_VARIANTS.map((v) => [v.id, v.key])).toEqual([[0, 'PRINCIPAL'], [1, 'PROPOSAL'], [3, 'GEOSTEERING']]);
  });

  it('targets, boundaries, tool face and ellipse models', () => {
    expect(c.TARGET_SHAPES).toEqual(['point', 'circle', 'ellipse', 'rectangle', 'polygon']);
    expect(c.BOUNDARY_TYPES).toEqual(['contour', 'leaseline', 'other', 'river', 'road']);
    expect(c.TOOL_FACE_TYPES).toEqual(['GTF', 'MTF']);
    expect(c.ELLIPSE_ERROR_MODELS).toEqual(['SF', 'CTC', 'DBE']);
  });

  it('casing type riser is the only disabled one', () => {
    expect(c.CASING_TYPES.filter((t) => t.disabled).map((t) => t.id)).toEqual(['riser']);
    expect(c.CASING_TYPES.map((t) => t.id)).toEqual(['riser', 'conductor', 'surface', 'intermediate', 'production', 'unknown']);
  });

  it('casing job and cement slurry types', () => {
    expect(c.CASING_JOB_TYPES.map((t) => t.id)).toEqual(['casing', 'open_hole', 'cementing', 'unknown']);
    expect(c.CEMENT_SLURRY_TYPES.map((t) => t.id)).toEqual(['lead', 'tail', 'unknown']);
  });
});
