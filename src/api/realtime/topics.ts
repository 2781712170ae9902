/**
 * Every realtime destination, declared once for the client and the server (server/realtime/topics.ts
 * re-exports it): the server refuses to subscribe to or publish on anything else. Every topic
 * belongs to one well, so the well permission check can be made from the destination alone, and a
 * pane subscribes with a well id and a topic kind, never a hand-written string.
 */
import type { WellPermission } from '../../domain/permissions';

export const TOPIC_SUFFIX = {
  /** Spec data-widgets-calls 4 and 7.17: a stand was detected; panes re-fetch the analysis. */
  'stand/detected': 'stand/detected',
  /** One message per second with the second's channel values. */
  live: 'live',
  /** A well's survey stations or plans changed; directional panes re-fetch. */
  'survey/updated': 'survey/updated',
  /** The live frac stage of a well being fractured: one message per second of the pumping (issue 19). */
  'frac/live': 'frac/live',
} as const;

export type TopicKind = keyof typeof TOPIC_SUFFIX;

/** The well permission a subscriber needs on the topic's well (admins hold every well permission). */
export const TOPIC_PERMISSION: Record<TopicKind, WellPermission> = {
  'stand/detected': 'VIEW_LOGS',
  live: 'VIEW_LOGS',
  'survey/updated': 'VIEW_SURVEY',
  'frac/live': 'VIEW_COMPLETION',
};

/** Same rule as the server: database ids or uids, nothing a broker would read as a wildcard. */
const WELL_ID = /^[A-Za-z0-9_-]{1,64}$/;

const PREFIX = '/topic/';

export function topicOf(wellId: string, kind: TopicKind): string {
  if (!WELL_ID.test(wellId)) throw new Error(`Invalid well id for a realtime topic: '${wellId}'`);
  return `${PREFIX}${wellId}/${TOPIC_SUFFIX[kind]}`;
}

export interface WellTopic {
  kind: TopicKind;
  wellId: string;
}

/**
 * A user's own alerts (issue 18): `/user/{user_id}/alerts`. Not a well's topic: only that user may
 * subscribe, so it is declared apart from the well topics above.
 */
export interface UserAlertsTopic {
  kind: 'user/alerts';
  userId: string;
}

export type ParsedTopic = WellTopic | UserAlertsTopic;

const USER_PREFIX = '/user/';
const USER_ALERTS_SUFFIX = '/alerts';

export function userAlertsTopic(userId: string): string {
  if (!WELL_ID.test(userId)) throw new Error(`Invalid user id for a realtime topic: '${userId}'`);
  return `${USER_PREFIX}${userId}${USER_ALERTS_SUFFIX}`;
}

/** Returns null for any destination that is not declared above. */
export function parseTopic(destination: string): ParsedTopic | null {
  if (destination.startsWith(USER_PREFIX) && destination.endsWith(USER_ALERTS_SUFFIX)) {
    const userId = destination.slice(USER_PREFIX.length, -USER_ALERTS_SUFFIX.length);
    return WELL_ID.test(userId) ? { kind: 'user/alerts', userId } : null;
  }
  if (!destination.startsWith(PREFIX)) return null;
  const rest = destination.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const wellId = rest.slice(0, slash);
  if (!WELL_ID.test(wellId)) return null;
  const suffix = rest.slice(slash + 1);
  const kind = (Object.keys(TOPIC_SUFFIX) as TopicKind[]).find((k) => TOPIC_SUFFIX[k] === suffix);
  return kind ? { kind, wellId } : null;
}

/** Body of /topic/{well_id}/live. Channel ids are those of src/domain/drilling/channels.ts. */
export interface LiveMessage {
  well_id: string;
  /** Epoch seconds of the sample. */
  time: number;
  values: Record<string, number | null>;
  /** Epoch ms when the simulator published it, when the publisher stamps it (latency measurement). */
  published_ms?: number;
}

export interface StandDetectedMessage {
  well_id: string;
  /** Epoch seconds when the stand's connection ended. */
  time: number;
  [detail: string]: unknown;
}

export interface SurveyUpdatedMessage {
  well_id: string;
  time: number;
  kind: 'FACT' | 'PLAN' | 'SETTINGS';
  from_md?: number;
  revision: number;
  /** PLAN from a target write: the targets changed, each as it was and as it is. */
  targets?: readonly { op: 'created' | 'updated' | 'deleted'; before: unknown; after: unknown }[];
}

/** Body of /topic/{well_id}/frac/live: one second of the stage being pumped, in model units (frac-channels.ts ids). */
export interface FracLiveMessage {
  well_id: string;
  stage_no: number;
  /** Epoch second the stage's record began; a new value means a new stage (re-read its lines). */
  start_s: number;
  time: number;
  values: Record<string, number>;
}

export interface TopicMessage {
  live: LiveMessage;
  'stand/detected': StandDetectedMessage;
  'survey/updated': SurveyUpdatedMessage;
  'frac/live': FracLiveMessage;
}

/** Body of /user/{user_id}/alerts: an alert fired (or its condition cleared, severity 'ok'). */
export interface AlertMessage {
  id: string;
  state: 'fired' | 'cleared';
  subscription_id: string;
  subscription_name: string;
  well_id: string;
  well_name: string;
  type: string;
  severity: string;
  message: string;
  numbers: { value: number; threshold: number; unit: string; depth_m: number | null; time_s: number; [extra: string]: number | string | null };
  /** The subscription's channels: the client toasts for push and plays a sound for sound. */
  channels: string[];
  /** Epoch ms when the server published it (latency measurement). */
  published_ms: number;
}
