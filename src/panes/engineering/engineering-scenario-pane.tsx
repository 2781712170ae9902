/**
 * Engineering Scenario (drilling.engineering.model): one stored scenario of the well, its inputs
 * edited through a server-side draft (scenario-editor.tsx), over the torque & drag and hydraulics
 * computed on them: on the applied version, or on your draft while you edit it; or on one of its
 * cases (scenario-cases.tsx), the case's inputs laid over the scenario's.
 */
import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useCaseData } from '../../api/engineering/scenario-cases';
import { useScenario, useScenarioData } from '../../api/engineering/scenarios';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneFrame } from '../directional/shared/pane-frame';
import { errorText, NO_WELL_MESSAGE, PaneMessage } from '../directional/shared/pane-states';
import { usePaneWell } from '../logs/use-pane-well';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { EngineeringBody } from './engineering-results';
import { engineeringUnits } from './engineering-units';
import { ScenarioCases } from './scenario-cases';
import { ScenarioEditor } from './scenario-editor';

const useStyles = makeStyles({ column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 } });

export default function EngineeringScenarioPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const pw = usePaneWell(props);
  const u = engineeringUnits(useUnitSystem());
  const wellId = props.wellId;
  const id = props.instance.params.scenario_id ?? null;
  const sc = useScenario(wellId, id, visible);
  const [chosen, setChosen] = useState<string | null>(null);
  const caseId = sc.data?.cases.some((c) => c.id === chosen) ? chosen : null;
  const ofScenario = useScenarioData(wellId, sc.data ?? null, pw.period, visible && caseId === null);
  const ofCase = useCaseData(wellId, sc.data ?? null, caseId, pw.period, visible && caseId !== null);
  const data = caseId === null ? ofScenario : ofCase;
  const wellName = pw.well?.name ?? null;
  const d = data.data;
  const caseName = sc.data?.cases.find((c) => c.id === caseId)?.name ?? null;
  const context = [
    wellName,
    sc.data ? `v${sc.data.version}` : null,
    caseName ? `case ${caseName}` : null,
    d?.from_draft ? 'computed on your draft' : null,
    d?.torque_drag.trajectory.label,
  ]
    .filter(Boolean)
    .join(' · ');
  let body;
  if (!wellId) body = <PaneMessage state="no-well" title={NO_WELL_MESSAGE} />;
  else if (sc.error) body = <PaneMessage state="error" title="The scenario could not be read" detail={errorText(sc.error)} />;
  else if (!sc.data) body = <PaneMessage state="loading" title="Reading the scenario…" />;
  else
    body = (
      <div className={s.column}>
        <ScenarioEditor wellId={wellId} scenario={sc.data} u={u} />
        <ScenarioCases wellId={wellId} scenario={sc.data} u={u} chosen={caseId} onChoose={setChosen} />
        <EngineeringBody
          wellId={wellId}
          td={{ data: d?.torque_drag, error: data.error }}
          hy={{ data: d?.hydraulics, error: data.error }}
          wellName={wellName}
          u={u}
        />
      </div>
    );
  return (
    <PaneFrame
      title={`Engineering scenario${sc.data ? `: ${sc.data.name}` : ''}`}
      context={context}
      state={d ? 'ready' : sc.error || data.error ? 'error' : 'loading'}
    >
      {body}
    </PaneFrame>
  );
}
