/**
 * Creating, editing, deleting and running an integration now, shared by the list and the integration's own pane:
 * the generic entity dialog with the integration's form (integration-form.ts), delete asked first,
 * and every cached integration answer read again after a change. A new integration opens on its
 * mapping.
 */
import { useState } from 'react';
import { deleteEntity, refreshEntities } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import { runIntegrationNow, type IntegrationView } from '../../../api/integrations';
import { askConfirm } from '../../../state/confirmations';
import { notify } from '../../../state/notifications';
import { EntityFormDialog, type FormTarget } from '../frame/entity-form-dialog';
import { INTEGRATIONS_PATH, integrationForm } from './integration-form';
import { openIntegration } from './integration-parts';

export function useIntegrationEditing() {
  const [target, setTarget] = useState<FormTarget<IntegrationView> | null>(null);

  /** Delete (asked first); `then` runs once deleted, before the answers are read again (leave a pane that showed it). */
  async function remove(r: IntegrationView, then?: () => Promise<void>): Promise<void> {
    const sessions = r.session_count ? ` and its ${r.session_count} session${r.session_count === 1 ? '' : 's'}` : '';
    const message = `Delete ${r.name}${sessions}? Its data source and the data it stored stay.`;
    if (!(await askConfirm({ title: 'Delete integration', message, confirmLabel: 'Delete' }))) return;
    try {
      await deleteEntity(INTEGRATIONS_PATH, r.id);
      notify('success', `Integration ${r.name} deleted`);
      await then?.();
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
    await refreshEntities(INTEGRATIONS_PATH);
  }

  /** Run now: the server queues a job; its sessions appear as its attempts run. */
  async function run(r: IntegrationView): Promise<void> {
    try {
      await runIntegrationNow(r.id);
      notify('success', `${r.name} queued to run: see its sessions, or Admin › dashboards › jobs`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
    await refreshEntities(INTEGRATIONS_PATH);
  }

  const dialog = target && (
    <EntityFormDialog<IntegrationView>
      decl={integrationForm}
      target={target}
      onClose={() => setTarget(null)}
      onSaved={(r) => {
        setTarget(null);
        notify('success', `Integration ${r.name} ${target.mode === 'create' ? 'created' : 'saved'}`);
        void refreshEntities(INTEGRATIONS_PATH);
        if (target.mode === 'create') void openIntegration(r.id, 'mapping', r.name);
      }}
    />
  );

  return { dialog, create: () => setTarget({ mode: 'create' }), edit: (row: IntegrationView) => setTarget({ mode: 'edit', row }), remove, run };
}
