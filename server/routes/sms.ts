/**
 * Admin › dashboards › Dummy SMS: what the SMS provider (server/sms) was given — alert SMS and test
 * messages — newest first, and a test message sent through the same provider.
 */
import { z } from 'zod';
import { ADMIN } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { SMS_MAX_CHARS } from '../../src/domain/constants/alerts-and-reports';
import { createSmsProvider } from '../sms/sms-provider';

const tags = ['admin', 'sms'];
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{5,20}$/, 'Phone number is invalid');

const list = defineRoute({
  method: 'GET',
  url: '/admin/sms',
  summary: 'SMS given to the SMS provider, newest first (filter: phone; keyset paging by before: created_at of the last row), and the provider',
  tags,
  access: ADMIN,
  query: z
    .object({
      phone: z.string().trim().min(1).max(40).optional(),
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      before: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).optional(),
    })
    .strict(),
  async handler({ query, db, services }) {
    const limit = query.limit ?? 200;
    const { rows } = await db.query<{ created_at: string | Date }>(
      `select m.id, m.created_at, m.provider, m.to_phone, m.body, m.source, u.name as user_name, u.email as user_email
         from sms_messages m left join users u on u.id = m.user_id
        where ($1::text is null or m.to_phone like '%' || $1 || '%') and ($2::timestamptz is null or m.created_at < $2::timestamptz)
        order by m.created_at desc, m.id desc limit $3`,
      [query.phone ?? null, query.before ?? null, limit],
    );
    const total = await db.query<{ n: number }>('select count(*)::int as n from sms_messages');
    const provider = createSmsProvider(services.config, db);
    return {
      data: rows,
      total: total.rows[0]?.n ?? 0,
      provider: provider ? { name: provider.name, detail: provider.detail } : null,
      next_before: rows.length === limit ? new Date(rows[rows.length - 1]!.created_at).toISOString() : null,
    };
  },
});

const sendTest = defineRoute({
  method: 'POST',
  url: '/admin/sms/test',
  summary: 'Send a test SMS through the SMS provider',
  tags,
  access: ADMIN,
  body: z.object({ phone, text: z.string().trim().min(1, 'This field could not be empty').max(SMS_MAX_CHARS) }).strict(),
  async handler({ body, db, user, services }) {
    const provider = createSmsProvider(services.config, db);
    if (!provider) throw new HttpError(409, 'SMS is not configured on this server (SMS_PROVIDER=none)');
    const id = await provider.send({ to: body.phone, body: body.text, userId: null, source: { kind: 'test', by: user.id } });
    await audit(db, user.id, 'sms.test', { type: 'sms_messages', id }, { phone: body.phone, provider: provider.name });
    return { data: { id, provider: provider.name }, message: `Test SMS given to the ${provider.name} provider` };
  },
});

export const smsRoutes = [list, sendTest];
