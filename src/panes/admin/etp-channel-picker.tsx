/**
 * The channels of an ETP 1.2 source (a 'custom' field of the data-source dialog): the channel URIs,
 * one a line, and "List the endpoint's channels", which asks the endpoint entered above (its URL and
 * account; when editing with the password left empty, the stored one) through Discovery and lists
 * each channel with its unit and the channel of ours it feeds, or why the feed leaves it. Checking a
 * channel adds its URI to the lines, unchecking removes it; a listing checks every channel the feed
 * takes. A store without Discovery: type the URIs. Keyboard: Tab to the button, Enter or Space; Tab
 * through the boxes, Space toggles; Enter in the URL saves the form.
 */
import {
  Button,
  Caption1,
  Checkbox,
  FieldContextProvider,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { discoverEtpChannels } from '../../api/data-sources';
import { channelById } from '../../domain/drilling/channels';
import type { DiscoveredChannelView, EtpDiscoveryView } from '../../domain/feeds/data-source';
import type { CustomEditorProps } from './frame/entity-decl';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  ask: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  context: { flexGrow: 1, minWidth: '14em' },
  list: { display: 'flex', flexDirection: 'column', maxHeight: '14em', overflowY: 'auto', border: 'none', padding: 0, margin: 0 },
  leftOut: { color: tokens.colorNeutralForeground3 },
});

const linesOf = (v: unknown): string[] =>
  (typeof v === 'string' ? v : Array.isArray(v) ? v.join('\n') : '')
    .split(/\s+/)
    .map((u) => u.trim())
    .filter(Boolean);

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function channelText(c: DiscoveredChannelView): string {
  const theirs = `${c.name}${c.unit ? ` (${c.unit})` : ''}`;
  if (!c.channel) return `${theirs}: ${c.note ?? 'not taken'}`;
  const ours = channelById(c.channel);
  return `${theirs} → ${ours?.label ?? c.channel} (${c.target_unit ?? ours?.unit ?? ''})`;
}

export function EtpChannelPicker({ name, value, onChange, values, editingId }: CustomEditorProps) {
  const s = useStyles();
  const [contextUri, setContextUri] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<EtpDiscoveryView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = linesOf(value);
  const url = text(values.url).trim();

  async function list() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await discoverEtpChannels({
        url,
        username: text(values.username).trim() || null,
        password: text(values.password) || null,
        ...(contextUri.trim() ? { context_uri: contextUri.trim() } : {}),
        ...(editingId !== null ? { source_id: String(editingId) } : {}),
      });
      setAnswer(data);
      if (data.ok)
        onChange(
          data.channels
            .filter((c) => c.channel)
            .map((c) => c.uri)
            .join('\n'),
        );
    } catch (e) {
      setAnswer(null);
      setError(serverFieldError(e, []).message);
    } finally {
      setBusy(false);
    }
  }

  const toggle = (uri: string, on: boolean) => onChange((on ? [...chosen.filter((u) => u !== uri), uri] : chosen.filter((u) => u !== uri)).join('\n'));

  // Its own labels: the surrounding Field's id and label would otherwise go to every input and box here.
  return (
    <FieldContextProvider value={undefined}>
      <div className={s.root} data-etp-channel-picker>
        <div className={s.ask}>
          <Input
            className={s.context}
            aria-label="Well or wellbore URI in the store (empty: the whole store)"
            placeholder="eml:///witsml20.Well(uuid), or empty for the whole store"
            value={contextUri}
            onChange={(_, d) => setContextUri(d.value)}
          />
          <Button disabled={!url} disabledFocusable={busy} onClick={() => void list()} title={url ? undefined : 'Enter the endpoint URL first'}>
            List the endpoint&apos;s channels
          </Button>
          {busy && <Spinner size="tiny" label="Asking the endpoint…" />}
        </div>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {answer && !answer.ok && (
          <MessageBar intent="warning" data-discovery="failed">
            <MessageBarBody>{answer.message}</MessageBarBody>
          </MessageBar>
        )}
        {answer?.ok && (
          <>
            <Caption1 data-discovery="ok">{answer.channels.length ? answer.message : 'The endpoint holds no channel there.'}</Caption1>
            {answer.channels.length > 0 && (
              <fieldset className={s.list} aria-label="The endpoint's channels">
                {answer.channels.map((c) => (
                  <Checkbox
                    key={c.uri}
                    className={c.channel ? undefined : s.leftOut}
                    label={channelText(c)}
                    checked={chosen.includes(c.uri)}
                    disabled={!c.channel}
                    onChange={(_, d) => toggle(c.uri, d.checked === true)}
                    data-discovered-channel={c.name}
                  />
                ))}
              </fieldset>
            )}
          </>
        )}
        <Textarea
          name={name}
          aria-label="Channel URIs, one a line"
          rows={3}
          resize="vertical"
          value={typeof value === 'string' ? value : chosen.join('\n')}
          onChange={(_, d) => onChange(d.value)}
        />
      </div>
    </FieldContextProvider>
  );
}
