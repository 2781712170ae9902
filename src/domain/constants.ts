/**
 * Business constants of the product (app-shell spec §3 and §9, data-widgets-calls spec §3, §9.1–9.7).
 *
 * Every option list is declared once here, `as const`, so unions are derived from the data
 * (`WellStatusId`, `ThemeName`, …) and client, server and tests read the same values.
 * Where the spec leaves a value out, the choice is ours and is marked "ours" in a comment.
 */

// ───────────────────────────── limits and timings ─────────────────────────────

export const MAX_FILE_NAME_LENGTH = 150;
/** 4.5 GiB. */
export const MAX_UPLOAD_SIZE_BYTES = 4_831_838_208;
export const PASSWORD_MIN_LENGTH = 8;

export const INPUT_DEBOUNCE_MS = 300;
/** Spec "minimum query size 300"; the unit is not stated (it is a count of rows or points). */
export const MIN_QUERY_SIZE = 300;

export const REALTIME_RECONNECT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 10_000;
export const REALTIME_RESTART_MS = 15_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A well's day starts 6 h after midnight unless the well says otherwise. */
export const DAY_SHIFT_DEFAULT_S = 21_600;
export const WAIT_FOR_EVENTS = 10;

/** Depth axes (display depth units). */
export const DEPTH_ZOOM_THRESHOLD = 20;
export const DEPTH_MIN_ZOOM = 1;
/** Time axes. */
export const TIME_MIN_ZOOM_MS = 60_000;
export const TIME_ZOOM_THRESHOLD_MS = 300_000;

/** Ids the server uses for "no entity". */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

// ───────────────────────────── session and transport ─────────────────────────────

/** Local-storage keys; the exact strings matter because existing sessions hold them. */
export const STORAGE_KEYS = {
  token: 'user.token',
  isAdmin: 'user.is_admin',
  previousToken: 'user.previous_token',
  logoutUrl: 'user.logout_url',
  history: 'history',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const VIEW_SESSION_HEADER = 'view-session-id';

/** Keys the spec binds; the keymap gives them meaning. */
export const HOTKEY_KEYS = ['1', '2', '3', '4', 'A', 'S', 'R', 'X', 'Escape', 'Delete', 'Enter'] as const;
export const HOTKEY_MODIFIERS = ['alt', 'ctrl', 'shift'] as const;

// ───────────────────────────── preferences and display ─────────────────────────────

export const AUTO_REFRESH_OPTIONS = [
  { id: 'every_15_minutes', label: 'Every 15 minutes', intervalMs: 900_000 },
  { id: 'every_1_hour', label: 'Every 1 hour', intervalMs: 3_600_000 },
  { id: 'none', label: 'None', intervalMs: null },
] as const;
export type AutoRefreshId = (typeof AUTO_REFRESH_OPTIONS)[number]['id'];

export const THEMES = {
  light: { label: 'Light', background: '#F5F5F7', primary: '#1976d2' },
  dark: { label: 'Dark', background: '#303030', primary: '#3ea6ff' },
  // Colours of black are not in the spec (ours): true black for OLED wall displays, dark's primary.
  black: { label: 'Black', background: '#000000', primary: '#3ea6ff' },
} as const;
export type ThemeName = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];

export const SKINS = ['default', 'bordered'] as const;
export type Skin = (typeof SKINS)[number];

/** Below this breakpoint routes marked hide-in-mobile go to 404. */
export const MOBILE_BREAKPOINT = 'sm';

export const TABLE_SIZES = ['large', 'small', 'fixed'] as const;

export const REFERENCE_TYPE_UNITS = ['MD/VSEC', 'TVD/TVT'] as const;
export const DATA_SCOPES = ['none', 'survey', 'wellbore', 'well', 'site'] as const;
export const AXES = ['VERTICAL', 'HORIZONTAL', 'TIME', 'DEPTH', 'MD', 'TVD'] as const;
export const SMOOTHING_TYPES = ['SIMPLE', 'MEDIAN'] as const;
export type SmoothingType = (typeof SMOOTHING_TYPES)[number];

