// The realtime destinations are declared once, for client and server, in src/api/realtime/topics.ts.
// The server's publishers name them through these helpers.
import type { WellPermission } from '../../src/domain/permissions';
import { TOPIC_PERMISSION, TOPIC_SUFFIX, topicOf, type TopicKind } from '../../src/api/realtime/topics';

export { parseTopic, topicOf, TOPIC_SUFFIX } from '../../src/api/realtime/topics';
export type { FracLiveMessage, LiveMessage, ParsedTopic, StandDetectedMessage, TopicKind } from '../../src/api/realtime/topics';

export const topicFor = (kind: TopicKind, wellId: string | number) => topicOf(String(wellId), kind);
export const standDetectedTopic = (wellId: string | number) => topicFor('stand/detected', wellId);
export const liveTopic = (wellId: string | number) => topicFor('live', wellId);

/** Every destination with its pattern and the well permission a subscriber needs (SUBSCRIBE checks and the authorization matrix read this). */
export const topics = Object.fromEntries(
  (Object.keys(TOPIC_SUFFIX) as TopicKind[]).map((k) => [
    k,
    { pattern: `/topic/{well_id}/${TOPIC_SUFFIX[k]}`, suffix: TOPIC_SUFFIX[k], permission: TOPIC_PERMISSION[k] },
  ]),
) as Record<TopicKind, { pattern: string; suffix: string; permission: WellPermission }>;
