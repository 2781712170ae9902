/**
 * Create or edit any declared entity: one field per declaration (those whose `shownWhen` the values
 * meet), Enter submits, Escape cancels, focus starts on the first field. The server validates; its refusal lands on the field it names
 * (a 400 "body.email: E-mail is invalid", a 409 on a taken name) or, naming none, above the form.
 * The surface carries `data-<key>-form="create|edit"` for tests.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { createEntity, updateEntity } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import type { EntityRow, FieldDecl } from './entity-decl';
import { FieldInput } from './field-input';
import { bodyOf, initialValues, type FormValues } from './form-values';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export type FormTarget<Row> = { mode: 'create'; preset?: Record<string, unknown> } | { mode: 'edit'; row: Row };

/** What the dialog needs of a declaration (a whole EntityDecl, or a form alone for a pane of its own). */
export interface FormDecl<Row> {
  key: string;
  noun: string;
  path: string;
  fields: readonly FieldDecl[];
  title(row: Row): string;
  /** The row as the form shows it (display units); default the row itself. */
  toForm?(row: Row): Record<string, unknown>;
  /** The form's body as the API takes it (API units); default the body itself. */
  toBody?(body: Record<string, unknown>): Record<string, unknown>;
}

interface Props<Row extends EntityRow> {
  decl: FormDecl<Row>;
  target: FormTarget<Row>;
  onClose: () => void;
  onSaved: (row: Row) => void;
}

export function EntityFormDialog<Row extends EntityRow>({ decl, target, onClose, onSaved }: Props<Row>) {
  const s = useStyles();
  const editing = target.mode === 'edit' ? target.row : null;
  // On edit an empty password keeps the stored one: not required, and not sent.
  const fields = decl.fields
    .filter((f) => !(editing && f.createOnly))
    .map((f) => (editing && f.input === 'password' ? { ...f, required: false, hint: 'Leave empty to keep the current password' } : f));
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(
      fields,
      editing
        ? (decl.toForm?.(editing) ?? (editing as unknown as Record<string, unknown>))
        : target.mode === 'create' && target.preset
          ? withDefaults(fields, target.preset)
          : null,
    ),
  );
  const shown = fields.filter((f) => !f.shownWhen || f.shownWhen(values));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attr = { [`data-${decl.key}-form`]: target.mode };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const typed = bodyOf(shown, values);
      const body = decl.toBody?.(typed) ?? typed;
      const saved = editing ? await updateEntity<Row>(decl.path, String(editing.id), body) : await createEntity<Row>(decl.path, body);
      onSaved(saved.data);
    } catch (err) {
      const named = serverFieldError(
        err,
        shown.flatMap((f) => [f.key, ...(f.errorKeys ?? [])]),
      );
      const field = shown.find((f) => f.key === named.field || (named.field && f.errorKeys?.includes(named.field)))?.key;
      if (field) {
        setErrors((x) => ({ ...x, [field]: named.message }));
        // Back to the field the server named (a custom editor's first input): while the request ran, the
        // disabled button took focus away, and typing outside an input would fire the workspace's single-key hotkeys.
        setTimeout(() => {
          const el = document.querySelector<HTMLElement>(`[data-${decl.key}-form] [name="${field}"]`);
          (el?.matches('input, select, textarea') ? el : el?.querySelector<HTMLElement>('input, select, textarea, button'))?.focus();
        }, 0);
      } else setFormError(named.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface {...attr}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{editing ? `Edit ${decl.title(editing)}` : `New ${decl.noun.toLowerCase()}`}</DialogTitle>
            <DialogContent className={s.form}>
              {formError && (
                <MessageBar intent="error" data-form-error>
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              {shown.map((f, i) => (
                <FieldInput
                  key={f.key}
                  field={f}
                  value={values[f.key]}
                  values={values}
                  editingId={editing ? editing.id : null}
                  error={errors[f.key]}
                  autoFocus={i === 0}
                  onChange={(v) => {
                    setValues((x) => ({ ...x, [f.key]: v }));
                    setErrors((x) => ({ ...x, [f.key]: undefined }));
                  }}
                  setField={(key, v) => {
                    setValues((x) => ({ ...x, [key]: v }));
                    setErrors((x) => ({ ...x, [key]: undefined }));
                  }}
                />
              ))}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {editing ? 'Save' : 'Create'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A preset (the company a new user joins) over the declared initial values. */
function withDefaults(fields: readonly FieldDecl[], preset: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, f.key in preset ? preset[f.key] : f.initial]));
}