export const LINE_THICKNESS_MIN_PX = 1;
export const LINE_THICKNESS_MAX_PX = 5;
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

/** The five line styles users pick by name; each maps onto one of the dash styles above. */
export const LINE_STYLES = [
  { id: 'solid', label: 'Solid', dashStyle: 'solid' },
  { id: 'dashed', label: 'Dashed', dashStyle: 'dash' },
  { id: 'dotted', label: 'Dotted', dashStyle: 'dot' },
  { id: 'dash-dot', label: 'Dash-dot', dashStyle: 'dashdot' },
  { id: 'dash-dot-dot', label: 'Dash-dot-dot', dashStyle: 'dashdotdot' },
] as const satisfies readonly { id: string; label: string; dashStyle: DashStyleId }[];
export type LineStyleId = (typeof LINE_STYLES)[number]['id'];

export const LINE_SERIES_TYPES = ['LINE', 'LEFT_STEPPED_LINE', 'RIGHT_STEPPED_LINE'] as const;
export type LineSeriesType = (typeof LINE_SERIES_TYPES)[number];

/** AI model families: ids are configuration keys the server maps to a provider (names are ours). */
export const AI_MODELS = [
  { id: 'family-1-reasoning', family: 'family-1', kind: 'reasoning', label: 'Family 1 reasoning' },
  { id: 'family-1-fast', family: 'family-1', kind: 'fast', label: 'Family 1 fast' },
  { id: 'family-2-reasoning', family: 'family-2', kind: 'reasoning', label: 'Family 2 reasoning' },
  { id: 'family-2-fast', family: 'family-2', kind: 'fast', label: 'Family 2 fast' },
  { id: 'family-3-reasoning', family: 'family-3', kind: 'reasoning', label: 'Family 3 reasoning' },
  { id: 'family-3-fast', family: 'family-3', kind: 'fast', label: 'Family 3 fast' },
] as const;
export type AiModelId = (typeof AI_MODELS)[number]['id'];
/** The assistant defaults to the first family's reasoning model. */
export const DEFAULT_AI_MODEL: AiModelId = 'family-1-reasoning';

// ───────────────────────────── companies, users, wells ─────────────────────────────

export const COMPANY_TYPES = [
  { id: 1, code: 'op', label: 'Operator' },
  { id: 2, code: 'dd', label: 'Drilling-services company' },
  { id: 3, code: 'rc', label: 'Rig contractor' },
  { id: 5, code: 'ff', label: 'Frac company' },
] as const;
export type CompanyTypeId = (typeof COMPANY_TYPES)[number]['id'];
export type CompanyTypeCode = (typeof COMPANY_TYPES)[number]['code'];

export const COMPANY_STATUSES = [
  { id: 1, key: 'active', label: 'Active' },
  { id: 2, key: 'suspended', label: 'Suspended' },
] as const;
export type CompanyStatusId = (typeof COMPANY_STATUSES)[number]['id'];

export { USER_STATUSES, type UserStatusId } from './user-statuses';

