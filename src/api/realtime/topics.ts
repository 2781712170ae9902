/**
 * The realtime destinations a client may subscribe to, and their message bodies, as the server
 * declares them (server/realtime/topics.ts, server/directional/survey-events.ts). Every topic belongs
 * to one well, so a pane subscribes with a well id and a topic kind, never a hand-written string.
 */

export const TOPIC_SUFFIX = {
  /** Spec data-widgets-calls 4 and 7.17: a stand was detected; panes re-fetch the analysis. */
  'stand/detected': 'stand/detected',
  /** One message per second with the second's channel values. */
  live: 'live',
  /** A well's survey stations or plans changed; directional panes re-fetch. */
  'survey/updated': 'survey/updated',
} as const;

export type TopicKind = keyof typeof TOPIC_SUFFIX;

/** Same rule as the server: database ids or uids, nothing a broker would read as a wildcard. */
const WELL_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function topicOf(wellId: string, kind: TopicKind): string {
  if (!WELL_ID.test(wellId)) throw new Error(`Invalid well id for a realtime topic: '${wellId}'`);
  return `/topic/${wellId}/${TOPIC_SUFFIX[kind]}`;
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
}

export interface TopicMessage {
  live: LiveMessage;
  'stand/detected': StandDetectedMessage;
  'survey/updated': SurveyUpdatedMessage;
}
