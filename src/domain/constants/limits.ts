/**
 * Limits, timings and zoom thresholds of the product (app-shell spec §3 and §9).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

/**
 * Business constants of the product (app-shell spec §3 and §9, data-widgets-calls spec §3, §9.1–9.7).
 *
 * Every option list is declared once here, `as const`, so unions are derived from the data
 * (`WellStatusId`, `ThemeName`, …) and client, server and tests read the same values.
 * Where the spec leaves a value out, the choice is ours and is marked "ours" in a comment.
 */

export const MAX_FILE_NAME_LENGTH = 150;

/** 4.5 GiB. */
export const MAX_UPLOAD_SIZE_BYTES = 4_831_838_208;

export const PASSWORD_MIN_LENGTH = 8;

export const INPUT_DEBOUNCE_MS = 300;

export const REALTIME_RECONNECT_MS = 10_000;

export const REALTIME_HEARTBEAT_MS = 10_000;

export const REALTIME_RESTART_MS = 15_000;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A well's day starts 6 h after midnight unless the well says otherwise. */
export const DAY_SHIFT_DEFAULT_S = 21_600;

/** Depth axes (display depth units). */
export const DEPTH_ZOOM_THRESHOLD = 20;

export const DEPTH_MIN_ZOOM = 1;

/** Time axes. */
export const TIME_MIN_ZOOM_MS = 60_000;

export const TIME_ZOOM_THRESHOLD_MS = 300_000;
