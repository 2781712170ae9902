/**
 * The AI assistant's chat (issue 21): type what you want ("open the survey of Red Hawk 2H next to
 * the time log of Bluebonnet 12-1H, last 24 hours") or ask about the data. Answers stream in; Escape
 * stops one; each action shows as it happens with an Undo; facts link to the pane that shows them.
 * Without a model the chat says so and reads the words as palette commands (the offline interpreter).
 */
import { Button, Field, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { AI_MODEL_CHOICES } from '../../domain/assistant/chat-api';
import { whyNoChat } from '../../features/assistant/availability';
import {
  cancelTurn,
  chat,
  chooseModel,
  loadDefaults,
  newChat,
  send,
  setSystemPrompt,
  summarize,
  undoEntry,
  type ChatCite,
} from '../../features/assistant/chat-session';
import { NarrativeBlock } from '../../features/assistant/narrative-block';
import { paletteCommands } from '../../features/assistant/command-source';
import { Interpreter } from '../../features/assistant/interpret';
import { usePaletteWells } from '../../features/palette/use-palette-wells';
import { openRoute } from '../../features/workspace/open-route';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { workspace } from '../../state/workspace';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  notice: { color: tokens.colorPaletteMarigoldForeground1, fontSize: tokens.fontSizeBase200 },
  log: { flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  user: { alignSelf: 'flex-end', maxWidth: '85%', background: tokens.colorBrandBackground2, padding: '6px 10px', borderRadius: tokens.borderRadiusMedium },
  answer: { maxWidth: '95%', whiteSpace: 'pre-wrap', lineHeight: 1.45 },
  line: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  bad: { fontSize: tokens.fontSizeBase200, color: tokens.colorPaletteRedForeground1 },
  cites: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

const TOOL_MARK: Record<string, string> = { ok: '✓', refused: '⛔', failed: '✗' };

function CiteLink({ c }: { c: ChatCite }) {
  const open = () => void openRoute({ routeId: c.routeId, placement: 'split', pin: c.well });
  return (
    <a
      href="#"
      data-cite={c.routeId}
      onClick={(e) => {
        e.preventDefault();
        open();
      }}
    >
      {c.label}
    </a>
  );
}

export default function AssistantPane(_: PaneProps) {
  const s = useStyles();
  const snap = useSnapshot(chat);
  const { instanceId, focused } = usePaneActivity();
  const wells = usePaletteWells('', true);
  const [text, setText] = useState('');
  const [showPrompt, setShowPrompt] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const why = whyNoChat();

  useEffect(() => {
    if (!why && !chat.defaults) void loadDefaults();
  }, [why]);
  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [snap.entries]);

  if (why) {
    return (
      <div className={s.root} data-pane-message="empty">
        <h2>AI assistant</h2>
        <p>{why}.</p>
      </div>
    );
  }

  const interpreter = () =>
    new Interpreter(
      paletteCommands(),
      wells.list.map((w) => ({ id: String(w.id), name: w.name, status: w.status, realtime: w.realtime, stage: w.stage })),
    );

  const submit = () => {
    const t = text.trim();
    if (!t || chat.busy) return;
    setText('');
    void send(t, interpreter(), workspace.tabs[instanceId] ? instanceId : null);
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape' && chat.busy) {
      e.preventDefault();
      e.stopPropagation();
      cancelTurn();
    }
  };

  const models = snap.defaults?.models ?? AI_MODEL_CHOICES.map((m) => ({ ...m, available: false }));
  const offline = snap.defaults && !snap.defaults.configured;

  return (
    <form
      className={s.root}
      data-assistant
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={s.bar}>
        <Field label="Model" size="small">
          <Select size="small" value={snap.model} onChange={(_, d) => chooseModel(d.value)} disabled={!!offline} aria-label="Model">
            {models.map((m) => (
              <option key={m.id} value={m.id} disabled={!m.available && !offline}>
                {m.label}
                {m.available ? '' : ' (not configured)'}
              </option>
            ))}
          </Select>
        </Field>
        <Button size="small" onClick={() => newChat()} type="button">
          New chat
        </Button>
        <Button size="small" onClick={() => void summarize('morning')} type="button" disabled={snap.busy} data-chat-summary="morning">
          Morning summary
        </Button>
        <Button size="small" onClick={() => void summarize('alert_digest')} type="button" disabled={snap.busy} data-chat-summary="alert_digest">
          Alert digest
        </Button>
        <Button size="small" appearance="subtle" onClick={() => setShowPrompt((x) => !x)} type="button" aria-expanded={showPrompt}>
          Your instructions
        </Button>
      </div>
      {offline && <div className={s.notice}>{snap.defaults!.reason} Commands still work: I read them with the palette.</div>}
      {showPrompt && (
        <Field label="Your instructions to the assistant (kept in this browser)" size="small">
          <Textarea size="small" defaultValue={snap.prompts.system ?? ''} onBlur={(e) => setSystemPrompt(e.target.value)} resize="vertical" />
        </Field>
      )}
      <div className={s.log} ref={log} aria-live="polite" data-chat-log>
        {snap.entries.length === 0 && (
          <div className={s.hint}>
            Try “survey red hawk 2h | time log bluebonnet”, “open the survey of Red Hawk 2H next to the time log of Bluebonnet 12-1H, last 24 hours”
            {offline ? '' : ' or “why was yesterday’s NPT so high on Bluebonnet 12-1H?”'}. Enter sends, Shift+Enter breaks the line, Escape stops an answer.
          </div>
        )}
        {snap.entries.map((e) =>
          e.role === 'user' ? (
            <div key={e.id} className={s.user} data-chat-user>
              {e.text}
            </div>
          ) : (
            <div key={e.id} className={s.answer} data-chat-answer data-streaming={e.streaming || undefined}>
              {e.notice && <div className={s.notice}>{e.notice}</div>}
              {e.tools.map((t, i) => (
                <div key={`t${i}`} className={t.status === 'ok' ? s.line : s.bad} data-chat-tool={t.status}>
                  {TOOL_MARK[t.status] ?? '•'} {t.summary}
                </div>
              ))}
              {e.actions.map((a, i) => (
                <div key={`a${i}`} className={a.ok ? s.line : s.bad} data-chat-action={a.ok ? 'done' : 'failed'}>
                  {a.ok ? '✓' : '✗'} {a.text}
                </div>
              ))}
              {e.text && <div>{e.text}</div>}
              {e.narrative && <NarrativeBlock n={e.narrative} />}
              {e.streaming && !e.text && !e.actions.length && !e.narrative && <div className={s.line}>…</div>}
              {e.error && (
                <div className={s.bad} role="alert" data-chat-error>
                  {e.error}
                </div>
              )}
              {e.cites.length > 0 && (
                <div className={s.cites}>
                  From:{' '}
                  {e.cites.map((c) => (
                    <CiteLink key={c.label} c={c} />
                  ))}
                </div>
              )}
              {e.undo && (
                <Button size="small" appearance="subtle" type="button" onClick={() => void undoEntry(e.id)} data-chat-undo>
                  Undo
                </Button>
              )}
              {e.undone && <div className={s.line}>Undone.</div>}
            </div>
          ),
        )}
      </div>
      <Field label="Message" size="small" hint={snap.busy ? 'Answering… Escape stops it.' : undefined}>
        <Textarea
          ref={input}
          value={text}
          onChange={(_, d) => setText(d.value)}
          onKeyDown={onKey}
          placeholder="Open screens, compare wells, ask about the data…"
          resize="vertical"
          data-chat-input
        />
      </Field>
    </form>
  );
}
