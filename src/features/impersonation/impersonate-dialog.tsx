/** Pick a user to act as: a search over /admin/users, one click to switch. */
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useAdminUsers } from '../../api/admin-users';
import { session } from '../../state/session';
import { useDebounced } from '../input/use-debounced';
import { impersonate } from './impersonate';
import { USER_STATUS } from '../../domain/user-statuses';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '50vh', overflowY: 'auto', marginTop: tokens.spacingVerticalS },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  who: { display: 'flex', flexDirection: 'column' },
});

export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useStyles();
  const [search, setSearch] = useState('');
  const query = useDebounced(search);
  const { data, isLoading } = useAdminUsers(query, 20, 0, open);
  const [busy, setBusy] = useState(false);
  const me = session.user;
  const rows = open && data ? data.data.filter((u) => String(u.id) !== String(me?.id) && u.status !== USER_STATUS.suspended) : [];
  const signInAs = (id: string | number) => {
    setBusy(true);
    // impersonate() reports its failure; the button only has to come back.
    impersonate(id).catch(() => setBusy(false));
  };
  const settled = query === search && !isLoading;
  // Enter typed before the search answered: acted on once it has (only on exactly one match).
  const [enterPending, setEnterPending] = useState(false);
  useEffect(() => {
    if (!enterPending || !settled) return;
    setEnterPending(false);
    if (rows.length === 1 && !busy) signInAs(rows[0].id);
  }, [enterPending, settled]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Sign in as another user">
        <DialogBody>
          <DialogTitle>Sign in as another user</DialogTitle>
          <DialogContent>
            <Caption1>You will see Drillspace as they do. Your own session is kept; use "Return to my account" to come back.</Caption1>
            <Input
              placeholder="Search by name or e-mail"
              value={search}
              onChange={(_, d) => {
                setSearch(d.value);
                setEnterPending(false);
              }}
              onKeyDown={(e) => {
                // Enter on the only match signs in as it; with several, Tab reaches each one's button.
                if (e.key !== 'Enter' || busy) return;
                e.preventDefault();
                if (!settled) setEnterPending(true);
                else if (rows.length === 1) signInAs(rows[0].id);
              }}
              aria-label="Search users"
              aria-describedby="impersonate-hint"
              autoFocus
              style={{ width: '100%', marginTop: 8 }}
            />
            <Caption1 id="impersonate-hint" data-impersonate-hint>
              {!settled
                ? enterPending
                  ? 'Searching… Enter signs in when one user matches'
                  : 'Searching…'
                : rows.length === 1
                  ? `Enter: sign in as ${rows[0].name}`
                  : rows.length === 0
                    ? 'No user matches'
                    : `${rows.length} users match: keep typing, or Tab to one`}
            </Caption1>
            <div className={s.list}>
              {isLoading && <Spinner size="tiny" />}
              {rows.map((u) => (
                <div key={u.id} className={s.row} data-impersonate-user={u.email}>
                  <div className={s.who}>
                    <span>{u.name}</span>
                    <Caption1>{u.email}</Caption1>
                  </div>
                  <Button size="small" disabled={busy} onClick={() => signInAs(u.id)}>
                    Sign in as
                  </Button>
                </div>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
