/**
 * The chat's state and its turns, outside React so the transcript outlives the pane (moving the tab,
 * a re-mount): one session at a time, its history in memory (a new chat starts a new session), the
 * chosen model and the user's prompt in local storage (spec 7.15: llm/new_session takes them from
 * there). Without a provider every message is read by the offline interpreter, and the chat says so.
 */
import { proxy, ref } from 'valtio';
import { DEFAULT_AI_MODEL, type AssistantDefaults, type AssistantPrompts, type ChatEvent } from '../../domain/assistant/chat-api';
import { local } from '../../state/storage';
import { selection } from '../../state/selection';
import { fetchNarrative } from '../../api/assistant-narrative';
import type { NarrativeKind, ReportNarrative } from '../../domain/assistant/report-narrative';
import { fetchAssistantDefaults, openChatSession, streamChat } from './chat-client';
import type { Interpreter } from './interpret';
import { fromClientAction, runActions, type ActionLine } from './run-actions';

const MODEL_KEY = 'assistant.model';
const PROMPTS_KEY = 'assistant.prompts';

export interface ChatCite {
  label: string;
  routeId: string;
  well: { id: string; name: string };
}

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  tools: { name: string; status: string; summary: string }[];
  actions: ActionLine[];
  cites: ChatCite[];
  /** Undo of the actions this answer carried out (null: none, or undone). */
  undo: (() => Promise<void>) | null;
  undone: boolean;
  notice: string | null;
  error: string | null;
  streaming: boolean;
  /** An AI report written in the chat (morning summary, alert digest), facts beside it. */
  narrative: ReportNarrative | null;
}

export const chat = proxy({
  defaults: null as AssistantDefaults | null,
  defaultsError: null as string | null,
  model: local.get<string>(MODEL_KEY, DEFAULT_AI_MODEL),
  prompts: local.get<AssistantPrompts>(PROMPTS_KEY, {}),
  sessionId: null as string | null,
  entries: [] as ChatEntry[],
  busy: false,
});

let nextId = 1;
let controller: AbortController | null = null;

export async function loadDefaults(): Promise<void> {
  try {
    chat.defaults = (await fetchAssistantDefaults()).data;
    chat.defaultsError = null;
    if (!chat.defaults.models.some((m) => m.id === chat.model && m.available)) chat.model = chat.defaults.default_model;
  } catch (e) {
    chat.defaultsError = e instanceof Error ? e.message : String(e);
  }
}

export function chooseModel(id: string): void {
  chat.model = id;
  local.set(MODEL_KEY, id);
  newChat();
}

export function setSystemPrompt(text: string): void {
  chat.prompts = { ...chat.prompts, system: text || undefined };
  local.set(PROMPTS_KEY, chat.prompts);
  chat.sessionId = null;
}

export function newChat(): void {
  cancelTurn();
  chat.sessionId = null;
  chat.entries = [];
}

/** Escape: stop the answer being written (the server stops the model). */
export function cancelTurn(): boolean {
  if (!controller) return false;
  controller.abort();
  controller = null;
  return true;
}

function entry(role: ChatEntry['role'], text: string): ChatEntry {
  chat.entries.push({
    id: nextId++,
    role,
    text,
    tools: [],
    actions: [],
    cites: [],
    undo: null,
    undone: false,
    notice: null,
    error: null,
    streaming: role === 'assistant',
    narrative: null,
  });
  return chat.entries[chat.entries.length - 1];
}

async function carryOut(e: ChatEntry, run: Promise<Awaited<ReturnType<typeof runActions>>>): Promise<void> {
  const r = await run;
  e.actions.push(...r.lines);
  if (r.undo) {
    const earlier = e.undo;
    const now = r.undo;
    e.undo = ref(async () => {
      await now();
      await earlier?.();
    });
  }
}

export async function undoEntry(id: number): Promise<void> {
  const e = chat.entries.find((x) => x.id === id);
  if (!e?.undo) return;
  const undo = e.undo;
  e.undo = null;
  e.undone = true;
  await undo();
}

