/**
 * Admin › dashboards › well data sources (app-shell admin routes; issue 22): a well's live feeds,
 * configured, started and stopped without restarting the server. Administrators with MANAGE_WELLS.
 * Passwords are sealed at rest (server/feeds/secrets.ts) and never answered; the state comes from
 * the instance running the feed when that is this one, else from its last written health.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import {
  createDataSourceBody,
  DATA_SOURCE_KINDS,
  etpDiscoveryBody,
  updateDataSourceBody,
  type EtpDiscoveryView,
  witsmlDiscoveryBody,
  witsmlRemoteProblem,
  type DataSourceView,
  type WitsmlDiscoveryView,
  type MappingOverride,
} from '../../src/domain/feeds/data-source';
import { discoverEtpChannels, EtpDiscoveryError } from '../feeds/etp/etp-discovery';
import { StoreError } from '../feeds/witsml/soap-client';
import { discoverWitsml, discoveryQuery } from '../feeds/witsml/witsml141-discovery';
import { readSourceView, listSourceViews } from '../feeds/source-store';
import { resolveItemRules } from '../feeds/wits0/wits0-items';
import type { Queryable } from '../db/db';
import { adminWith } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';
import type { Services } from '../services';

const tags = ['admin', 'data sources'];
const access = adminWith('MANAGE_WELLS');
const BASE = '/admin/well_data_sources';

function checkMapping(mapping: readonly MappingOverride[] | undefined): void {
  try {
    resolveItemRules(mapping);
  } catch (e) {
    throw new HttpError(400, `body.mapping: ${e instanceof Error ? e.message.replace(/^mapping: /, '') : String(e)}`);
  }
}

function withLive(v: DataSourceView, services: Services): DataSourceView {
  const h = services.feeds?.health(v.id);
  if (!h) return v.enabled ? v : { ...v, state: { ...v.state, status: 'offline' } };
  return {
    ...v,
    state: {
      ...v.state,
      status: h.status,
      error: h.error,
      last_data_ms: h.last_data_ms,
      lag_s: h.lag_s,
      last_s: services.feeds?.feedWell(v.id)?.lastS ?? v.state.last_s,
      good_records: h.counters.good,
      bad_records: h.counters.bad,
      duplicate_records: h.counters.duplicate,
    },
  };
}

/** A change's url and remote must be those of the source's protocol (a store's log ids and http(s), or an ETP endpoint's channel URIs and ws(s)). */
async function checkProtocolFields(db: Queryable, id: string, body: z.infer<typeof updateDataSourceBody>): Promise<void> {
  if (body.url === undefined && body.remote === undefined) return;
  const { rows } = await db.query<{ protocol: string; kind: DataSourceView['kind'] }>('select protocol, kind from well_data_sources where id = $1', [id]);
  if (!rows[0]) return; // the update answers 404
  if (body.remote !== undefined && !('uris' in body.remote)) {
    const problem = witsmlRemoteProblem(rows[0].kind, body.remote);
    if (problem) throw new HttpError(400, problem);
  }
  const etp = rows[0].protocol === 'etp12';
  if (body.url !== undefined && /^wss?:/i.test(body.url) !== etp)
    throw new HttpError(400, `body.url: ${etp ? 'a ws(s) URL of the ETP 1.2 endpoint' : 'an http(s) URL of the WITSML store'}`);
  if (body.remote !== undefined && 'uris' in body.remote !== etp)
    throw new HttpError(400, `body.remote: ${etp ? 'the channel URIs ({ uris })' : "the log's ids ({ uid_well, uid_wellbore, uid_log })"}`);
}

/** Two listening sources cannot share a host and port: a 409 naming the port and the source holding it. */
async function checkListenFree(db: Queryable, want: { mode?: string; host?: string | null; port?: number | null }, id: string | null): Promise<void> {
  if (want.mode !== 'listen' || !want.host || !want.port) return;
  const { rows } = await db.query<{ name: string; well_name: string }>(
    `select s.name, w.name as well_name from well_data_sources s join wells w on w.id = s.well_id
      where s.mode = 'listen' and s.host = $1 and s.port = $2 and s.id is distinct from $3::uuid`,
    [want.host, want.port, id],
  );
  if (rows[0]) throw new HttpError(409, `body.port: ${want.host}:${want.port} is already taken by ${rows[0].name} of ${rows[0].well_name}`);
}

