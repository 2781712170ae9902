/**
 * Admin › Users: the users the signed-in admin may see, searchable; create, edit, suspend (or
 * reactivate) and delete them through the server's /admin/users calls (delete asks first), and
 * "Sign in as" for impersonation; Open shows the user's detail (roles, groups, password actions).
 * Every action is a button in the row, reachable by Tab; the form is the users declaration's.
 */
import {
  Badge,
  Button,
  Caption1,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { deleteAdminUser, refreshAdminUsers, serverFieldError, updateAdminUser, useAdminUsers } from '../../api/admin-users';
import type { AdminUserRow } from '../../api/types';
import { USER_STATUS, USER_STATUSES } from '../../domain/user-statuses';
import { canImpersonate } from '../../features/impersonation/can-impersonate';
import { manageRefusal } from '../../domain/user-admin-rank';
import { impersonate } from '../../features/impersonation/impersonate';
import { useDebounced } from '../../features/input/use-debounced';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { users, type UserRow } from './entities/users';
import { EntityFormDialog, type FormTarget } from './frame/entity-form-dialog';
import { openRecord } from './frame/open-record';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minHeight: 0, overflow: 'auto' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  search: { minWidth: '280px' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // Row actions never wrap: a wrapped button would spill over the next row and take its clicks.
  actionsHead: { width: '380px' },
  email: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap', whiteSpace: 'nowrap' },
});

const SUSPENDED = USER_STATUS.suspended;
const ACTIVE = USER_STATUS.active;

export default function UsersPane(_: PaneProps) {
  const s = useStyles();
  useSnapshot(session);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useDebounced(search);
  const { data, error, isLoading } = useAdminUsers(query, PAGE_SIZE, offset);
  const [form, setForm] = useState<FormTarget<UserRow> | null>(null);
  const isAdmin = useSnapshot(session).isAdmin;
  const [busyId, setBusyId] = useState<string | null>(null);
  const me = session.user;
  const allowed = canImpersonate();
  const total = data?.total ?? 0;

  /** Suspend, reactivate or delete (after asking); the server's refusal is shown as it says it. */
  async function run(u: AdminUserRow, action: 'suspend' | 'activate' | 'delete') {
    if (
      action === 'delete' &&
      !(await askConfirm({ title: 'Delete user', message: `Delete ${u.name} (${u.email})? This cannot be undone.`, confirmLabel: 'Delete' }))
    )
      return;
    setBusyId(String(u.id));
    try {
      if (action === 'delete') await deleteAdminUser(String(u.id));
      else await updateAdminUser(String(u.id), { status: action === 'suspend' ? SUSPENDED : ACTIVE });
      notify('success', `User ${u.name} ${action === 'delete' ? 'deleted' : action === 'suspend' ? 'suspended' : 'reactivated'}`);
      await refreshAdminUsers();
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Title3 as="h1">Users</Title3>
        <Input
          className={s.search}
          placeholder="Search by name or e-mail"
          value={search}
          onChange={(_, d) => {
            setSearch(d.value);
            setOffset(0);
          }}
          aria-label="Search users"
        />
        {isLoading && <Spinner size="tiny" />}
        <Caption1>{data ? `${total} user${total === 1 ? '' : 's'}` : ''}</Caption1>
        {isAdmin && (
          <Button appearance="primary" onClick={() => setForm({ mode: 'create' })}>
            New user
          </Button>
        )}
      </div>
      {form && (
        <EntityFormDialog<UserRow>
          decl={users}
          target={form}
          onClose={() => setForm(null)}
          onSaved={(u) => {
            notify('success', form.mode === 'create' ? `User ${u.name} created` : `User ${u.name} saved`);
            setForm(null);
            void refreshAdminUsers();
          }}
        />
      )}
      {error && <Text>Users could not be loaded.</Text>}
      {data && (
        <Table size="small" aria-label="Users">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>E-mail</TableHeaderCell>
              <TableHeaderCell>Role</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell className={s.actionsHead} aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.map((u) => {
              const status = USER_STATUSES.find((x) => x.id === u.status);
              const self = me !== null && String(me.id) === String(u.id);
              // Another admin's account is a superadmin's to manage: offer nothing the server refuses.
              const refusal = me
                ? manageRefusal(
                    { id: me.id, isAdmin: me.is_admin, isSuperadmin: me.is_superadmin },
                    { id: u.id, isAdmin: u.is_admin, isSuperadmin: u.is_superadmin },
                  )
                : null;
              return (
                <TableRow key={u.id} data-user-email={u.email}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell className={s.email} title={u.email}>
                    {u.email}
                  </TableCell>
                  <TableCell>{u.is_admin ? <Badge appearance="tint">Admin</Badge> : u.role === 'ADMIN' ? 'Admin' : 'User'}</TableCell>
                  <TableCell>{status?.label ?? u.status}</TableCell>
                  <TableCell>
                    <div className={s.actions}>
                      <Button size="small" onClick={() => void openRecord(users.detailRoute, u.id, u.name)}>
                        Open
                      </Button>
                      {refusal && <Caption1 title={refusal}>Managed by a superadministrator</Caption1>}
                      {!refusal && isAdmin && (
                        <Button size="small" onClick={() => setForm({ mode: 'edit', row: u })}>
                          Edit
                        </Button>
                      )}
                      {!refusal && isAdmin && !self && (
                        <Button size="small" disabled={busyId !== null} onClick={() => void run(u, u.status === SUSPENDED ? 'activate' : 'suspend')}>
                          {u.status === SUSPENDED ? 'Activate' : 'Suspend'}
                        </Button>
                      )}
                      {!refusal && isAdmin && !self && (
                        <Button size="small" disabled={busyId !== null} onClick={() => void run(u, 'delete')}>
                          Delete
                        </Button>
                      )}
                      {!refusal && allowed && !self && u.status !== SUSPENDED && (
                        <Button
                          size="small"
                          disabled={busyId !== null}
                          onClick={() => {
                            setBusyId(String(u.id));
                            impersonate(u.id).catch(() => setBusyId(null));
                          }}
                        >
                          Sign in as
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {total > PAGE_SIZE && (
        <div className={s.pager}>
          <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            Previous
          </Button>
          <Caption1>
            {offset + 1}–{Math.min(offset + PAGE_SIZE, total)} of {total}
          </Caption1>
          <Button size="small" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
