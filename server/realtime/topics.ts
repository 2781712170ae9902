// Every realtime destination is declared here with the well permission a subscriber needs. The
// server refuses to subscribe to or publish on anything else, and every declared topic belongs to one
// well, so the permission check can be made from the destination alone.
import type { WellPermission } from '../../src/domain/permissions';

interface TopicDeclaration {
  pattern: string;
  suffix: string;
  /** Needed on the topic's well to SUBSCRIBE (admins hold every well permission). */
  permission: WellPermission;
}

export const topics = {
  /** Spec data-widgets-calls 4 and 7.17: a stand was detected; clients re-fetch the analysis. */
  'stand-detected': { pattern: '/topic/{well_id}/stand/detected', suffix: 'stand/detected', permission: 'VIEW_LOGS' },
  /** One message per second with the second's channel values, for live log panes. */
  live: { pattern: '/topic/{well_id}/live', suffix: 'live', permission: 'VIEW_LOGS' },
  /** A well's survey stations or plans changed; directional panes re-fetch. */
  'survey-updated': { pattern: '/topic/{well_id}/survey/updated', suffix: 'survey/updated', permission: 'VIEW_SURVEY' },
} as const satisfies Record<string, TopicDeclaration>;

export type TopicKind = keyof typeof topics;

export interface ParsedTopic {
  kind: TopicKind;
  wellId: string;
}

// Well ids are database ids or uids: no slashes, no STOMP/AMQP wildcard characters.
const WELL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PREFIX = '/topic/';

export function topicFor(kind: TopicKind, wellId: string | number): string {
  const id = String(wellId);
  if (!WELL_ID.test(id)) throw new Error(`Invalid well id for a realtime topic: '${id}'`);
  return `${PREFIX}${id}/${topics[kind].suffix}`;
}

export const standDetectedTopic = (wellId: string | number) => topicFor('stand-detected', wellId);
export const liveTopic = (wellId: string | number) => topicFor('live', wellId);

/** Returns null for any destination that is not declared above. */
export function parseTopic(destination: string): ParsedTopic | null {
  if (!destination.startsWith(PREFIX)) return null;
  const rest = destination.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const wellId = rest.slice(0, slash);
  if (!WELL_ID.test(wellId)) return null;
  const suffix = rest.slice(slash + 1);
  for (const kind of Object.keys(topics) as TopicKind[]) {
    if (topics[kind].suffix === suffix) return { kind, wellId };
  }
  return null;
}

/** Body of /topic/{well_id}/live. Channel names are the time-series store's channel ids. */
export interface LiveMessage {
  well_id: string;
  /** Epoch seconds of the sample. */
  time: number;
  values: Record<string, number | null>;
}

/** Body of /topic/{well_id}/stand/detected. The client only needs to know that it should re-fetch. */
export interface StandDetectedMessage {
  well_id: string;
  /** Epoch seconds when the stand's connection ended (slips out). */
  time: number;
  [detail: string]: unknown;
}
