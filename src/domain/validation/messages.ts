import { MAX_FILE_NAME_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';

/**
 * Every user-facing validation message, by key, so forms, the API and tests name a message instead
 * of retyping it. Texts of app-shell §5 are verbatim, including their grammar ("Should be a integer
 * and positive", "Length should be lower 150"): users and support know them by these words.
 * Entries marked "ours" fill places where the spec shows no message.
 */
export const messages = {
  /** The value is absent (undefined, null, nothing chosen). */
  required: 'Required field',
  /** The value is a string of nothing but whitespace. */
  notEmpty: 'This field could not be empty',
  number: 'Should be a number',
  positiveInteger: 'Should be a integer and positive',
  greaterThan: (n: number | string) => `Should be greater than ${n}`,
  lowerThan: (n: number | string) => `Should be lower than ${n}`,
  between: (a: number | string, b: number | string) => `Should be between ${a} and ${b}`,
  maxLength: (n: number) => `Length should be lower ${n}`,
  /** Digit capacity. */
  invalidValue: 'Invalid value',
  passwordMin: `Min ${PASSWORD_MIN_LENGTH} characters`,
  email: 'E-mail is invalid',
  phone: 'Phone number is invalid',
  url: 'URL is invalid',
  unique: 'The value must be unique',
  /** Ours: the spec lists the characters but shows no message. */
  fileNameChars: 'File name cannot contain any of these characters: \\ / : * ? " < > |',
  fileNameLength: `Length should be lower ${MAX_FILE_NAME_LENGTH}`,
  systemTemplate: 'This is a default system template, please make a copy if you want to customize it.',
  /** Ours. */
  casingTypeDisabled: 'Casing type Riser is disabled',
  /** Ours. */
  topNChoice: (choices: readonly number[]) => `Should be one of ${choices.join(', ')}`,

  // Request and selection guards (app-shell §4, §5; data-widgets-calls §5).
  emptyRequestParams: 'Empty request params!',
  noWellSelected: 'No well selected!',
  wellNotActual: 'Well is not actual!',
  invalidParametersOrPayload: 'Invalid parameters or payload',
  invalidPayload: 'Invalid payload',
  selectWell: 'Please, select Well on top to load data ...',
  /** Ours (logged, not shown). */
  notIntegerTimestamp: (key: string) => `${key} should be an integer timestamp`,
  /** Ours (logged, not shown). */
  emptyUrl: 'Empty url: no request sent',
  /** Ours. */
  sessionIdRequired: 'A session id is required for live subscriptions',
} as const;
