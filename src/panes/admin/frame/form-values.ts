/** Form state of an entity dialog (strings, switches and custom values) to and from the body the server validates. */
import type { FieldDecl } from './entity-decl';

export type FormValues = Record<string, unknown>;

export function initialValues(fields: readonly FieldDecl[], row: Record<string, unknown> | null): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = row ? row[f.key] : f.initial;
    if (f.input === 'custom') out[f.key] = v ?? [];
    else if (f.input === 'switch') out[f.key] = Boolean(v ?? f.initial ?? false);
    else if (f.input === 'password') out[f.key] = '';
    else out[f.key] = v === null || v === undefined ? String(f.initial ?? '') : String(v);
  }
  return out;
}

/** The request body: numbers as numbers, choices as their declared values, empty inputs as the field says. */
export function bodyOf(fields: readonly FieldDecl[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (typeof v === 'boolean' || f.input === 'custom') {
      body[f.key] = v;
      continue;
    }
    if (typeof v !== 'string') continue;
    const text = f.input === 'password' ? v : v.trim();
    if (text === '') {
      // A required field sent empty lets the server name it ("This field could not be empty").
      if (f.required && f.input !== 'reference') body[f.key] = '';
      else if ((f.empty ?? 'null') === 'null') body[f.key] = null;
      else if (f.empty === 'blank') body[f.key] = '';
      continue;
    }
    if (f.input === 'number') body[f.key] = Number.isFinite(Number(text)) ? Number(text) : text;
    else if (f.input === 'choice') body[f.key] = f.options?.find((o) => String(o.value) === text)?.value ?? text;
    else body[f.key] = text;
  }
  return body;
}
