/** Date and time patterns of app-shell §9 and data-widgets-calls §9.8 (dayjs token syntax). */
export const DATE_PATTERN = 'YYYY-MM-DD';
export const TIME_PATTERN = 'HH:mm:ss';
export const US_DATE_PATTERN = 'MM/DD/YYYY';
export const TIME_12H_PATTERN = 'hh:mm A';
export const DATETIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
export const DISPLAY_DATE_PATTERN = 'DD MMM, YYYY';
export const DISPLAY_TIME_24H_PATTERN = 'HH:mm';
export const DISPLAY_TIME_12H_PATTERN = 'hh:mm A';
