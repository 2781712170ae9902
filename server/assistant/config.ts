/**
 * The assistant's provider, from the environment: any server speaking the OpenAI chat completions
 * API (a hosted one, llama.cpp's server, vLLM, Ollama's /v1), and which of its models stands for
 * each choice of the spec's list (src/api/assistant.ts).
 *
 * - LLM_BASE_URL: e.g. http://127.0.0.1:8081/v1 (llama.cpp), http://127.0.0.1:11434/v1 (Ollama);
 *   unset with LLM_API_KEY set: the OpenAI API.
 * - LLM_API_KEY: sent as the bearer token (local servers take any value).
 * - LLM_MODEL: the model every choice uses unless LLM_MODEL_<CHOICE> names another, the choice id
 *   upper-cased with the dot as an underscore (LLM_MODEL_GPT_REASONING=o4-mini,
 *   LLM_MODEL_QWEN_FAST=qwen2.5:7b-instruct). A choice that maps to no model is listed, not offered.
 * - LLM_TIMEOUT_S (default 120): one model call's limit.
 */
import { AI_MODEL_CHOICES, DEFAULT_AI_MODEL, type AssistantDefaults } from '../../src/domain/assistant/chat-api';

export interface AssistantConfig {
  baseUrl: string | null;
  apiKey: string | null;
  /** Choice id → the provider's model name. */
  models: Readonly<Record<string, string>>;
  timeoutS: number;
}

export const envNameOfChoice = (id: string): string => `LLM_MODEL_${id.toUpperCase().replace(/\./g, '_')}`;

export function loadAssistantConfig(env: NodeJS.ProcessEnv): AssistantConfig {
  const models: Record<string, string> = {};
  for (const c of AI_MODEL_CHOICES) {
    const name = env[envNameOfChoice(c.id)] || env.LLM_MODEL;
    if (name) models[c.id] = name;
  }
  return { baseUrl: env.LLM_BASE_URL || null, apiKey: env.LLM_API_KEY || null, models, timeoutS: Number(env.LLM_TIMEOUT_S ?? 120) || 120 };
}

/** Null when a provider can be called, else why not, in words the chat shows. */
export function whyNoProvider(c: AssistantConfig): string | null {
  if (!c.baseUrl && !c.apiKey) return 'No language model is configured on this server (LLM_BASE_URL / LLM_API_KEY are not set).';
  if (Object.keys(c.models).length === 0) return 'A model provider is set but no model is named (set LLM_MODEL).';
  return null;
}

/** llm/get_defaults: the choice list with which are configured, and the default (the spec's, if configured). */
export function defaultsOf(c: AssistantConfig): AssistantDefaults {
  const reason = whyNoProvider(c);
  const models = AI_MODEL_CHOICES.map((m) => ({ ...m, available: !reason && m.id in c.models }));
  const firstAvailable = models.find((m) => m.available)?.id;
  return {
    configured: !reason,
    reason,
    models,
    default_model: models.find((m) => m.id === DEFAULT_AI_MODEL)?.available ? DEFAULT_AI_MODEL : (firstAvailable ?? DEFAULT_AI_MODEL),
  };
}
