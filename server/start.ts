import type { FastifyInstance } from 'fastify';
import { attachAlerts } from './alerts/attach-alerts';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDb, type Db } from './db/db';
import { checkBucket, parseS3Url } from './files/drive-blobs';
import { migrate } from './db/migrate';
import { FeedManager } from './feeds/feed-manager';
import { jobKinds, usageRollup } from './jobs/kinds';
import { JobRunner } from './jobs/runner';
import { reportJobKinds } from './reports/report-jobs';
import { attachRealtime } from './realtime-attach';
import { runDemoSeed, type SeedProgress } from './seed';
import { startLiveSimulator } from './simulator/live/live-simulator';
import { startLiveFrac } from './completions/live-frac';
import type { Services } from './services';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  services: Services;
  /** Background demo generation; resolves when it is done. */
  background: Promise<void>;
  url: string | null;
  close(): Promise<void>;
}

/** How long a shutdown waits for requests still in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Opens the database, applies migrations, seeds demo data when enabled, builds the app and (unless
 * listen is false, as in inject-based tests) starts listening. Long demo history is generated after
 * the server answers, with its progress reported.
 */
export async function startServer(
  config: ServerConfig,
  opts: { listen?: boolean; log?: (m: string) => void; logStream?: NodeJS.WritableStream } = {},
): Promise<RunningServer> {
  const log = opts.log ?? ((m: string) => console.log(`[drillspace] ${m}`));
  const t0 = performance.now();
  // A wrong DRIVE_S3_URL fails here, naming the bucket, not at the first upload.
  if (config.driveS3Url) {
    const bucket = parseS3Url(config.driveS3Url);
    await checkBucket(bucket);
    log(`file drive: S3 bucket ${bucket.bucket} at ${bucket.endpoint}`);
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedFsync: config.embeddedFsync });
  const applied = await migrate(db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  const progress = new Map<string, SeedProgress>();
  let background = async () => {};
  if (config.demo) {
    const seeded = await runDemoSeed(db, config, {
      log,
      onProgress: (p) => {
        progress.set(p.step, p);
        if (p.fraction >= 1) progress.delete(p.step);
      },
    });
    background = seeded.background;
  }
  const { app, services } = await buildApp(config, db, { logStream: opts.logStream });
  const realtime = await attachRealtime(app, db, services, config);
  const alerts = attachAlerts(db, services, config, log);
  services.backgroundStatus = () => Object.fromEntries([...progress].map(([k, v]) => [k, { fraction: v.fraction, detail: v.detail }]));
  let url: string | null = null;
  if (opts.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
    log(`listening on ${url} (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`}) after ${Math.round(performance.now() - t0)} ms`);
  } else {
    await app.ready();
  }
  // Live first: one instance per database runs the simulator (SIMULATOR=0 on the others; a lease
  // guards it too). Realtime wells with history continue at once; the demo history step starts the
  // others live from their pilot run's end state before writing their history.
  if (config.demo && config.simulator) {
    services.logs.simulator = startLiveSimulator({ db, logs: services.logs, publish: (d, b) => services.publish(d, b), log });
  }
  if (config.demo && config.fracLive) services.liveFrac = startLiveFrac({ db, publish: (d, b) => services.publish(d, b), log });
  // Live data sources of real rigs: each enabled one runs on the instance holding its lease.
  const feeds = new FeedManager({
    db,
    logs: services.logs,
    publish: (d, b) => services.publish(d, b),
    log,
    secrets: services.secrets,
    quietS: config.feedQuietS,
    onQuiet: (e) => services.alerts?.observeFeedQuiet(e),
  });
  services.feeds = feeds;
  feeds.start();
  // Durable jobs (server/jobs/): every instance runs them; each job runs on one instance.
  const jobs = new JobRunner({ db, kinds: [...jobKinds, ...reportJobKinds(config, () => jobs.wake(), services.morningReports)], log });
  services.jobs = jobs;
  jobs.start();
  // Requests logged before a restart are rolled up at start (once per minute across instances).
  const startMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  jobs
    .enqueue(usageRollup.name, {}, { dueAt: startMinute })
    .catch((e: unknown) => log(`usage roll-up at start not queued: ${e instanceof Error ? e.message : e}`));
  const bg = background().catch((e) => log(`background demo generation failed: ${e instanceof Error ? e.stack : e}`));
  return {
    app,
    db,
    services,
    background: bg,
    url,
    async close() {
      services.logs.shutdown.abort();
      await jobs.close();
      await bg;
      await services.logs.simulator?.stop();
      await services.liveFrac?.stop();
      await feeds.close();
      await alerts.close();
      await realtime.close();
      // In-flight requests get a grace period; a long stream (an AI chat whose client went away
      // without the socket closing) would otherwise hold the shutdown until keep-alive ends (72 s).
      const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await app.close();
      clearTimeout(force);
      await bg;
      await db.close();
    },
  };
}
