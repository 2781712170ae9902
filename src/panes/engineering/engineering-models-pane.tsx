/**
 * Engineering Scenarios (drilling.engineering.models) and the Engineering Scenario widget: torque &
 * drag and hydraulics computed by the server on the well's own survey (or its plan before it is
 * drilled) for the documented default case, under the well's stored scenarios (each opens at
 * drilling.engineering.model to be edited). The broomstick lays the recorded hook load of the pane's
 * period over the modelled pick-up, slack-off and rotating weights; the table gives the pressure
 * losses by section, the bit drop and the ECD. What was assumed (string, mud, shoe, block weight) is
 * said under each part.
 */
import { makeStyles } from '@fluentui/react-components';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneFrame } from '../directional/shared/pane-frame';
import { usePaneWell } from '../logs/use-pane-well';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { engineeringUnits } from './engineering-units';
import { EngineeringBody } from './engineering-results';
import { ScenarioStrip } from './scenario-strip';
import { useHydraulics, useTorqueDrag } from './use-engineering';

const useStyles = makeStyles({ column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 } });

export default function EngineeringModelsPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const pw = usePaneWell(props);
  const u = engineeringUnits(useUnitSystem());
  const wellId = props.wellId;
  const td = useTorqueDrag(wellId, pw.period, visible);
  // Hydraulics needs the same trajectory: asked once torque & drag found one.
  const hy = useHydraulics(td.data ? wellId : null, visible);
  const wellName = pw.well?.name ?? null;
  const context = [wellName, td.data?.trajectory.label].filter(Boolean).join(' · ');
  return (
    <PaneFrame title="Engineering scenario: torque & drag, hydraulics" context={context} state={td.data ? 'ready' : td.error ? 'error' : 'loading'}>
      <div className={s.column}>
        {wellId && <ScenarioStrip wellId={wellId} instance={props.instance} active={visible} />}
        <EngineeringBody wellId={wellId} td={td} hy={hy} wellName={wellName} u={u} />
      </div>
    </PaneFrame>
  );
}
