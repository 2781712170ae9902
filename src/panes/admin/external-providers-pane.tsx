/**
 * Admin › External Providers: the declared list (entities/external-providers.ts). Enter edits the
 * selected provider; "Check connection" asks the server to reach it now (OpenID discovery, WMLS_GetVersion
 * or HTTP GET) and shows the result in its row; Delete asks first.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { deleteEntity, refreshEntities } from '../../api/admin-entities';
import { api } from '../../api/request';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import type { PaneProps } from '../pane-types';
import { serverFieldError } from '../../api/admin-users';
import { externalProviders, type ProviderRow } from './entities/external-providers';
import { EntityFormDialog } from './frame/entity-form-dialog';
import { EntityListPane } from './frame/entity-list-pane';

const quiet = { hideMessage: true } as const;

export default function ExternalProvidersPane(_: PaneProps) {
  const [editing, setEditing] = useState<ProviderRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(r: ProviderRow) {
    setBusy(true);
    try {
      const { data } = await api.post<{ data: ProviderRow }>(`admin/external_providers/${encodeURIComponent(r.id)}/check`, {}, quiet);
      notify(data.last_check_ok ? 'success' : 'warning', `${r.name}: ${data.last_check_message ?? ''}`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusy(false);
      await refreshEntities(externalProviders.path);
    }
  }

  async function remove(r: ProviderRow) {
    if (!(await askConfirm({ title: 'Delete provider', message: `Delete ${r.name}? This cannot be undone.`, confirmLabel: 'Delete' }))) return;
    try {
      await deleteEntity(externalProviders.path, r.id);
      notify('success', `Provider ${r.name} deleted`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
    await refreshEntities(externalProviders.path);
  }

  return (
    <>
      <EntityListPane
        decl={externalProviders}
        onActivate={setEditing}
        enterDoes="edits"
        rowTools={(r) => (
          <>
            <Button size="small" disabled={!r || busy} onClick={() => r && void check(r)}>
              {busy ? 'Checking…' : 'Check connection'}
            </Button>
            <Button size="small" disabled={!r} onClick={() => r && setEditing(r)}>
              Edit
            </Button>
            <Button size="small" disabled={!r} onClick={() => r && void remove(r)}>
              Delete
            </Button>
          </>
        )}
      />
      {editing && (
        <EntityFormDialog<ProviderRow>
          decl={externalProviders}
          target={{ mode: 'edit', row: editing }}
          onClose={() => setEditing(null)}
          onSaved={(r) => {
            setEditing(null);
            notify('success', `Provider ${r.name} saved`);
            void refreshEntities(externalProviders.path);
          }}
        />
      )}
    </>
  );
}
