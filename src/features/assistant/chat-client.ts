/**
 * The chat's calls (spec 7.15). llm/chat is read as it streams (fetch, one JSON event a line), so
 * text shows as the model writes it; aborting the signal (Escape) closes the request, which stops
 * the model on the server.
 */
import { api } from '../../api/request';
import { VIEW_SESSION_ID_HEADER } from '../../api/request';
import { transport } from '../../api/transport';
import type { AssistantDefaults, AssistantPrompts, ChatEvent } from '../../domain/assistant/chat-api';

export const fetchAssistantDefaults = () => api.post<{ data: AssistantDefaults }>('llm/get_defaults', {}, { hideMessage: true, quiet: true });

export const openChatSession = (model: string, prompts: AssistantPrompts) =>
  api.post<{ data: { session_id: string; configured: boolean } }>('llm/new_session', { model, prompts }, { hideMessage: true, quiet: true });

export interface ChatContext {
  well_id: string | null;
  well_name: string | null;
  period: string | null;
}

/** One chat turn; `onEvent` sees each event as it arrives. Resolves when the stream ends. */
export async function streamChat(
  sessionId: string,
  message: string,
  context: ChatContext,
  signal: AbortSignal,
  onEvent: (e: ChatEvent) => void,
): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' };
  const token = transport.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const view = transport.getViewSessionId();
  if (view) headers[VIEW_SESSION_ID_HEADER] = view;
  const res = await fetch(`${transport.baseUrl}/llm/chat`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ session_id: sessionId, message, context }),
    signal,
  });
  if (!res.ok || !res.body) {
    const said = await res.json().catch(() => null);
    throw Object.assign(new Error((said as { message?: string } | null)?.message ?? `HTTP ${res.status}`), { status: res.status });
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let nl = buffered.indexOf('\n');
    while (nl >= 0) {
      const line = buffered.slice(0, nl).trim();
      buffered = buffered.slice(nl + 1);
      if (line) onEvent(JSON.parse(line) as ChatEvent);
      nl = buffered.indexOf('\n');
    }
  }
}
