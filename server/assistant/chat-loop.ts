/**
 * One chat turn: the user's message, then model turns until it answers without asking for a tool
 * (at most MAX_ROUNDS). Text streams out as it comes; each tool call is run as the user and shown
 * (what it did, or that it was refused); workspace actions go to the client. A failed or cancelled
 * turn leaves the session as it was before it.
 */
import type { ChatEvent } from '../../src/domain/assistant/chat-api';
import type { ChatProvider, ProviderMessage, ToolCall } from './provider';
import { providerErrorText } from './provider';
import { SessionStore, type ChatSession } from './sessions';
import { callTool, providerTools, type CallAsUser } from './tools';

const MAX_ROUNDS = 6;

const INSTRUCTIONS = `You are the assistant of Drillspace, a workspace for drilling, completions and production engineers.
Answer from the well's own data: call the read tools, and cite the numbers you used (well, period, values).
To change what the user sees, call open_pane, select_well or select_period; say what you did in one line.
Wells may be named partially ("bluebonnet"); pass the name as the user wrote it.
If a tool is refused, say so plainly: the user may not see that well. Never invent data.`;

export interface ChatTurn {
  provider: ChatProvider;
  providerModel: string;
  session: ChatSession;
  message: string;
  context: { well_name?: string | null; period?: string | null } | undefined;
  call: CallAsUser;
  emit: (e: ChatEvent) => void;
  signal: AbortSignal;
  nowS?: number;
}

function systemMessage(turn: ChatTurn): ProviderMessage {
  const now = new Date((turn.nowS ?? Date.now() / 1000) * 1000).toISOString();
  const ctx = turn.context?.well_name
    ? `\nThe user has selected the well ${turn.context.well_name}${turn.context.period ? `, period ${turn.context.period}` : ''}.`
    : '';
  const own = turn.session.userPrompt ? `\n\nThe user's own instructions:\n${turn.session.userPrompt}` : '';
  return { role: 'system', content: `${INSTRUCTIONS}\nNow: ${now}.${ctx}${own}` };
}

export async function runChatTurn(turn: ChatTurn): Promise<void> {
  const { session, emit, signal } = turn;
  const before = session.messages.length;
  session.messages.push({ role: 'user', content: turn.message });
  try {
    for (let round = 0; ; round++) {
      if (round === MAX_ROUNDS) {
        emit({ type: 'text', delta: `\n(Stopped after ${MAX_ROUNDS} rounds of tool calls.)` });
        break;
      }
      let text = '';
      let calls: ToolCall[] = [];
      for await (const ev of turn.provider.turn({
        model: turn.providerModel,
        messages: [systemMessage(turn), ...session.messages],
        tools: providerTools,
        signal,
      })) {
        if (ev.type === 'text') {
          text += ev.delta;
          emit(ev);
        } else calls = ev.calls;
      }
      // The openai stream ends quietly when aborted: a cut turn must not be kept as an answer.
      if (signal.aborted) throw new Error('Stopped');
      session.messages.push({
        role: 'assistant',
        content: text || null,
        ...(calls.length
          ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })) }
          : {}),
      });
      if (!calls.length) break;
      for (const c of calls) {
        if (signal.aborted) throw new Error('Stopped');
        const out = await callTool(c.name, c.arguments, turn.call, turn.nowS);
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.arguments || '{}');
        } catch {
          /* shown as the failure it is */
        }
        emit({ type: 'tool', id: c.id, name: c.name, args, status: out.status, summary: out.summary });
        for (const e of out.events) emit(e.type === 'action' ? { ...e, id: c.id } : e);
        session.messages.push({ role: 'tool', tool_call_id: c.id, content: out.result });
      }
    }
    SessionStore.trim(session);
  } catch (e) {
    session.messages.length = before;
    if (!signal.aborted) emit({ type: 'error', message: providerErrorText(e) });
  }
}