export const USER_ROLES = ['ADMIN', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Ids are the server's (planned is 4, completed is 3). Only active's green is in the spec; the rest are ours. */
export const WELL_STATUSES = [
  { id: 1, key: 'active', label: 'Active', color: '#2e7d32' },
  { id: 2, key: 'paused', label: 'Paused', color: '#ed6c02' },
  { id: 4, key: 'planned', label: 'Planned', color: '#0288d1' },
  { id: 3, key: 'completed', label: 'Completed', color: '#757575' },
] as const;
export type WellStatusId = (typeof WELL_STATUSES)[number]['id'];
export type WellStatusKey = (typeof WELL_STATUSES)[number]['key'];

export const WELL_CONNECTION_STATES = ['offline', 'online'] as const;

/** Where the user works (app-shell §1). */
export const STAGE_MODES = ['OFFICE', 'FIELD'] as const;
export type StageMode = (typeof STAGE_MODES)[number];

/** Which life stage of the well a screen shows; the values appear in URLs (well_stage). */
export const WELL_STAGES = [
  { id: 'drilling', label: 'Drilling' },
  { id: 'completion-frac', label: 'Completion frac' },
  { id: 'completion-wireline', label: 'Completion wireline' },
  { id: 'production', label: 'Production' },
] as const;
export type WellStageId = (typeof WELL_STAGES)[number]['id'];

// ───────────────────────────── sharing, selection, statistics ─────────────────────────────

export const SHARING_SCOPES = ['ONLY_ME', 'EVERYONE'] as const;
export type SharingScope = (typeof SHARING_SCOPES)[number];

export const ACTIVITY_FILTERS = [
  { id: 'ROTATION', label: 'Rotary' },
  { id: 'FULL_SLIDE', label: 'Slide' },
] as const;

export const REFERENCE_PLANS = ['plan', 'target_line'] as const;
export const SELECTION_STATES = ['all', 'indeterminate', 'none'] as const;
export const ENTRY_MODES = ['manual', 'auto'] as const;
export const STATISTICS_RATINGS = ['GOOD', 'BAD', 'NEUTRAL'] as const;
export type StatisticsRating = (typeof STATISTICS_RATINGS)[number];

export const TIMELINE_EVENTS = ['start_drilling', 'stop_drilling', 'start_tripping', 'stop_tripping'] as const;
export const ANNOTATION_KINDS = ['bha', 'rig_message', 'note', 'incident', 'recommendation', 'hazard'] as const;

// ───────────────────────────── alerts and scheduled reports ─────────────────────────────

/** In the order the spec gives; the UI shows them in this order. */
export const ALERT_CHANNELS = [
  { id: 'summary', label: 'Summary' },
  { id: 'push', label: 'Push' },
  { id: 'sound', label: 'Sound' },
  { id: 'email', label: 'Email' },
  { id: 'sms', label: 'SMS' },
] as const;
export type AlertChannelId = (typeof ALERT_CHANNELS)[number]['id'];

export const ALERT_TYPES = [
  { id: 'AC', group: 'directional', label: 'Anti-collision' },
  { id: 'DEVIATION_FROM_PLAN', group: 'directional', label: 'Deviation from plan' },
  { id: 'HARD_LINE', group: 'directional', label: 'Hard line' },
  { id: 'HIGH_DLS', group: 'directional', label: 'High DLS' },
  { id: 'LOW_DLS', group: 'directional', label: 'Low DLS' },
  { id: 'NEW_SURVEY', group: 'directional', label: 'New survey' },
  { id: 'TARGET_LINE_CHANGE', group: 'directional', label: 'Target line change' },
  { id: 'PLAN_UPDATE', group: 'directional', label: 'Plan update' },
  { id: 'MOTOR_STALL', group: 'drilling', label: 'Motor stall' },
  { id: 'WASHOUT', group: 'drilling', label: 'Washout' },
  { id: 'LOW_ROP', group: 'drilling', label: 'Low ROP' },
  { id: 'FILE_DRIVE', group: 'system', label: 'File drive' },
  { id: 'NEW_RECOMMENDATION', group: 'system', label: 'New recommendation' },
  { id: 'CUSTOM_RULE', group: 'system', label: 'Custom rule' },
] as const;
export type AlertTypeId = (typeof ALERT_TYPES)[number]['id'];
export type AlertTypeGroup = (typeof ALERT_TYPES)[number]['group'];

export const ALERT_SEVERITIES = ['info', 'warning', 'critical', 'ok'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Top-N choices; 10 is offered only where the list is about alerts. */
export const TOP_N_CHOICES = [
  { n: 3, alertsOnly: false },
  { n: 5, alertsOnly: false },
  { n: 10, alertsOnly: true },
] as const;
export type TopN = (typeof TOP_N_CHOICES)[number]['n'];

export const SCHEDULED_REPORT_TYPES = [
  { id: 'multi_well', label: 'Multi-well report' },
  { id: 'single_well', label: 'Single well report' },
  { id: 'morning_pdf', label: 'Morning PDF report' },
] as const;
export const SCHEDULED_REPORT_FREQUENCIES = [
  { id: 'daily', label: 'Daily', defaultTime: '06:00', defaultDay: null },
  { id: 'weekly', label: 'Weekly', defaultTime: '06:00', defaultDay: 'monday' },
] as const;
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const REPORT_EXPORT_FORMATS = ['XLSX', 'CSV'] as const;
export const REPORT_PERIODS = ['hour', 'day', 'week', 'month', 'quarter'] as const;
export const PAPER_SIZES = ['A4', 'letter'] as const;
export const PAPER_ORIENTATIONS = ['portrait', 'landscape'] as const;

// ───────────────────────────── directional ─────────────────────────────

export const TRAJECTORY_MODES = [
  'STRAIGHT_LINE', 'LAST_DLS_TF', 'TREND_DLS_TF', 'MANUAL_CL_INC_AZM', 'MANUAL_MD_INC_AZM',
  'MANUAL_CL_DLS_TF', 'MANUAL_CL_DLS_MTF', 'SMART', 'MANUAL_TVD_INC_AZM', 'MANUAL_TVD_DLS_TF',
  'SMART_TO_CL', 'TARGET_RETURN', 'TARGET_CL', 'MINIMUM_TIME', 'TARGET_DISTANCE',
  'MINIMUM_DISTANCE', 'MINIMUM_SLIDE', 'MAX_INC_AZM', 'LIMIT_SLIDE',
] as const;
export type TrajectoryMode = (typeof TRAJECTORY_MODES)[number];

/** Real-time projection methods (§9.2); ids are ours, labels follow the spec. */
export const PROJECTION_METHODS = [
  { id: 'SMART_TO_BIT', label: 'Smart to bit' },
  { id: 'SMART_TO_CL', label: 'Smart to CL' },
  { id: 'LIVE_TO_BIT', label: 'MWD/RSS live to bit' },
  { id: 'LIVE_SMART_AZM_TO_BIT', label: 'Live + smart azimuth to bit' },
  { id: 'STRAIGHT_TO_BIT', label: 'Straight line to bit' },
  { id: 'STRAIGHT_TO_CL', label: 'Straight line to CL' },
  { id: 'STRAIGHT_TO_TVD', label: 'Straight line to TVD' },
  { id: 'STRAIGHT_TO_VS', label: 'Straight line to VS' },
  { id: 'LAST_DLS_TF', label: 'Last DLS/TF' },
  { id: 'TREND_DLS_TF', label: 'Trend DLS/TF (last 4 surveys)' },
  { id: 'CL_INC_AZM', label: 'CL/INC/AZM' },
  { id: 'MD_INC_AZM', label: 'MD/INC/AZM' },
  { id: 'TVD_INC_AZM', label: 'TVD/INC/AZM' },
  { id: 'CL_DLS_TF', label: 'CL/DLS/TF' },
  { id: 'TVD_DLS_TF', label: 'TVD/DLS/TF' },
  { id: 'INC_AZM_TO_BIT', label: 'INC/AZM to bit' },
  { id: 'DLS_TF_TO_BIT', label: 'DLS/TF to bit' },
] as const;
export type ProjectionMethodId = (typeof PROJECTION_METHODS)[number]['id'];

/** Error correction modes (§9.3); ids are ours. */
export const ERROR_CORRECTION_MODES = [
  { id: 'NOT_APPLIED', label: 'Not applied' },
  { id: 'ADDED_TO_ERRORS', label: 'Added to errors' },
  { id: 'SUBTRACT_FROM_CC', label: 'Subtract from CC' },
  { id: 'TBR_BOREHOLE_RADIUS', label: 'TBR borehole radius' },
  { id: 'ADD_AND_SUBTRACT', label: 'Add and subtract' },
  { id: 'WPTS_RULE', label: 'WPTS rule' },
] as const;

export const SURVEY_TYPES = [
  { id: 0, key: 'PLAN', label: 'Plan' },
  { id: 1, key: 'FACT', label: 'Survey' },
] as const;
export type SurveyTypeId = (typeof SURVEY_TYPES)[number]['id'];
/** Projections are a further kind of trajectory with no numeric survey type. */
export const SURVEY_KINDS = ['PLAN', 'FACT', 'PROJECTION'] as const;

export const SURVEY_VARIANTS = [
  { id: 0, key: 'PRINCIPAL', label: 'Principal' },
  { id: 1, key: 'PROPOSAL', label: 'Proposal' },
  { id: 3, key: 'GEOSTEERING', label: 'Geosteering' },
] as const;
export type SurveyVariantId = (typeof SURVEY_VARIANTS)[number]['id'];

export const TRAJECTORY_TYPES = ['principal', 'proposal', 'geosteering', 'principal/prototype'] as const;
export const EDM_DATA_TYPES = ['SURVEY_SOURCE', 'FACT', 'PLAN', 'PROTOTYPE', 'AI_WELL_FACT_SURVEY'] as const;
export const SURVEY_COLUMNS = [
  'md', 'inc', 'az', 'vsec', 'tvd', 'diff_pressure', 'gamma', 'wob', 'rpm', 'dls', 'tf', 'ns_from_ref', 'ew_from_ref',
] as const;

export const TARGET_SHAPES = ['point', 'circle', 'ellipse', 'rectangle', 'polygon'] as const;
export type TargetShape = (typeof TARGET_SHAPES)[number];
export const BOUNDARY_TYPES = ['contour', 'leaseline', 'other', 'river', 'road'] as const;
export type BoundaryType = (typeof BOUNDARY_TYPES)[number];
export const POINT_TYPES = [
  { id: 'depth', log: 'depthlog' },
  { id: 'date', log: 'timelog' },
] as const;
export const TOOL_FACE_TYPES = ['GTF', 'MTF'] as const;
export type ToolFaceType = (typeof TOOL_FACE_TYPES)[number];
export const ELLIPSE_ERROR_MODELS = ['SF', 'CTC', 'DBE'] as const;
export type EllipseErrorModel = (typeof ELLIPSE_ERROR_MODELS)[number];

// ───────────────────────────── equipment ─────────────────────────────

export const ASSEMBLY_TYPES = ['casing', 'bha', 'design', 'trajectory'] as const;
/** The request layer names only these two. */
export const REQUEST_ASSEMBLY_TYPES = ['BHA', 'CASING'] as const;

/** Riser stays in the list (old data holds it) but cannot be chosen. */
export const CASING_TYPES = [
  { id: 'riser', label: 'Riser', disabled: true },
  { id: 'conductor', label: 'Conductor', disabled: false },
  { id: 'surface', label: 'Surface', disabled: false },
  { id: 'intermediate', label: 'Intermediate', disabled: false },
  { id: 'production', label: 'Production', disabled: false },
  { id: 'unknown', label: 'Unknown', disabled: false },
] as const;
export type CasingTypeId = (typeof CASING_TYPES)[number]['id'];

export const CASING_JOB_TYPES = [
  { id: 'casing', label: 'Casing' },
  { id: 'open_hole', label: 'Open hole' },
  { id: 'cementing', label: 'Cementing' },
  { id: 'unknown', label: 'Unknown' },
] as const;
export type CasingJobTypeId = (typeof CASING_JOB_TYPES)[number]['id'];

export const CEMENT_SLURRY_TYPES = [
  { id: 'lead', label: 'Lead' },
  { id: 'tail', label: 'Tail' },
  { id: 'unknown', label: 'Unknown' },
] as const;
export type CementSlurryTypeId = (typeof CEMENT_SLURRY_TYPES)[number]['id'];
