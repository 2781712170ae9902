/** The guard's view of the signed-in user, from the profile. */
import type { GuardUser } from '../commands/guards';
import type { UserProfile } from '../api/types';

export function guardUserOf(u: UserProfile): GuardUser {
  return {
    isAdmin: u.is_admin,
    isSuperadmin: u.is_superadmin,
    permissions: new Set(u.global_permissions),
    // Spec 3: test cases are enabled only for admins with the flag.
    flags: { multi_well_enabled: u.multi_well_enabled, test_case_enabled: u.is_admin && u.test_case_enabled },
  };
}
