/**
 * Create or edit a user: a Fluent UI dialog holding a form validated by the same rules as the
 * server (adminUserForm); a refusal from the server lands on the field it names. Enter submits,
 * Escape cancels; focus starts on the first field.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { adminUserForm, createAdminUser, serverFieldError, updateAdminUser, type AdminUserField, type AdminUserInput } from '../../api/admin-users';
import type { AdminUserRow } from '../../api/types';
import { USER_ROLES, USER_STATUSES } from '../../domain/constants/users-and-wells';

const FIELDS: readonly AdminUserField[] = ['name', 'email', 'password', 'role', 'status'];

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: AdminUserRow };

export function UserFormDialog({ target, onClose, onSaved }: { target: UserFormTarget; onClose: () => void; onSaved: (u: AdminUserRow) => void }) {
  const s = useStyles();
  const editing = target.mode === 'edit' ? target.user : null;
  const [values, setValues] = useState<AdminUserInput>({
    name: editing?.name ?? '',
    email: editing?.email ?? '',
    password: '',
    role: editing?.role ?? 'USER',
    status: editing?.status ?? 2,
  });
  const [errors, setErrors] = useState<Partial<Record<AdminUserField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends AdminUserField>(k: K, v: AdminUserInput[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = adminUserForm(target.mode).safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<AdminUserField, string>> = {};
      for (const i of parsed.error.issues) next[i.path[0] as AdminUserField] ??= i.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const saved = editing ? await updateAdminUser(String(editing.id), parsed.data) : await createAdminUser(parsed.data);
      onSaved(saved.data);
    } catch (err) {
      const { field, message } = serverFieldError(err, FIELDS);
      if (field) {
        setErrors((x) => ({ ...x, [field]: message }));
        // Back to the field the server named: while the request ran, the disabled button took focus away,
        // and typing outside an input would fire the workspace's single-key hotkeys.
        setTimeout(() => document.querySelector<HTMLElement>(`[data-user-form] [name="${field}"]`)?.focus(), 0);
      } else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  const field = (k: AdminUserField) => ({ validationMessage: errors[k], validationState: errors[k] ? ('error' as const) : ('none' as const) });
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-user-form={target.mode}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{editing ? `Edit ${editing.name}` : 'New user'}</DialogTitle>
            <DialogContent className={s.form}>
              {formError && (
                <MessageBar intent="error" data-form-error>
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="Name" required {...field('name')}>
                <Input autoFocus value={values.name} onChange={(_, d) => set('name', d.value)} name="name" />
              </Field>
              <Field label="E-mail" required {...field('email')}>
                <Input type="email" value={values.email} onChange={(_, d) => set('email', d.value)} name="email" />
              </Field>
              <Field
                label="Password"
                required={!editing}
                hint={editing ? 'Leave empty to keep the current password' : 'At least 8 characters'}
                {...field('password')}
              >
                <Input type="password" value={values.password} onChange={(_, d) => set('password', d.value)} name="password" autoComplete="new-password" />
              </Field>
              <Field label="Role" {...field('role')}>
                <Select value={values.role} onChange={(_, d) => set('role', d.value as AdminUserInput['role'])} name="role">
                  {USER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r === 'ADMIN' ? 'Admin' : 'User'}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Status" {...field('status')}>
                <Select value={String(values.status)} onChange={(_, d) => set('status', Number(d.value) as AdminUserInput['status'])} name="status">
                  {USER_STATUSES.map((st) => (
                    <option key={st.id} value={st.id}>
                      {st.label}
                    </option>
                  ))}
                </Select>
              </Field>
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