/** One turn: the message to the model (or, without one, to the offline interpreter). */
export async function send(text: string, interpreter: Interpreter, chatTabId: string | null): Promise<void> {
  const message = text.trim();
  if (!message || chat.busy) return;
  chat.busy = true;
  entry('user', message);
  const answer = entry('assistant', '');
  try {
    if (!chat.defaults) await loadDefaults();
    if (!chat.defaults?.configured) {
      answer.notice = chat.defaults
        ? 'No model: I read your words as commands.'
        : `${chat.defaultsError ?? 'No language model is available.'} I read your words as commands instead.`;
      const read = interpreter.interpret(message);
      if (read.actions.length) await carryOut(answer, runActions(read.actions, chatTabId));
      answer.text = [...read.notes, read.actions.length ? '' : 'I found nothing to open or select in that.'].filter(Boolean).join(' ');
      return;
    }
    if (!chat.sessionId) chat.sessionId = (await openChatSession(chat.model, chat.prompts)).data.session_id;
    controller = new AbortController();
    const signal = controller.signal;
    // Actions run one after another, in the order the model asked for them.
    let queue: Promise<void> = Promise.resolve();
    let firstAction = true;
    const onEvent = (ev: ChatEvent) => {
      switch (ev.type) {
        case 'text':
          answer.text += ev.delta;
          break;
        case 'tool':
          answer.tools.push({ name: ev.name, status: ev.status, summary: ev.summary });
          break;
        case 'action': {
          const a = fromClientAction(ev.action, interpreter);
          const beside = firstAction ? chatTabId : null;
          firstAction = false;
          if (typeof a === 'string') answer.actions.push({ text: a, ok: false });
          else queue = queue.then(() => carryOut(answer, runActions([a], beside)));
          break;
        }
        case 'cite':
          if (!answer.cites.some((c) => c.label === ev.label)) answer.cites.push({ label: ev.label, routeId: ev.route_id, well: ev.well });
          break;
        case 'offline':
          answer.notice = ev.message;
          break;
        case 'error':
          answer.error = ev.message;
          break;
        case 'done':
          break;
      }
    };
    const context = { well_id: selection.wellId, well_name: selection.well?.name ?? null, period: null };
    try {
      await streamChat(chat.sessionId, message, context, signal, onEvent);
    } catch (e) {
      if (signal.aborted) answer.notice = 'Stopped.';
      else if ((e as { status?: number }).status === 404) {
        chat.sessionId = null;
        answer.error = 'The chat session was lost (the server restarted): send the message again to start a new one.';
      } else answer.error = e instanceof Error ? e.message : String(e);
    }
    await queue;
  } catch (e) {
    answer.error = e instanceof Error ? e.message : String(e);
  } finally {
    answer.streaming = false;
    controller = null;
    chat.busy = false;
  }
}

const NARRATIVE_ASK: Record<NarrativeKind, string> = { morning: 'Morning summary', alert_digest: 'Alert digest, last 24 hours' };

/** The selected well's morning summary or alert digest, written in the chat (by the model if configured, else the template). */
export async function summarize(kind: NarrativeKind): Promise<void> {
  if (chat.busy) return;
  const wellId = selection.wellId;
  const name = selection.well?.name ?? null;
  chat.busy = true;
  entry('user', `${NARRATIVE_ASK[kind]}${name ? ` of ${name}` : ''}`);
  const answer = entry('assistant', '');
  try {
    if (!wellId) {
      answer.error = 'Select a well first.';
      return;
    }
    if (!chat.defaults) await loadDefaults();
    const model = chat.defaults?.models.some((m) => m.id === chat.model && m.available) ? chat.model : undefined;
    answer.narrative = ref(await fetchNarrative(wellId, { kind, ...(model ? { model } : {}) }));
  } catch (e) {
    answer.error = e instanceof Error ? e.message : String(e);
  } finally {
    answer.streaming = false;
    chat.busy = false;
  }
}
