/**
 * Add a data source to a well: the well, a name and the protocol; for WITS0 listen or connect, host
 * and port; for a WITSML 1.4.1.1 store its URL, the account, the log's ids and the poll interval;
 * for an ETP 1.2 endpoint (WITSML 2.0) its ws(s) URL, basic authentication or a bearer token, and
 * the channels' URIs, one a line. A trajectory or messages source is always a WITSML 1.4.1.1 store:
 * its URL, the account, the wellbore's ids (and the trajectory's) and the poll interval.
 * The server's refusal (a port taken, a field out of range) is shown as it says it, naming the
 * field. Enter submits. The password goes to the server once and is never shown again.
 */
import { Button, Field, Input, MessageBar, MessageBarBody, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { createDataSource, type NewDataSource } from '../../api/data-sources';
import { useWells } from '../../api/wells';
import type { DataSourceKind } from '../../domain/feeds/data-source';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  short: { width: '110px' },
  uris: { width: '420px' },
});

const EMPTY = {
  well_id: '',
  name: 'EDR WITS0',
  protocol: 'wits0' as NewDataSource['protocol'],
  mode: 'listen' as 'listen' | 'connect',
  host: '0.0.0.0',
  port: '5710',
  url: '',
  username: '',
  password: '',
  uid_well: '',
  uid_wellbore: '',
  uid_log: '',
  uid_trajectory: '',
  poll_s: '5',
  /** ETP: 'basic' (user and password), 'bearer' (a token) or 'none'. */
  auth: 'basic' as 'basic' | 'bearer' | 'none',
  token: '',
  uris: '',
};

const KIND_DEFAULTS: Record<DataSourceKind, Partial<typeof EMPTY>> = {
  log: {},
  trajectory: { name: 'MWD surveys', protocol: 'witsml141', poll_s: '60' },
  message: { name: 'Rig messages', protocol: 'witsml141', poll_s: '60' },
};

function body(v: typeof EMPTY, kind: DataSourceKind): NewDataSource {
  const base = { well_id: v.well_id, name: v.name };
  if (kind !== 'log')
    return {
      ...base,
      protocol: 'witsml141',
      kind,
      url: v.url,
      username: v.username || null,
      password: v.password || null,
      remote: { uid_well: v.uid_well, uid_wellbore: v.uid_wellbore, ...(kind === 'trajectory' ? { uid_trajectory: v.uid_trajectory } : {}) },
      poll_s: Number(v.poll_s),
    };
  if (v.protocol === 'wits0') return { ...base, protocol: 'wits0', mode: v.mode, host: v.host, port: Number(v.port) };
  if (v.protocol === 'etp12')
    return {
      ...base,
      protocol: 'etp12',
      url: v.url,
      username: v.auth === 'basic' ? v.username || null : null,
      password: v.auth === 'basic' ? v.password || null : v.auth === 'bearer' ? v.token || null : null,
      remote: {
        uris: v.uris
          .split(/\s+/)
          .map((u) => u.trim())
          .filter(Boolean),
      },
    };
  return {
    ...base,
    protocol: 'witsml141',
    url: v.url,
    username: v.username || null,
    password: v.password || null,
    remote: { uid_well: v.uid_well, uid_wellbore: v.uid_wellbore, uid_log: v.uid_log },
    poll_s: Number(v.poll_s),
  };
}

export function DataSourceForm({ kind, onSaved }: { kind: DataSourceKind; onSaved: (name: string) => void }) {
  const s = useStyles();
  const wells = useWells('', 500);
  const [v, setV] = useState({ ...EMPTY, ...KIND_DEFAULTS[kind] });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (k: keyof typeof EMPTY, label: string, o: { required?: boolean; type?: 'text' | 'number' | 'password'; short?: boolean } = {}) => (
    <Field label={label} required={o.required}>
      <Input className={o.short ? s.short : undefined} type={o.type ?? 'text'} value={v[k]} onChange={(_, d) => setV({ ...v, [k]: d.value })} />
    </Field>
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.well_id) return setError('Choose the well the source feeds');
    setBusy(true);
    setError(null);
    try {
      await createDataSource(body(v, kind));
      onSaved(v.name);
      setV({ ...v, password: '', token: '' });
    } catch (err) {
      setError(serverFieldError(err, []).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} aria-label="Add a data source">
      <Field label="Well" required>
        <Select value={v.well_id} onChange={(_, d) => setV({ ...v, well_id: d.value })} aria-label="Well">
          <option value="">Choose a well…</option>
          {(wells.data?.data ?? []).map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
        </Select>
      </Field>
      {text('name', 'Name', { required: true })}
      {kind !== 'log' ? (
        <>
          {text('url', 'Store URL', { required: true })}
          {text('username', 'User')}
          {text('password', 'Password', { type: 'password' })}
          {text('uid_well', 'Well uid', { required: true })}
          {text('uid_wellbore', 'Wellbore uid', { required: true })}
          {kind === 'trajectory' && text('uid_trajectory', 'Trajectory uid', { required: true })}
          {text('poll_s', 'Poll every (s)', { type: 'number', short: true })}
        </>
      ) : (
        <>
          <Field label="Protocol">
            <Select value={v.protocol} onChange={(_, d) => setV({ ...v, protocol: d.value as NewDataSource['protocol'] })} aria-label="Protocol">
              <option value="wits0">WITS0 over TCP</option>
              <option value="witsml141">WITSML 1.4.1.1 store</option>
              <option value="etp12">WITSML 2.0 over ETP 1.2</option>
            </Select>
          </Field>
          {v.protocol === 'wits0' ? (
            <>
              <Field label="Direction">
                <Select value={v.mode} onChange={(_, d) => setV({ ...v, mode: d.value as 'listen' | 'connect' })} aria-label="Direction">
                  <option value="listen">Listen: the EDR connects to us</option>
                  <option value="connect">Connect: we connect to the EDR</option>
                </Select>
              </Field>
              {text('host', 'Host', { required: true })}
              {text('port', 'Port', { required: true, type: 'number', short: true })}
            </>
          ) : v.protocol === 'etp12' ? (
            <>
              {text('url', 'ETP endpoint (ws:// or wss://)', { required: true })}
              <Field label="Authentication">
                <Select value={v.auth} onChange={(_, d) => setV({ ...v, auth: d.value as typeof v.auth })} aria-label="Authentication">
                  <option value="basic">User and password</option>
                  <option value="bearer">Bearer token</option>
                  <option value="none">None</option>
                </Select>
              </Field>
              {v.auth === 'basic' && text('username', 'User')}
              {v.auth === 'basic' && text('password', 'Password', { type: 'password' })}
              {v.auth === 'bearer' && text('token', 'Token', { type: 'password' })}
              <Field label="Channel URIs (one a line)" required hint="eml:///witsml20.Channel(uuid); channels are matched to ours by name and unit">
                <Textarea className={s.uris} rows={3} value={v.uris} onChange={(_, d) => setV({ ...v, uris: d.value })} aria-label="Channel URIs" />
              </Field>
            </>
          ) : (
            <>
              {text('url', 'Store URL', { required: true })}
              {text('username', 'User')}
              {text('password', 'Password', { type: 'password' })}
              {text('uid_well', 'Well uid', { required: true })}
              {text('uid_wellbore', 'Wellbore uid', { required: true })}
              {text('uid_log', 'Log uid', { required: true })}
              {text('poll_s', 'Poll every (s)', { type: 'number', short: true })}
            </>
          )}
        </>
      )}
      <Button type="submit" appearance="primary" disabled={busy}>
        Add source
      </Button>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
