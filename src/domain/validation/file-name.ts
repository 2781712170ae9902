import { MAX_FILE_NAME_LENGTH } from '../constants/limits';
import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/** Characters Windows forbids in names; files are downloaded onto every OS, so none may hold them. */
export const FILE_NAME_FORBIDDEN_CHARS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;
const FORBIDDEN = /[\\/:*?"<>|]/;

/** A name for the file drive: none of \ / : * ? " < > | and at most 150 characters. */
export function fileName(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  const text = String(value);
  if (FORBIDDEN.test(text)) return messages.fileNameChars;
  return text.length <= MAX_FILE_NAME_LENGTH ? true : messages.fileNameLength;
}

/**
 * A safe name for a generated download: forbidden characters become '_' and a long name is cut,
 * keeping its extension.
 */
export function toSafeFileName(name: string): string {
  const replaced = name.replace(/[\\/:*?"<>|]/g, '_').trim();
  if (replaced.length <= MAX_FILE_NAME_LENGTH) return replaced;
  const dot = replaced.lastIndexOf('.');
  const ext = dot > 0 && replaced.length - dot <= 10 ? replaced.slice(dot) : '';
  return replaced.slice(0, MAX_FILE_NAME_LENGTH - ext.length) + ext;
}
