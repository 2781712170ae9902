/**
 * The AI assistant's calls (spec 7.15: llm/get_defaults, llm/new_session, llm/chat) and the model
 * choice list (spec 9.6: three families, two models each; the assistant's default is the first
 * family's reasoning model), shared by the server and the chat pane.
 *
 * llm/chat answers a stream: one JSON object a line (application/x-ndjson), each a ChatEvent, so
 * text arrives as the model writes it and every tool call is shown as it happens.
 */
import { z } from 'zod';

export interface AiModelChoice {
  id: string;
  family: string;
  label: string;
  reasoning: boolean;
}

const family = (key: string, name: string): AiModelChoice[] => [
  { id: `${key}.reasoning`, family: name, label: `${name} · reasoning`, reasoning: true },
  { id: `${key}.fast`, family: name, label: `${name} · fast`, reasoning: false },
];

/** Spec 9.6, in order; which provider model each one is comes from the server's environment. */
export const AI_MODEL_CHOICES: readonly AiModelChoice[] = [...family('gpt', 'GPT'), ...family('llama', 'Llama'), ...family('qwen', 'Qwen')];
export const DEFAULT_AI_MODEL = AI_MODEL_CHOICES[0].id;
export const AI_MODEL_IDS = AI_MODEL_CHOICES.map((m) => m.id) as [string, ...string[]];

export const MAX_CHAT_MESSAGE = 4000;
export const MAX_PROMPT = 8000;

/** The prompts the user keeps in local storage and sends with llm/new_session. */
export const assistantPrompts = z
  .object({
    /** Added to the built-in instructions (what the assistant is, its tools). */
    system: z.string().max(MAX_PROMPT).optional(),
  })
  .strict();
export type AssistantPrompts = z.infer<typeof assistantPrompts>;

export const newSessionBody = z.object({ model: z.enum(AI_MODEL_IDS), prompts: assistantPrompts.default({}) }).strict();

export const chatBody = z
  .object({
    session_id: z.uuid(),
    message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE),
    /** What the user is looking at: the selected well and period, so "this well" means something. */
    context: z
      .object({
        well_id: z.uuid().nullable().optional(),
        well_name: z.string().max(200).nullable().optional(),
        period: z.string().max(100).nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export interface AssistantDefaults {
  /** A provider is configured: false = the chat reads commands offline and says so. */
  configured: boolean;
  /** Why not, in words, when not configured. */
  reason: string | null;
  models: (AiModelChoice & { available: boolean })[];
  default_model: string;
}

/** Where the workspace puts an opened pane (the palette's Enter, Ctrl+Enter, Shift+Enter, below). */
export const PLACEMENTS = ['split', 'splitDown', 'tab', 'focused'] as const;

/** An action the model asked for that the client carries out (and can undo). */
export type ClientAction =
  | { kind: 'open'; screen: string; placement: (typeof PLACEMENTS)[number]; well: { id: string; name: string } | null; period: string | null }
  | { kind: 'selectWell'; well: { id: string; name: string } }
  | { kind: 'selectPeriod'; period: string };

export type ChatEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool'; id: string; name: string; args: Record<string, unknown>; status: 'ok' | 'refused' | 'failed'; summary: string }
  | { type: 'action'; id: string; action: ClientAction }
  /** A fact the answer rests on, with the pane that shows it. */
  | { type: 'cite'; label: string; route_id: string; well: { id: string; name: string } }
  | { type: 'offline'; message: string }
  | { type: 'error'; message: string }
  | { type: 'done' };
