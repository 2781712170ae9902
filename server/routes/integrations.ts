/**
 * Admin › Integrations (data-widgets-calls 7.16; app-shell admin routes): links to external
 * providers, each in a direction (import, export) for a module (realtime logs, surveys, messages),
 * with the provider's channels and their mapping status through the shared mnemonic dictionary,
 * optionally run by a well data source; and their sessions (one run each: status, counts, error)
 * with the steps of each. Administrators only; every change audited.
 */
import { z } from 'zod';
import type { Queryable } from '../db/db';
import { integrationRun } from '../jobs/kinds';
import { mappingOverride, mappingStatus, overrideProblem, providerChannel, type IntegrationOverride, type ProviderChannel } from '../integrations/mapping';
import { ADMIN } from '../lib/access';
import { audit } from '../lib/audit';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';

const tags = ['admin', 'integrations'];
const BASE = '/admin/integrations';
const MODULES = ['realtime', 'surveys', 'messages'] as const;

const fields = {
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  provider_id: uuid,
  direction: z.enum(['import', 'export']),
  module: z.enum(MODULES, { message: 'must be realtime, surveys or messages' }),
  well_id: uuid.nullable(),
  source_id: uuid.nullable(),
  channels: z.array(providerChannel).max(500),
  overrides: z.array(mappingOverride).max(500),
  enabled: z.boolean(),
};
const createBody = z.object(fields).partial({ direction: true, well_id: true, source_id: true, channels: true, overrides: true, enabled: true }).strict();
const updateBody = z
  .object(fields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' });
type Input = z.infer<typeof updateBody>;

interface IntegrationRow {
  id: string;
  name: string;
  provider_id: string;
  provider_name: string;
  provider_kind: string;
  provider_url: string;
  direction: string;
  module: string;
  well_id: string | null;
  well_name: string | null;
  source_id: string | null;
  source_name: string | null;
  source_status: string | null;
  channels: ProviderChannel[];
  overrides: IntegrationOverride[];
  enabled: boolean;
  created_at: string;
  updated_at: string;
  session_count: string | number;
  last_session: { id: string; status: string; started_at: string; finished_at: string | null; records_ok: number; error: string | null } | null;
}

const SELECT = `select i.id, i.name, i.provider_id, p.name as provider_name, p.kind as provider_kind, p.url as provider_url, i.direction, i.module,
  i.well_id, w.name as well_name, i.source_id, s.name as source_name, coalesce(st.status, case when s.id is null then null else 'offline' end) as source_status,
  i.channels, i.overrides, i.enabled, i.created_at, i.updated_at,
  (select count(*) from integration_sessions x where x.integration_id = i.id) as session_count,
  (select json_build_object('id', x.id, 'status', x.status, 'started_at', x.started_at, 'finished_at', x.finished_at, 'records_ok', x.records_ok, 'error', x.error)
     from integration_sessions x where x.integration_id = i.id order by x.started_at desc limit 1) as last_session
  from integrations i join external_providers p on p.id = i.provider_id left join wells w on w.id = i.well_id
  left join well_data_sources s on s.id = i.source_id left join well_data_source_state st on st.source_id = s.id`;

function view(r: IntegrationRow) {
  const mapping = mappingStatus(r.channels, r.overrides);
  const count = (status: string) => mapping.filter((m) => m.status === status).length;
  return {
    ...r,
    session_count: Number(r.session_count),
    mapping_summary: {
      total: mapping.length,
      mapped: count('mapped'),
      unmapped: count('unmapped'),
      ignored: count('ignored'),
      unconvertible: count('unconvertible'),
    },
  };
}

async function readOr404(db: Queryable, id: string) {
  const { rows } = await db.query<IntegrationRow>(`${SELECT} where i.id = $1`, [id]);
  if (!rows[0]) throw new HttpError(404, `Integration ${id} not found`);
  return rows[0];
}

/** Every reference exists (404 naming it), the name is free (409), the overrides name declared channels in units that convert (400). */
async function check(db: Queryable, id: string | null, b: Input): Promise<void> {
  const exists = async (table: string, v: string | null | undefined, field: string, noun: string) => {
    if (!v) return;
    const { rows } = await db.query(`select 1 from ${table} where id = $1`, [v]);
    if (!rows[0]) throw new HttpError(404, `body.${field}: ${noun} ${v} not found`);
  };
  await exists('external_providers', b.provider_id, 'provider_id', 'External provider');
  await exists('wells', b.well_id, 'well_id', 'Well');
  await exists('well_data_sources', b.source_id, 'source_id', 'Data source');
  if (b.name !== undefined) {
    const { rows } = await db.query('select 1 from integrations where lower(name) = lower($1) and ($2::uuid is null or id <> $2)', [b.name, id]);
    if (rows[0]) throw new HttpError(409, `body.name: ${UNIQUE_MESSAGE}`, { field: 'body.name' });
  }
  if (b.overrides) {
    const channels =
      b.channels ??
      (id ? (await db.query<{ channels: ProviderChannel[] }>('select channels from integrations where id = $1', [id])).rows[0]?.channels : []) ??
      [];
    b.overrides.forEach((o, i) => {
      const problem = overrideProblem(o, channels);
      if (problem) throw new HttpError(400, `body.overrides.${i}.channel: ${problem}`);
    });
  }
}

const list = defineRoute({
  method: 'GET',
  url: BASE,
  summary: 'Integrations with their provider, source, mapping summary and last session',
  tags,
  access: ADMIN,
  query: z.object({ module: z.enum(MODULES).optional() }).strict(),
  async handler({ query, db }) {
    const { rows } = await db.query<IntegrationRow>(
      `${SELECT} ${query.module ? 'where i.module = $1' : ''} order by lower(i.name)`,
      query.module ? [query.module] : [],
    );
    return { data: rows.map(view) };
  },
});

const read = defineRoute({
  method: 'GET',
  url: `${BASE}/:id`,
  summary: 'One integration',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    return { data: view(await readOr404(db, params.id)) };
  },
});

