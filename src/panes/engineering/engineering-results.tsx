/**
 * The answers of an engineering case, laid out once for the well's default case and for a stored
 * scenario: the torque & drag broomstick with its figures and what it assumed over the hydraulics
 * (summary, losses by section, standpipe and ECD against flow rate).
 */
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HydraulicsAnswer, TorqueDragAnswer } from '../../api/engineering/answers';
import { RequestError } from '../../api/request-error';
import { errorText, NO_WELL_MESSAGE, PaneMessage } from '../directional/shared/pane-states';
import { Figures } from '../reports/report-frame';
import { BroomstickChart } from './broomstick-chart';
import { fmt, type EngineeringUnits } from './engineering-units';
import { FlowRateChart, HydraulicsSummary, HydraulicsTable } from './hydraulics-table';

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
  // T&D over hydraulics, sharing a tall tile; a short or narrow tile scrolls instead of squeezing the charts flat.
  results: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, overflowY: 'auto' },
  torqueDrag: { flex: '62 0 0', minHeight: '600px' },
  hydraulics: { flex: '38 0 0', minHeight: '380px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  chart: { display: 'flex', flexGrow: 1, minHeight: '360px' },
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

function EngineeringResults(p: {
  td: TorqueDragAnswer;
  hydraulics: HydraulicsAnswer | undefined;
  hydraulicsError: unknown;
  wellName: string | null;
  u: EngineeringUnits;
}) {
  const s = useStyles();
  const { td: d, u, wellName } = p;
  const label = `${wellName ?? 'Well'} torque and drag broomstick`;
  return (
    <div className={s.results}>
      <div className={mergeClasses(s.part, s.torqueDrag)} data-engineering-part="torque-drag">
        <TorqueDragFigures d={d} u={u} />
        <div className={s.chart}>
          <BroomstickChart data={d} u={u} label={label} />
        </div>
        <TorqueDragNotes d={d} u={u} />
      </div>
      <div className={mergeClasses(s.part, s.hydraulics)} data-engineering-part="hydraulics">
        {p.hydraulics ? (
          <>
            <HydraulicsSummary data={p.hydraulics} u={u} />
            <div className={s.row}>
              <div className={s.half}>
                <HydraulicsTable data={p.hydraulics} u={u} label={`${wellName ?? 'Well'} hydraulics`} />
              </div>
              <div className={s.half}>
                <FlowRateChart data={p.hydraulics} u={u} label={`${wellName ?? 'Well'} standpipe and ECD against flow rate`} />
              </div>
            </div>
          </>
        ) : p.hydraulicsError ? (
          <Caption1 role="alert">Hydraulics could not be computed: {errorText(p.hydraulicsError)}</Caption1>
        ) : (
          <Caption1>Computing hydraulics…</Caption1>
        )}
      </div>
    </div>
  );
}

/** What an engineering pane shows for its well and answers: no well, nothing to run on (422), an error, computing, or the results. */
export function EngineeringBody(p: {
  wellId: string | null;
  td: { data?: TorqueDragAnswer; error?: unknown };
  hy: { data?: HydraulicsAnswer; error?: unknown };
  wellName: string | null;
  u: EngineeringUnits;
}) {
  const { td } = p;
  if (!p.wellId) return <PaneMessage state="no-well" title={NO_WELL_MESSAGE} />;
  if (td.error && !td.data) {
    // 422: the well has nothing to run on (no survey, no plan): an empty well, not a failure.
    return td.error instanceof RequestError && td.error.status === 422 ? (
      <PaneMessage
        state="empty"
        title={errorText(td.error)}
        detail="Torque & drag and hydraulics run on the well's survey, or on its definitive plan before it is drilled."
      />
    ) : (
      <PaneMessage state="error" title="Torque & drag could not be computed" detail={errorText(td.error)} />
    );
  }
  if (!td.data) return <PaneMessage state="loading" title="Computing torque & drag…" />;
  return <EngineeringResults td={td.data} hydraulics={p.hy.data} hydraulicsError={p.hy.error} wellName={p.wellName} u={p.u} />;
}
