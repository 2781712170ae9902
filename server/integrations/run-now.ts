/**
 * An administrator's run of an integration ("Run now", Admin › Integrations), done by the job
 * runner (job kind integration.run): each attempt is one session (trigger 'manual', naming its
 * job) of two steps: connecting to the provider (the protocol's first question, as the provider
 * check asks it) and mapping the provider's channels through the mnemonic dictionary. A provider
 * that cannot be reached fails the session and throws, so the job is retried after its backoff.
 */
import { checkProvider, type ProviderKind } from '../admin/provider-check';
import type { Queryable } from '../db/db';
import { mappingStatus, type IntegrationOverride, type ProviderChannel } from './mapping';

interface Target {
  name: string;
  provider_kind: ProviderKind;
  provider_url: string;
  enabled: boolean;
  channels: ProviderChannel[];
  overrides: IntegrationOverride[];
}

/** What one run did: its session, or why there was nothing to run. */
export type RunOutcome = { ran: true; sessionId: string; mapped: number; total: number } | { ran: false; reason: string };

export async function runIntegration(db: Queryable, integrationId: string, jobId: string, log: (line: string) => Promise<void>): Promise<RunOutcome> {
  const { rows } = await db.query<Target>(
    `select i.name, p.kind as provider_kind, p.url as provider_url, i.enabled, i.channels, i.overrides
       from integrations i join external_providers p on p.id = i.provider_id where i.id = $1`,
    [integrationId],
  );
  const it = rows[0];
  // Deleted or switched off after it was queued: nothing to retry.
  if (!it) return { ran: false, reason: `integration ${integrationId} no longer exists` };
  if (!it.enabled) return { ran: false, reason: `integration ${it.name} is disabled` };

  const s = await db.query<{ id: string }>(`insert into integration_sessions (integration_id, trigger, job_id) values ($1, 'manual', $2) returning id`, [
    integrationId,
    jobId,
  ]);
  const sessionId = s.rows[0].id;
  await db.query(`insert into integration_steps (session_id, seq, name) values ($1, 1, 'Connect to the provider'), ($1, 2, 'Map the provider channels')`, [
    sessionId,
  ]);
  await log(`session ${sessionId} of ${it.name}: connecting to ${it.provider_url}`);

  const connected = await checkProvider(it.provider_kind, it.provider_url);
  if (!connected.ok) {
    await db.query(
      `with s as (update integration_sessions set status = 'failed', finished_at = now(), error = $2 where id = $1),
            c as (update integration_steps set status = 'skipped', finished_at = now() where session_id = $1 and seq = 2)
       update integration_steps set status = 'failed', finished_at = now(), message = $2 where session_id = $1 and seq = 1`,
      [sessionId, connected.message],
    );
    throw new Error(`${it.name}: ${connected.message}`);
  }
  await db.query(`update integration_steps set status = 'done', finished_at = now(), message = $2 where session_id = $1 and seq = 1`, [
    sessionId,
    connected.message,
  ]);

  const mapping = mappingStatus(it.channels, it.overrides);
  const mapped = mapping.filter((m) => m.status === 'mapped').length;
  const bad = mapping.filter((m) => m.status === 'unmapped' || m.status === 'unconvertible').length;
  await db.query(
    `with s as (update integration_sessions set status = 'done', finished_at = now(), records_in = $2, records_ok = $3, records_bad = $4 where id = $1)
     update integration_steps set status = 'done', finished_at = now(), count_in = $2, count_ok = $3, count_bad = $4, message = $5
      where session_id = $1 and seq = 2`,
    [sessionId, mapping.length, mapped, bad, `${mapped} of ${mapping.length} channels mapped`],
  );
  await log(`session ${sessionId}: ${connected.message}; ${mapped} of ${mapping.length} channels mapped`);
  return { ran: true, sessionId, mapped, total: mapping.length };
}
