/** "Make definitive" and "Delete" for one plan: the Well Plans list and the Well Plan pane both offer them. */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { deletePlan, updatePlan } from '../../../api/directional';
import { askConfirm } from '../../../state/confirmations';

export function PlanActions({
  wellId,
  plan,
  onDeleted,
}: {
  wellId: string | null;
  plan: { id: string; name: string; is_definitive: boolean } | undefined;
  onDeleted?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const act = async (f: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await f();
    } catch {
      // the server's message is shown as an error notice
    } finally {
      setBusy(false);
    }
  };
  const p = wellId ? plan : undefined;
  return (
    <>
      <Button size="small" disabled={!p || p.is_definitive || busy} onClick={() => p && void act(() => updatePlan(wellId!, p.id, { is_definitive: true }))}>
        Make definitive
      </Button>
      <Button
        size="small"
        appearance="subtle"
        disabled={!p || busy}
        onClick={() =>
          p &&
          void act(async () => {
            if (await askConfirm({ title: 'Delete plan?', message: `Delete ${p.name}? Its stations and design go with it.`, confirmLabel: 'Delete' })) {
              await deletePlan(wellId!, p.id);
              onDeleted?.();
            }
          })
        }
      >
        Delete
      </Button>
    </>
  );
}
