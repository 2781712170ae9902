/**
 * The AI assistant against a local OpenAI-compatible stand-in that the test starts and that records
 * what it is asked: the model choice list, the tool-call loop (a tool run as the user, its answer
 * sent back to the model), a refused tool call for a well the user may not see (reported, not run),
 * a workspace action, streaming (text before the model has finished), cancellation (closing the
 * chat request closes the model's stream), and a provider error said plainly; and, with no provider
 * configured, get_defaults and the chat saying so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../src/domain/assistant/chat-api';
import { describeEachDatabase } from './support/databases';
import { chatEvents, useAssistantServer } from './support/assistant-server';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('AI assistant with a model provider', (kind) => {
  const ai = useAssistantServer(kind);
  const { t } = ai;
  let engineer = '';
  let admin = '';
  const wells: Record<string, string> = {};
  let base = '';

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    admin = await t.login(ADMIN.email, ADMIN.password);
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) wells[w.name] = w.id;
    base = await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const session = async (token = engineer) => {
    const r = await t.call('POST', '/api/llm/new_session', { token, body: { model: 'gpt.reasoning', prompts: { system: 'Answer in one line.' } } });
    expect(r.status).toBe(200);
    return r.body.data.session_id as string;
  };
  const chat = async (sessionId: string, message: string, token = engineer) => {
    const r = await t.call('POST', '/api/llm/chat', { token, body: { session_id: sessionId, message } });
    expect(r.status).toBe(200);
    return chatEvents(r.body);
  };

  it('lists the six models of the choice list, the first family’s reasoning model first and default', async () => {
    const r = await t.call('POST', '/api/llm/get_defaults', { token: engineer });
    expect(r.status).toBe(200);
    expect(r.body.data.configured).toBe(true);
    expect(r.body.data.default_model).toBe('gpt.reasoning');
    expect(r.body.data.models.map((m: { family: string }) => m.family)).toEqual(['GPT', 'GPT', 'Llama', 'Llama', 'Qwen', 'Qwen']);
    const bad = await t.call('POST', '/api/llm/new_session', { token: engineer, body: { model: 'gpt-5' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\.model/);
    const viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const denied = await t.call('POST', '/api/llm/get_defaults', { token: viewer });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Missing permission AI_CHAT');
  });

  it('runs the tool-call loop: the tool as the user, its answer back to the model, then the answer streamed', async () => {
    const id = await session();
    const from = ai.standIn.requests.length;
    const startS = Math.floor(Date.now() / 1000) - 30 * 86_400;
    ai.standIn.script(
      { toolCalls: [{ name: 'read_npt', args: { well: 'bluebonnet 12-1h', start: new Date(startS * 1000).toISOString() } }] },
      { text: ['Bluebonnet 12-1H lost ', 'some hours to troubles.'] },
    );
    const events = await chat(id, 'why was the NPT so high on bluebonnet?');
    const asked = ai.standIn.requests.slice(from);
    expect(asked).toHaveLength(2);
    expect(asked[0].headers.authorization).toBe('Bearer stand-in-key');
    expect(asked[0].body.model).toBe('stand-in/gpt.reasoning');
    expect(asked[0].body.stream).toBe(true);
    expect(asked[0].body.tools.map((x: { function: { name: string } }) => x.function.name)).toContain('read_npt');
    expect(asked[0].body.messages[0].content).toMatch(/Answer in one line\./);
    const tool = events.find((e) => e.type === 'tool');
    expect(tool).toMatchObject({ type: 'tool', name: 'read_npt', summary: expect.any(String) });
    expect(tool, JSON.stringify(tool)).toMatchObject({ status: 'ok' });
    expect((tool as { summary: string }).summary).toMatch(/troubles of Bluebonnet 12-1H, NPT \d+\.\d h/);
    // what the model read back is the API's own answer for that well
    const truth = await t.call('POST', `/api/wells/${wells['Bluebonnet 12-1H']}/incidents/details_list`, {
      token: engineer,
      body: { payload: { start_date: startS, end_date: Math.floor(Date.now() / 1000) } },
    });
    const toolMessage = asked[1].body.messages.find((m: { role: string }) => m.role === 'tool');
    expect(JSON.parse(toolMessage.content).npt_s).toBe(truth.body.data.npt_s);
    expect(events.find((e) => e.type === 'cite')).toMatchObject({ route_id: 'drilling.trouble_summary', well: { id: wells['Bluebonnet 12-1H'] } });
    expect(
      events
        .filter((e) => e.type === 'text')
        .map((e) => (e as { delta: string }).delta)
        .join(''),
    ).toBe('Bluebonnet 12-1H lost some hours to troubles.');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('refuses a tool call for a well the user may not see: reported to the user and the model, nothing read or opened', async () => {
    const id = await session();
    const from = ai.standIn.requests.length;
    const hidden = wells['Northstar Federal 21-3H'];
    expect(hidden).toBeTruthy();
    ai.standIn.script(
      {
        toolCalls: [
          { name: 'read_surveys', args: { well: hidden } },
          { name: 'open_pane', args: { screen: 'Survey', well: 'Northstar Federal 21-3H' } },
        ],
      },
      { text: ['You may not see that well.'] },
    );
    const events = await chat(id, 'open the survey of northstar federal 21-3h');
    const tools = events.filter((e) => e.type === 'tool') as Extract<ChatEvent, { type: 'tool' }>[];
    expect(tools.map((x) => x.status)).toEqual(['refused', 'refused']);
    expect(tools[0].summary).toMatch(/You have no access to this well/);
    expect(tools[1].summary).toMatch(/No well named “Northstar Federal 21-3H” among the wells you may see/);
    expect(events.some((e) => e.type === 'action' || e.type === 'cite')).toBe(false);
    const back = ai.standIn.requests[from + 1].body.messages.filter((m: { role: string }) => m.role === 'tool');
    expect(back.map((m: { content: string }) => m.content.slice(0, 8))).toEqual(['Refused:', 'Refused:']);
    // the administrator may see it: the same call is carried out
    const adminId = await session(admin);
    ai.standIn.script(
      { toolCalls: [{ name: 'open_pane', args: { screen: 'Survey', well: 'Northstar Federal 21-3H', placement: 'splitDown' } }] },
      { text: ['Done.'] },
    );
    const ok = await chat(adminId, 'open the survey of northstar federal 21-3h below', admin);
    expect(ok.find((e) => e.type === 'action')).toMatchObject({
      action: { kind: 'open', screen: 'Survey', placement: 'splitDown', well: { id: hidden, name: 'Northstar Federal 21-3H' } },
    });
  });

  it('streams: the first words reach the client before the model has finished', async () => {
    const id = await session();
    ai.standIn.script({ text: ['First ', 'second ', 'third.'], gapMs: 400 });
    const t0 = Date.now();
    const res = await fetch(`${base}/api/llm/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${engineer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: id, message: 'count' }),
    });
    expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstMs = Date.now() - t0;
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    const allMs = Date.now() - t0;
    expect(chatEvents(new TextDecoder().decode(first.value))[0]).toEqual({ type: 'text', delta: 'First ' });
    expect(allMs - firstMs).toBeGreaterThanOrEqual(700);
    expect(chatEvents(rest).at(-1)).toEqual({ type: 'done' });
  });

  it('cancels: closing the chat request closes the model stream, and the session answers again', async () => {
    const id = await session();
    const from = ai.standIn.requests.length;
    ai.standIn.script({ hold: ['Thinking about it'] });
    const abort = new AbortController();
    const res = await fetch(`${base}/api/llm/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${engineer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: id, message: 'a long question' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    expect(chatEvents(new TextDecoder().decode((await reader.read()).value))[0]).toEqual({ type: 'text', delta: 'Thinking about it' });
    const stoppedAt = Date.now();
    abort.abort();
    await expect.poll(() => ai.standIn.requests[from]?.closedAt, { timeout: 5000 }).toBeTruthy();
    expect(ai.standIn.requests[from].closedAt! - stoppedAt).toBeLessThan(2000);
    // the cancelled turn left nothing behind: the next one is not refused as busy, and its history holds no half answer
    ai.standIn.script({ text: ['Fine.'] });
    await expect.poll(async () => (await t.call('POST', '/api/llm/chat', { token: engineer, body: { session_id: id, message: 'again' } })).status).toBe(200);
    const msgs = ai.standIn.requests.at(-1)!.body.messages.map((m: { role: string; content: string }) => `${m.role}:${m.content}`);
    expect(msgs.slice(1)).toEqual(['user:again']);
  });

  it('says a provider error plainly and keeps the failed turn out of the history', async () => {
    const id = await session();
    ai.standIn.script({ status: 500, message: 'model overloaded' });
    const events = await chat(id, 'hello');
    expect(events).toContainEqual({ type: 'error', message: 'The model provider answered 500: model overloaded' });
    ai.standIn.script({ text: ['Hi.'] });
    await chat(id, 'hello again');
    expect(ai.standIn.requests.at(-1)!.body.messages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(1);
  });

  it('writes the morning report narrative with the model, from the facts only, the facts beside it; an invented number is listed', async () => {
    const well = wells['Red Hawk 2H'];
    const at = Math.floor(Date.now() / 1000) + 86_400;
    const from = ai.standIn.requests.length;
    ai.standIn.script({ text: ['Red Hawk 2H drilled ', 'steadily; 999 m were planned.'] });
    const r = await t.call('POST', `/api/wells/${well}/llm/narrative`, { token: engineer, body: { kind: 'morning', at, model: 'qwen.fast' } });
    expect(r.status).toBe(200);
    const n = r.body.data;
    console.log(
      `morning facts: ${n.facts.map((f: { id: string; value: number; unit: string }) => `${f.id}=${f.value}${f.unit}`).join(', ')}; missing ${n.missing.length}`,
    );
    expect(n).toMatchObject({ kind: 'morning', written_by: 'model', model: 'qwen.fast', note: null, well: { id: well, name: 'Red Hawk 2H' } });
    expect(n.narrative).toBe('Red Hawk 2H drilled steadily; 999 m were planned.');
    expect(n.unsupported_numbers).toEqual(['999']);
    // the model was given the facts as printed, and no tools
    const asked = ai.standIn.requests[from].body;
    expect(asked.model).toBe('stand-in/qwen.fast');
    expect(asked.tools).toBeUndefined();
    const prompt = JSON.parse(asked.messages[1].content);
    expect(prompt.facts.map((f: { fact: string }) => f.fact)).toEqual(n.facts.map((f: { label: string }) => f.label));
    // the facts are the API's own numbers for that day
    const truth = await t.call('POST', `/api/wells/${well}/incidents/details_list`, {
      token: engineer,
      body: { payload: { start_date: n.from, end_date: n.to } },
    });
    expect(n.facts.find((f: { id: string }) => f.id === 'npt').value).toBeCloseTo(truth.body.data.npt_s / 3600, 1);
    // the footage is the hole-depth change Days vs Depth answers for the day (assistant-compare-digest.test.ts)
    const footage = n.facts.find((f: { id: string }) => f.id === 'footage');
    // Each of the three is rounded to the metre on its own: the difference of the rounded ends may be 1 m off.
    const holeChange = n.facts.find((f: { id: string }) => f.id === 'hole_end').value - n.facts.find((f: { id: string }) => f.id === 'hole_start').value;
    expect(Math.abs(footage.value - holeChange)).toBeLessThanOrEqual(1);
    expect(footage.cite.route_id).toBe('drilling.days_vs_depth');
  });

  it('falls back to the template when the provider fails, and says why plainly', async () => {
    ai.standIn.script({ status: 503, message: 'no capacity' });
    const r = await t.call('POST', `/api/wells/${wells['Bluebonnet 12-1H']}/llm/narrative`, { token: engineer, body: { kind: 'alert_digest', hours: 48 } });
    expect(r.status).toBe(200);
    const n = r.body.data;
    expect(n).toMatchObject({ kind: 'alert_digest', written_by: 'template', model: null, span: 'the last 48 hours', unsupported_numbers: [] });
    expect(n.note).toBe('The model provider answered 503: no capacity The template wrote the narrative instead.');
    const fired = n.facts.find((f: { id: string }) => f.id === 'alerts_fired').value;
    // every subscriber's alerts on the well, one firing once (assistant-compare-digest.test.ts)
    const events = await t.server.db.query<{ n: number }>(
      'select count(distinct (type, condition_key, condition_s))::int as n from alert_events where well_id = $1 and fired_at >= to_timestamp($2)',
      [wells['Bluebonnet 12-1H'], n.from],
    );
    expect(fired).toBe(events.rows[0].n);
    expect(n.narrative).toMatch(
      fired ? new RegExp(`^${fired} alerts? fired on Bluebonnet 12-1H`) : /^No alerts fired on Bluebonnet 12-1H in the last 48 hours\.$/,
    );
    const bad = await t.call('POST', `/api/wells/${wells['Bluebonnet 12-1H']}/llm/narrative`, { token: engineer, body: { kind: 'weekly' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\.kind/);
    const hidden = await t.call('POST', `/api/wells/${wells['Northstar Federal 21-3H']}/llm/narrative`, { token: engineer, body: { kind: 'morning' } });
    expect([403, 404]).toContain(hidden.status);
  });

  it('validates: an unknown session is a 404, a bad body a 400 naming the field', async () => {
    const r = await t.call('POST', '/api/llm/chat', { token: engineer, body: { session_id: '00000000-0000-4000-8000-000000000000', message: 'hi' } });
    expect(r.status).toBe(404);
    const other = await session(admin);
    expect((await t.call('POST', '/api/llm/chat', { token: engineer, body: { session_id: other, message: 'hi' } })).status).toBe(404);
    const bad = await t.call('POST', '/api/llm/chat', { token: engineer, body: { session_id: other, message: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\.message/);
  });
});

describe('AI assistant with no provider configured', () => {
  const t = useTestServer('pglite', { assistant: { baseUrl: null, apiKey: null, models: {}, timeoutS: 10 } });

  it('get_defaults says so, and the chat says so plainly (the client then reads commands offline)', async () => {
    const token = await t.login(ENGINEER.email, ENGINEER.password);
    const d = await t.call('POST', '/api/llm/get_defaults', { token });
    expect(d.body.data).toMatchObject({ configured: false, reason: expect.stringMatching(/No language model is configured/), default_model: 'gpt.reasoning' });
    expect(d.body.data.models.every((m: { available: boolean }) => !m.available)).toBe(true);
    const s = await t.call('POST', '/api/llm/new_session', { token, body: { model: 'gpt.reasoning' } });
    expect(s.status).toBe(200);
    const r = await t.call('POST', '/api/llm/chat', { token, body: { session_id: s.body.data.session_id, message: 'survey red hawk 2h' } });
    expect(chatEvents(r.body)).toEqual([{ type: 'offline', message: d.body.data.reason }, { type: 'done' }]);
  });

  it('writes the morning narrative with the template: the same facts, every number in it printed beside it', async () => {
    const token = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token })).body.data as { id: string; name: string }[];
    const well = wells.find((w) => w.name === 'Red Hawk 2H')!.id;
    const r = await t.call('POST', `/api/wells/${well}/llm/narrative`, { token, body: { kind: 'morning', at: Math.floor(Date.now() / 1000) + 86_400 } });
    expect(r.status).toBe(200);
    const n = r.body.data;
    console.log(`morning narrative (template): ${n.narrative}`);
    expect(n).toMatchObject({ written_by: 'template', model: null, note: null, unsupported_numbers: [] });
    expect(n.narrative).toMatch(/^Red Hawk 2H, reporting day \d{4}-\d{2}-\d{2}: /);
    expect(n.facts.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(['footage', 'npt', 'troubles']));
  });
});
