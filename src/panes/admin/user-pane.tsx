/** Admin › Users › one user: the declared fields, account actions and well access. */
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { users, type UserRow } from './entities/users';
import { EntityDetailPane } from './frame/entity-detail-pane';
import { UserAccess } from './user/user-access';
import { UserActions, userRefusal } from './user/user-actions';

export default function UserPane({ instance }: PaneProps) {
  useSnapshot(session);
  return (
    <EntityDetailPane<UserRow>
      decl={users}
      id={instance.params.id}
      actions={(u) => <UserActions user={u} />}
      canDelete={(u) => userRefusal(u) === null && String(u.id) !== String(session.user?.id)}
    >
      {/* roles and groups are administrators' (VIEW_USERS alone reads the account, not its access) */}
      {(u) => session.isAdmin && <UserAccess userId={String(u.id)} isAdmin={u.is_admin} />}
    </EntityDetailPane>
  );
}
