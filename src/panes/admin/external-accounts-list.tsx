/**
 * The users' accounts at external providers (entities/external-accounts.ts), under the providers on
 * Admin › External Providers: search, a filter by provider, "New account", Enter edits the selected
 * account, Delete asks first. The form puts the server's refusal on the field it names: a second
 * account of a user at one provider on the user, an account name taken there on the account.
 */
import { Button } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { deleteEntity, refreshEntities, useEntityList } from '../../api/admin-entities';
import { serverFieldError } from '../../api/admin-users';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { externalAccounts, type ExternalAccountRow } from './entities/external-accounts';
import { externalProviders, type ProviderRow } from './entities/external-providers';
import type { EntityDecl } from './frame/entity-decl';
import { EntityFormDialog } from './frame/entity-form-dialog';
import { EntityListPane } from './frame/entity-list-pane';

export function ExternalAccountsList() {
  const [editing, setEditing] = useState<ExternalAccountRow | null>(null);
  // The same request (and cache) as the providers list above: its rows are the filter's choices.
  const providers = useEntityList<ProviderRow>(externalProviders.path, { limit: 1000 });
  const decl = useMemo<EntityDecl<ExternalAccountRow>>(
    () => ({
      ...externalAccounts,
      filters: [{ key: 'provider_id', label: 'Provider', options: (providers.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })) }],
    }),
    [providers.data],
  );

  async function remove(r: ExternalAccountRow) {
    const message = `Delete ${r.user_name}'s account ${r.external_id} at ${r.provider_name}? This cannot be undone.`;
    if (!(await askConfirm({ title: 'Delete account', message, confirmLabel: 'Delete' }))) return;
    try {
      await deleteEntity(externalAccounts.path, r.id);
      notify('success', `Account ${r.external_id} deleted`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
    await refreshEntities(externalAccounts.path);
  }

  return (
    <>
      <EntityListPane
        decl={decl}
        secondary
        onActivate={setEditing}
        enterDoes="edits"
        rowTools={(r) => (
          <>
            <Button size="small" disabled={!r} onClick={() => r && setEditing(r)} aria-label="Edit account">
              Edit
            </Button>
            <Button size="small" disabled={!r} onClick={() => r && void remove(r)} aria-label="Delete account">
              Delete
            </Button>
          </>
        )}
      />
      {editing && (
        <EntityFormDialog<ExternalAccountRow>
          decl={externalAccounts}
          target={{ mode: 'edit', row: editing }}
          onClose={() => setEditing(null)}
          onSaved={(r) => {
            setEditing(null);
            notify('success', `Account ${r.external_id} saved`);
            void refreshEntities(externalAccounts.path);
          }}
        />
      )}
    </>
  );
}