async function viewOr404(db: Queryable, id: string, services: Services): Promise<DataSourceView> {
  const v = await readSourceView(db, id);
  if (!v) throw new HttpError(404, `Data source ${id} not found`);
  return withLive(v, services);
}

const list = defineRoute({
  method: 'GET',
  url: BASE,
  summary: 'Live data sources of wells, with their connection state',
  tags,
  access,
  query: z
    .object({
      well_id: uuid.optional(),
      kind: z.enum(DATA_SOURCE_KINDS).optional(),
      /** At most this many sources (a form's choice of source asks for up to 1,000). */
      limit: z.coerce.number().int().min(1).max(1000).default(500),
    })
    .strict(),
  async handler({ query, db, services }) {
    return { data: (await listSourceViews(db, query)).map((v) => withLive(v, services)) };
  },
});

const read = defineRoute({
  method: 'GET',
  url: `${BASE}/:id`,
  summary: 'One data source with its connection state',
  tags,
  access,
  params: idParams,
  async handler({ params, db, services }) {
    return { data: await viewOr404(db, params.id, services) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: BASE,
  summary: 'Add a data source to a well (stopped until started)',
  tags,
  access,
  body: createDataSourceBody,
  async handler({ body, db, user, services, reply }) {
    if (body.protocol === 'wits0') checkMapping(body.mapping);
    const kind = body.protocol === 'witsml141' ? (body.kind ?? 'log') : 'log';
    if (body.protocol === 'witsml141') {
      const problem = witsmlRemoteProblem(kind, body.remote);
      if (problem) throw new HttpError(400, problem);
    }
    const well = await db.query('select 1 from wells where id = $1', [body.well_id]);
    if (!well.rows.length) throw new HttpError(404, `Well ${body.well_id} not found`);
    if (body.protocol === 'wits0') await checkListenFree(db, body, null);
    const w = body.protocol === 'wits0' ? body : null;
    const x = body.protocol === 'witsml141' ? body : null;
    const e = body.protocol === 'etp12' ? body : null;
    const { rows } = await db.query<{ id: string }>(
      `insert into well_data_sources (well_id, name, protocol, mode, host, port, url, remote, poll_s, username, secret_enc, mapping, created_by, kind)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12::jsonb, $13, $14) returning id`,
      [
        body.well_id,
        body.name,
        body.protocol,
        w?.mode ?? 'connect',
        w?.host ?? null,
        w?.port ?? null,
        x?.url ?? e?.url ?? null,
        JSON.stringify(x?.remote ?? e?.remote ?? {}),
        x?.poll_s ?? 5,
        body.username ?? null,
        body.password ? services.secrets.seal(body.password) : null,
        JSON.stringify(w?.mapping ?? []),
        user.id,
        kind,
      ],
    );
    await audit(db, user.id, 'data_sources.create', { type: 'well_data_sources', id: rows[0].id }, { well_id: body.well_id, protocol: body.protocol, kind });
    reply.code(201);
    return { data: await viewOr404(db, rows[0].id, services) };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: `${BASE}/:id`,
  summary: 'Change a data source (a running one restarts with the new settings)',
  tags,
  access,
  params: idParams,
  body: updateDataSourceBody,
  async handler({ params, body, db, user, services }) {
    checkMapping(body.mapping);
    await checkProtocolFields(db, params.id, body);
    const { rows: was } = await db.query<{ mode: string; host: string | null; port: number | null; url: string | null; remote: unknown }>(
      'select mode, host, port, url, remote from well_data_sources where id = $1',
      [params.id],
    );
    if (!was[0]) throw new HttpError(404, `Data source ${params.id} not found`);
    await checkListenFree(db, { mode: body.mode ?? was[0].mode, host: body.host ?? was[0].host, port: body.port ?? was[0].port }, params.id);
    const sets: string[] = [];
    const args: unknown[] = [params.id];
    const set = (col: string, v: unknown, cast = '') => {
      args.push(v);
      sets.push(`${col} = $${args.length}${cast}`);
    };
    for (const k of ['name', 'mode', 'host', 'port', 'url', 'poll_s', 'username'] as const) if (body[k] !== undefined) set(k, body[k]);
    if (body.remote !== undefined) set('remote', JSON.stringify(body.remote), '::jsonb');
    if (body.password !== undefined) set('secret_enc', body.password ? services.secrets.seal(body.password) : null);
    if (body.mapping !== undefined) set('mapping', JSON.stringify(body.mapping), '::jsonb');
    const { rows: hit } = await db.query(`update well_data_sources set ${sets.join(', ')}, updated_at = clock_timestamp() where id = $1 returning id`, args);
    if (!hit.length) throw new HttpError(404, `Data source ${params.id} not found`);
    // Another store or wellbore: a message source reads its messages from the start again (the same ones, sent again by an edit: not).
    if ((body.url !== undefined && body.url !== was[0].url) || (body.remote !== undefined && !isDeepStrictEqual(body.remote, was[0].remote)))
      await db.query('update well_data_source_state set read_after = null where source_id = $1', [params.id]);
    await audit(db, user.id, 'data_sources.update', { type: 'well_data_sources', id: params.id }, { fields: Object.keys(body) });
    await services.feeds?.reconcile();
    return { data: await viewOr404(db, params.id, services) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: `${BASE}/:id`,
  summary: 'Remove a data source (stops it; the data it stored stays)',
  tags,
  access,
  params: idParams,
  async handler({ params, db, user, services }) {
    const { rows: hit } = await db.query('delete from well_data_sources where id = $1 returning id', [params.id]);
    if (!hit.length) throw new HttpError(404, `Data source ${params.id} not found`);
    await audit(db, user.id, 'data_sources.delete', { type: 'well_data_sources', id: params.id });
    await services.feeds?.reconcile();
    return { message: 'Deleted' };
  },
});

const start = defineRoute({
  method: 'POST',
  url: `${BASE}/:id/start`,
  summary: 'Start a data source: its well goes realtime and the feed runs until stopped, across restarts',
  tags,
  access,
  params: idParams,
  async handler({ params, db, user, services }) {
    const v = await viewOr404(db, params.id, services);
    // A trajectory or message source runs beside the well's live log, whatever feeds that.
    if (v.kind === 'log') await checkLogSourceMayStart(db, v);
    await db.query('update well_data_sources set enabled = true, updated_at = clock_timestamp() where id = $1', [v.id]);
    if (v.kind === 'log') await db.query('update wells set realtime = true where id = $1', [v.well_id]);
    await audit(db, user.id, 'data_sources.start', { type: 'well_data_sources', id: v.id });
    await services.feeds?.reconcile();
    return { data: await viewOr404(db, v.id, services) };
  },
});

/** One live log per well: not a simulated well, not a well whose other log source runs. */
async function checkLogSourceMayStart(db: Queryable, v: DataSourceView): Promise<void> {
  const simulated = await db.query('select 1 from log_well_state where well_id = $1 and rig_state is not null', [v.well_id]);
  if (simulated.rows.length) throw new HttpError(409, `${v.well_name} is fed by the rig simulator: give the data source to another well`);
  const other = await db.query<{ name: string }>(`select name from well_data_sources where well_id = $1 and enabled and kind = 'log' and id <> $2`, [
    v.well_id,
    v.id,
  ]);
  if (other.rows.length) throw new HttpError(409, `${v.well_name} already has a running data source (${other.rows[0].name}): stop it first`);
}

const stop = defineRoute({
  method: 'POST',
  url: `${BASE}/:id/stop`,
  summary: 'Stop a data source (what it stored stays; starting again resumes after it)',
  tags,
  access,
  params: idParams,
  async handler({ params, db, user, services }) {
    const { rows: hit } = await db.query('update well_data_sources set enabled = false, updated_at = clock_timestamp() where id = $1 returning id', [
      params.id,
    ]);
    if (!hit.length) throw new HttpError(404, `Data source ${params.id} not found`);
    await audit(db, user.id, 'data_sources.stop', { type: 'well_data_sources', id: params.id });
    await services.feeds?.reconcile();
    return { data: await viewOr404(db, params.id, services) };
  },
});

/** The credentials a discovery uses: the ones given, or a source's stored ones (of the same protocol) towards its own endpoint only. */
async function discoveryCredentials(
  db: Queryable,
  services: Services,
  body: { url: string; username?: string | null; password?: string | null; source_id?: string },
  protocol: 'etp12' | 'witsml141',
): Promise<{ username: string | null; secret: string | null }> {
  if (body.password || !body.source_id) return { username: body.username ?? null, secret: body.password ?? null };
  const { rows } = await db.query<{ protocol: string; url: string | null; secret_enc: string | null }>(
    'select protocol, url, secret_enc from well_data_sources where id = $1',
    [body.source_id],
  );
  if (!rows[0]) throw new HttpError(404, `Data source ${body.source_id} not found`);
  if (rows[0].protocol !== protocol) throw new HttpError(400, `body.source_id: not ${protocol === 'etp12' ? 'an ETP 1.2' : 'a WITSML 1.4.1.1'} source`);
  if (rows[0].secret_enc && new URL(rows[0].url ?? '').origin !== new URL(body.url).origin)
    throw new HttpError(
      400,
      `body.password: give the password (a source's stored password goes only to its own ${protocol === 'etp12' ? 'endpoint' : 'store'})`,
    );
  return { username: body.username ?? null, secret: rows[0].secret_enc ? services.secrets.open(rows[0].secret_enc) : null };
}

const discover = defineRoute({
  method: 'POST',
  url: `${BASE}/etp_discovery`,
  summary:
    "An ETP 1.2 endpoint's channels (Discovery), each with the channel of ours it would feed; ok false with the reason when the endpoint cannot be asked",
  tags,
  access,
  body: etpDiscoveryBody,
  async handler({ body, db, user, services }): Promise<{ data: EtpDiscoveryView }> {
    const { username, secret } = await discoveryCredentials(db, services, body, 'etp12');
    let data: EtpDiscoveryView;
    try {
      const channels = await discoverEtpChannels({ url: body.url, username, secret, contextUri: body.context_uri });
      const taken = channels.filter((c) => c.channel).length;
      data = { ok: true, message: `${channels.length} channel${channels.length === 1 ? '' : 's'}, ${taken} of them taken by the feed`, channels };
    } catch (e) {
      if (!(e instanceof EtpDiscoveryError)) throw e;
      data = { ok: false, message: e.message, channels: [] };
    }
    const object = body.source_id ? { type: 'well_data_sources', id: body.source_id } : undefined;
    await audit(db, user.id, 'data_sources.etp_discovery', object, { url: body.url, ok: data.ok, channels: data.channels.length });
    return { data };
  },
});

const discoverStore = defineRoute({
  method: 'POST',
  url: `${BASE}/witsml_discovery`,
  summary:
    "A WITSML 1.4.1.1 store's wells, a well's wellbores or a wellbore's logs (or trajectories), asked id-only; ok false with the reason when the store cannot be asked",
  tags,
  access,
  body: witsmlDiscoveryBody,
  async handler({ body, db, user, services }): Promise<{ data: WitsmlDiscoveryView }> {
    const { username, secret } = await discoveryCredentials(db, services, body, 'witsml141');
    const at = { uidWell: body.uid_well, uidWellbore: body.uid_wellbore, object: body.object };
    let data: WitsmlDiscoveryView;
    try {
      const { level, objects } = await discoverWitsml({ url: body.url, username, password: secret }, at);
      data = { ok: true, message: `${objects.length} ${level}${objects.length === 1 ? '' : 's'}`, level, objects };
    } catch (e) {
      if (!(e instanceof StoreError)) throw e;
      data = { ok: false, message: e.message, level: discoveryQuery(at).level, objects: [] };
    }
    const object = body.source_id ? { type: 'well_data_sources', id: body.source_id } : undefined;
    await audit(db, user.id, 'data_sources.witsml_discovery', object, { url: body.url, level: data.level, ok: data.ok, objects: data.objects.length });
    return { data };
  },
});

export const dataSourceRoutes = [list, read, create, update, remove, start, stop, discover, discoverStore];
