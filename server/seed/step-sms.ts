/**
 * Demo SMS (issue 18): each demo user with a phone on their profile is told, by SMS through the
 * server's SMS provider, that their SMS alerts will come to that number. With the development sink
 * these are the first rows of Admin › dashboards › Dummy SMS. Nothing when SMS_PROVIDER=none.
 */
import { createSmsProvider } from '../sms/sms-provider';
import type { SeedStep } from './steps';

export const smsStep: SeedStep = {
  id: '022-sms',
  async run({ db, config, log }) {
    const sms = createSmsProvider(config, db);
    if (!sms) return;
    const users = await db.query<{ id: string; name: string; phone: string }>(
      "select id, name, phone from users where coalesce(phone, '') <> '' order by email",
    );
    for (const u of users.rows) {
      await sms.send({
        to: u.phone,
        body: `Drillspace: SMS alerts for ${u.name} will come to this number.`,
        userId: u.id,
        source: { kind: 'phone_confirmation' },
      });
    }
    log(`SMS: ${users.rows.length} phone confirmations given to the ${sms.name} provider`);
  },
};
