import { describe, expect, it } from 'vitest';
import { channelStatus, channelStatuses } from '../alerts/channel-status';
import type { Queryable } from '../db/types';
import { createSmsProvider } from './sms-provider';

/** A Queryable that records the insert and answers with an id. */
function recorder() {
  const calls: { sql: string; params: readonly unknown[] }[] = [];
  const db: Queryable = {
    exec: async () => {},
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      calls.push({ sql, params });
      return { rows: [{ id: 'sms-1' }] as T[], affectedRows: 1 };
    },
  };
  return { db, calls };
}

describe('SMS provider', () => {
  it('SMS_PROVIDER=none: no provider, and the SMS channel says "not configured"', () => {
    const { db, calls } = recorder();
    expect(createSmsProvider({ smsProvider: 'none' }, db)).toBeNull();
    expect(channelStatus({ smtpUrl: null, smsProvider: 'none' }, 'sms')).toBe('not configured');
    expect(channelStatuses({ smtpUrl: null, smsProvider: 'none' }).find((c) => c.id === 'sms')?.detail).toMatch(/SMS_PROVIDER=none/);
    expect(calls).toEqual([]);
  });

  it('the dummy sink keeps the message as one line of at most 160 characters, with its source', async () => {
    const { db, calls } = recorder();
    const sms = createSmsProvider({ smsProvider: 'dummy' }, db)!;
    expect(channelStatus({ smtpUrl: null, smsProvider: 'dummy' }, 'sms')).toBe('ready');
    const id = await sms.send({ to: '+1 432 555 0134', body: `LOW ROP\n  at 2500 m ${'x'.repeat(200)}`, userId: null, source: { kind: 'test' } });
    expect(id).toBe('sms-1');
    const [provider, to, user, body, source] = calls[0]!.params as [string, string, null, string, string];
    expect([provider, to, user, JSON.parse(source)]).toEqual(['dummy', '+1 432 555 0134', null, { kind: 'test' }]);
    expect(body).toHaveLength(160);
    expect(body.startsWith('LOW ROP at 2500 m xx')).toBe(true);
    expect(body.endsWith('…')).toBe(true);
  });
});
