// The realtime destinations are declared once, for client and server, in src/api/realtime/topics.ts.
// The server's publishers name them through these helpers.
import { topicOf, type TopicKind } from '../../src/api/realtime/topics';

export { parseTopic, topicOf, TOPIC_SUFFIX } from '../../src/api/realtime/topics';
export type { LiveMessage, ParsedTopic, StandDetectedMessage, SurveyUpdatedMessage, TopicKind } from '../../src/api/realtime/topics';

export const topicFor = (kind: TopicKind, wellId: string | number) => topicOf(String(wellId), kind);
export const standDetectedTopic = (wellId: string | number) => topicFor('stand/detected', wellId);
export const liveTopic = (wellId: string | number) => topicFor('live', wellId);
