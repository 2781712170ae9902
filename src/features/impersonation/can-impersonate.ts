import { session } from '../../state/session';
import { IMPERSONATE_PERMISSION } from './impersonate';

/** Admins holding LOGIN_AS_USER, while acting as themselves. */
export function canImpersonate(): boolean {
  const u = session.user;
  return !!u && u.is_admin && u.global_permissions.includes(IMPERSONATE_PERMISSION) && session.previousToken === null;
}
