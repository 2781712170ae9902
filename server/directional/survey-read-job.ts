/**
 * One survey file read from its base64 text to checked stations (and a preview): the work a survey
 * import does before touching the database. Pure CPU, so it runs in a worker thread
 * (survey-read-off-thread.ts); a failure comes back as the HttpError's parts.
 */
import { HttpError } from '../lib/http-error';
import { decodeBase64, previewOf, readSurvey, type ImportPreview, type ReadSurvey } from './survey-import';
import type { SurveySettings } from './survey-settings';

export interface SurveyReadInput {
  readonly fileName: string;
  readonly contentBase64: string;
  readonly settings: SurveySettings;
  readonly appendAfterMdM: number | null;
  readonly withPreview: boolean;
}

export type SurveyReadOutcome =
  | { ok: true; read: ReadSurvey; preview: ImportPreview | null }
  | { ok: false; status: number; message: string; data?: unknown }
  | { ok: false; status: 500; message: string; bug: true };

export function runSurveyRead(input: SurveyReadInput): SurveyReadOutcome {
  try {
    const file = { fileName: input.fileName, bytes: decodeBase64(input.contentBase64) };
    const read = readSurvey(file, input.settings, input.appendAfterMdM);
    return { ok: true, read, preview: input.withPreview ? previewOf(file, input.settings, read) : null };
  } catch (e) {
    if (e instanceof HttpError) return { ok: false, status: e.status, message: e.message, data: e.data };
    return { ok: false, status: 500, message: e instanceof Error ? (e.stack ?? e.message) : String(e), bug: true };
  }
}
