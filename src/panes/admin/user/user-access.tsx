/**
 * A user's access on their detail screen: the well roles held directly (grant, revoke), the groups
 * they belong to (add, remove), and the wells they see as a result — the server's one access rule,
 * so what is listed here is what the user gets.
 */
import { Button, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { refreshEntities, useEntityList, useRelated } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import { api } from '../../../api/request';
import type { ColumnDef } from '../../../features/virtual-table';
import { notify } from '../../../state/notifications';
import { choiceLabel } from '../frame/entity-decl';
import { GrantPicker } from '../frame/grant-picker';
import { openRecord } from '../frame/open-record';
import { RelatedTable } from '../frame/related-table';
import { STAGES, WELL_STATUS_CHOICES } from '../entities/choices';

interface WellRole {
  id: string;
  well_id: string;
  well_name: string;
  role_name: string;
}
interface Group {
  id: string;
  name: string;
  role_count: number;
}
interface SeenWell {
  id: string;
  name: string;
  status: number;
  stage: string;
  project_name: string | null;
}

const roleColumns: ColumnDef<WellRole>[] = [
  { id: 'well', header: 'Well', value: (r) => r.well_name, width: 240, align: 'start' },
  { id: 'role', header: 'Role', value: (r) => r.role_name, width: 200, align: 'start' },
];
const groupColumns: ColumnDef<Group>[] = [
  { id: 'name', header: 'Group', value: (r) => r.name, width: 240, align: 'start' },
  { id: 'roles', header: 'Roles', value: (r) => r.role_count, width: 70 },
];
const seenColumns: ColumnDef<SeenWell>[] = [
  { id: 'name', header: 'Well', value: (r) => r.name, width: 220, align: 'start' },
  { id: 'project', header: 'Project', value: (r) => r.project_name, width: 180, align: 'start' },
  { id: 'status', header: 'Status', value: (r) => choiceLabel(WELL_STATUS_CHOICES, r.status), width: 100, align: 'start' },
  { id: 'stage', header: 'Stage', value: (r) => choiceLabel(STAGES, r.stage), width: 160, align: 'start' },
];

const quiet = { hideMessage: true, quiet: true } as const;

async function act(what: string, call: () => Promise<unknown>, userId: string) {
  try {
    await call();
    notify('success', what);
  } catch (e) {
    notify('error', serverFieldError(e, []).message);
  } finally {
    await Promise.all([refreshEntities('admin/user_roles'), refreshEntities(`admin/users/${userId}`), refreshEntities('admin/user_groups')]);
  }
}

export function UserAccess({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const id = encodeURIComponent(userId);
  const roles = useRelated<WellRole>(`admin/user_roles/${id}/WELL`);
  const groups = useRelated<Group>(`admin/users/${id}/groups`);
  const seen = useRelated<SeenWell>(`admin/users/${id}/wells`);
  const allGroups = useEntityList<Group>('admin/user_groups', { limit: 1000 });
  const [roleSel, setRoleSel] = useState<number | null>(null);
  const [groupSel, setGroupSel] = useState<number | null>(null);
  const [joinId, setJoinId] = useState('');
  const chosenRole = roleSel !== null ? roles.data?.[roleSel] : undefined;
  const chosenGroup = groupSel !== null ? groups.data?.[groupSel] : undefined;
  const joinable = (allGroups.data?.data ?? []).filter((g) => !groups.data?.some((m) => m.id === g.id));
  const join = joinable.some((g) => g.id === joinId) ? joinId : (joinable[0]?.id ?? '');

  return (
    <>
      <RelatedTable
        id="well-roles"
        title="Well roles held directly"
        rows={roles.data}
        columns={roleColumns}
        rowKey={(r) => r.id}
        empty="No role on a well of its own."
        selectedIndex={roleSel}
        onSelect={setRoleSel}
        onActivate={(r) => void openRecord('admin.well', r.well_id, r.well_name)}
        tools={
          <>
            <GrantPicker
              kinds={['WELL']}
              grant={(type, objectId, roleId) =>
                act('Role granted', () => api.post(`admin/user_roles/${id}/${encodeURIComponent(objectId)}/${type}`, { role_id: roleId }, quiet), userId)
              }
            />
            <Button
              size="small"
              disabled={!chosenRole}
              onClick={() =>
                chosenRole &&
                void act(`Role on ${chosenRole.well_name} revoked`, () => api.delete(`admin/user_roles/${chosenRole.id}`, undefined, quiet), userId)
              }
            >
              Revoke selected
            </Button>
          </>
        }
      />
      <RelatedTable
        id="groups"
        title="Groups"
        rows={groups.data}
        columns={groupColumns}
        rowKey={(r) => r.id}
        empty="In no group."
        selectedIndex={groupSel}
        onSelect={setGroupSel}
        tools={
          <>
            <Select size="small" aria-label="Group to join" value={join} onChange={(_, d) => setJoinId(d.value)}>
              {!joinable.length && <option value="">No other group</option>}
              {joinable.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
            <Button
              size="small"
              disabled={!join}
              onClick={() =>
                void act('Added to the group', () => api.post(`admin/user_groups/${encodeURIComponent(join)}/users`, { user_id: userId }, quiet), userId)
              }
            >
              Add to group
            </Button>
            <Button
              size="small"
              disabled={!chosenGroup}
              onClick={() =>
                chosenGroup &&
                void act(
                  `Removed from ${chosenGroup.name}`,
                  () => api.delete(`admin/user_groups/${encodeURIComponent(chosenGroup.id)}/users/${id}`, undefined, quiet),
                  userId,
                )
              }
            >
              Remove from selected
            </Button>
          </>
        }
      />
      <RelatedTable
        id="seen-wells"
        title={isAdmin ? 'Wells seen (an administrator sees every well)' : 'Wells seen (directly, through groups and projects)'}
        rows={seen.data}
        columns={seenColumns}
        rowKey={(r) => r.id}
        empty="Sees no well."
        onActivate={(r) => void openRecord('admin.well', r.id, r.name)}
      />
    </>
  );
}
