/**
 * A test server whose assistant talks to the OpenAI-compatible stand-in (openai-stand-in.ts), which
 * starts before the server and records what it is asked. Call inside a describe block, as
 * useTestServer; `ai.standIn` is there once the block's beforeAll hooks have run.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../../server/config';
import { AI_MODEL_CHOICES, type ChatEvent } from '../../../src/domain/assistant/chat-api';
import type { DbKind } from './databases';
import { startStandIn, type StandIn } from './openai-stand-in';
import { useTestServer, type TestServer } from './test-server';

export interface AssistantServer {
  t: TestServer;
  readonly standIn: StandIn;
}

export function useAssistantServer(kind: DbKind): AssistantServer {
  let standIn: StandIn | undefined;
  const overrides: Partial<ServerConfig> = {};
  beforeAll(async () => {
    standIn = await startStandIn();
    overrides.assistant = {
      baseUrl: standIn.url,
      apiKey: 'stand-in-key',
      models: Object.fromEntries(AI_MODEL_CHOICES.map((m) => [m.id, `stand-in/${m.id}`])),
      timeoutS: 20,
    };
  });
  afterAll(async () => standIn?.close());
  const t = useTestServer(kind, overrides);
  return {
    t,
    get standIn() {
      if (!standIn) throw new Error('the stand-in starts in beforeAll');
      return standIn;
    },
  };
}

/** The chat route's answer, one JSON event per line. */
export const chatEvents = (body: string): ChatEvent[] =>
  body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ChatEvent);
