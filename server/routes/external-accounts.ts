/**
 * External accounts (data-widgets-calls 7.3 "external_accounts"): who a user is at an external
 * provider (Admin › External Providers): their subject at the SSO provider, their login at the survey
 * or interpretation provider, so that provider's sign-ins and data are matched to them. One account
 * per user and provider; an account name (case-insensitive) belongs to one user of a provider.
 * Administrators only; every change is audited with before and after by the resource.
 */
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { ADMIN } from '../lib/access';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineResource } from '../lib/resource';
import { uuid } from '../lib/schemas';

const fields = z.object({
  user_id: uuid,
  provider_id: uuid,
  external_id: z.string().trim().min(1, 'This field could not be empty').max(254),
  enabled: z.boolean(),
  note: z.string().max(2000),
});

type Fields = z.infer<typeof fields>;

/**
 * An account name taken by another account of the provider is refused on the name: the unique index
 * (provider_id, lower(external_id)) would name the provider first, and the form would put the refusal
 * on the provider list. The index still decides a race.
 */
async function assertNameFree(db: Queryable, id: string | null, input: Partial<Fields>): Promise<void> {
  if (input.external_id === undefined && input.provider_id === undefined) return;
  const stored = id
    ? (await db.query<{ provider_id: string; external_id: string }>('select provider_id, external_id from external_accounts where id = $1', [id])).rows[0]
    : undefined;
  const providerId = input.provider_id ?? stored?.provider_id;
  const externalId = input.external_id ?? stored?.external_id;
  if (!providerId || !externalId) return;
  const { rows } = await db.query(
    'select 1 from external_accounts where provider_id = $1 and lower(external_id) = lower($2) and id is distinct from $3::uuid limit 1',
    [providerId, externalId, id],
  );
  if (!rows.length) return;
  const field = input.external_id === undefined ? 'external_id' : 'body.external_id';
  throw new HttpError(409, `${field}: ${UNIQUE_MESSAGE}`, { field });
}

const externalAccounts = defineResource<Fields>({
  url: '/external_accounts',
  table: 'external_accounts',
  noun: 'External account',
  tags: ['admin', 'external providers'],
  access: { read: ADMIN, write: ADMIN },
  create: fields.partial({ enabled: true, note: true }).strict(),
  update: fields.partial().strict(),
  beforeWrite: (db, id, input) => assertNameFree(db, id, input).then(() => undefined),
  select: `t.*, u.email as user_email, u.name as user_name, p.kind as provider_kind, p.name as provider_name`,
  from: 'external_accounts t join users u on u.id = t.user_id join external_providers p on p.id = t.provider_id',
  orderBy: 'p.kind, lower(p.name), lower(t.external_id)',
  searchColumns: ['t.external_id', 'u.email', 'u.name'],
  filters: {
    user_id: { schema: uuid, sql: (p) => `t.user_id = ${p}` },
    provider_id: { schema: uuid, sql: (p) => `t.provider_id = ${p}` },
  },
});

export const externalAccountRoutes = [...externalAccounts];
