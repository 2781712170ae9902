import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import type { CurrentUser } from './current-user';

const OWN_COMPANY_ONLY = 'A well manager who is no administrator manages the wells of their own company only';

/**
 * MANAGE_WELLS held by someone who is no administrator (a services company's well manager) reaches
 * the wells of their own company: they see every one of them (the company path of the rule in
 * lib/access.ts) and may change, move or delete them; a well of another company they see through a
 * grant is read, never changed, moved to another company or deleted; a well is created in their own
 * company only. `id` null: a create. Administrators manage every well.
 */
export async function assertManagesWell(db: Queryable, id: string | null, companyId: string | null | undefined, user: CurrentUser): Promise<void> {
  if (user.isAdmin) return;
  const own = user.companyId;
  if (id !== null) {
    const { rows } = await db.query<{ company_id: string | null }>('select company_id from wells where id = $1', [id]);
    if (!own || rows[0]?.company_id !== own) throw new HttpError(403, OWN_COMPANY_ONLY);
  }
  if ((id === null || companyId !== undefined) && (!own || companyId !== own)) {
    throw new HttpError(403, `body.company_id: ${OWN_COMPANY_ONLY}`, { field: 'body.company_id' });
  }
}
