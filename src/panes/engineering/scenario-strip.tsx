/**
 * The well's stored engineering scenarios above the default case: each opens at its own route
 * (drilling.engineering.model) in a new tab, marked when you have a draft of it; "New scenario" makes
 * one on the demo case's inputs and opens it to edit.
 */
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { createScenario, useScenarios } from '../../api/engineering/scenarios';
import { useEditDenied } from '../../features/auth/use-well-permissions';
import { openDetailTab } from '../../features/workspace/open-detail';
import { notify } from '../../state/notifications';
import { errorText } from '../directional/shared/pane-states';
import type { PaneInstance } from '../pane-types';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
  },
});

export function ScenarioStrip({ wellId, instance, active }: { wellId: string; instance: PaneInstance; active: boolean }) {
  const s = useStyles();
  const list = useScenarios(wellId, active);
  const [busy, setBusy] = useState(false);
  const denied = useEditDenied(wellId, 'EDIT_SCENARIO', 'making scenarios');
  const open = (id: string, name: string) => openDetailTab(instance, 'drilling.engineering.model', { scenario_id: id }, name);
  const create = async () => {
    setBusy(true);
    try {
      const made = await createScenario(wellId, `Scenario ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`);
      notify('success', `${made.name} made on the demo case`);
      await open(made.id, made.name);
    } catch (e) {
      notify('error', `No scenario made: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <nav className={s.strip} aria-label="Stored scenarios" data-scenario-strip>
      <Caption1>Scenarios:</Caption1>
      {list.data?.map((x) => (
        <Button key={x.id} size="small" appearance="subtle" onClick={() => void open(x.id, x.name)} data-scenario={x.id}>
          {x.name} · v{x.version}
          {x.editing ? ' (your draft)' : ''}
        </Button>
      ))}
      {list.data?.length === 0 && <Caption1>none stored</Caption1>}
      {list.error !== undefined && <Caption1 role="alert">{errorText(list.error)}</Caption1>}
      <Button size="small" disabled={busy || denied !== null} title={denied ?? undefined} onClick={() => void create()}>
        New scenario
      </Button>
      {denied && <Caption1>{denied}</Caption1>}
    </nav>
  );
}
