import { HttpError } from './http-error';

/** The fields PostgreSQL (pg) and PGlite both put on a failed statement's error. */
interface PgError {
  code: string;
  message: string;
  detail?: string;
  column?: string;
  table?: string;
  constraint?: string;
}

export function isPgError(e: unknown): e is PgError {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof (e as { message?: unknown }).message === 'string';
}

// The spec's validation message for a uniqueness rule (app-shell 5).
export const UNIQUE_MESSAGE = 'The value must be unique';

/** 'Key (lower(email))=(x) already exists.' → ['email']; 'Key (well_id, md_m)=…' → ['well_id', 'md_m']. */
function keyColumns(detail: string | undefined): string[] {
  const m = /^Key \((.+?)\)=\(/.exec(detail ?? '');
  if (!m) return [];
  return m[1]
    .replace(/::[a-z ]+/gi, '')
    .split(',')
    .map((part) => /([a-z_][a-z0-9_]*)\)*\s*$/i.exec(part.trim())?.[1] ?? '')
    .filter(Boolean);
}

/** Names a column the way our 400s name inputs: 'body.name' when the request sent it, else the column. */
function fieldName(columns: string[], body: unknown): string {
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const named = columns.map((c) => (c in sent ? `body.${c}` : c));
  return named.join(', ') || 'value';
}

const singular = (table: string) => table.replace(/_/g, ' ').replace(/ies$/, 'y').replace(/s$/, '');
const referencedTable = (detail: string | undefined) => /is (?:not present in|still referenced from) table "([^"]+)"/.exec(detail ?? '')?.[1] ?? null;

/**
 * A database error caused by the request's input, as the answer the caller should get; null when the
 * error is ours (a bug, the database down) and must be a bare 500. Messages name the field and never
 * carry SQL, parameters or internals.
 */
export function httpErrorFromDb(e: unknown, body: unknown): HttpError | null {
  if (!isPgError(e)) return null;
  const columns = keyColumns(e.detail);
  switch (e.code) {
    case '23505':
      return new HttpError(409, `${fieldName(columns, body)}: ${UNIQUE_MESSAGE}`, { field: fieldName(columns, body) });
    case '23503': {
      const table = referencedTable(e.detail);
      if (e.detail?.includes('still referenced')) {
        return new HttpError(409, `This record is still used${table ? ` by ${table.replace(/_/g, ' ')}` : ''}: remove those first`);
      }
      const field = fieldName(columns, body);
      return new HttpError(404, `${field}: no such ${table ? singular(table) : 'record'}`, { field });
    }
    case '23502':
      return new HttpError(400, `${fieldName(e.column ? [e.column] : [], body)}: Required field`);
    case '23514':
    case '23P01':
      return new HttpError(400, `${fieldName(columns, body)}: Invalid value`);
    case '22021':
    case '22P05':
      return new HttpError(400, 'Text must not contain NUL characters (\\u0000)');
  }
  // Class 22, data exceptions: a value that does not fit its column (too long, out of range, bad syntax).
  // PostgreSQL's own wording names the type and the value the caller sent, never the statement.
  if (e.code.startsWith('22')) return new HttpError(400, `Invalid value: ${e.message}`);
  return null;
}
