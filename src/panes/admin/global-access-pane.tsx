/**
 * Admin › Global Access: user groups, their members and the roles they hold on wells and projects.
 * Arrows pick a group (the first is picked on opening); its members and roles show below, each with
 * add / grant and remove / revoke. A member of a group sees what the group's roles reach, at once
 * (the server re-checks open subscriptions on every change).
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { refreshEntities, useEntityList, useRelated } from '../../api/admin-entities';
import { serverFieldError } from '../../api/admin-users';
import { api } from '../../api/request';
import type { ColumnDef } from '../../features/virtual-table';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { PaneFrame } from '../directional/shared/pane-frame';
import type { PaneProps } from '../pane-types';
import { groups, type GroupRow } from './entities/groups';
import { EntityFormDialog } from './frame/entity-form-dialog';
import { GrantPicker } from './frame/grant-picker';
import { openRecord } from './frame/open-record';
import { RecordPicker } from './frame/record-picker';
import { RelatedTable } from './frame/related-table';

const useStyles = makeStyles({ body: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalL, overflow: 'auto' } });

interface Member {
  id: string;
  name: string;
  email: string;
}
interface GroupRole {
  id: string;
  object_type: 'WELL' | 'PROJECT';
  object_id: string;
  object_name: string | null;
  role_name: string;
}

const memberColumns: ColumnDef<Member>[] = [
  { id: 'name', header: 'Member', value: (r) => r.name, width: 200, align: 'start' },
  { id: 'email', header: 'E-mail', value: (r) => r.email, width: 260, align: 'start' },
];
const roleColumns: ColumnDef<GroupRole>[] = [
  { id: 'kind', header: 'On a', value: (r) => (r.object_type === 'WELL' ? 'Well' : 'Project'), width: 70, align: 'start' },
  { id: 'object', header: 'Name', value: (r) => r.object_name, width: 240, align: 'start' },
  { id: 'role', header: 'Role', value: (r) => r.role_name, width: 200, align: 'start' },
];

const quiet = { hideMessage: true, quiet: true } as const;

async function act(what: string, call: () => Promise<unknown>) {
  try {
    await call();
    notify('success', what);
  } catch (e) {
    notify('error', serverFieldError(e, []).message);
  } finally {
    await Promise.all([refreshEntities('admin/user_groups'), refreshEntities('group_roles')]);
  }
}

function GroupAccess({ group }: { group: GroupRow }) {
  const gid = encodeURIComponent(group.id);
  const members = useRelated<Member>(`admin/user_groups/${gid}/users`);
  const roles = useEntityList<GroupRole>('group_roles', { group_id: group.id, limit: 1000 });
  const [memberSel, setMemberSel] = useState<number | null>(null);
  const [roleSel, setRoleSel] = useState<number | null>(null);
  const [userId, setUserId] = useState('');
  const member = memberSel !== null ? members.data?.[memberSel] : undefined;
  const role = roleSel !== null ? roles.data?.data[roleSel] : undefined;
  return (
    <>
      <RelatedTable
        id="members"
        title={`Members of ${group.name}`}
        rows={members.data}
        columns={memberColumns}
        rowKey={(r) => r.id}
        empty="No member yet."
        selectedIndex={memberSel}
        onSelect={setMemberSel}
        onActivate={(r) => void openRecord('admin.user', r.id, r.name)}
        tools={
          <>
            <RecordPicker path="admin/users" noun="user" value={userId} onChange={setUserId} />
            <Button
              size="small"
              appearance="primary"
              disabled={!userId}
              onClick={() => void act('Member added', () => api.post(`admin/user_groups/${gid}/users`, { user_id: userId }, quiet))}
            >
              Add member
            </Button>
            <Button
              size="small"
              disabled={!member}
              onClick={() =>
                member &&
                void act(`${member.name} removed`, () => api.delete(`admin/user_groups/${gid}/users/${encodeURIComponent(member.id)}`, undefined, quiet))
              }
            >
              Remove selected
            </Button>
          </>
        }
      />
      <RelatedTable
        id="group-roles"
        title={`Roles of ${group.name}`}
        rows={roles.data?.data}
        columns={roleColumns}
        rowKey={(r) => r.id}
        empty="No role yet: members see nothing through this group."
        selectedIndex={roleSel}
        onSelect={setRoleSel}
        onActivate={(r) => void openRecord(r.object_type === 'WELL' ? 'admin.well' : 'admin.project', r.object_id, r.object_name ?? '')}
        tools={
          <>
            <GrantPicker
              grant={(object_type, object_id, role_id) =>
                act('Role granted', () => api.post('group_roles', { group_id: group.id, object_type, object_id, role_id }, quiet))
              }
            />
            <Button
              size="small"
              disabled={!role}
              onClick={() =>
                role &&
                void act(`Role on ${role.object_name ?? 'the object'} revoked`, () =>
                  api.delete(`group_roles/${encodeURIComponent(role.id)}`, undefined, quiet),
                )
              }
            >
              Revoke selected
            </Button>
          </>
        }
      />
    </>
  );
}

export default function GlobalAccessPane(_: PaneProps) {
  const s = useStyles();
  const list = useEntityList<GroupRow>(groups.path, { limit: 1000 });
  // The group is kept by id: a new group, once the list is read again, stays the one shown.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const rows = list.data?.data;
  const group = rows?.find((r) => r.id === chosenId) ?? rows?.[0];

  async function remove(g: GroupRow) {
    if (!(await askConfirm({ title: 'Delete group', message: `Delete ${g.name}? Its members lose what its roles gave them.`, confirmLabel: 'Delete' }))) return;
    await act(`Group ${g.name} deleted`, () => api.delete(`${groups.path}/${encodeURIComponent(g.id)}`, undefined, quiet));
    setChosenId(null);
  }

  return (
    <PaneFrame
      title="Global Access"
      context={rows ? `${rows.length} group${rows.length === 1 ? '' : 's'} · arrows pick a group` : undefined}
      bodyClassName={s.body}
      tools={
        <>
          <Button size="small" appearance="primary" onClick={() => setCreating(true)}>
            New group
          </Button>
          <Button size="small" disabled={!group} onClick={() => group && void remove(group)}>
            Delete group
          </Button>
        </>
      }
    >
      {list.error && <Text data-pane-message="error">Groups could not be loaded.</Text>}
      {!rows && !list.error && <Spinner size="small" data-pane-loading label="Loading groups" />}
      {rows && (
        <RelatedTable
          id="groups"
          title="Groups"
          rows={rows}
          columns={groups.columns}
          rowKey={(r) => r.id}
          empty="No group yet."
          selectedIndex={group ? rows.indexOf(group) : null}
          onSelect={(i) => setChosenId(i === null ? null : rows[i].id)}
        />
      )}
      {group && <GroupAccess key={group.id} group={group} />}
      {creating && (
        <EntityFormDialog<GroupRow>
          decl={groups}
          target={{ mode: 'create' }}
          onClose={() => setCreating(false)}
          onSaved={(g) => {
            setCreating(false);
            notify('success', `Group ${g.name} created`);
            setChosenId(g.id);
            void refreshEntities(groups.path);
          }}
        />
      )}
    </PaneFrame>
  );
}
