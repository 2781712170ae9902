import type { AlertEngine } from './alerts/alert-engine';
import type { ServerConfig } from './config';
import type { TokenService } from './auth/tokens';
import type { FeedManager } from './feeds/feed-manager';
import type { MorningReports } from './exports/morning-report';
import type { SecretBox } from './feeds/secrets';
import type { JobRunner } from './jobs/runner';
import type { LiveFracHandle } from './completions/live-frac';
import type { LogServices } from './timeseries/log-services';
import type { RequestLog } from './usage/request-log';

/** Long-lived services shared by routes. Later areas (realtime, time series) add theirs here. */
export interface Services {
  config: ServerConfig;
  tokens: TokenService;
  /** Publish a realtime message to a topic (no-op until the realtime server is attached). */
  publish(destination: string, body: unknown): void;
  realtimeStats(): unknown;
  /** Ends the realtime connections of a signed-out session on every instance (no-op until attached). */
  endRealtimeSession(sessionId: string): void;
  /**
   * A user's rights changed (password, status, admin flags, permissions, well roles; '*': anyone's):
   * drops their cached permissions and re-checks their open realtime connections on every instance.
   * Call after the change is committed.
   */
  userAuthChanged(userId: string): void;
  /** Depth reached at the start and end of a period (from the time-series store once it exists). */
  /** Background work in progress (history generation), for /api/health and the console. */
  backgroundStatus(): Record<string, unknown>;
  /** Time-series store, history generation status and the live simulator (server/timeseries/log-services.ts). */
  logs: LogServices;
  /** Live data sources of real rigs run on this instance (null until the server is started). */
  feeds: FeedManager | null;
  /** Alerts evaluated on this instance's published live data (server/alerts/; null until the server is started). */
  alerts: AlertEngine | null;
  /** The live frac stage of each well being fractured (server/completions/live-frac.ts; null when not run here). */
  liveFrac: LiveFracHandle | null;
  /** The durable job runner (server/jobs/; null until the server is started). */
  jobs: JobRunner | null;
  /** Every API request, written in batches (server/usage/request-log.ts). */
  requestLog: RequestLog;
  /** The morning report PDF, rendered from the print view by headless Chromium (server/exports/). */
  morningReports: MorningReports;
  /** Seals data-source credentials at rest. */
  secrets: SecretBox;
  periodBounds(wellId: string, startS: number, endS: number): Promise<{ startDepthM: number | null; endDepthM: number | null } | null>;
}
