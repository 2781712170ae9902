/**
 * Engineering Scenarios (drilling.engineering.models) and the Engineering Scenario widget: torque &
 * drag and hydraulics computed by the server on the well's own survey (or its plan before it is
 * drilled). The broomstick lays the recorded hook load of the pane's period over the modelled pick-up,
 * slack-off and rotating weights; the table gives the pressure losses by section, the bit drop and the
 * ECD. What was assumed (string, mud, shoe, block weight) is said under each part.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { TorqueDragAnswer } from '../../api/engineering/answers';
import { RequestError } from '../../api/request-error';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneFrame } from '../directional/shared/pane-frame';
import { errorText, NO_WELL_MESSAGE, PaneMessage } from '../directional/shared/pane-states';
import { ChartOverTable } from '../directional/shared/split';
import { usePaneWell } from '../logs/use-pane-well';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { useUnitSystem } from '../reports/use-unit-system';
import { BroomstickChart } from './broomstick-chart';
import { engineeringUnits, fmt, type EngineeringUnits } from './engineering-units';
import { FlowRateChart, HydraulicsSummary, HydraulicsTable } from './hydraulics-table';
import { useHydraulics, useTorqueDrag } from './use-engineering';

const useStyles = makeStyles({
  part: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  notes: { display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexGrow: 1, minHeight: 0, gap: tokens.spacingHorizontalS },
  half: { display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, minHeight: '160px' },
});

function TorqueDragFigures({ d, u }: { d: TorqueDragAnswer; u: EngineeringUnits }) {
  const f = d.inputs.friction;
  return (
    <Figures
      items={[
        { label: `Pick-up at TD (FF ${f.cased}/${f.open})`, value: fmt(d.at_td.tripOut.hook_load_kn, u.weight), unit: u.weight.symbol },
        { label: 'Slack-off at TD', value: fmt(d.at_td.tripIn.hook_load_kn, u.weight), unit: u.weight.symbol },
        { label: 'Rotating off bottom', value: fmt(d.at_td.rotatingOffBottom.hook_load_kn, u.weight), unit: u.weight.symbol },
        { label: 'Torque off bottom', value: fmt(d.at_td.rotatingOffBottom.surface_torque_knm, u.torque), unit: u.torque.symbol },
        {
          label: `Torque drilling (WOB ${fmt(d.inputs.wob_t * 9.80665, u.weight)} ${u.weight.symbol})`,
          value: fmt(d.at_td.rotatingOnBottom.surface_torque_knm, u.torque),
          unit: u.torque.symbol,
        },
      ]}
    />
  );
}

function TorqueDragNotes({ d, u }: { d: TorqueDragAnswer; u: EngineeringUnits }) {
  const s = useStyles();
  return (
    <div className={s.notes} data-td-notes>
      <Caption1 data-td-trajectory={d.trajectory.source}>
        {d.trajectory.note} TD {fmt(d.trajectory.td_md_m, u.depth)} {u.depth.symbol} MD, {fmt(d.trajectory.td_tvd_m, u.depth)} {u.depth.symbol} TVD. {d.model}.
        Friction factor {d.inputs.friction.cased} cased above the shoe at {fmt(d.inputs.shoe_md_m, u.depth)} {u.depth.symbol} ({d.inputs.shoe_from}),{' '}
        {d.inputs.friction.open} in open hole.
      </Caption1>
      <Caption1>
        {d.inputs.note} Block weight {fmt(d.inputs.block_weight_t * 9.80665, u.weight)} {u.weight.symbol} ({d.inputs.block_weight_from}).
      </Caption1>
      <Caption1 data-td-measured={d.measured.bit_md_m.length}>{d.measured.note}</Caption1>
    </div>
  );
}

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
  const title = 'Engineering scenario: torque & drag, hydraulics';

  let body;
  if (!wellId) body = <PaneMessage state="no-well" title={NO_WELL_MESSAGE} />;
  else if (td.error && !td.data) {
    // 422: the well has nothing to run on (no survey, no plan): an empty well, not a failure.
    const nothing = td.error instanceof RequestError && td.error.status === 422;
    body = nothing ? (
      <PaneMessage
        state="empty"
        title={errorText(td.error)}
        detail="Torque & drag and hydraulics run on the well's survey, or on its definitive plan before it is drilled."
      />
    ) : (
      <PaneMessage state="error" title="Torque & drag could not be computed" detail={errorText(td.error)} />
    );
  } else if (!td.data) body = <PaneMessage state="loading" title="Computing torque & drag…" />;
  else {
    const d = td.data;
    const label = `${wellName ?? 'Well'} torque and drag broomstick`;
    body = (
      <ChartOverTable
        chartShare={0.62}
        chart={
          <div className={s.part} data-engineering-part="torque-drag">
            <TorqueDragFigures d={d} u={u} />
            <BroomstickChart data={d} u={u} label={label} />
            <TorqueDragNotes d={d} u={u} />
          </div>
        }
        table={
          <div className={s.part} data-engineering-part="hydraulics">
            {hy.data ? (
              <>
                <HydraulicsSummary data={hy.data} u={u} />
                <div className={s.row}>
                  <div className={s.half}>
                    <HydraulicsTable data={hy.data} u={u} label={`${wellName ?? 'Well'} hydraulics`} />
                  </div>
                  <div className={s.half}>
                    <FlowRateChart data={hy.data} u={u} label={`${wellName ?? 'Well'} standpipe and ECD against flow rate`} />
                  </div>
                </div>
              </>
            ) : hy.error ? (
              <Caption1 role="alert">Hydraulics could not be computed: {errorText(hy.error)}</Caption1>
            ) : (
              <Caption1>Computing hydraulics…</Caption1>
            )}
          </div>
        }
      />
    );
  }
  return (
    <PaneFrame title={title} context={context} state={td.data ? 'ready' : td.error ? 'error' : 'loading'}>
      {body}
    </PaneFrame>
  );
}
