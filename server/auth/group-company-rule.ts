/**
 * A group of a company holds users of that company only: its grants would otherwise carry access
 * across companies. The rule is kept on every write that could break it, each refusal a 409 naming
 * the field: adding a member of another company, moving a member to another company, and giving a
 * group with members a company some of them are not in. A group of no company holds anyone.
 */
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

const list = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/** Adding user `userId` to group `groupId`. */
export async function assertMemberOfGroupCompany(db: Queryable, groupId: string, userId: string): Promise<void> {
  const { rows } = await db.query(
    'select 1 from user_groups g, users u where g.id = $1 and u.id = $2 and g.company_id is not null and g.company_id is distinct from u.company_id',
    [groupId, userId],
  );
  if (rows[0]) throw new HttpError(409, 'body.user_id: this group holds users of its own company only', { field: 'body.user_id' });
}

/** Moving user `userId` to company `companyId` (null: none): no group of another company may keep them. */
export async function assertGroupsAllowCompany(db: Queryable, userId: string, companyId: string | null): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select g.name from user_group_members m join user_groups g on g.id = m.group_id
      where m.user_id = $1 and g.company_id is not null and g.company_id is distinct from $2::uuid order by g.name`,
    [userId, companyId],
  );
  if (!rows.length) return;
  const names = rows.map((r) => r.name);
  throw new HttpError(
    409,
    `body.company_id: the user is a member of ${names.length === 1 ? 'group' : 'groups'} ${list(names)} of another company: remove them from it first`,
    { field: 'body.company_id' },
  );
}

/** Giving group `groupId` company `companyId`: every member must be of that company (null: any company). */
export async function assertMembersAllowCompany(db: Queryable, groupId: string, companyId: string | null): Promise<void> {
  if (companyId === null) return;
  const { rows } = await db.query<{ name: string }>(
    `select u.name from user_group_members m join users u on u.id = m.user_id
      where m.group_id = $1 and u.company_id is distinct from $2::uuid order by u.name`,
    [groupId, companyId],
  );
  if (!rows.length) return;
  const shown = rows.slice(0, 3).map((r) => r.name);
  const more = rows.length > 3 ? ` and ${rows.length - 3} more` : '';
  throw new HttpError(
    409,
    `body.company_id: ${list(shown)}${more} of this group ${rows.length === 1 ? 'is' : 'are'} not of that company: remove them from it first`,
    {
      field: 'body.company_id',
    },
  );
}
