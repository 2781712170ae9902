/**
 * A data source in the generic entity dialog (frame/entity-form-dialog.tsx), to add one and to edit
 * it: one declaration whose protocol decides the fields shown (WITS0 mode, host and port; a WITSML
 * store's URL, account, ids (typed, or chosen by browsing the store in witsml-store-picker.tsx) and poll interval; an ETP endpoint's URL, account and channels, listed
 * by Discovery in etp-channel-picker.tsx). Adding: the well, the name and, on the well data sources
 * dashboard, the protocol first; a trajectory or messages source is a WITSML 1.4.1.1 store. Editing:
 * the protocol and the well stay. The remote ids are fields named `remote.<id>`, so a refusal the
 * server names there ("body.remote.uid_log: required") lands on that input. An empty password keeps
 * the stored one.
 */
import { DATA_SOURCES_PATH } from '../../api/data-sources';
import type { DataSourceKind, DataSourceProtocol, DataSourceView } from '../../domain/feeds/data-source';
import { EtpChannelPicker } from './etp-channel-picker';
import { WITSML_STORE_PICKERS } from './witsml-store-picker';
import type { FieldDecl } from './frame/entity-decl';
import type { FormDecl } from './frame/entity-form-dialog';

const REMOTE = 'remote.';
/** The store browser's field (witsml-store-picker.tsx): it fills the uid inputs and sends nothing itself. */
const BROWSE = 'store_browse';
const BROWSE_HINT: Record<DataSourceKind, string> = {
  log: 'wells, wellbores and logs',
  trajectory: 'wells, wellbores and trajectories',
  message: 'wells and wellbores',
};

/** A new source's name and poll interval by what it feeds. */
const KIND_DEFAULTS: Record<DataSourceKind, { name: string; pollS: number }> = {
  log: { name: 'Rig feed', pollS: 5 },
  trajectory: { name: 'MWD surveys', pollS: 60 },
  message: { name: 'Rig messages', pollS: 60 },
};

function fieldsOf(kind: DataSourceKind, src: DataSourceView | null): FieldDecl[] {
  const protocolOf = (v: Readonly<Record<string, unknown>>): DataSourceProtocol =>
    src?.protocol ?? (kind === 'log' ? (v.protocol as DataSourceProtocol) || 'wits0' : 'witsml141');
  const when =
    (...p: DataSourceProtocol[]) =>
    (v: Readonly<Record<string, unknown>>) =>
      p.includes(protocolOf(v));
  const wits0 = when('wits0');
  const witsml = when('witsml141');
  const etp = when('etp12');
  const remoteIds: FieldDecl[] = [
    { key: 'remote.uid_well', label: 'Well uid in the store', input: 'text', required: true, shownWhen: witsml },
    { key: 'remote.uid_wellbore', label: 'Wellbore uid in the store', input: 'text', required: true, shownWhen: witsml },
  ];
  if (kind === 'log') remoteIds.push({ key: 'remote.uid_log', label: 'Log uid', input: 'text', required: true, shownWhen: witsml });
  if (kind === 'trajectory') remoteIds.push({ key: 'remote.uid_trajectory', label: 'Trajectory uid', input: 'text', required: true, shownWhen: witsml });
  remoteIds[remoteIds.length - 1] = { ...remoteIds[remoteIds.length - 1], errorKeys: ['remote'] };
  return [
    { key: 'well_id', label: 'Well', input: 'reference', reference: 'wells', required: true, createOnly: true },
    { key: 'name', label: 'Name', input: 'text', required: true, initial: KIND_DEFAULTS[kind].name },
    ...(kind === 'log'
      ? [
          {
            key: 'protocol',
            label: 'Protocol',
            input: 'choice',
            required: true,
            createOnly: true,
            initial: 'wits0',
            options: [
              { value: 'wits0', label: 'WITS0 over TCP (an EDR)' },
              { value: 'witsml141', label: 'WITSML 1.4.1.1 store (polled)' },
              { value: 'etp12', label: 'WITSML 2.0 over ETP 1.2 (streamed)' },
            ],
          } satisfies FieldDecl,
        ]
      : []),
    {
      key: 'mode',
      label: 'Direction',
      input: 'choice',
      required: true,
      initial: 'listen',
      shownWhen: wits0,
      options: [
        { value: 'listen', label: 'Listen: the EDR connects to us' },
        { value: 'connect', label: 'Connect: we connect to the EDR' },
      ],
    },
    {
      key: 'host',
      label: 'Host',
      input: 'text',
      required: true,
      initial: '0.0.0.0',
      shownWhen: wits0,
      hint: 'Listen: the address to listen on (0.0.0.0: all)',
    },
    { key: 'port', label: 'Port', input: 'number', required: true, initial: 5710, shownWhen: wits0 },
    { key: 'url', label: 'WITSML 1.4.1.1 store (http or https URL)', input: 'text', required: true, shownWhen: witsml },
    { key: 'url', label: 'ETP 1.2 endpoint (ws or wss URL)', input: 'text', required: true, shownWhen: etp },
    { key: 'username', label: 'User', input: 'text', shownWhen: witsml },
    { key: 'username', label: 'User (empty: the password is sent as a bearer token)', input: 'text', shownWhen: etp },
    { key: 'password', label: 'Password', input: 'password', empty: 'omit', shownWhen: when('witsml141', 'etp12') },
    {
      key: BROWSE,
      label: 'Find in the store',
      input: 'custom',
      editor: WITSML_STORE_PICKERS[kind],
      shownWhen: witsml,
      hint: `Browse the store's ${BROWSE_HINT[kind]}, or type the uids below`,
    },
    ...remoteIds,
    { key: 'poll_s', label: 'Poll every (s)', input: 'number', required: true, initial: KIND_DEFAULTS[kind].pollS, shownWhen: witsml },
    {
      key: 'remote.uris',
      label: 'Channels',
      input: 'custom',
      editor: EtpChannelPicker,
      errorKeys: ['remote'],
      shownWhen: etp,
      hint: "List the endpoint's channels, or type their URIs (eml:///witsml20.Channel(uuid)) one a line",
    },
  ];
}

/** The form of a source of this kind: a new one (src null) or `src`. */
export function dataSourceForm(kind: DataSourceKind, src: DataSourceView | null): FormDecl<DataSourceView> {
  return {
    key: 'data-source',
    noun: 'Data source',
    path: DATA_SOURCES_PATH,
    title: (r) => r.name,
    fields: fieldsOf(kind, src),
    toForm: (r) => ({
      ...r,
      ...Object.fromEntries(Object.entries(r.remote).map(([k, v]) => [`${REMOTE}${k}`, Array.isArray(v) ? v.join('\n') : v])),
    }),
    toBody: (b) => {
      const body: Record<string, unknown> = {};
      const remote: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(b)) {
        if (k === BROWSE) continue;
        if (!k.startsWith(REMOTE)) body[k] = v;
        else if (k === 'remote.uris') remote.uris = (typeof v === 'string' ? v : '').split(/\s+/).filter(Boolean);
        else remote[k.slice(REMOTE.length)] = v ?? '';
      }
      // A trajectory or messages source is a WITSML 1.4.1.1 store's object.
      if (!src && kind !== 'log') Object.assign(body, { protocol: 'witsml141', kind });
      return Object.keys(remote).length ? { ...body, remote } : body;
    },
  };
}
