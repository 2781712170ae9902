/**
 * Alerts (issue 18): condition → delivery latency, in the app (STOMP) and at a real SMTP server
 * (smtp-server), p50/p95 over repeated low-ROP conditions while 10 wells stream 1 Hz seconds; and
 * the CPU of evaluating 100 alert subscriptions (low ROP, motor stall, washout) on those 10 wells,
 * against the same stream with no subscription. Server in this process on PGlite (target p95 < 5 s).
 */
import { SMTPServer } from 'smtp-server';
import { userAlertsTopic, type AlertMessage } from '../src/api/realtime/topics';
import { liveTopic } from '../server/realtime/topics';
import { openClient } from '../server/realtime/testing/stomp-test-harness';
import { percentile } from './_support';
import { withInProcessServer } from './in-process-server';

const CYCLES = 20;
const CPU_WINDOW_S = 20;
const TYPES = ['low_rop', 'motor_stall', 'washout'];

export async function run(): Promise<Record<string, number | string>> {
  const mails: number[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _s, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        mails.push(Date.now());
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  try {
    return await withInProcessServer(
      'alerts',
      async (server) => {
        const { db, services } = server;
        const login = await server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@demo.drillspace', password: 'drillspace-admin' },
        });
        const { token, session_id: sessionId } = login.json() as { token: string; session_id: string };
        const admin = (await db.query<{ id: string }>("select id from users where email = 'admin@demo.drillspace'")).rows[0].id;
        const wells = (await db.query<{ id: string }>('select id from wells order by name limit 10')).rows.map((r) => r.id);
        const clock = new Map(wells.map((w) => [w, Math.floor(Date.now() / 1000) - 100_000]));
        const publishedAt = new Map<string, number>();
        const second = (w: string, ropMph: number) => {
          const time = clock.get(w)! + 1;
          clock.set(w, time);
          const n = Math.sin(time);
          publishedAt.set(`${w}:${time}`, Date.now());
          services.publish(liveTopic(w), {
            well_id: w,
            time,
            values: {
              holeDepthM: 2500,
              bitDepthM: 2500,
              wobT: 10,
              flowInLpm: 2000 + 5 * n,
              ropMph,
              sppMPa: 20 + 0.05 * n,
              diffPMPa: 3 + 0.05 * n,
              torqueKNm: 12 + 0.3 * n,
            },
          });
        };
        const streamAll = () => wells.forEach((w) => second(w, 25));
        const cpuOver = async (seconds: number) => {
          const c0 = process.cpuUsage();
          const t0 = performance.now();
          for (let i = 0; i < seconds; i++) {
            streamAll();
            await new Promise((r) => setTimeout(r, 1000));
          }
          await services.alerts!.idle();
          const c = process.cpuUsage(c0);
          return ((c.user + c.system) / 1000 / (performance.now() - t0)) * 100;
        };

        const baselineCpuPct = await cpuOver(CPU_WINDOW_S);
        for (let i = 0; i < 100; i++) {
          await db.query('insert into alert_subscriptions (owner_id, well_id, name, type, severity, channels) values ($1, $2, $3, $4, $5, $6)', [
            admin,
            wells[i % wells.length],
            `bench ${i}`,
            TYPES[i % TYPES.length],
            'warning',
            '["summary"]',
          ]);
        }
        await services.alerts!.reload();
        const evalBefore = { ms: services.alerts!.stats.evalMs, n: services.alerts!.stats.samples };
        const withSubsCpuPct = await cpuOver(CPU_WINDOW_S);
        const evalMsPerSecond = (services.alerts!.stats.evalMs - evalBefore.ms) / ((services.alerts!.stats.samples - evalBefore.n) / wells.length);

        // Latency: a low-ROP subscription with e-mail on the first well, fired and cleared CYCLES times.
        await db.query(
          `insert into alert_subscriptions (owner_id, well_id, name, type, severity, channels, params) values ($1, $2, 'latency', 'low_rop', 'critical', '["summary","push","sound","email"]', '{"windowS":10,"minSamples":5}')`,
          [admin, wells[0]],
        );
        await services.alerts!.reload();
        const client = openClient(`${server.url!.replace(/^http/, 'ws')}/ws`, { token, sessionId });
        await client.connected;
        const app: number[] = [];
        const mail: number[] = [];
        let waiting: ((m: AlertMessage, at: number) => void) | null = null;
        await client.subscribe(userAlertsTopic(admin), (f) => {
          const m = JSON.parse(f.body) as AlertMessage;
          if (m.state === 'fired' && m.subscription_name === 'latency') waiting?.(m, Date.now());
        });
        const ticker = setInterval(() => wells.slice(1).forEach((w) => second(w, 25)), 1000);
        try {
          for (let c = 0; c < CYCLES; c++) {
            const mailsBefore = mails.length;
            const got = new Promise<{ m: AlertMessage; at: number }>((resolve) => (waiting = (m, at) => resolve({ m, at })));
            for (let i = 0; i < 12; i++) second(wells[0], 1);
            const { m, at } = await got;
            const conditionMs = publishedAt.get(`${wells[0]}:${m.numbers.time_s}`)!;
            app.push(at - conditionMs);
            const t0 = Date.now();
            while (mails.length === mailsBefore && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 5));
            mail.push(mails[mails.length - 1] - conditionMs);
            for (let i = 0; i < 12; i++) second(wells[0], 25);
            await services.alerts!.idle();
          }
        } finally {
          clearInterval(ticker);
          await client.stop();
        }
        app.sort((a, b) => a - b);
        mail.sort((a, b) => a - b);
        return {
          'latency condition→app (STOMP) p50, ms': percentile(app, 50),
          'latency condition→app (STOMP) p95, ms': percentile(app, 95),
          'latency condition→e-mail at SMTP p50, ms': percentile(mail, 50),
          'latency condition→e-mail at SMTP p95, ms (target < 5000)': percentile(mail, 95),
          'CPU %, 10 wells at 1 Hz, no subscription': baselineCpuPct,
          'CPU %, 10 wells at 1 Hz, 100 subscriptions': withSubsCpuPct,
          'detector time per second of 10 wells, ms': evalMsPerSecond,
        };
      },
      { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } },
    );
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}
