import { resolve } from 'node:path';
import { loadAssistantConfig, type AssistantConfig } from './assistant/config';

/** Every configuration variable the server reads, with its default. The README lists these. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** EMBEDDED_FSYNC: the embedded database syncs each commit to the disk (survives an OS crash or power cut; slower writes). */
  embeddedFsync: boolean;
  amqpUrl: string | null;
  /** Fanout exchange shared by the instances of one deployment (AMQP_EXCHANGE). */
  amqpExchange: string;
  jwtSecret: string | null;
  /** Key for data-source credentials at rest (SECRETS_KEY); null: generated into DATA_DIR/secrets-key. */
  secretsKey: string | null;
  /** Seed demo data: on by default with the embedded database, off on PostgreSQL unless DEMO=1. */
  demo: boolean;
  /** Days of 1 Hz demo history per drilling well (DEMO_HISTORY_DAYS, default 30; fractions allowed, tests use less). */
  demoHistoryDays: number;
  /** Run the live rig simulator (SIMULATOR, default on). Exactly one instance per database may: set SIMULATOR=0 on the others. */
  simulator: boolean;
  /** Pump the live frac stage of the wells being fractured (FRAC_LIVE, default as SIMULATOR; cheap: a played model, no history). */
  fracLive: boolean;
  /** A running data source with no data for this long is quiet, and its feed_quiet alerts fire (FEED_QUIET_S, default 30). */
  feedQuietS: number;
  ssoEnabled: boolean;
  ssoUrl: string | null;
  ssoLogoutUrl: string | null;
  hideAiChat: boolean;
  /** The AI assistant's model provider (LLM_* variables, server/assistant/config.ts). */
  assistant: AssistantConfig;
  welcomeTitle: string;
  welcomeSubtitle: string;
  welcomePicture: string | null;
  mapCenter: { lat: number; lon: number };
  contactUs: string;
  logLevel: string;
  tokenTtlS: number;
  loginRateLimitPerMin: number;
  /** The file drive's bytes in an S3-compatible bucket (DRIVE_S3_URL=http(s)://KEY:SECRET@host:port/bucket?region=…); null: DATA_DIR/files. */
  driveS3Url: string | null;
  /** SMTP server for alert e-mail (SMTP_URL, e.g. smtp://user:pass@host:587); null: the e-mail channel is "not configured". */
  smtpUrl: string | null;
  /** Sender of alert e-mail (MAIL_FROM). */
  mailFrom: string;
  /** SMS provider (SMS_PROVIDER): 'dummy' keeps messages in the Admin › Dummy SMS dashboard, sending none; 'none' turns SMS off. */
  smsProvider: 'dummy' | 'none';
  /** Chromium for the morning PDF (CHROMIUM_PATH, default Debian's /usr/bin/chromium); missing: the PDF answers 503. */
  chromiumPath: string;
  /** PDFs rendered at once (PDF_CONCURRENCY, default 2); more wait their turn. */
  pdfConcurrency: number;
  /** Longest a PDF may take, s (PDF_TIMEOUT_S, default 60). */
  pdfTimeoutS: number;
}

function flag(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || null;
  const [lat, lon] = (env.MAP_CENTER ?? '29.76,-95.37').split(',').map(Number);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    embeddedFsync: flag(env.EMBEDDED_FSYNC, false),
    amqpUrl: env.AMQP_URL || null,
    amqpExchange: env.AMQP_EXCHANGE || 'drillspace.realtime',
    jwtSecret: env.JWT_SECRET || null,
    secretsKey: env.SECRETS_KEY || null,
    demo: flag(env.DEMO, databaseUrl === null),
    demoHistoryDays: Math.max(0, Number(env.DEMO_HISTORY_DAYS ?? 30) || 0),
    simulator: flag(env.SIMULATOR, true),
    fracLive: flag(env.FRAC_LIVE, flag(env.SIMULATOR, true)),
    feedQuietS: Math.max(1, Number(env.FEED_QUIET_S ?? 30) || 30),
    ssoEnabled: flag(env.SSO_ENABLED, Boolean(env.SSO_URL)),
    ssoUrl: env.SSO_URL || null,
    ssoLogoutUrl: env.SSO_LOGOUT_URL || null,
    hideAiChat: flag(env.HIDE_AI_CHAT, false),
    assistant: loadAssistantConfig(env),
    welcomeTitle: env.WELCOME_TITLE ?? 'Drillspace',
    welcomeSubtitle: env.WELCOME_SUBTITLE ?? 'Your wells, tiled side by side. Drive it from the keyboard.',
    welcomePicture: env.WELCOME_PICTURE || null,
    mapCenter: { lat: Number.isFinite(lat) ? lat : 29.76, lon: Number.isFinite(lon) ? lon : -95.37 },
    contactUs: env.CONTACT_US ?? 'Questions or access requests: support@drillspace.example',
    logLevel: env.LOG_LEVEL ?? 'warn',
    tokenTtlS: Number(env.TOKEN_TTL_S ?? 12 * 3600),
    loginRateLimitPerMin: Number(env.LOGIN_RATE_LIMIT ?? 10),
    driveS3Url: env.DRIVE_S3_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Drillspace alerts <alerts@drillspace.invalid>',
    smsProvider: env.SMS_PROVIDER === 'none' ? 'none' : 'dummy',
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    pdfConcurrency: Math.max(1, Math.floor(Number(env.PDF_CONCURRENCY ?? 2)) || 2),
    pdfTimeoutS: Math.max(1, Number(env.PDF_TIMEOUT_S ?? 60) || 60),
  };
}
