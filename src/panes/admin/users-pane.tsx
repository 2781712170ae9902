/** Admin › Users: the users the signed-in admin may see, searchable, with "Sign in as" for impersonation. */
import {
  Badge, Button, Caption1, Input, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAdminUsers } from '../../api/admin-users';
import { USER_STATUSES } from '../../domain/constants/users-and-wells';
import { canImpersonate } from '../../features/impersonation/can-impersonate';
import { impersonate } from '../../features/impersonation/impersonate';
import { useDebounced } from '../../features/input/use-debounced';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minHeight: 0, overflow: 'auto' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  search: { minWidth: '280px' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export default function UsersPane(_: PaneProps) {
  const s = useStyles();
  useSnapshot(session);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useDebounced(search);
  const { data, error, isLoading } = useAdminUsers(query, PAGE_SIZE, offset);
  const [busyId, setBusyId] = useState<string | null>(null);
  const me = session.user;
  const allowed = canImpersonate();
  const total = data?.total ?? 0;

  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Title3 as="h1">Users</Title3>
        <Input className={s.search} placeholder="Search by name or e-mail" value={search} onChange={(_, d) => { setSearch(d.value); setOffset(0); }} aria-label="Search users" />
        {isLoading && <Spinner size="tiny" />}
        <Caption1>{data ? `${total} user${total === 1 ? '' : 's'}` : ''}</Caption1>
      </div>
      {error && <Text>Users could not be loaded.</Text>}
      {data && (
        <Table size="small" aria-label="Users">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>E-mail</TableHeaderCell>
              <TableHeaderCell>Role</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.map((u) => {
              const status = USER_STATUSES.find((x) => x.id === u.status);
              const self = me !== null && String(me.id) === String(u.id);
              return (
                <TableRow key={u.id} data-user-email={u.email}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.is_admin ? <Badge appearance="tint">Admin</Badge> : u.role === 'ADMIN' ? 'Admin' : 'User'}</TableCell>
                  <TableCell>{status?.label ?? u.status}</TableCell>
                  <TableCell>
                    {allowed && !self && u.status !== 3 && (
                      <Button
                        size="small"
                        disabled={busyId !== null}
                        onClick={() => {
                          setBusyId(String(u.id));
                          // impersonate() reports its failure; the button only has to come back.
                          impersonate(u.id).catch(() => setBusyId(null));
                        }}
                      >
                        Sign in as
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {total > PAGE_SIZE && (
        <div className={s.pager}>
          <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>Previous</Button>
          <Caption1>{offset + 1}–{Math.min(offset + PAGE_SIZE, total)} of {total}</Caption1>
          <Button size="small" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>Next</Button>
        </div>
      )}
    </div>
  );
}
