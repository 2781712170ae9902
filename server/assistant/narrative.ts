/**
 * The narrative of an AI report: the model, when one is configured, writes the prose from the facts
 * (and nothing else); without one, or when it fails, the template writes the same facts and the
 * failure is said plainly. The facts always travel with the narrative, so the numbers are printed
 * beside it, and a number in the prose that no fact holds is listed.
 */
import {
  NARRATIVE_INSTRUCTIONS,
  narrativePrompt,
  templateNarrative,
  unsupportedNumbers,
  type ReportFacts,
  type ReportNarrative,
} from '../../src/domain/assistant/report-narrative';
import { providerErrorText, type ChatProvider } from './provider';

export interface NarrativeModel {
  provider: ChatProvider;
  /** The choice-list id and the provider's name for it. */
  choice: string;
  providerModel: string;
}

export async function writeNarrative(facts: ReportFacts, model: NarrativeModel | null, signal: AbortSignal): Promise<ReportNarrative> {
  const template = (note: string | null): ReportNarrative => {
    const narrative = templateNarrative(facts);
    return { ...facts, narrative, written_by: 'template', model: null, note, unsupported_numbers: unsupportedNumbers(narrative, facts) };
  };
  if (!model) return template(null);
  let text = '';
  try {
    for await (const ev of model.provider.turn({
      model: model.providerModel,
      messages: [
        { role: 'system', content: NARRATIVE_INSTRUCTIONS },
        { role: 'user', content: narrativePrompt(facts) },
      ],
      tools: [],
      signal,
    }))
      if (ev.type === 'text') text += ev.delta;
  } catch (e) {
    return template(`${providerErrorText(e)} The template wrote the narrative instead.`);
  }
  const narrative = text.trim();
  if (!narrative) return template('The model answered nothing. The template wrote the narrative instead.');
  return { ...facts, narrative, written_by: 'model', model: model.choice, note: null, unsupported_numbers: unsupportedNumbers(narrative, facts) };
}
