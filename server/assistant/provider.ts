/**
 * The model provider: one interface, one implementation over the OpenAI chat completions API with
 * tool calls and streaming (the official openai package), so a hosted model and a local server
 * (llama.cpp, vLLM, Ollama) are the same to the chat loop. Tests swap the server, not this code.
 */
import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { AssistantConfig } from './config';

export type ProviderMessage = ChatCompletionMessageParam;
export type ProviderTool = ChatCompletionTool;

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them (JSON text, maybe broken). */
  arguments: string;
}

/** One model turn, streamed: text as it comes, then the tool calls it asks for (if any). */
export type ProviderEvent = { type: 'text'; delta: string } | { type: 'tool_calls'; calls: ToolCall[] };

export interface ChatProvider {
  turn(req: { model: string; messages: ProviderMessage[]; tools: ProviderTool[]; signal: AbortSignal }): AsyncIterable<ProviderEvent>;
}

/** What went wrong with the provider, in words for the chat (status and its message, never a stack). */
export function providerErrorText(e: unknown): string {
  if (e instanceof APIUserAbortError) return 'Stopped.';
  if (e instanceof APIError) {
    const said = (e.error as { message?: string } | undefined)?.message ?? e.message;
    return e.status ? `The model provider answered ${e.status}: ${said}` : `The model provider could not be reached: ${said}`;
  }
  return `The model provider failed: ${e instanceof Error ? e.message : String(e)}`;
}

export function openAiProvider(c: AssistantConfig): ChatProvider {
  const client = new OpenAI({
    baseURL: c.baseUrl ?? undefined,
    apiKey: c.apiKey ?? 'none',
    timeout: c.timeoutS * 1000,
    maxRetries: 0,
  });
  return {
    async *turn({ model, messages, tools, signal }) {
      const stream = await client.chat.completions.create({ model, messages, ...(tools.length ? { tools } : {}), stream: true }, { signal });
      // Tool calls arrive in pieces keyed by index: name first, arguments a few characters at a time.
      const calls = new Map<number, ToolCall>();
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) yield { type: 'text', delta: delta.content };
        for (const t of delta.tool_calls ?? []) {
          const call = calls.get(t.index) ?? { id: '', name: '', arguments: '' };
          if (t.id) call.id = t.id;
          if (t.function?.name) call.name += t.function.name;
          if (t.function?.arguments) call.arguments += t.function.arguments;
          calls.set(t.index, call);
        }
      }
      if (calls.size)
        yield { type: 'tool_calls', calls: [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([i, c]) => ({ ...c, id: c.id || `call_${i}` })) };
    },
  };
}
