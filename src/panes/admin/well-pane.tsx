/** Admin › Wells › one well (MANAGE_WELLS): its settings, and who holds a role on it (users, groups). */
import { useSnapshot } from 'valtio';
import { useRelated } from '../../api/admin-entities';
import type { ColumnDef } from '../../features/virtual-table';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { mayManageWells, wells, type WellRow } from './entities/wells';
import { EntityDetailPane } from './frame/entity-detail-pane';
import { openRecord } from './frame/open-record';
import { RelatedTable } from './frame/related-table';

interface Holder {
  id: string;
  name: string;
  email?: string;
  role_name: string;
  via?: string;
}

const userColumns: ColumnDef<Holder>[] = [
  { id: 'name', header: 'User', value: (r) => r.name, width: 200, align: 'start' },
  { id: 'email', header: 'E-mail', value: (r) => r.email ?? null, width: 240, align: 'start' },
  { id: 'role', header: 'Role', value: (r) => r.role_name, width: 180, align: 'start' },
  { id: 'via', header: 'On the', value: (r) => (r.via === 'PROJECT' ? 'Project' : 'Well'), width: 80, align: 'start' },
];
const groupColumns: ColumnDef<Holder>[] = [
  { id: 'name', header: 'Group', value: (r) => r.name, width: 240, align: 'start' },
  { id: 'role', header: 'Role', value: (r) => r.role_name, width: 180, align: 'start' },
];

function WellHolders({ well }: { well: WellRow }) {
  const base = `wells/${encodeURIComponent(well.id)}`;
  const holders = useRelated<Holder>(`${base}/users`);
  const groups = useRelated<Holder>(`${base}/groups`);
  return (
    <>
      <RelatedTable
        id="users"
        title="Users with a role"
        rows={holders.data}
        columns={userColumns}
        rowKey={(r) => `${r.id}-${r.via}`}
        empty="No user holds a role on this well directly."
        onActivate={(r) => void openRecord('admin.user', r.id, r.name)}
      />
      <RelatedTable
        id="groups"
        title="Groups with a role"
        rows={groups.data}
        columns={groupColumns}
        rowKey={(r) => r.id}
        empty="No group holds a role on this well."
      />
    </>
  );
}

export default function WellPane({ instance }: PaneProps) {
  useSnapshot(session);
  return (
    <EntityDetailPane<WellRow> decl={wells} id={instance.params.id} canWrite={mayManageWells()}>
      {(w) => <WellHolders well={w} />}
    </EntityDetailPane>
  );
}
