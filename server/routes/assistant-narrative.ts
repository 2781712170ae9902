/**
 * AI reports and alerts (issue 21): POST /wells/{id}/llm/narrative writes the narrative of the
 * well's morning report or of its alert digest. The facts are read as the user (each read behind
 * its own permission; one refused is listed as missing); the model of the choice list writes the
 * prose when a provider is configured, else the template does; the facts come back with it, so the
 * client prints the numbers beside the narrative. Readable by whoever may read the well's logs, as
 * the morning report itself; HIDE_AI_CHAT hides the chat, not the reports.
 */
import { narrativeBody } from '../../src/domain/assistant/report-narrative';
import { defaultsOf } from '../assistant/config';
import { writeNarrative } from '../assistant/narrative';
import { assistantState, callAsUser } from '../assistant/per-server';
import { alertDigestFacts, morningFacts } from '../assistant/report-facts';
import { well } from '../lib/access';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';

const narrative = defineRoute({
  method: 'POST',
  url: '/wells/:id/llm/narrative',
  summary:
    "The narrative of the well's morning report (its last reporting day) or alert digest (the last `hours`), with the facts it was written from; by the chosen model when one is configured, else by a template",
  tags: ['assistant'],
  access: well('VIEW_LOGS'),
  params: idParams,
  body: narrativeBody,
  async handler({ req, reply, params, body, services, db }) {
    const call = callAsUser(req);
    const facts =
      body.kind === 'morning'
        ? await morningFacts(call, params.id, body.at)
        : await alertDigestFacts(call, db, params.id, body.hours, Math.floor(Date.now() / 1000));
    const config = services.config.assistant;
    const d = defaultsOf(config);
    const { provider } = assistantState(services);
    const choice = body.model ?? d.default_model;
    if (provider && body.model && !d.models.find((m) => m.id === body.model)?.available)
      throw new HttpError(400, `body.model: ${body.model} is not configured on this server`);
    const abort = new AbortController();
    // The caller went away (closed the report): stop the model.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const model = provider ? { provider, choice, providerModel: config.models[choice] } : null;
    return { data: await writeNarrative(facts, model, abort.signal) };
  },
});

export const assistantNarrativeRoutes = [narrative];
