/**
 * Admin › External Providers: the declared list (entities/external-providers.ts). Enter edits the
 * selected provider; "Check connection" asks the server to reach it now (OpenID discovery, WMLS_GetVersion
 * or HTTP GET) and shows the result in its row; Delete asks first. Below it, the users' accounts at
 * these providers (external-accounts-list.tsx): both lists share the tile, each reached by Tab.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { deleteEntity, refreshEntities } from '../../api/admin-entities';
import { api } from '../../api/request';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import type { PaneProps } from '../pane-types';
import { serverFieldError } from '../../api/admin-users';
import { externalAccounts } from './entities/external-accounts';
import { externalProviders, type ProviderRow } from './entities/external-providers';
import { EntityFormDialog } from './frame/entity-form-dialog';
import { EntityListPane } from './frame/entity-list-pane';
import { ExternalAccountsList } from './external-accounts-list';

const quiet = { hideMessage: true } as const;

const useStyles = makeStyles({
  split: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  // Providers are few; the accounts (one per user and provider) get the larger share.
  providers: { display: 'flex', flexDirection: 'column', flex: '2 1 0', minHeight: '160px' },
  accounts: { display: 'flex', flexDirection: 'column', flex: '3 1 0', minHeight: '200px', borderTop: `2px solid ${tokens.colorNeutralStroke1}` },
});

export default function ExternalProvidersPane(_: PaneProps) {
  const s = useStyles();
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
    const message = `Delete ${r.name}? The users' accounts at it go with it. This cannot be undone.`;
    if (!(await askConfirm({ title: 'Delete provider', message, confirmLabel: 'Delete' }))) return;
    try {
      await deleteEntity(externalProviders.path, r.id);
      notify('success', `Provider ${r.name} deleted`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
    await Promise.all([refreshEntities(externalProviders.path), refreshEntities(externalAccounts.path)]);
  }

  return (
    <div className={s.split}>
      <section className={s.providers} aria-label="Providers">
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
      </section>
      <section className={s.accounts} aria-label="External accounts">
        <ExternalAccountsList />
      </section>
      {editing && (
        <EntityFormDialog<ProviderRow>
          decl={externalProviders}
          target={{ mode: 'edit', row: editing }}
          onClose={() => setEditing(null)}
          onSaved={(r) => {
            setEditing(null);
            notify('success', `Provider ${r.name} saved`);
            void refreshEntities(externalProviders.path);
            // the accounts list shows the provider's name
            void refreshEntities(externalAccounts.path);
          }}
        />
      )}
    </div>
  );
}
