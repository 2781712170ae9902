/**
 * SMS behind one interface, chosen by SMS_PROVIDER. The only provider today is the development sink
 * ('dummy'): it keeps each message in sms_messages, shown in Admin › dashboards › Dummy SMS, and
 * sends nothing. A gateway (Twilio, an SMPP bridge) would be another SmsProvider; callers need not
 * change. 'none' means no provider: callers report the SMS channel as "not configured".
 */
import { SMS_MAX_CHARS } from '../../src/domain/constants/alerts-and-reports';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/types';

export interface SmsMessage {
  to: string;
  body: string;
  userId: string | null;
  /** What sent it, kept with the message: {kind: 'alert', alert_id} or {kind: 'test', by}. */
  source: Record<string, unknown>;
}

export interface SmsProvider {
  /** Shown to admins and on each delivery. */
  readonly name: string;
  readonly detail: string;
  /** Resolves with the stored message id once the provider accepted the message. */
  send(m: SmsMessage): Promise<string>;
}

/** An SMS body: one line, at most one GSM message long. */
function smsBody(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= SMS_MAX_CHARS ? line : `${line.slice(0, SMS_MAX_CHARS - 1)}…`;
}

function dummyProvider(db: Queryable): SmsProvider {
  return {
    name: 'dummy',
    detail: 'SMS kept in Admin › dashboards › Dummy SMS (the development sink: nothing is sent to a phone)',
    async send(m) {
      const { rows } = await db.query<{ id: string }>(
        'insert into sms_messages (provider, to_phone, user_id, body, source) values ($1, $2, $3, $4, $5) returning id',
        ['dummy', m.to, m.userId, smsBody(m.body), JSON.stringify(m.source)],
      );
      return rows[0]!.id;
    },
  };
}

export function createSmsProvider(config: Pick<ServerConfig, 'smsProvider'>, db: Queryable): SmsProvider | null {
  return config.smsProvider === 'dummy' ? dummyProvider(db) : null;
}