const mapping = defineRoute({
  method: 'GET',
  url: `${BASE}/:id/mapping`,
  summary: "The mapping status of an integration's channels: mnemonic → our channel with its unit conversion",
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db }) {
    const r = await readOr404(db, params.id);
    return { data: mappingStatus(r.channels, r.overrides) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: BASE,
  summary: 'Add an integration with a provider',
  tags,
  access: ADMIN,
  body: createBody,
  async handler({ body, db, user, reply }) {
    await check(db, null, body);
    const { rows } = await db.query<{ id: string }>(
      `insert into integrations (name, provider_id, direction, module, well_id, source_id, channels, overrides, enabled, created_by)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10) returning id`,
      [
        body.name,
        body.provider_id,
        body.direction ?? 'import',
        body.module,
        body.well_id ?? null,
        body.source_id ?? null,
        JSON.stringify(body.channels ?? []),
        JSON.stringify(body.overrides ?? []),
        body.enabled ?? true,
        user.id,
      ],
    );
    await audit(db, user.id, 'integrations.create', { type: 'integrations', id: rows[0].id }, { after: body });
    reply.code(201);
    return { data: view(await readOr404(db, rows[0].id)) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: `${BASE}/:id`,
  summary: 'Change an integration (its provider, source, channels or mapping overrides)',
  tags,
  access: ADMIN,
  params: idParams,
  body: updateBody,
  async handler({ params, body, db, user }) {
    const before = await readOr404(db, params.id);
    await check(db, params.id, body);
    const sets: string[] = [];
    const args: unknown[] = [params.id];
    for (const [k, v] of Object.entries(body)) {
      args.push(k === 'channels' || k === 'overrides' ? JSON.stringify(v) : v);
      sets.push(`${k} = $${args.length}${k === 'channels' || k === 'overrides' ? '::jsonb' : ''}`);
    }
    await db.query(`update integrations set ${sets.join(', ')}, updated_at = now() where id = $1`, args);
    const was = Object.fromEntries(Object.keys(body).map((k) => [k, before[k as keyof IntegrationRow]]));
    await audit(db, user.id, 'integrations.update', { type: 'integrations', id: params.id }, { before: was, after: body });
    return { data: view(await readOr404(db, params.id)) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: `${BASE}/:id`,
  summary: 'Remove an integration and its sessions (its data source stays)',
  tags,
  access: ADMIN,
  params: idParams,
  async handler({ params, db, user }) {
    const { rows } = await db.query<{ name: string }>('delete from integrations where id = $1 returning name', [params.id]);
    if (!rows[0]) throw new HttpError(404, `Integration ${params.id} not found`);
    await audit(db, user.id, 'integrations.delete', { type: 'integrations', id: params.id }, { before: { name: rows[0].name } });
    return { message: 'Deleted' };
  },
});

const SESSION_SELECT = `select id, integration_id, job_id, status, trigger, started_at, finished_at, error, records_in, records_ok, records_bad from integration_sessions`;
const sessionNumbers = <T extends { records_in: string | number; records_ok: string | number; records_bad: string | number }>(s: T) => ({
  ...s,
  records_in: Number(s.records_in),
  records_ok: Number(s.records_ok),
  records_bad: Number(s.records_bad),
});

const sessions = defineRoute({
  method: 'GET',
  url: `${BASE}/:id/sessions`,
  summary: "An integration's sessions, newest first",
  tags,
  access: ADMIN,
  params: idParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }).strict(),
  async handler({ params, query, db }) {
    await readOr404(db, params.id);
    const { rows } = await db.query<{ records_in: string; records_ok: string; records_bad: string }>(
      `${SESSION_SELECT} where integration_id = $1 order by started_at desc limit $2`,
      [params.id, query.limit],
    );
    return { data: rows.map(sessionNumbers) };
  },
});

const session = defineRoute({
  method: 'GET',
  url: `${BASE}/:id/sessions/:sessionId`,
  summary: 'One session with its steps (status, counts, message)',
  tags,
  access: ADMIN,
  params: z.object({ id: uuid, sessionId: uuid }).strict(),
  async handler({ params, db }) {
    const { rows } = await db.query<{ records_in: string; records_ok: string; records_bad: string }>(
      `${SESSION_SELECT} where integration_id = $1 and id = $2`,
      [params.id, params.sessionId],
    );
    if (!rows[0]) throw new HttpError(404, `Session ${params.sessionId} of integration ${params.id} not found`);
    const steps = await db.query<{ count_in: string; count_ok: string; count_bad: string }>(
      `select seq, name, status, started_at, finished_at, count_in, count_ok, count_bad, message from integration_steps where session_id = $1 order by seq`,
      [params.sessionId],
    );
    return {
      data: {
        ...sessionNumbers(rows[0]),
        steps: steps.rows.map((s) => ({ ...s, count_in: Number(s.count_in), count_ok: Number(s.count_ok), count_bad: Number(s.count_bad) })),
      },
    };
  },
});

const runNow = defineRoute({
  method: 'POST',
  url: `${BASE}/:id/run`,
  summary: 'Run an integration now, as a job (integration.run: queued, retried on failure, run once across instances); answers the job',
  tags,
  access: ADMIN,
  params: idParams,
  body: z.object({}).strict().optional(),
  async handler({ params, db, user, services, reply }) {
    const it = await readOr404(db, params.id);
    if (!it.enabled) throw new HttpError(409, `Integration ${it.name} is disabled: enable it to run it`);
    if (!services.jobs) throw new HttpError(503, 'The job runner is not started');
    const jobId = await services.jobs.enqueue(integrationRun.name, { integration_id: params.id, requested_by: user.id }, { createdBy: user.id });
    await audit(db, user.id, 'integrations.run', { type: 'integrations', id: params.id }, { name: it.name, job_id: jobId });
    reply.code(202);
    return { data: { job_id: jobId, status: 'queued' } };
  },
});

export const integrationRoutes = [list, read, mapping, create, update, remove, sessions, session, runNow];
