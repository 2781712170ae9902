/**
 * Alerts and scheduled reports (data-widgets-calls spec §9).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

/** Top-N choices; 10 is offered only where the list is about alerts. */
export const TOP_N_CHOICES = [
  { n: 3, alertsOnly: false },
  { n: 5, alertsOnly: false },
  { n: 10, alertsOnly: true },
] as const;

/** Delivery channels of an alert, in the spec's order (9.4). */
export const ALERT_CHANNELS = ['summary', 'push', 'sound', 'email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Severities (9.4); `ok` is the all-clear an alert sends when its condition ends. */
export const ALERT_SEVERITIES = ['info', 'warning', 'critical', 'ok'] as const;

export const ALERT_CATEGORIES = ['directional', 'drilling', 'system'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

/**
 * Alert types of spec 9.4, with their category and label. `detector` says which are evaluated on
 * the live stream today (server/alerts); the others can be subscribed to and fire once their
 * detector lands.
 */
export const ALERT_TYPES = [
  { id: 'ac', category: 'directional', label: 'Anti-collision (AC)', detector: true },
  { id: 'deviation_from_plan', category: 'directional', label: 'Deviation from plan', detector: true },
  { id: 'hard_line', category: 'directional', label: 'Hard line', detector: true },
  { id: 'high_dls', category: 'directional', label: 'High DLS', detector: true },
  { id: 'low_dls', category: 'directional', label: 'Low DLS', detector: true },
  { id: 'new_survey', category: 'directional', label: 'New survey', detector: true },
  { id: 'target_line_change', category: 'directional', label: 'Target line change', detector: true },
  { id: 'plan_update', category: 'directional', label: 'Plan update', detector: true },
  { id: 'motor_stall', category: 'drilling', label: 'Motor stall', detector: true },
  { id: 'washout', category: 'drilling', label: 'Washout', detector: true },
  { id: 'low_rop', category: 'drilling', label: 'Low ROP', detector: true },
  { id: 'file_drive', category: 'system', label: 'File drive', detector: true },
  { id: 'new_recommendation', category: 'system', label: 'New recommendation', detector: true },
  { id: 'custom_rule', category: 'system', label: 'Custom rule', detector: true },
  { id: 'feed_quiet', category: 'system', label: 'Data feed quiet', detector: true },
] as const satisfies readonly { id: string; category: AlertCategory; label: string; detector: boolean }[];
export type AlertTypeId = (typeof ALERT_TYPES)[number]['id'];
export const ALERT_TYPE_IDS = ALERT_TYPES.map((t) => t.id) as [AlertTypeId, ...AlertTypeId[]];

/**
 * The alert types a Top-N applies to: those judging several items at once, of which only the N worst
 * fire (the AC alert: offsets by lowest separation factor). Every other type fires on its one condition.
 */
export const TOP_N_ALERT_TYPES: readonly AlertTypeId[] = ['ac'];

/** An SMS body's length: one GSM message. */
export const SMS_MAX_CHARS = 160;

/** Scheduled report types (9.5). The morning report is a PDF (see server/reports/README.md). */
export const REPORT_TYPES = [
  { id: 'multi_well', label: 'Multi-well report' },
  { id: 'single_well', label: 'Single well report' },
  { id: 'morning_pdf', label: 'Morning PDF report' },
] as const;
export type ReportTypeId = (typeof REPORT_TYPES)[number]['id'];
export const REPORT_TYPE_IDS = REPORT_TYPES.map((t) => t.id) as [ReportTypeId, ...ReportTypeId[]];

/** Frequencies (9.5): daily at 06:00 by default on the chosen days, weekly on one day (Monday by default) at 06:00. */
export const REPORT_FREQUENCIES = ['daily', 'weekly'] as const;
export const REPORT_DEFAULT_TIME = '06:00';

/** Days, Monday to Sunday (9.5); index + 1 is the ISO weekday. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The span a report covers, ending at its due time. */
export const REPORT_PERIODS = ['hour', 'day', 'week', 'month', 'quarter'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const PAPER_SIZES = ['A4', 'letter'] as const;
export const PAPER_ORIENTATIONS = ['portrait', 'landscape'] as const;
