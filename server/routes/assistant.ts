/**
 * The AI assistant (spec 7.15): llm/get_defaults, llm/new_session, llm/chat. AI_CHAT gates all
 * three, and HIDE_AI_CHAT or the hide_ai_chat system setting hides them. The chat streams (application/x-ndjson, one ChatEvent a line);
 * closing the request cancels the model call. Without a provider the chat answers that it has none,
 * and the client reads the message as commands with its offline interpreter.
 */
import { z } from 'zod';
import { chatBody, newSessionBody, type ChatEvent } from '../../src/domain/assistant/chat-api';
import { defaultsOf } from '../assistant/config';
import { runChatTurn } from '../assistant/chat-loop';
import { assistantState as stateOf, callAsUser } from '../assistant/per-server';
import { effectiveSettings } from '../admin/system-settings';
import type { Queryable } from '../db/db';
import { global } from '../lib/access';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import type { Services } from '../services';

const tags = ['assistant'];
const access = global('AI_CHAT');
const emptyBody = z.object({}).strict().optional();

/** Hidden by HIDE_AI_CHAT or by a superadmin in System Settings (the setting wins). */
async function checkShown(db: Queryable, services: Services): Promise<void> {
  if ((await effectiveSettings(db, services.config)).hide_ai_chat)
    throw new HttpError(403, 'The AI chat is hidden on this server (System Settings or HIDE_AI_CHAT)');
}

const getDefaults = defineRoute({
  method: 'POST',
  url: '/llm/get_defaults',
  summary: 'The model choice list (which are configured on this server), the default model, and whether a provider is configured at all',
  tags,
  access,
  body: emptyBody,
  async handler({ db, services }) {
    await checkShown(db, services);
    return { data: defaultsOf(services.config.assistant) };
  },
});

const newSession = defineRoute({
  method: 'POST',
  url: '/llm/new_session',
  summary: 'Open a chat session with a model of the choice list and the prompts kept in local storage',
  tags,
  access,
  body: newSessionBody,
  async handler({ body, user, db, services }) {
    await checkShown(db, services);
    const d = defaultsOf(services.config.assistant);
    if (d.configured && !d.models.find((m) => m.id === body.model)?.available)
      throw new HttpError(400, `body.model: ${body.model} is not configured on this server`);
    const s = stateOf(services).sessions.open(user.id, body.model, body.prompts.system ?? '');
    return { data: { session_id: s.id, model: body.model, configured: d.configured } };
  },
});

const chat = defineRoute({
  method: 'POST',
  url: '/llm/chat',
  summary: 'One chat turn, streamed as JSON lines: text, tool calls (run as the user), workspace actions, citations, errors',
  tags,
  access,
  body: chatBody,
  async handler({ req, reply, body, user, db, services }) {
    await checkShown(db, services);
    const state = stateOf(services);
    const session = state.sessions.get(body.session_id, user.id);
    if (!session) throw new HttpError(404, 'Chat session not found: open a new one');
    if (session.busy) throw new HttpError(409, 'This chat is still answering: wait for it or stop it');
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    const emit = (e: ChatEvent) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`${JSON.stringify(e)}\n`);
    };
    if (!state.provider) {
      emit({ type: 'offline', message: defaultsOf(services.config.assistant).reason ?? 'No model' });
      emit({ type: 'done' });
      raw.end();
      return;
    }
    const abort = new AbortController();
    raw.on('close', () => {
      if (!raw.writableFinished) abort.abort();
    });
    session.busy = true;
    try {
      await runChatTurn({
        provider: state.provider,
        providerModel: services.config.assistant.models[session.model] ?? Object.values(services.config.assistant.models)[0],
        session,
        message: body.message,
        context: body.context,
        call: callAsUser(req),
        emit,
        signal: abort.signal,
      });
    } finally {
      session.busy = false;
    }
    emit({ type: 'done' });
    raw.end();
  },
});

export const assistantRoutes = [getDefaults, newSession, chat];
