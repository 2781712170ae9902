/**
 * What an admin does to one account from its detail screen: suspend or activate, require a new
 * password at next sign-in (send password notice), make a one-time reset link to pass on, and sign
 * in as the user. What the signed-in admin may not do to this account is not offered.
 */
import { Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { refreshEntities, updateEntity } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import { api } from '../../../api/request';
import { manageRefusal } from '../../../domain/user-admin-rank';
import { USER_STATUS } from '../../../domain/user-statuses';
import { canImpersonate } from '../../../features/impersonation/can-impersonate';
import { impersonate } from '../../../features/impersonation/impersonate';
import { notify } from '../../../state/notifications';
import { session } from '../../../state/session';
import type { UserRow } from '../entities/users';

export function userRefusal(u: UserRow): string | null {
  const me = session.user;
  if (!me) return 'Not signed in';
  return manageRefusal({ id: me.id, isAdmin: me.is_admin, isSuperadmin: me.is_superadmin }, { id: u.id, isAdmin: u.is_admin, isSuperadmin: u.is_superadmin });
}

export function UserActions({ user: u }: { user: UserRow }) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const refusal = userRefusal(u);
  const self = String(session.user?.id) === String(u.id);
  if (refusal) return <Caption1 title={refusal}>Managed by a superadministrator</Caption1>;
  if (!session.isAdmin) return null;

  async function run(what: string, call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      notify('success', what);
      await refreshEntities(`admin/users`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusy(false);
    }
  }
  const id = encodeURIComponent(String(u.id));
  const suspended = u.status === USER_STATUS.suspended;
  return (
    <>
      {!self && (
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            void run(`User ${u.name} ${suspended ? 'activated' : 'suspended'}`, () =>
              updateEntity('admin/users', String(u.id), { status: suspended ? USER_STATUS.active : USER_STATUS.suspended }),
            )
          }
        >
          {suspended ? 'Activate' : 'Suspend'}
        </Button>
      )}
      <Button
        size="small"
        disabled={busy}
        onClick={() =>
          void run(`${u.name} will be asked for a new password at next sign-in`, () =>
            api.post(`admin/users/${id}/send_password_notify`, {}, { hideMessage: true, quiet: true }),
          )
        }
      >
        Send password notice
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() =>
          void run('Reset link made', async () =>
            setLink(
              (await api.get<{ data: { link: string } }>(`admin/users/${id}/password_reset_link`, undefined, { hideMessage: true, quiet: true })).data.link,
            ),
          )
        }
      >
        Reset link
      </Button>
      {canImpersonate() && !self && !suspended && (
        <Button
          size="small"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            impersonate(u.id).catch(() => setBusy(false));
          }}
        >
          Sign in as
        </Button>
      )}
      {link && (
        <Dialog open onOpenChange={(_, d) => !d.open && setLink(null)}>
          <DialogSurface data-reset-link>
            <DialogBody>
              <DialogTitle>{`Password reset link for ${u.name}`}</DialogTitle>
              <DialogContent>
                <Caption1>Pass it on to the user; it works once.</Caption1>
                <Input
                  readOnly
                  autoFocus
                  value={`${location.origin}${link}`}
                  aria-label="Reset link"
                  onFocus={(e) => e.currentTarget.select()}
                  style={{ width: '100%' }}
                />
              </DialogContent>
              <DialogActions>
                <Button onClick={() => void navigator.clipboard?.writeText(`${location.origin}${link}`).then(() => notify('success', 'Link copied'))}>
                  Copy
                </Button>
                <Button appearance="primary" onClick={() => setLink(null)}>
                  Close
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
