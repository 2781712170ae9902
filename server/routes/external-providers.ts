/**
 * Admin › External Providers (app-shell 6, data-widgets-calls 7.3): the single sign-on, survey and
 * interpretation providers a deployment talks to, each with the result of its last connection check
 * (server/admin/provider-check.ts: OpenID discovery, WMLS_GetVersion, HTTP GET). Administrators only;
 * every write and every check is audited.
 */
import { z } from 'zod';
import { checkProvider, type ProviderKind } from '../admin/provider-check';
import { ADMIN } from '../lib/access';
import { audit } from '../lib/audit';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineResource } from '../lib/resource';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';

const tags = ['admin', 'external providers'];
const KINDS = ['sso', 'survey', 'interpretation'] as const;

const fields = z.object({
  kind: z.enum(KINDS, { message: 'must be sso, survey or interpretation' }),
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  url: z.url({ protocol: /^https?$/, message: 'must be an http or https URL' }).max(2000),
  enabled: z.boolean(),
  description: z.string().max(5000),
});
type ProviderInput = z.infer<typeof fields>;

const select = `t.id, t.kind, t.name, t.url, t.enabled, t.description, t.last_check_at, t.last_check_ok, t.last_check_message, t.created_at, t.updated_at`;

const providers = defineResource<ProviderInput>({
  url: '/admin/external_providers',
  table: 'external_providers',
  noun: 'External provider',
  tags,
  access: { read: ADMIN, write: ADMIN },
  create: fields.partial({ enabled: true, description: true }).strict(),
  update: fields.partial().strict(),
  select,
  orderBy: 't.kind, lower(t.name)',
  searchColumns: ['t.name', 't.url'],
  filters: { kind: { schema: z.enum(KINDS), sql: (p) => `t.kind = ${p}` } },
  async beforeWrite(db, id, input) {
    if (input.name === undefined && input.kind === undefined) return;
    const was = id ? (await db.query<{ kind: string; name: string }>('select kind, name from external_providers where id = $1', [id])).rows[0] : undefined;
    const next = { ...was, ...input };
    const { rows } = await db.query('select 1 from external_providers where kind = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
      next.kind,
      next.name,
      id,
    ]);
    if (rows[0]) throw new HttpError(409, `body.name: ${UNIQUE_MESSAGE}`, { field: 'body.name' });
  },
});

const check = defineRoute({
  method: 'POST',
  url: '/admin/external_providers/:id/check',
  summary: "Check a provider's connection now (OpenID discovery, WMLS_GetVersion or HTTP GET) and keep the result",
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query<{ kind: ProviderKind; url: string; name: string }>('select kind, url, name from external_providers where id = $1', [
      params.id,
    ]);
    if (!rows[0]) throw new HttpError(404, `External provider ${params.id} not found`);
    const result = await checkProvider(rows[0].kind, rows[0].url);
    const saved = await db.transaction(async (tx) => {
      await tx.query('update external_providers set last_check_at = now(), last_check_ok = $2, last_check_message = $3 where id = $1', [
        params.id,
        result.ok,
        result.message,
      ]);
      await audit(tx, user.id, 'external_providers.check', { type: 'external_providers', id: params.id }, { name: rows[0].name, ...result });
      return (await tx.query(`select ${select} from external_providers t where t.id = $1`, [params.id])).rows[0];
    });
    return { data: saved };
  },
});

export const externalProviderRoutes = [...providers, check];
