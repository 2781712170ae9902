/**
 * A data source in the generic entity dialog (frame/entity-form-dialog.tsx), edit only: the fields of
 * its protocol (WITS0 mode, host and port; a WITSML store's URL, account, ids and poll interval; an
 * ETP endpoint's URL, account and channel URIs, one a line). The remote ids are fields named
 * `remote.<id>`, so a refusal the server names there ("body.remote.uid_log: required") lands on that
 * input. An empty password keeps the stored one.
 */
import { DATA_SOURCES_PATH } from '../../api/data-sources';
import type { DataSourceView } from '../../domain/feeds/data-source';
import type { FieldDecl } from './frame/entity-decl';
import type { FormDecl } from './frame/entity-form-dialog';

const name: FieldDecl = { key: 'name', label: 'Name', input: 'text', required: true };
const account: FieldDecl[] = [
  { key: 'username', label: 'User', input: 'text' },
  { key: 'password', label: 'Password', input: 'password', empty: 'omit' },
];

function fieldsOf(src: DataSourceView): FieldDecl[] {
  if (src.protocol === 'wits0')
    return [
      name,
      {
        key: 'mode',
        label: 'Mode',
        input: 'choice',
        required: true,
        options: [
          { value: 'listen', label: 'Listen: the EDR connects to us' },
          { value: 'connect', label: 'Connect: we connect to the EDR' },
        ],
      },
      { key: 'host', label: 'Host', input: 'text', required: true },
      { key: 'port', label: 'Port', input: 'number', required: true },
    ];
  if (src.protocol === 'etp12')
    return [
      name,
      { key: 'url', label: 'ETP 1.2 endpoint (ws or wss URL)', input: 'text', required: true },
      ...account,
      { key: 'remote.uris', label: "Channels' URIs, one a line", input: 'lines', required: true, errorKeys: ['remote'] },
    ];
  const ids: FieldDecl[] = [
    { key: 'remote.uid_well', label: 'Well uid in the store', input: 'text', required: true },
    { key: 'remote.uid_wellbore', label: 'Wellbore uid in the store', input: 'text', required: true },
  ];
  if (src.kind === 'log') ids.push({ key: 'remote.uid_log', label: 'Log uid', input: 'text', required: true });
  if (src.kind === 'trajectory') ids.push({ key: 'remote.uid_trajectory', label: 'Trajectory uid', input: 'text', required: true });
  ids[ids.length - 1] = { ...ids[ids.length - 1], errorKeys: ['remote'] };
  return [
    name,
    { key: 'url', label: 'WITSML 1.4.1.1 store (http or https URL)', input: 'text', required: true },
    ...account,
    ...ids,
    { key: 'poll_s', label: 'Poll every (s)', input: 'number', required: true },
  ];
}

const REMOTE = 'remote.';

/** The form of one source: its protocol decides the fields. */
export function dataSourceEditForm(src: DataSourceView): FormDecl<DataSourceView> {
  return {
    key: 'data-source',
    noun: 'Data source',
    path: DATA_SOURCES_PATH,
    title: (r) => r.name,
    fields: fieldsOf(src),
    toForm: (r) => ({
      ...r,
      ...Object.fromEntries(Object.entries(r.remote).map(([k, v]) => [`${REMOTE}${k}`, Array.isArray(v) ? v.join('\n') : v])),
    }),
    toBody: (b) => {
      const body: Record<string, unknown> = {};
      const remote: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(b)) {
        if (!k.startsWith(REMOTE)) body[k] = v;
        else if (k === 'remote.uris')
          remote.uris = String(v ?? '')
            .split(/\s+/)
            .filter(Boolean);
        else remote[k.slice(REMOTE.length)] = v ?? '';
      }
      return Object.keys(remote).length ? { ...body, remote } : body;
    },
  };
}
