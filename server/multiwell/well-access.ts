/**
 * Many wells named in one call: each must exist (else 404 naming every unknown id) and the caller
 * must hold the permission on each (else 403 naming every refused id), by the one well-access rule
 * (auth/object-access.ts), as single-well routes check theirs.
 */
import type { CurrentUser } from '../auth/current-user';
import { objectPermissions } from '../auth/object-access';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

export async function requireWellSet(db: Queryable, user: CurrentUser, wellIds: readonly string[], permission: string, field: string): Promise<void> {
  const unknown: string[] = [];
  const refused: string[] = [];
  for (const id of wellIds) {
    const access = await objectPermissions(db, user, 'WELL', id);
    if (!access.exists) unknown.push(id);
    else if (!access.permissions.includes(permission)) refused.push(id);
  }
  if (unknown.length) throw new HttpError(404, `${field}: ${unknown.length === 1 ? 'well' : 'wells'} not found: ${unknown.join(', ')}`);
  if (refused.length)
    throw new HttpError(403, `${field}: missing permission ${permission} on ${refused.length === 1 ? 'well' : 'wells'} ${refused.join(', ')}`);
}
