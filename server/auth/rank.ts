/**
 * How much a user may do, as one number: nobody may impersonate, edit, suspend, delete or reset the
 * password of someone who ranks above them, an ordinary admin not even of an equal (another admin),
 * and superadmin powers stay with superadmins.
 */
export type Rank = 0 | 1 | 2;

export const USER_RANK: Rank = 0;
export const ADMIN_RANK: Rank = 1;
export const SUPERADMIN_RANK: Rank = 2;

export function rankOf(u: { isAdmin: boolean; isSuperadmin: boolean }): Rank {
  if (u.isSuperadmin) return SUPERADMIN_RANK;
  return u.isAdmin ? ADMIN_RANK : USER_RANK;
}
