/**
 * Chat sessions, in memory (spec 7.15 keeps the model and prompts on the client and sends them with
 * llm/new_session; no table holds chats). A session belongs to the user who opened it; each user
 * keeps their latest few, and a session keeps its latest messages. A restarted server forgets them,
 * and with several instances a session lives on the one that opened it: the client then opens a
 * new one (llm/chat answers 404).
 */
import { randomUUID } from 'node:crypto';
import type { ProviderMessage } from './provider';

const MAX_SESSIONS_PER_USER = 20;
const MAX_MESSAGES = 80;

export interface ChatSession {
  id: string;
  userId: string;
  model: string;
  userPrompt: string;
  messages: ProviderMessage[];
  usedMs: number;
  /** A chat turn is streaming: a second one waits its turn (409). */
  busy: boolean;
}

export class SessionStore {
  private readonly byId = new Map<string, ChatSession>();

  open(userId: string, model: string, userPrompt: string): ChatSession {
    const s: ChatSession = { id: randomUUID(), userId, model, userPrompt, messages: [], usedMs: Date.now(), busy: false };
    this.byId.set(s.id, s);
    const mine = [...this.byId.values()].filter((x) => x.userId === userId).sort((a, b) => a.usedMs - b.usedMs);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_USER))) this.byId.delete(old.id);
    return s;
  }

  /** The user's own session, or undefined (another user's is not found either). */
  get(id: string, userId: string): ChatSession | undefined {
    const s = this.byId.get(id);
    if (!s || s.userId !== userId) return undefined;
    s.usedMs = Date.now();
    return s;
  }

  /** Keep the latest messages, never starting on a tool answer cut from its call. */
  static trim(s: ChatSession): void {
    if (s.messages.length <= MAX_MESSAGES) return;
    let from = s.messages.length - MAX_MESSAGES;
    while (from < s.messages.length && s.messages[from].role !== 'user') from++;
    s.messages = s.messages.slice(from);
  }
}
