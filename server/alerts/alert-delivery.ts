/**
 * An alert stored and delivered: in the app over the realtime connection to the owner's own topic
 * (/user/{id}/alerts, through the backplane, so any instance the owner is connected to delivers it),
 * by e-mail when chosen and SMTP is configured, by SMS through the SMS provider (server/sms) to the
 * phone on the owner's profile ("not configured" without a provider, failed without a phone). What each
 * channel did, with the latency from the condition's data time, is written on the alert.
 */
import type { Firing } from '../../src/domain/alerts/types';
import { userAlertsTopic, type AlertMessage } from '../../src/api/realtime/topics';
import type { Db } from '../db/db';
import { alertMail } from './alert-mail';
import type { DeliveryDeps, EngineSubscription } from './alert-types';

const IN_APP = ['summary', 'push', 'sound'];

interface Delivery {
  status: 'sent' | 'failed' | 'not configured';
  at: string;
  latency_ms?: number;
  error?: string;
}

interface Context {
  email: string;
  phone: string | null;
  user_name: string;
  well_name: string;
  subscription_name: string;
}

function numbersOf(f: Firing): AlertMessage['numbers'] {
  return { value: f.value, threshold: f.threshold, unit: f.unit, depth_m: f.depthM, time_s: f.timeS, ...(f.extra ?? {}) };
}

/** Stores the alert unless the same condition is already open (or, for one-off alerts, already fired); then delivers. */
export async function deliverAlert(deps: DeliveryDeps, s: EngineSubscription, f: Firing, opts: { detectedMs: number; opens: boolean }): Promise<boolean> {
  const args = [s.id, s.ownerId, s.wellId, s.type, s.severity, f.conditionKey, f.message, JSON.stringify(numbersOf(f)), f.timeS, opts.opens];
  const insert = `insert into alert_events (subscription_id, user_id, well_id, type, severity, condition_key, message, numbers, condition_s, open)`;
  const { rows } = opts.opens
    ? await deps.db.query<{ id: string; fired_at: string }>(
        `${insert} values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (subscription_id, condition_key) where open do nothing returning id, fired_at`,
        args,
      )
    : await deps.db.query<{ id: string; fired_at: string }>(
        `${insert} select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
         where not exists (select 1 from alert_events where subscription_id = $1 and condition_key = $6) returning id, fired_at`,
        args,
      );
  const event = rows[0];
  if (!event) return false;
  const ctx = await context(deps.db, s);
  if (!ctx) return false;
  const conditionMs = f.timeS * 1000;
  const deliveries: Record<string, Delivery> = {};
  if (s.channels.some((c) => IN_APP.includes(c))) {
    const publishedMs = Date.now();
    deps.publish(userAlertsTopic(s.ownerId), {
      id: event.id,
      state: 'fired',
      subscription_id: s.id,
      subscription_name: ctx.subscription_name,
      well_id: s.wellId,
      well_name: ctx.well_name,
      type: s.type,
      severity: s.severity,
      message: f.message,
      numbers: numbersOf(f),
      channels: s.channels,
      published_ms: publishedMs,
    } satisfies AlertMessage);
    for (const c of s.channels.filter((x) => IN_APP.includes(x))) {
      deliveries[c] = { status: 'sent', at: new Date(publishedMs).toISOString(), latency_ms: publishedMs - conditionMs };
    }
  }
  if (s.channels.includes('email')) {
    const mailer = deps.mailer;
    const mail = {
      to: ctx.email,
      userName: ctx.user_name,
      wellName: ctx.well_name,
      subscriptionName: ctx.subscription_name,
      type: s.type,
      severity: s.severity,
    };
    deliveries.email = mailer ? await attempt(conditionMs, () => mailer.send(alertMail(mail, f))) : { status: 'not configured', at: new Date().toISOString() };
  }
  if (s.channels.includes('sms')) deliveries.sms = await sendSms(deps, s, f, ctx, event.id, conditionMs);
  await deps.db.query('update alert_events set deliveries = $2, numbers = numbers || $3 where id = $1', [
    event.id,
    JSON.stringify(deliveries),
    JSON.stringify({ detected_ms: opts.detectedMs }),
  ]);
  return true;
}

/** The condition ended: the open alert closes and the owner's app hears an 'ok'. */
export async function deliverClear(deps: DeliveryDeps, s: EngineSubscription, conditionKey: string): Promise<void> {
  const { rows } = await deps.db.query<{ id: string; message: string; numbers: AlertMessage['numbers'] }>(
    'update alert_events set open = false, cleared_at = now() where subscription_id = $1 and condition_key = $2 and open returning id, message, numbers',
    [s.id, conditionKey],
  );
  const event = rows[0];
  if (!event || !s.channels.some((c) => IN_APP.includes(c))) return;
  const ctx = await context(deps.db, s);
  if (!ctx) return;
  deps.publish(userAlertsTopic(s.ownerId), {
    id: event.id,
    state: 'cleared',
    subscription_id: s.id,
    subscription_name: ctx.subscription_name,
    well_id: s.wellId,
    well_name: ctx.well_name,
    type: s.type,
    severity: 'ok',
    message: `Cleared: ${event.message}`,
    numbers: event.numbers,
    channels: s.channels,
    published_ms: Date.now(),
  } satisfies AlertMessage);
}

/** One send by a channel: sent, with the latency from the condition, or failed with the reason. */
async function attempt(conditionMs: number, send: () => Promise<unknown>): Promise<Delivery> {
  try {
    await send();
    return { status: 'sent', at: new Date().toISOString(), latency_ms: Date.now() - conditionMs };
  } catch (e) {
    return { status: 'failed', at: new Date().toISOString(), error: e instanceof Error ? e.message.slice(0, 300) : 'send failed' };
  }
}

async function sendSms(deps: DeliveryDeps, s: EngineSubscription, f: Firing, ctx: Context, alertId: string, conditionMs: number): Promise<Delivery> {
  const sms = deps.sms;
  if (!sms) return { status: 'not configured', at: new Date().toISOString() };
  const phone = ctx.phone;
  if (!phone) return { status: 'failed', at: new Date().toISOString(), error: `No phone number on ${ctx.user_name}'s profile` };
  const body = `${s.severity.toUpperCase()} ${ctx.well_name}: ${f.message}`;
  return attempt(conditionMs, () =>
    sms.send({ to: phone, body, userId: s.ownerId, source: { kind: 'alert', alert_id: alertId, subscription: ctx.subscription_name } }),
  );
}

async function context(db: Db, s: EngineSubscription): Promise<Context | null> {
  const { rows } = await db.query<Context>(
    `select u.email, u.phone, u.name as user_name, w.name as well_name, a.name as subscription_name
     from alert_subscriptions a join users u on u.id = a.owner_id join wells w on w.id = a.well_id where a.id = $1`,
    [s.id],
  );
  return rows[0] ?? null;
}
