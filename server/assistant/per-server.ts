/**
 * What the assistant's routes share per server: the chat sessions and the provider (made at first
 * use, none when no model is configured), and the API called as the user — same token, same
 * routes, same permission checks — which every tool and fact read goes through.
 */
import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { whyNoProvider } from './config';
import { openAiProvider, type ChatProvider } from './provider';
import { SessionStore } from './sessions';
import type { CallAsUser } from './tools';

const perServer = new WeakMap<Services, { sessions: SessionStore; provider: ChatProvider | null }>();

export function assistantState(services: Services): { sessions: SessionStore; provider: ChatProvider | null } {
  let s = perServer.get(services);
  if (!s) {
    const c = services.config.assistant;
    s = { sessions: new SessionStore(), provider: whyNoProvider(c) ? null : openAiProvider(c) };
    perServer.set(services, s);
  }
  return s;
}

/** The API as the user: same token, same routes, same permission checks. */
export function callAsUser(req: FastifyRequest): CallAsUser {
  return async (method, url, body) => {
    const res = await req.server.inject({
      method,
      url,
      headers: { authorization: req.headers.authorization ?? '', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed };
  };
}
