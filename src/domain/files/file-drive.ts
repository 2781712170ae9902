/**
 * The file drive's rules, shared by the server's checks and the client's form (spec 5, 9.7 and the
 * error catalogue): the category folders a well's files sit in, the name rule and the upload limit.
 */

/** The spec's maximum upload size (4.5 GiB). */
export const MAX_UPLOAD_BYTES = 4_831_838_208;
export const MAX_FILE_NAME_LENGTH = 150;

/** The error catalogue's message for a name with a forbidden character. */
export const FILE_NAME_CHARACTERS_MESSAGE = 'File names cannot contain \\ / : * ? " < > |';
const FORBIDDEN = /[\\/:*?"<>|]/;

/** Why a file name is refused, or null when it is fine. */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'This field could not be empty';
  if (name.length > MAX_FILE_NAME_LENGTH) return `Max ${MAX_FILE_NAME_LENGTH} characters`;
  if (FORBIDDEN.test(name)) return FILE_NAME_CHARACTERS_MESSAGE;
  if (/[\u0000-\u001f]/.test(name)) return 'File names cannot contain control characters';
  return null;
}

export interface DriveFolder {
  id: string;
  name: string;
  stage: 'drilling' | 'completions';
}

/**
 * The category folders (spec: a file drive entry has a category and a folder). The completions
 * drive always shows one folder (its route forces folder_id); 'completions' is its id.
 */
export const DRIVE_FOLDERS: readonly DriveFolder[] = [
  { id: 'programs', name: 'Drilling programs', stage: 'drilling' },
  { id: 'daily_reports', name: 'Daily reports', stage: 'drilling' },
  { id: 'logs', name: 'Logs', stage: 'drilling' },
  { id: 'surveys', name: 'Surveys', stage: 'drilling' },
  { id: 'photos', name: 'Photos', stage: 'drilling' },
  { id: 'other', name: 'Other', stage: 'drilling' },
  { id: 'completions', name: 'Completions', stage: 'completions' },
];
export const DRIVE_FOLDER_IDS = DRIVE_FOLDERS.map((f) => f.id) as [string, ...string[]];

/** One stored file as the API answers it. */
export interface DriveFileDto {
  id: string;
  well_id: string;
  folder_id: string;
  name: string;
  size_bytes: number;
  content_type: string;
  sha256: string;
  file_code: string;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  created_at: string;
  updated_at: string;
}
